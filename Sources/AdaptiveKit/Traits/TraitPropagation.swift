/// Recomputes trait collections top-down and sends `traitCollectionDidChange(_:)` where they changed.
///
/// Each `UIWindow` owns one: a transition on one device holds back and orders only its own window's
/// updates, so two `DeviceSimulator`s never see each other's. Environments outside any window (a
/// controller not shown yet, a view being built) share `detached`; no transition runs there, so it
/// never holds updates back and only orders work a pass postpones (`afterCurrentPass(of:_:)`).
/// An environment belongs to the window at the top of its trait parents (see `traitWindow`).
///
/// A change recomputes the subtree it can reach in one pass (`TraitPass`): a view and its subviews,
/// a controller with its children and their views, or a whole window when the system changes the
/// window's traits. Every environment's traits come from `TraitResolution.resolve(inherited:parentOverride:own:)`.
/// During a transition's setup phase updates are held back and applied in the transition's own
/// trait step.
@MainActor
final class TraitPropagation {
    /// The state environments outside any window share.
    static let detached = TraitPropagation()

    /// Non-zero while a transition holds updates back.
    private var deferralDepth = 0
    private var deferredRoots: [AnyObject] = []
    /// Non-zero while a pass runs.
    private var passDepth = 0
    /// Work a callback asked to run once the pass is over (a split view collapsing).
    private var afterPass: [() -> Void] = []

    // MARK: Entry points (they find the state of the object's window)

    /// Recomputes the traits of a controller, its children and their views.
    static func invalidate(_ controller: UIViewController) {
        of(controller.traitWindow).schedule(root: controller)
    }

    /// Recomputes the traits of a view and its subviews (of a whole window, for a window).
    ///
    /// Only the subtree can change: a view's traits come from above it, which this change left alone.
    static func invalidate(_ view: UIView) {
        of(view.traitWindow).schedule(root: view)
    }

    /// Brings a view's or a controller's subtree up to date now, even while a transition holds its
    /// window's updates back (`updateTraitsIfNeeded()`); a pass reaching it later finds nothing changed.
    static func updateNow(_ root: AnyObject) {
        switch root {
        case let view as UIView: of(view.traitWindow).update(root: view)
        case let controller as UIViewController: of(controller.traitWindow).update(root: controller)
        default: break
        }
    }

    /// Runs `action` when the trait pass running in `controller`'s window ends, or now if none runs:
    /// structural changes made from `traitCollectionDidChange` must not reshape the tree the pass is walking.
    static func afterCurrentPass(of controller: UIViewController, _ action: @escaping () -> Void) {
        of(controller.traitWindow).afterCurrentPass(action)
    }

    private static func of(_ window: UIWindow?) -> TraitPropagation { window?.traitPropagation ?? detached }

    // MARK: One window's state

    private func afterCurrentPass(_ action: @escaping () -> Void) {
        if passDepth == 0 && deferralDepth == 0 { action() } else { afterPass.append(action) }
    }

    /// Holds this window's updates back until `body` returns, then applies them once.
    func deferringUpdates(_ body: () -> Void) {
        deferralDepth += 1
        body()
        deferralDepth -= 1
        if deferralDepth == 0 {
            flush()
            drainAfterPass()
        }
    }

    /// Applies updates held back so far (a transition's trait step), keeping the deferral open.
    func flush() {
        // The window's pass reaches everything else held back, so it goes first: the other roots then
        // find their traits up to date instead of announcing a change the window's pass takes back
        // (a child overridden in `willTransition(to:with:)` hears of its new traits once).
        let roots = deferredRoots.filter { $0 is UIWindow } + deferredRoots.filter { !($0 is UIWindow) }
        deferredRoots = []
        for root in roots { update(root: root) }
    }

    private func drainAfterPass() {
        while !afterPass.isEmpty {
            let actions = afterPass
            afterPass = []
            for action in actions { action() }
        }
    }

    private func schedule(root: AnyObject) {
        if deferralDepth > 0 {
            if !deferredRoots.contains(where: { $0 === root }) { deferredRoots.append(root) }
        } else {
            update(root: root)
        }
    }

    private func update(root: AnyObject) {
        passDepth += 1
        defer {
            passDepth -= 1
            if passDepth == 0 && deferralDepth == 0 { drainAfterPass() }
        }
        switch root {
        case let window as UIWindow: TraitPass.run(from: window)
        case let controller as UIViewController: TraitPass.run(from: controller)
        case let view as UIView: TraitPass.run(from: view)
        default: break
        }
    }
}

/// The bookkeeping every trait environment keeps: its last traits and whether it has had any.
struct TraitState {
    var current = UITraitCollection()
    var hasDelivered = false
    /// `current` is a prediction made before the view loaded; the first real store still reports.
    private var isPredicted = false

    /// Stores `new`; when it differs, returns the previous collection to report (nil the first time).
    mutating func store(_ new: UITraitCollection) -> (changed: Bool, previous: UITraitCollection?) {
        guard new != current || isPredicted else { return (false, nil) }
        let previous = hasDelivered ? current : nil
        current = new
        hasDelivered = true
        isPredicted = false
        return (true, previous)
    }

    /// Holds traits predicted for an environment that has had none delivered yet, without reporting them.
    mutating func predict(_ traits: UITraitCollection) {
        guard !hasDelivered, traits != current else { return }
        current = traits
        isPredicted = true
    }
}
