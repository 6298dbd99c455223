import Foundation

extension UIPopoverPresentationController {
    /// What a simulated tap outside a popover did.
    public enum TapOutsideOutcome: Equatable, Sendable {
        /// The popover is being dismissed.
        case dismissing
        /// The popover stays (`isModalInPresentation`, or the delegate refused).
        case resisted
        /// The tap reached a passthrough view (or the popover itself); the popover stays and is not asked.
        case passedThrough
        /// Not a popover on screen (adapted to a sheet, not presented, or in a transition).
        case unavailable
    }

    /// Simulates a tap at `point` (window coordinates) outside the popover, as UIKit handles it on iOS 13+.
    ///
    /// A tap on a passthrough view goes to that view. Otherwise a popover whose content has
    /// `isModalInPresentation` stays and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`;
    /// else `presentationControllerShouldDismiss(_:)` decides, then `presentationControllerWillDismiss(_:)`,
    /// the animated dismissal, and `presentationControllerDidDismiss(_:)` once it ends.
    @discardableResult
    public func simulateTapOutside(at point: CGPoint) -> TapOutsideOutcome {
        guard state == .presented, isShownAsPopover, let window,
            presentedViewController.presentationStack.isEmpty
        else { return .unavailable }
        if let view = presentedView, view.convert(view.bounds, to: nil).contains(point) { return .passedThrough }
        let throughViews = passthroughViews ?? []
        if throughViews.contains(where: { $0.window === window && $0.convert($0.bounds, to: nil).contains(point) }) {
            return .passedThrough
        }
        if presentedViewController.isModalInPresentationIncludingChildren {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return .resisted
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return .resisted
        }
        delegate?.presentationControllerWillDismiss(self)
        let delegate = self.delegate
        Self.runDismissal(of: [self], animated: true, interactive: false) { [self] in
            delegate?.presentationControllerDidDismiss(self)
        }
        return .dismissing
    }
}
