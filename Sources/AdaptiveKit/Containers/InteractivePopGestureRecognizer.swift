import Foundation

/// A navigation controller's own edge pan (`interactivePopGestureRecognizer`): a drag that starts within 20 points
/// of the controller's left edge pops the top controller when it is let go past half the view's width, or flicked
/// right at 500 points per second or more (both unconfirmed; see Deviations.md). It does not begin while the root
/// is on top or a push or pop is animating; the delegate, which apps may set, can also refuse it.
@MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// How fast a flick pops short of half the width, in points per second.
    static let popVelocity: CGFloat = 500

    private weak var navigationController: UINavigationController?
    private var downPoint: CGPoint?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init(target: nil, action: nil)
        edges = .left
        systemAction = { recognizer in (recognizer as? InteractivePopGestureRecognizer)?.stateDidChange() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downPoint == nil { downPoint = touches.first?.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    /// From the navigation controller's left edge (the screen's, for a full-screen one), rightwards, with a
    /// controller to go back to.
    override func shouldBegin(with touch: UITouch) -> Bool {
        guard let navigationController, navigationController.viewControllers.count > 1,
            !navigationController.isTransitioning, let view = navigationController.viewIfLoaded,
            let downPoint
        else { return false }
        let edge = view.convert(view.bounds, to: nil).minX
        let moved = translation(in: nil)
        return downPoint.x <= edge + Self.edgeWidth && moved.x > abs(moved.y)
    }

    private func stateDidChange() {
        guard state == .ended, let navigationController, let view = navigationController.viewIfLoaded else { return }
        let far = translation(in: nil).x >= view.bounds.width / 2
        if far || velocity(in: nil).x >= Self.popVelocity {
            navigationController.popViewController(animated: true)
        }
    }

    override func reset() {
        super.reset()
        downPoint = nil
    }
}
