import Foundation

extension UIView {
    /// Adds a view at the front, removing it from its old superview first.
    ///
    /// Adding a view to itself or to one of its descendants is refused with UIKit's exception
    /// message (recorded in `DiagnosticLog`), leaving both hierarchies unchanged.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of `subviews`.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        let isMove = view.superview === self
        if isMove, let old = subviews.firstIndex(where: { $0 === view }) {
            // Reordering among siblings sends no move callbacks in UIKit.
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldTop = view.topLayoutView
        let formerAncestors = view.ancestors
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view.resignFirstResponderInside()
            view.forEachInSubtree {
                $0.willMove(toWindow: newWindow)
                $0.owningViewController?.viewWillMove(toWindow: newWindow)
            }
        }
        view.detachFromSuperview()
        if !formerAncestors.isEmpty { view.removeConstraintsReferringToSubtree(from: formerAncestors) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.layoutHierarchyDidChange(oldTop: oldTop)
        if oldWindow !== newWindow {
            view.forEachInSubtree {
                $0.didMoveToWindow()
                $0.owningViewController?.viewDidMoveToWindow()
            }
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
        view.geometryDidChange()
        if view.autoLayout.needsUpdateConstraints || view.autoLayout.descendantNeedsUpdateConstraints {
            view.flagAncestorsForUpdateConstraints()
        }
        TraitPropagation.invalidate(view)
    }

    /// Inserts a view just above a sibling.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex(where: { $0 === siblingSubview }).map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && index > (indexOf(view) ?? 0) ? index - 1 : index)
    }

    /// Inserts a view just below a sibling.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex(where: { $0 === siblingSubview }) ?? 0
        insertSubview(view, at: view.superview === self && index > (indexOf(view) ?? 0) ? index - 1 : index)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' positions.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview and its window.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        let oldTop = topLayoutView
        let formerAncestors = ancestors
        willMove(toSuperview: nil)
        if oldWindow != nil {
            resignFirstResponderInside()
            forEachInSubtree {
                $0.willMove(toWindow: nil)
                $0.owningViewController?.viewWillMove(toWindow: nil)
            }
        }
        detachFromSuperview()
        removeConstraintsReferringToSubtree(from: formerAncestors)
        layoutHierarchyDidChange(oldTop: oldTop)
        if oldWindow != nil {
            forEachInSubtree {
                $0.didMoveToWindow()
                $0.owningViewController?.viewDidMoveToWindow()
            }
        }
        didMoveToSuperview()
        superview.setNeedsLayout()
        // Out of the window, its subtree's safe area is zero: the next pass over it checks.
        geometryDidChange()
        TraitPropagation.invalidate(self)
    }

    /// Whether the view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            WalkSteps.step()
            current = candidate.superview
        }
        return false
    }

    /// The lowest view that is or contains both, or nil when they are in different hierarchies.
    ///
    /// Both walk up a step at a time, each remembering where it went: the first view one finds on the
    /// other's way is the answer, so a view and its parent cost a step, not the depth of the hierarchy
    /// (activating a constraint asks this, in a hierarchy of any depth).
    static func closestCommonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
        if first === second { return first }
        // A view and its parent, or two siblings: most constraints (a stack's arrangement, a row's contents), and
        // answered without the sets, which were a noticeable share of a stack grid's first layout.
        let firstParent = first.superview
        let secondParent = second.superview
        if firstParent === second { return second }
        if secondParent === first { return first }
        if let firstParent, firstParent === secondParent { return firstParent }
        var seenFromFirst: Set<ObjectIdentifier> = [ObjectIdentifier(first)]
        var seenFromSecond: Set<ObjectIdentifier> = [ObjectIdentifier(second)]
        var a: UIView? = first
        var b: UIView? = second
        while a != nil || b != nil {
            if let view = b {
                if seenFromFirst.contains(ObjectIdentifier(view)) { return view }
                seenFromSecond.insert(ObjectIdentifier(view))
            }
            if let view = a {
                if seenFromSecond.contains(ObjectIdentifier(view)) { return view }
                seenFromFirst.insert(ObjectIdentifier(view))
            }
            WalkSteps.step()
            a = a?.superview
            b = b?.superview
        }
        return nil
    }

    /// The view or the first descendant (depth first) with the tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        // An explicit stack, in the recursion's order: a hierarchy built in code may nest deeper than the
        // thread's stack.
        var pending = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    // MARK: Internals

    private func indexOf(_ view: UIView) -> Int? { subviews.firstIndex(where: { $0 === view }) }

    private func canAdopt(_ view: UIView) -> Bool {
        if view === self {
            DiagnosticLog.raise("Can't add self as subview")
            return false
        }
        // A view without subviews can be nobody's ancestor: the walk up (as deep as the hierarchy) is skipped.
        if !view.subviews.isEmpty, isDescendant(of: view) {
            DiagnosticLog.raise(
                "Can't add \(view.shortDescription) as a subview of \(shortDescription): it is its ancestor")
            return false
        }
        if view is UIWindow {
            DiagnosticLog.warn("A UIWindow cannot be a subview; \(shortDescription) ignored it")
            return false
        }
        return true
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        // The superview's queues let go of the view now rather than at its next pass, so a removed subtree is freed at
        // once, not held until a pass that may never come; searched from the back, where a view queued lately sits.
        if layoutState.isInVisitQueue { superview.layoutState.visitQueue.removeLastOccurrence(of: self) }
        if autoLayout.isInUpdateQueue { superview.autoLayout.updateQueue.removeLastOccurrence(of: self) }
        if layoutState.isInEngineFrameQueue { superview.layoutState.dropQueuedEngineFrame(of: self) }
        layoutState.isInVisitQueue = false
        autoLayout.isInUpdateQueue = false
        layoutState.isInEngineFrameQueue = false
    }

    /// The superview chain, nearest first.
    var ancestors: [UIView] {
        var result: [UIView] = []
        var current = superview
        while let view = current {
            WalkSteps.step()
            result.append(view)
            current = view.superview
        }
        return result
    }

    /// Runs `body` on the view and every descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        // An explicit stack: a hierarchy built in code may nest deeper than a recursion's stack.
        var pending = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// `<ClassName: frame = (x y; w h)>`, the first part of UIKit's view description (a scroll view adds its
    /// offset, content size and adjusted inset, as UIKit's does).
    var shortDescription: String {
        let f = frame
        let numbers = [f.origin.x, f.origin.y, f.width, f.height].map(\.formattedForDescription)
        let details = (self as? UIScrollView)?.scrollDescription ?? ""
        return "<\(type(of: self)): frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))\(details)>"
    }

    /// A deterministic dump of the view tree, like UIKit's private `recursiveDescription`.
    ///
    /// Not UIKit's public API, so it is SPI: `@_spi(AdaptiveKit) import AdaptiveKit` reaches it.
    @_spi(AdaptiveKit) public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            var line = String(repeating: "   | ", count: depth) + view.shortDescription
            if view.isHidden { line += " hidden" }
            if let identifier = view.accessibilityIdentifier { line += " id = \(identifier)" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension Array where Element == UIView {
    /// Removes the last entry that is `view`, if any.
    fileprivate mutating func removeLastOccurrence(of view: UIView) {
        if let index = lastIndex(where: { $0 === view }) { remove(at: index) }
    }
}
