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
            // Back where it was, whatever an animator did with it: a dismissal animator that adds the
            // arriving view to the container would otherwise take it out of the window with the container.
            if revealed.view.superview !== revealed.superview { revealed.reinsert() }
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

extension UIPresentationController {
    /// The dismissal of a stack of presentations (bottom to top): the top one animates, the ones
    /// below go with it, and the controller under the bottom one shows again.
    @discardableResult
    static func runDismissal(
        of stack: [UIPresentationController], animated: Bool, interactive: Bool, completion: (() -> Void)?
    ) -> TransitionCoordinator? {
        guard let bottom = stack.first, let top = stack.last, let container = top.containerViewStorage,
            let presenting = bottom.presentingViewController
        else { return nil }
        let window = bottom.window
        let animator =
            animated && !interactive
            ? top.presentedViewController.transitioningDelegate?.animationController(
                forDismissed: top.presentedViewController) : nil
        let duration =
            animator?.transitionDuration(using: nil)
            ?? ((animated || interactive) && window?.presentationClock != nil ? presentationAnimationDuration : 0)
        let coordinator = TransitionCoordinator(
            duration: duration, containerView: container, presentationStyle: top.presentationStyle,
            from: top.shownViewController, to: presenting, interactive: interactive)
        for presentation in stack {
            presentation.state = .dismissing
            presentation.presentedViewController.presentationState.coordinator = coordinator
        }
        presenting.presentationState.coordinator = coordinator

        let dismissedAppearing = stack.reversed().map(\.shownViewController).filter(\.isVisibleForAppearance)
        for controller in dismissedAppearing {
            controller.appearance.isBeingDismissed = true
            controller.presentedAncestor?.appearance.isBeingDismissed = true
            controller.beginAppearanceTransition(false, animated: animated || interactive)
        }
        let revealed = bottom.removedPresenterView
        if let revealed {
            revealed.controller.beginAppearanceTransition(true, animated: animated || interactive)
            // A child's view re-entering the window would end its appearance at once; it returns at the end.
            if revealed.controller.parent == nil { revealed.reinsert() }
        }
        for presentation in stack.reversed() { presentation.dismissalTransitionWillBegin() }
        // Asked for during layout (a child leaving in `viewWillLayoutSubviews`), the rest waits for the
        // pass to end: its layout must not run the pass again inside itself.
        LayoutPass.afterPass {
            finishDismissal(
                of: stack, presenting: presenting, coordinator: coordinator, dismissed: dismissedAppearing,
                revealed: revealed, animator: animator, interactive: interactive, completion: completion)
        }
        return coordinator
    }

    /// The dismissal's layout and animation, then its end (at once, on the clock, by the animator or by a swipe).
    private static func finishDismissal(
        of stack: [UIPresentationController], presenting: UIViewController, coordinator: TransitionCoordinator,
        dismissed dismissedAppearing: [UIViewController], revealed: RemovedView?,
        animator: (any UIViewControllerAnimatedTransitioning)?, interactive: Bool, completion: (() -> Void)?
    ) {
        guard let bottom = stack.first, let top = stack.last, let container = top.containerViewStorage else { return }
        let window = bottom.window
        let duration = coordinator.transitionDuration
        coordinator.runAnimations { window?.layoutIfNeeded() }

        let transition = DismissalTransition(
            stack: stack, presenting: presenting, coordinator: coordinator, dismissed: dismissedAppearing,
            revealed: revealed, completion: completion)
        if let animator {
            let dismissed = top.presentedViewController
            let context = PresentationTransitionContext(
                containerView: container, style: top.presentationStyle,
                controllers: [.from: dismissed, .to: presenting],
                views: { key in key == .from ? top.presentedView : revealed?.view },
                frames: { controller, initial in
                    initial && controller === dismissed ? top.presentedView?.frame ?? .zero : .zero
                },
                onComplete: { completed in
                    if completed { transition.complete() } else { transition.cancel() }
                    animator.animationEnded(completed)
                })
            animator.animateTransition(using: context)
        } else if interactive {
            top.interactiveDismissal = transition
        } else if duration > 0, let clock = window?.presentationClock {
            clock.schedule(after: duration) { transition.complete() }
        } else {
            transition.complete()
        }
    }
}

extension UIPresentationController {
    /// Forgets the finished presentation: who presented whom, the container and the replacement.
    func tearDown() {
        let presented = presentedViewController
        if let presenting = presentingViewController, presenting.presentationState.presented === presented {
            presenting.presentationState.presented = nil
            presenting.presentationState.coordinator = nil
        }
        presented.presentationState.presenting = nil
        presented.presentationState.coordinator = nil
        shownViewController.presentationState.hostingPresentation = nil
        presentedViewController.presentationState.hostingPresentation = nil
        if let replacement = adaptiveReplacement {
            replacement.presentationState.hostingPresentation = nil
        }
        containerViewStorage = nil
        systemDimmingView = nil
        removedPresenterView = nil
        interactiveDismissal = nil
        state = .idle
        // The controller and its presentation controller hold each other; UIKit lets go of the
        // presentation controller once dismissed (the next access makes a new one), so both can go.
        if presented.presentationState.controller === self { presented.presentationState.controller = nil }
    }
}
