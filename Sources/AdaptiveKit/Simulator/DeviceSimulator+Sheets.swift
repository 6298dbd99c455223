import Foundation

/// What the user does to iOS 15 sheets with detents. UIKit has no such members; they live here
/// rather than on UIKit's types.
extension DeviceSimulator {
    /// Drags a sheet attached to the bottom edge by `translation` points (positive is down) and lets
    /// go at `velocity` points per second (positive is down).
    ///
    /// The sheet rests at the nearest active detent (one further for a flick of 1000 pt/s or more) and
    /// its delegate hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when the
    /// detent changed; pulled below half its smallest detent, it is swiped away as by `swipeToDismiss(_:)`
    /// (run the clock to let the dismissal end). A sheet in another window is `.unavailable`.
    @discardableResult
    public func drag(
        _ sheet: UISheetPresentationController, by translation: CGFloat, velocity: CGFloat = 0
    ) -> SheetDragOutcome {
        guard sheet.host.window === window else { return .unavailable }
        return sheet.drag(by: translation, velocity: velocity)
    }

    /// Taps the screen at `point` (window coordinates) outside a sheet: the presenter gets the tap
    /// when the sheet does not dim at its detent, else the sheet is dismissed as a popover is.
    @discardableResult
    public func tapOutside(_ sheet: UISheetPresentationController, at point: CGPoint) -> SheetTapOutcome {
        guard sheet.host.window === window else { return .unavailable }
        return sheet.tapOutside(at: point)
    }

    /// Moves the sheet a scroll view is in instead of scrolling it, as UIKit does for an upward drag at
    /// the content's top while the sheet can still grow and prefers to; returns whether it did.
    func expandSheet(containing scrollView: UIScrollView, by translation: CGFloat, velocity: CGFloat) -> Bool {
        guard translation < 0, scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top else {
            return false
        }
        var ancestor = scrollView.superview
        while let view = ancestor, !(view is PresentationContainerView) { ancestor = view.superview }
        guard let container = ancestor as? PresentationContainerView,
            let sheet = container.presentationController as? UISheetPresentationController,
            sheet.window === window, sheet.prefersScrollingExpandsWhenScrolledToEdge, sheet.canGrow
        else { return false }
        _ = sheet.drag(by: translation, velocity: velocity)
        return true
    }
}
