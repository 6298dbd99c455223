import Foundation

/// What the user does to presentations on the device, and what a test reads of them: swipes, taps
/// and a dump of the presentation stack. UIKit has no such members; they live here rather than on
/// UIKit's types.
extension DeviceSimulator {
    // MARK: Reading

    /// The controller shown on top of everything in the window: the last presented one, or the root.
    public var topmostViewController: UIViewController? {
        window.presentationControllers.last?.shownViewController ?? window.rootViewController
    }

    /// A deterministic dump of the window's presentation stack, bottom to top: the shown controller,
    /// the style asked for, the adapted style, the presented view's frame and whether the presenter's
    /// view left the window.
    public func presentationDescription() -> String {
        var lines = ["root: \(window.rootViewController?.debugName ?? "nil")"]
        for (index, presentation) in window.presentationControllers.enumerated() {
            let frame = presentation.presentedView?.frame ?? .zero
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { "\($0)" }
            var line = String(repeating: "  ", count: index + 1)
            line += "\(presentation.shownViewController.debugName) \(presentation.requestedStyle)"
            if let adapted = presentation.adaptedStyle { line += " adapted to \(adapted)" }
            line += " frame (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"
            if presentation.removedPresenterView != nil { line += " presenter removed" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The scale UIKit gives the presenter's view behind an iOS 13 card sheet; identity otherwise.
    ///
    /// AdaptiveKit's views have no transforms, so the value is reported here instead of applied.
    public func presentingViewTransform(of presentationController: UIPresentationController) -> CGAffineTransform {
        guard presentationController.window === window else { return .identity }
        return presentationController.presentingViewTransform
    }

    // MARK: Gestures

    /// Puts a finger on the presented sheet and starts to swipe it down, as on an iOS 13+ device.
    ///
    /// Read `outcome` to see whether the sheet follows the finger; move it with `update(_:)`, let go
    /// with `finish()` or `cancel()`, then run the clock (`runUntilIdle()`) to let the animation end.
    /// A presentation in another window is `.unavailable`.
    @discardableResult
    public func beginSwipeToDismiss(_ presentationController: UIPresentationController) -> InteractiveDismissal {
        guard presentationController.window === window else {
            return InteractiveDismissal(
                presentationController: presentationController, outcome: .unavailable, transition: nil)
        }
        return presentationController.beginSwipeToDismiss()
    }

    /// A whole swipe down on the presented sheet that goes far enough: a finger comes down 10 points below the
    /// sheet's top edge, in the middle, drags down over 60 % of the sheet's height and lifts; the system's pan on
    /// the presentation does the rest (`.unavailable` when no swipe began: not a sheet, covered, or elsewhere).
    ///
    /// Returns what the swipe did; run the clock to let the dismissal end.
    @discardableResult
    public func swipeToDismiss(_ presentationController: UIPresentationController) -> InteractiveDismissal.Outcome {
        guard presentationController.window === window, let presented = presentationController.presentedView,
            let container = presentationController.containerViewStorage,
            let gesture = container.swipeToDismissGesture
        else { return .unavailable }
        let frame = presented.convert(presented.bounds, to: nil)
        let start = CGPoint(x: frame.midX, y: frame.minY + 10)
        // Covered there (by a sheet presented over it): the finger would drag what covers it.
        guard let hit = window.hitTest(start, with: nil), hit.isDescendant(of: container) else { return .unavailable }
        gesture.lastOutcome = nil
        drag(from: start, to: CGPoint(x: start.x, y: start.y + frame.height * 0.6))
        return gesture.lastOutcome ?? .unavailable
    }

    /// Taps the screen at `point` (window coordinates) outside a popover, as UIKit handles it on iOS 13+.
    ///
    /// A tap on a passthrough view goes to that view. Otherwise a popover whose content has
    /// `isModalInPresentation` stays and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`;
    /// else `presentationControllerShouldDismiss(_:)` decides, then `presentationControllerWillDismiss(_:)`,
    /// the animated dismissal, and `presentationControllerDidDismiss(_:)` once it ends.
    @discardableResult
    public func tapOutside(_ popover: UIPopoverPresentationController, at point: CGPoint) -> PopoverTapOutcome {
        guard popover.window === window else { return .unavailable }
        return popover.tapOutside(at: point)
    }

    /// Taps an action of an alert on this screen: the alert is dismissed, then the action's handler runs.
    ///
    /// Returns false, doing nothing, for a disabled action, an action of another alert, or an alert
    /// that is not on this device's screen.
    @discardableResult
    public func tap(_ action: UIAlertAction, in alert: UIAlertController) -> Bool {
        guard action.isEnabled, alert.actions.contains(where: { $0 === action }),
            alert.viewIfLoaded?.window === window
        else { return false }
        alert.dismiss(animated: true) { action.handler?(action) }
        return true
    }
}
