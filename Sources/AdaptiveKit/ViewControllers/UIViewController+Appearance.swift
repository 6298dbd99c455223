/// Where a controller is in its appearance cycle, and the flags UIKit exposes during the callbacks.
struct AppearanceState {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase = Phase.disappeared
    var animated = false
    var isMovingToParent = false
    var isMovingFromParent = false
    var isBeingPresented = false
    var isBeingDismissed = false
    /// A container (navigation, tab bar, split view) drives this controller's transitions itself.
    var isManagedByContainer = false
}

extension UIViewController {
    /// Starts an appearance (true) or disappearance (false), like UIKit's method of that name.
    ///
    /// Sends `viewWillAppear(_:)` or `viewWillDisappear(_:)` once per transition (a repeated call
    /// is ignored) and forwards to children that are shown in this controller's view when
    /// `shouldAutomaticallyForwardAppearanceMethods` is true.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        // Forwarding walks the children with an explicit stack in the order a recursion would take (each
        // controller, then each of its children's subtrees in turn): a controller tree made in code may nest
        // deeper than the thread's stack.
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            guard controller.beginOwnAppearanceTransition(isAppearing, animated: animated),
                controller.shouldAutomaticallyForwardAppearanceMethods
            else { continue }
            pending += controller.childrenShownInView.reversed()
        }
    }

    /// Ends the transition begun by `beginAppearanceTransition(_:animated:)`: `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)`, then the same for forwarded children.
    public func endAppearanceTransition() {
        var pending: [UIViewController] = [self]
        while let controller = pending.popLast() {
            guard controller.endOwnAppearanceTransition(), controller.shouldAutomaticallyForwardAppearanceMethods
            else { continue }
            pending += controller.childrenShownInView.reversed()
        }
    }

    /// This controller's part of `beginAppearanceTransition(_:animated:)`: false when the call is ignored
    /// (a repeated call), which forwards nothing either.
    private func beginOwnAppearanceTransition(_ isAppearing: Bool, animated: Bool) -> Bool {
        switch (isAppearing, appearance.phase) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearance.phase = .appearing
            appearance.animated = animated
            traitCollection.performAsCurrent { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            appearance.phase = .disappearing
            appearance.animated = animated
            traitCollection.performAsCurrent { viewWillDisappear(animated) }
        default:
            return false
        }
        return true
    }

    /// This controller's part of `endAppearanceTransition()`: false when no transition was begun.
    private func endOwnAppearanceTransition() -> Bool {
        let animated = appearance.animated
        switch appearance.phase {
        case .appearing:
            appearance.phase = .appeared
            traitCollection.performAsCurrent { viewDidAppear(animated) }
        case .disappearing:
            appearance.phase = .disappeared
            traitCollection.performAsCurrent { viewDidDisappear(animated) }
        default:
            return false
        }
        return true
    }

    /// Whether the controller is being added to a parent, during its appearance callbacks.
    public var isMovingToParent: Bool { appearance.isMovingToParent }
    /// Whether the controller is being removed from its parent, during its disappearance callbacks.
    public var isMovingFromParent: Bool { appearance.isMovingFromParent }
    /// Whether the controller is being presented, during its appearance callbacks.
    public var isBeingPresented: Bool { appearance.isBeingPresented }
    /// Whether the controller is being dismissed, during its disappearance callbacks.
    public var isBeingDismissed: Bool { appearance.isBeingDismissed }

    /// Whether the view is on screen: appeared, or appearing.
    var isVisibleForAppearance: Bool { appearance.phase == .appeared || appearance.phase == .appearing }

    /// Children whose views are inside this controller's view: the ones appearance forwarding reaches.
    var childrenShownInView: [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// A child's view is entering or leaving a window: UIKit's automatic appearance for embedded children.
    ///
    /// Only children of a visible parent that forwards appearance hear of it; a parent that is still
    /// appearing forwards the end of the transition itself.
    func viewWillMove(toWindow newWindow: UIWindow?) {
        guard !appearance.isManagedByContainer, let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
            parent.isVisibleForAppearance
        else {
            return
        }
        beginAppearanceTransition(newWindow != nil, animated: false)
    }

    /// The second half of `viewWillMove(toWindow:)`.
    func viewDidMoveToWindow() {
        guard !appearance.isManagedByContainer, let parent, parent.shouldAutomaticallyForwardAppearanceMethods else {
            return
        }
        if parent.appearance.phase == .appeared || viewIfLoaded?.window == nil { endAppearanceTransition() }
    }
}
