import Foundation

// UIKit's update-constraints pass, which runs before each layout pass.

extension UIView {
    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        flagAncestorsForUpdateConstraints()
        setNeedsLayout()
    }

    /// Marks the ancestors so the update-constraints pass reaches this view, and queues the view and
    /// each newly marked ancestor on its superview (see `ViewAutoLayoutState.updateQueue`).
    func flagAncestorsForUpdateConstraints() {
        queueForUpdateConstraints()
        var ancestor = superview
        while let view = ancestor, !view.autoLayout.descendantNeedsUpdateConstraints {
            WalkSteps.step()
            view.autoLayout.descendantNeedsUpdateConstraints = true
            view.queueForUpdateConstraints()
            ancestor = view.superview
        }
    }

    private func queueForUpdateConstraints() {
        guard !autoLayout.isInUpdateQueue, let superview else { return }
        autoLayout.isInUpdateQueue = true
        superview.autoLayout.updateQueue.append(self)
    }

    /// Empties the update queue: its entries that are still subviews, once each.
    private func takeUpdateQueue() -> [UIView] {
        var queue: [UIView] = []
        swap(&queue, &autoLayout.updateQueue)
        var taken: [UIView] = []
        for view in queue where view.superview === self && view.autoLayout.isInUpdateQueue {
            view.autoLayout.isInUpdateQueue = false
            taken.append(view)
        }
        return taken
    }

    private var needsUpdateConstraintsPass: Bool {
        autoLayout.needsUpdateConstraints || autoLayout.descendantNeedsUpdateConstraints
    }

    /// Runs `updateConstraints()` where due in this subtree, subviews first, as UIKit's pass does.
    ///
    /// The subviews are looked at in `subviews` order: all of them when a quarter or more asked,
    /// otherwise only those in the update queue (hiding one arranged view of a 4 000-row stack
    /// looked at every row). A subview that asks during the pass joins it when it comes
    /// later in the order, and waits for the next pass otherwise, either way.
    public func updateConstraintsIfNeeded() {
        if autoLayout.descendantNeedsUpdateConstraints {
            autoLayout.descendantNeedsUpdateConstraints = false
            if autoLayout.updateQueue.count * 4 >= subviews.count {
                _ = takeUpdateQueue()
                for subview in subviews where subview.needsUpdateConstraintsPass { subview.updateConstraintsIfNeeded() }
            } else {
                updateQueuedSubviews()
            }
        }
        guard autoLayout.needsUpdateConstraints else { return }
        traitCollection.performAsCurrent {
            if let controller = owningViewController {
                controller.updateViewConstraints()
            } else {
                updateConstraints()
            }
        }
        autoLayout.needsUpdateConstraints = false
    }

    /// The update pass over the queued subviews only, in `subviews` order.
    private func updateQueuedSubviews() {
        var pending = takeUpdateQueue().map { (position: subviewPosition($0), view: $0) }
        pending.sort { $0.position < $1.position }
        var waiting: [UIView] = []
        var next = 0
        while next < pending.count {
            let (position, subview) = pending[next]
            next += 1
            if subview.needsUpdateConstraintsPass { subview.updateConstraintsIfNeeded() }
            guard !autoLayout.updateQueue.isEmpty else { continue }
            var later: [(position: Int, view: UIView)] = []
            for flagged in takeUpdateQueue() {
                let index = subviewPosition(flagged)
                if index > position { later.append((index, flagged)) } else { waiting.append(flagged) }
            }
            guard !later.isEmpty else { continue }
            later += pending[next...]
            later.sort { $0.position < $1.position }
            pending = later
            next = 0
        }
        for view in waiting { view.queueForUpdateConstraints() }
    }
}
