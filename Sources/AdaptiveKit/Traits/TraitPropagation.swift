/// Recomputes trait collections top-down and sends `traitCollectionDidChange(_:)` where they changed.
///
/// A change recomputes the subtree it can reach: a view and its subviews, a controller with its
/// children and their views, or a whole window when the system changes the window's traits.
/// Controllers are visited first, parents before children, then views, so a view always reads its
/// controller's new traits. During a transition's setup phase updates are held back and applied in
/// the transition's own trait step.
@MainActor
enum TraitPropagation {
    /// Non-zero while a transition holds updates back.
    private static var deferralDepth = 0
    private static var deferredRoots: [AnyObject] = []
    /// Marks nodes visited by the current pass, so a controller reached twice is updated once.
    private(set) static var passNumber = 0
    /// Non-zero while a pass runs.
    private static var passDepth = 0
    /// Work a callback asked to run once the pass is over (a split view collapsing).
    private static var afterPass: [() -> Void] = []

    /// Runs `action` when the current trait pass ends, or now if none runs: structural changes made
    /// from `traitCollectionDidChange` must not reshape the tree the pass is walking.
    static func afterCurrentPass(_ action: @escaping () -> Void) {
        if passDepth == 0 && deferralDepth == 0 { action() } else { afterPass.append(action) }
    }

    /// Recomputes the traits of a controller, its children and their views.
    static func invalidate(_ controller: UIViewController) {
        schedule(root: controller)
    }

    /// Recomputes the traits of a view and its subviews (of a whole window, for a window).
    ///
    /// Only the subtree can change: a view's traits come from above it, which this change left alone.
    static func invalidate(_ view: UIView) {
        schedule(root: view)
    }

    /// Holds updates back until `body` returns, then applies them once.
    static func deferringUpdates(_ body: () -> Void) {
        deferralDepth += 1
        body()
        deferralDepth -= 1
        if deferralDepth == 0 {
            flush()
            drainAfterPass()
        }
    }

    private static func drainAfterPass() {
        while !afterPass.isEmpty {
            let actions = afterPass
            afterPass = []
            for action in actions { action() }
        }
    }

    /// Applies updates held back so far (a transition's trait step), keeping the deferral open.
    static func flush() {
        let roots = deferredRoots
        deferredRoots = []
        for root in roots { update(root: root) }
    }

    private static func schedule(root: AnyObject) {
        if deferralDepth > 0 {
            if !deferredRoots.contains(where: { $0 === root }) { deferredRoots.append(root) }
        } else {
            update(root: root)
        }
    }

    private static func update(root: AnyObject) {
        passNumber += 1
        passDepth += 1
        defer {
            passDepth -= 1
            if passDepth == 0 && deferralDepth == 0 { drainAfterPass() }
        }
        switch root {
        case let window as UIWindow:
            window.updateOwnTraits()
            window.rootViewController?.updateControllerTraits()
            window.updateViewTraitsRecursively(includingSelf: false)
            window.rootViewController?.updateViewsOutsideTheHierarchy()
        case let controller as UIViewController:
            controller.updateControllerTraits()
            controller.viewIfLoaded?.updateViewTraitsRecursively(includingSelf: true)
            controller.updateViewsOutsideTheHierarchy()
        case let view as UIView:
            view.updateViewTraitsRecursively(includingSelf: true)
            view.forEachInSubtree { $0.owningViewController?.updateViewsOutsideTheHierarchy() }
        default:
            break
        }
    }
}

/// The bookkeeping every trait environment keeps: its last traits and whether it has had any.
struct TraitState {
    var current = UITraitCollection()
    var hasDelivered = false
    var visitedPass = -1

    /// Stores `new`; when it differs, returns the previous collection to report (nil the first time).
    mutating func store(_ new: UITraitCollection) -> (changed: Bool, previous: UITraitCollection?) {
        guard new != current else { return (false, nil) }
        let previous = hasDelivered ? current : nil
        current = new
        hasDelivered = true
        return (true, previous)
    }
}
