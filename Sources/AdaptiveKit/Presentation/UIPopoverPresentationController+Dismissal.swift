import Foundation

extension UIPopoverPresentationController {
    /// A tap at `point` (window coordinates) outside the popover, handled as UIKit does on iOS 13+
    /// (`DeviceSimulator.tapOutside(_:at:)`).
    ///
    /// A tap on a passthrough view goes to that view. Otherwise a popover whose content has
    /// `isModalInPresentation` stays and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`;
    /// else `presentationControllerShouldDismiss(_:)` decides, then `presentationControllerWillDismiss(_:)`,
    /// the animated dismissal, and `presentationControllerDidDismiss(_:)` once it ends.
    func tapOutside(at point: CGPoint) -> PopoverTapOutcome {
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
