import Foundation

/// The system's pan on a presentation's container that swipes an iOS 13+ sheet away: a finger that comes down on
/// the sheet and drags it down begins the interactive dismissal (`UIPresentationController.beginSwipeToDismiss()`,
/// with its `isModalInPresentation` and delegate rules), the sheet follows the finger, and letting go past half
/// the sheet's height, or flicking down at 1000 points per second or more (unconfirmed; see Deviations.md),
/// dismisses it; otherwise it comes back.
@MainActor
final class SwipeToDismissGestureRecognizer: UIPanGestureRecognizer {
    /// How fast a flick down dismisses a sheet short of half its height, in points per second.
    static let dismissVelocity: CGFloat = 1000

    private weak var presentationController: UIPresentationController?
    private var downPoint: CGPoint?
    private var swipe: InteractiveDismissal?
    /// What the last swipe did when it began (the simulator clears it before a swipe).
    var lastOutcome: InteractiveDismissal.Outcome?

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(target: nil, action: nil)
        name = "swipe to dismiss"
        systemAction = { recognizer in (recognizer as? SwipeToDismissGestureRecognizer)?.stateDidChange() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downPoint == nil { downPoint = touches.first?.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    /// A sheet that can be swiped, a finger that came down on it, a drag mostly downwards.
    override func shouldBegin(with touch: UITouch) -> Bool {
        guard let controller = presentationController, controller.allowsInteractiveDismissal,
            let presented = controller.presentedView, let downPoint
        else { return false }
        let frame = presented.convert(presented.bounds, to: nil)
        let moved = translation(in: nil)
        return frame.contains(downPoint) && moved.y > abs(moved.x)
    }

    private func stateDidChange() {
        guard let controller = presentationController else { return }
        switch state {
        case .began:
            let swipe = controller.beginSwipeToDismiss()
            lastOutcome = swipe.outcome
            self.swipe = swipe
            follow()
        case .changed:
            follow()
        case .ended:
            let height = controller.frameOfPresentedViewInContainerView.height
            let far = height > 0 && translation(in: nil).y / height >= 0.5
            if far || velocity(in: nil).y >= Self.dismissVelocity {
                swipe?.finish()
            } else {
                swipe?.cancel()
            }
            swipe = nil
        case .cancelled:
            swipe?.cancel()
            swipe = nil
        default:
            break
        }
    }

    /// The sheet follows the finger down.
    private func follow() {
        guard let swipe, let controller = presentationController else { return }
        let height = controller.frameOfPresentedViewInContainerView.height
        guard height > 0 else { return }
        swipe.update(translation(in: nil).y / height)
    }

    override func reset() {
        super.reset()
        downPoint = nil
    }
}
