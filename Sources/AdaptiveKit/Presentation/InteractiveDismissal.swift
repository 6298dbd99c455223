import Foundation

/// A simulated swipe down on an iOS 13 sheet: the user's finger begins, moves, and lets go.
///
/// Begin one with `DeviceSimulator.beginSwipeToDismiss(_:)`.
///
/// UIKit's order (Apple, UIAdaptivePresentationControllerDelegate): when the swipe begins, a sheet whose presented
/// controller (or any child of it) has `isModalInPresentation` resists and the delegate hears
/// `presentationControllerDidAttemptToDismiss(_:)`; otherwise `presentationControllerShouldDismiss(_:)`
/// decides (refusing also ends in `DidAttemptToDismiss`), then `presentationControllerWillDismiss(_:)`
/// and an interactive dismissal starts. `cancel()` puts the sheet back (no `DidDismiss`; a later
/// swipe hears `WillDismiss` again); `finish()` completes it and `presentationControllerDidDismiss(_:)`
/// follows the animation. Full-screen presentations, popovers and iOS 12 sheets cannot be swiped.
@MainActor
public final class InteractiveDismissal {
    /// What the swipe did when it began.
    public enum Outcome: Equatable, Sendable {
        /// The sheet follows the finger; `finish()` or `cancel()` ends it.
        case dismissing
        /// The sheet resists (`isModalInPresentation`, or the delegate refused).
        case resisted
        /// Nothing can be swiped here (not a sheet, not on top, or a transition is in flight).
        case unavailable
    }

    /// What happened when the swipe began.
    public let outcome: Outcome
    private let presentationController: UIPresentationController
    private var transition: DismissalTransition?
    private var isOver = false

    init(presentationController: UIPresentationController, outcome: Outcome, transition: DismissalTransition?) {
        self.presentationController = presentationController
        self.outcome = outcome
        self.transition = transition
    }

    /// How far the sheet has been pulled, from 0 to 1.
    public private(set) var fractionComplete: CGFloat = 0

    /// Moves the finger: the sheet follows down by `fraction` of its height.
    public func update(_ fraction: CGFloat) {
        guard let transition, !isOver else { return }
        fractionComplete = min(max(fraction, 0), 1)
        transition.coordinator.percentComplete = fractionComplete
        let controller = presentationController
        if let view = controller.presentedView {
            var frame = controller.frameOfPresentedViewInContainerView
            frame.origin.y += frame.height * fractionComplete
            view.frame = frame
        }
    }

    /// Lets go before the sheet would leave: it springs back; the rest runs on the clock.
    public func cancel() {
        end(cancelled: true)
    }

    /// Lets go far enough: the sheet leaves; the rest runs on the clock.
    public func finish() {
        end(cancelled: false)
    }

    private func end(cancelled: Bool) {
        guard let transition, !isOver else { return }
        isOver = true
        transition.coordinator.endInteraction(cancelled: cancelled)
        let controller = presentationController
        let remaining = cancelled ? fractionComplete : 1 - fractionComplete
        let duration = presentationAnimationDuration * Double(remaining)
        let ending = { [controller] in
            controller.interactiveDismissal = nil
            if cancelled {
                transition.cancel()
            } else {
                let delegate = controller.delegate
                transition.complete()
                delegate?.presentationControllerDidDismiss(controller)
            }
        }
        if duration > 0, let clock = controller.window?.presentationClock {
            clock.schedule(after: duration) { ending() }
        } else {
            ending()
        }
    }
}

extension UIPresentationController {
    /// A swipe down begins on the presented sheet: UIKit's checks and delegate questions, then an
    /// interactive dismissal when the sheet may go (`DeviceSimulator.beginSwipeToDismiss(_:)`).
    func beginSwipeToDismiss() -> InteractiveDismissal {
        guard state == .presented, allowsInteractiveDismissal, interactiveDismissal == nil,
            presentingViewController != nil,
            presentedViewController.presentationStack.isEmpty,
            shownViewController.presentationStack.isEmpty
        else {
            return InteractiveDismissal(presentationController: self, outcome: .unavailable, transition: nil)
        }
        if shownViewController.isModalInPresentationIncludingChildren
            || presentedViewController.isModalInPresentationIncludingChildren
        {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return InteractiveDismissal(presentationController: self, outcome: .resisted, transition: nil)
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return InteractiveDismissal(presentationController: self, outcome: .resisted, transition: nil)
        }
        delegate?.presentationControllerWillDismiss(self)
        Self.runDismissal(of: [self], animated: true, interactive: true, completion: nil)
        return InteractiveDismissal(
            presentationController: self, outcome: .dismissing, transition: interactiveDismissal)
    }
}
