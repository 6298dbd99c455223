import Foundation

/// The layout passes under way, and the work that waits for the outermost one to end.
///
/// UIKit never runs a view's layout inside that view's own pass, and a dismissal asked for during
/// layout finishes after the pass (see Deviations.md).
@MainActor
enum LayoutPass {
    /// How many `layoutIfNeeded` calls are running, one inside another.
    static var depth = 0
    private static var deferred: [() -> Void] = []

    /// Whether a layout pass is running.
    static var isRunning: Bool { depth > 0 }

    /// Runs `work` now, or after the outermost layout pass when one is running.
    static func afterPass(_ work: @escaping () -> Void) {
        if isRunning { deferred.append(work) } else { work() }
    }

    /// The outermost pass ended: the held work runs in the order it was asked for.
    fileprivate static func drain() {
        while !isRunning, !deferred.isEmpty { deferred.removeFirst()() }
    }
}

extension UIView {
    /// Marks the view to be laid out in the next layout pass.
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        // Being placed by its superview's engine frames: the superview queues it and flags the ancestors.
        if layoutState.isPlacedByEngine { return }
        queueForVisit()
        flagAncestorsForLayout()
    }

    /// Puts the view in its superview's visit queue (see `ViewLayoutState.visitQueue`), unless the superview
    /// visits every subview anyway.
    func queueForVisit() {
        guard !layoutState.isInVisitQueue, let superview, !superview.layoutState.visitsEverySubview else { return }
        layoutState.isInVisitQueue = true
        superview.layoutState.visitQueue.append(self)
    }

    /// Every subview may need a visit.
    fileprivate func queueEverySubviewForVisit() {
        if !subviews.isEmpty { layoutState.visitsEverySubview = true }
    }

    /// Flags the ancestors so the pass finds its way down to this view: `descendantNeedsLayout` on every
    /// ancestor up to the first that already has it.
    ///
    /// Written out for each flag rather than through a key path: a key path read copied the whole
    /// `ViewLayoutState` (its arrays retained and released) to test one Bool, and on a rotation every moved
    /// view flags its superview.
    private func flagAncestorsForLayout() {
        var ancestor = superview
        while let view = ancestor, !view.layoutState.descendantNeedsLayout {
            WalkSteps.step()
            view.layoutState.descendantNeedsLayout = true
            view.queueForVisit()
            ancestor = view.superview
        }
    }

    /// Every view of the subtree checks its safe area and margins in the next pass.
    private func flagSubtreeForGeometryCheck() {
        forEachInSubtree { view in
            view.layoutState.needsGeometryCheck = true
            view.layoutState.descendantNeedsGeometryCheck = !view.subviews.isEmpty
            view.queueEverySubviewForVisit()
        }
    }

    /// The view's frame or bounds changed: its safe area and margins are checked in the next pass.
    func geometryDidChange() {
        forgetSafeAreas()
        layoutState.needsGeometryCheck = true
        if layoutState.isPlacedByEngine { return }
        queueForVisit()
        flagAncestorsForGeometry()
    }

    /// `applyLayoutEngineFrames` moved this subview (`isPlacedByEngine` while it moved): it queues here for a
    /// visit, which its `setNeedsLayout` and `geometryDidChange` left out, so that neither loads its superview
    /// (a weak reference: three slow reference-count operations on a view, felt in a rotation).
    func queuePlacedSubviewForVisit(_ subview: UIView) {
        guard !layoutState.visitsEverySubview, !subview.layoutState.isInVisitQueue else { return }
        subview.layoutState.isInVisitQueue = true
        layoutState.visitQueue.append(subview)
    }

    /// After `applyLayoutEngineFrames` moved subviews, `moved` among them: the ancestors' flags their
    /// `setNeedsLayout` and `geometryDidChange` left out, once for all of them.
    func flagAncestorsAfterPlacing(_ moved: UIView) {
        moved.flagAncestorsForLayout()
        moved.flagAncestorsForGeometry()
    }

    /// `flagAncestorsForLayout` for `descendantNeedsGeometryCheck`.
    private func flagAncestorsForGeometry() {
        var ancestor = superview
        while let view = ancestor, !view.layoutState.descendantNeedsGeometryCheck {
            WalkSteps.step()
            view.layoutState.descendantNeedsGeometryCheck = true
            view.queueForVisit()
            ancestor = view.superview
        }
    }

    /// Lays out now whatever needs it: the update-constraints pass, the engine, then layout from the
    /// topmost ancestor that needs it down. Repeats while layout itself invalidates layout (at most 8 times).
    ///
    /// Called during a layout pass, it lays out once what is not already in its pass, and leaves
    /// the repeats to the pass that is running.
    public func layoutIfNeeded() {
        let root = topLayoutView
        root.reclaimLostEngine()
        let nested = LayoutPass.isRunning
        if !nested { SafeAreaMemo.beginPass() }
        LayoutPass.depth += 1
        defer {
            LayoutPass.depth -= 1
            LayoutPass.drain()
        }
        for _ in 0..<(nested ? 1 : 8) {
            root.updateConstraintsIfNeeded()
            root.layoutEngine?.solveIfNeeded()
            var top: UIView = self
            var current: UIView = self
            while let superview = current.superview {
                WalkSteps.step()
                if superview.layoutState.needsLayout { top = superview }
                current = superview
            }
            guard top.subtreeNeedsLayout else { return }
            // Outside a window a view can lose its superview without being told (the superview was
            // freed): every view checks its insets, as every view did before the pass followed flags.
            if !(root is UIWindow) { top.flagSubtreeForGeometryCheck() }
            #if DEBUG
                if !nested { top.checkSkippedGeometry(visited: true) }
            #endif
            top.layoutSubtreeIfNeeded()
        }
    }

    /// Whether this view or a descendant needs layout (the flags `setNeedsLayout` leaves on the ancestors).
    var subtreeNeedsLayout: Bool {
        layoutState.needsLayout || layoutState.descendantNeedsLayout
    }

    /// UIKit's layout pass for one view: geometry callbacks, then the controller's
    /// `viewWillLayoutSubviews`, `layoutSubviews`, `viewDidLayoutSubviews`, then the subviews that
    /// need a visit (their layout, a descendant's, or their insets may have changed), in the order of
    /// `subviews`, each one's subtree before the next.
    ///
    /// The walk keeps its own stack, so a hierarchy built in code may nest deeper than a recursion's
    /// stack, and each view visits only its queued subviews when they are few (`LayoutWalk`).
    func layoutSubtreeIfNeeded() {
        guard layOutOwnViewIfNeeded() else { return }
        var walks = [LayoutWalk(self)]
        while !walks.isEmpty {
            if let subview = walks[walks.count - 1].nextSubview() {
                guard subview.layoutState.needsVisit, subview.layOutOwnViewIfNeeded() else { continue }
                if subview.subviews.isEmpty && subview.layoutState.visitQueue.isEmpty {
                    // A leaf: its walk would end at once. Not making one is a third of a rotation's walk.
                    if subview.layoutState.needsVisit { subview.queueForVisit() }
                } else {
                    walks.append(LayoutWalk(subview))
                }
            } else {
                // Flagged again during its own pass, with its queue entry taken by a nested pass meanwhile.
                let finished = walks.removeLast().view
                if finished.layoutState.needsVisit { finished.queueForVisit() }
            }
        }
    }

    /// `layoutSubtreeIfNeeded` for the view alone; false when its subviews are left for later.
    private func layOutOwnViewIfNeeded() -> Bool {
        // Already in its own pass further up the stack: that pass finishes it, and repeats if needed.
        guard !layoutState.isInLayoutPass else {
            // Its ancestors cleared their flags on the way down: flag them again for the repeat.
            // Its superview's queue was taken by this nested pass: it waits in the new one.
            if layoutState.needsVisit { queueForVisit() }
            if layoutState.needsLayout || layoutState.descendantNeedsLayout { flagAncestorsForLayout() }
            if layoutState.needsGeometryCheck || layoutState.descendantNeedsGeometryCheck { flagAncestorsForGeometry() }
            return false
        }
        layoutState.needsGeometryCheck = false
        let insetsChanged = reportGeometryChanges()
        let boundsChanged = reportBoundsChange()
        if insetsChanged || boundsChanged, !subviews.isEmpty {
            // The subviews' safe areas and margins derive from this view's: each checks its own, marked by
            // the walk over every subview that follows (`LayoutWalk`).
            layoutState.subviewsNeedGeometryCheck = true
            queueEverySubviewForVisit()
            layoutState.descendantNeedsGeometryCheck = true
        }
        // A container's child controllers take their safe areas from its bars, which move without
        // moving their views: their root views check theirs.
        if let controller = owningViewController {
            for child in controller.children { child.loadedView?.geometryDidChange() }
        }
        updateSystemGuidesForLayout()
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            layoutState.isInLayoutPass = true
            traitCollection.performAsCurrent {
                owningViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                owningViewController?.viewDidLayoutSubviews()
            }
            layoutState.isInLayoutPass = false
            // A container's layout may move its bars: what its children's views remember may be out of date.
            if let controller = owningViewController {
                for child in controller.children { child.loadedView?.forgetSafeAreas() }
            }
        }
        layoutState.descendantNeedsLayout = false
        layoutState.descendantNeedsGeometryCheck = false
        return true
    }

    /// Empties the visit queue: its entries that are still subviews, once each.
    func takeVisitQueue() -> [UIView] {
        var queue: [UIView] = []
        swap(&queue, &layoutState.visitQueue)
        var taken: [UIView] = []
        taken.reserveCapacity(queue.count)
        for view in queue where view.superview === self && view.layoutState.isInVisitQueue {
            view.layoutState.isInVisitQueue = false
            taken.append(view)
        }
        return taken
    }

    /// A subview's index in `subviews`, from its hint when the hint still holds; otherwise every
    /// subview's hint is renewed at once, so the lookups stay constant between hierarchy changes.
    func subviewPosition(_ subview: UIView) -> Int {
        let hint = Int(subview.layoutState.subviewIndexHint)
        if hint < subviews.count && subviews[hint] === subview { return hint }
        for (index, view) in subviews.enumerated() {
            view.layoutState.subviewIndexHint = Int32(truncatingIfNeeded: index)
        }
        return Int(subview.layoutState.subviewIndexHint)
    }

    #if DEBUG
        /// Debug builds check that the pass about to run skips no view whose safe area, margins or
        /// bounds moved since it last looked: a skipped view would miss its callbacks.
        func checkSkippedGeometry(visited: Bool) {
            // An explicit stack, as the pass keeps: a hierarchy may nest deeper than a recursion's stack.
            var pending = [(self, visited, Set<ObjectIdentifier>())]
            while let (view, visited, controllerViews) = pending.popLast() {
                let subviews = view.checkOwnGeometry(visited: visited, controllerViews: controllerViews)
                pending.append(contentsOf: subviews.reversed())
            }
        }

        /// `checkSkippedGeometry` for the view alone: what its subviews check with.
        private func checkOwnGeometry(
            visited: Bool, controllerViews: Set<ObjectIdentifier>
        ) -> [(UIView, Bool, Set<ObjectIdentifier>)] {
            let visits = visited || layoutState.needsVisit || controllerViews.contains(ObjectIdentifier(self))
            let current = (safeAreaInsets, layoutMargins, bounds)
            // NaN sizes (a bad frame) never compare equal: they count as unmoved here.
            let sameBounds = reportedBounds.map { Self.sameDigits($0, current.2) } ?? false
            let moved =
                reportedSafeArea != current.0 || reportedMargins != current.1 || !sameBounds
            let orphaned = layoutState.hadOwningViewController && owningViewController == nil
            if !visits && moved && !orphaned {
                let path = sequence(first: self, next: \.superview).map {
                    "\(type(of: $0))\($0.owningViewController.map { "(\(type(of: $0)))" } ?? "")"
                }
                assertionFailure(
                    "layout pass skips \(path.joined(separator: " < ")): safe area "
                        + "\(String(describing: reportedSafeArea)) → \(current.0), margins "
                        + "\(String(describing: reportedMargins)) → \(current.1), bounds "
                        + "\(String(describing: reportedBounds)) → \(current.2)")
            }
            var controllerViews = controllerViews
            if visits, let controller = owningViewController {
                for child in controller.children {
                    if let view = child.loadedView { controllerViews.insert(ObjectIdentifier(view)) }
                }
            }
            return subviews.map { ($0, visits && moved, controllerViews) }
        }

        /// Whether two rects print alike: equal components of one sign, or both NaN. What comparing their
        /// descriptions said, without making two strings a view a pass.
        private static func sameDigits(_ a: CGRect, _ b: CGRect) -> Bool {
            func same(_ x: CGFloat, _ y: CGFloat) -> Bool {
                x.isNaN ? y.isNaN && x.sign == y.sign : x == y && x.sign == y.sign
            }
            return same(a.origin.x, b.origin.x) && same(a.origin.y, b.origin.y)
                && same(a.size.width, b.size.width) && same(a.size.height, b.size.height)
        }
    #endif

    /// Sends `safeAreaInsetsDidChange` and `layoutMarginsDidChange` when the values moved; true when
    /// either moved (or was seen for the first time).
    private func reportGeometryChanges() -> Bool {
        var changed = false
        let safeArea = safeAreaInsets
        let reportedSafeArea = self.reportedSafeArea
        if reportedSafeArea != safeArea {
            changed = true
            let isFirst = reportedSafeArea == nil
            self.reportedSafeArea = safeArea
            if !isFirst || safeArea != .zero {
                safeAreaInsetsDidChange()
                owningViewController?.viewSafeAreaInsetsDidChange()
                layoutState.needsLayout = true
            }
        }
        let margins = layoutMargins
        let reportedMargins = self.reportedMargins
        if reportedMargins != margins {
            changed = true
            let isFirst = reportedMargins == nil
            self.reportedMargins = margins
            if !isFirst {
                layoutMarginsDidChange()
                owningViewController?.viewLayoutMarginsDidChange()
                layoutState.needsLayout = true
            }
        }
        return changed
    }

    // MARK: Safe area

    /// The part of the view the safe area excludes (status bar, notch, home indicator, bars).
    ///
    /// A window gets it from its screen; other views take the part of their superview's
    /// unsafe area that covers them, and a controller's root view adds its controller's
    /// `additionalSafeAreaInsets`. A view outside a window reports zero.
    public var safeAreaInsets: UIEdgeInsets { safeAreaInsetsInWindow ?? .zero }

    /// The safe area, or nil outside a window; one walk up the superviews, not one per level.
    ///
    /// During a layout pass the walk stops at the first view that remembers its safe area (`SafeAreaMemo`), so
    /// a pass over every view of a deep chain costs its size, not the square of its depth.
    private var safeAreaInsetsInWindow: UIEdgeInsets? {
        if let remembered = rememberedSafeArea { return remembered }
        // The common case in a pass, the superview remembers: one step, without the walk's array.
        if let superview, let above = superview.rememberedSafeArea, !(self is UIWindow) {
            return rememberSafeArea(below: above, in: superview)
        }
        // Up to the window, then down again: a loop, since a hierarchy may nest deeper than a recursion's stack.
        var chain: [UIView] = []
        var current = self
        var insets: UIEdgeInsets
        while true {
            if let remembered = current.rememberedSafeArea {
                insets = remembered
                break
            }
            if let window = current as? UIWindow {
                insets = window.windowSafeAreaInsets
                window.rememberSafeArea(insets)
                break
            }
            guard let superview = current.superview else { return nil }
            WalkSteps.step()
            chain.append(current)
            current = superview
        }
        for view in chain.reversed() {
            guard let superview = view.superview else { return nil }
            insets = view.rememberSafeArea(below: insets, in: superview)
        }
        return insets
    }

    /// The view's safe area from its superview's, `insets`, remembered for the rest of the pass.
    private func rememberSafeArea(below insets: UIEdgeInsets, in superview: UIView) -> UIEdgeInsets {
        var insets = Self.overlap(of: insets, in: superview.bounds, with: frame)
        if let controller = owningViewController {
            insets = insets + controller.safeAreaInsetsAddedByController
        }
        rememberSafeArea(insets)
        return insets
    }

    /// How far `insets` of a parent rectangle reach into `frame` (in the parent's coordinates).
    static func overlap(of insets: UIEdgeInsets, in parent: CGRect, with frame: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(
            top: clamp(parent.minY + insets.top - frame.minY, frame.height),
            left: clamp(parent.minX + insets.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (parent.maxY - insets.bottom), frame.height),
            right: clamp(frame.maxX - (parent.maxX - insets.right), frame.width))
    }

    // MARK: Margins

    /// Own margins (floored by a root view's system minimum), plus the safe area, plus preserved superview margins.
    func effectiveLayoutMargins() -> UIEdgeInsets {
        let own = ownMargins
        var minimum: NSDirectionalEdgeInsets?
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            minimum = controller.systemMinimumLayoutMargins
        }
        // The layout direction only matters when a leading and a trailing side differ: most views skip
        // reading their traits.
        let sidesDiffer = own.leading != own.trailing || minimum.map { $0.leading != $0.trailing } ?? false
        let rightToLeft =
            sidesDiffer && viewFlags.contains(.ownMarginsAreDirectional)
            && traitCollection.layoutDirection == .rightToLeft
        var margins = UIEdgeInsets(
            top: own.top, left: rightToLeft ? own.trailing : own.leading,
            bottom: own.bottom, right: rightToLeft ? own.leading : own.trailing)
        if let minimum {
            margins.top = max(margins.top, minimum.top)
            margins.bottom = max(margins.bottom, minimum.bottom)
            margins.left = max(margins.left, rightToLeft ? minimum.trailing : minimum.leading)
            margins.right = max(margins.right, rightToLeft ? minimum.leading : minimum.trailing)
        }
        if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
        if preservesSuperviewLayoutMargins, let superview {
            let inherited = Self.overlap(of: superview.layoutMargins, in: superview.bounds, with: frame)
            margins = UIEdgeInsets(
                top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
                bottom: max(margins.bottom, inherited.bottom), right: max(margins.right, inherited.right))
        }
        return margins
    }
}
