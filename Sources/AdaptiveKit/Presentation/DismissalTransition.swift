import Foundation

/// A dismissal in flight, ended by `complete()` or (for a swipe) `cancel()`.
@MainActor
final class DismissalTransition {
    let stack: [UIPresentationController]
    let presenting: UIViewController
    let coordinator: TransitionCoordinator
    let dismissed: [UIViewController]
    let revealed: UIPresentationController.RemovedView?
    let completion: (() -> Void)?

    init(
        stack: [UIPresentationController], presenting: UIViewController,
        coordinator: TransitionCoordinator, dismissed: [UIViewController],
        revealed: UIPresentationController.RemovedView?, completion: (() -> Void)?
    ) {
        self.stack = stack
        self.presenting = presenting
        self.coordinator = coordinator
        self.dismissed = dismissed
        self.revealed = revealed
        self.completion = completion
    }

    /// The dismissal finished: the presentations leave the window and the revealed controller appears.
    func complete() {
        for presentation in stack.reversed() { presentation.dismissalTransitionDidEnd(true) }
        coordinator.finish()
        for controller in dismissed {
            controller.endAppearanceTransition()
            controller.appearance.isBeingDismissed = false
            controller.presentedAncestor?.appearance.isBeingDismissed = false
        }
        for presentation in stack.reversed() {
            presentation.containerViewStorage?.removeFromSuperview()
            presentation.tearDown()
        }
        presenting.presentationState.presented = nil
        presenting.presentationState.coordinator = nil
        if let revealed {
            if revealed.view.superview == nil, let superview = revealed.superview {
                superview.insertSubview(revealed.view, at: min(revealed.index, superview.subviews.count))
            }
            revealed.controller.endAppearanceTransition()
        }
        completion?()
    }

    /// A swipe was let go before the sheet left: everything returns, and the sheet appears again.
    func cancel() {
        for presentation in stack.reversed() {
            presentation.dismissalTransitionDidEnd(false)
            presentation.state = .presented
        }
        coordinator.finish()
        for presentation in stack { presentation.presentedViewController.presentationState.coordinator = nil }
        presenting.presentationState.coordinator = nil
        if let revealed {
            revealed.controller.beginAppearanceTransition(false, animated: true)
            revealed.view.removeFromSuperview()
            revealed.controller.endAppearanceTransition()
        }
        for controller in dismissed.reversed() {
            controller.appearance.isBeingDismissed = false
            controller.presentedAncestor?.appearance.isBeingDismissed = false
            controller.beginAppearanceTransition(true, animated: true)
            controller.endAppearanceTransition()
        }
        stack.last?.containerViewStorage?.setNeedsLayout()
        stack.last?.window?.layoutIfNeeded()
    }
}
