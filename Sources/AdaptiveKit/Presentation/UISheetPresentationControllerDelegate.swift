/// Hears about a sheet's detent changes as well as adaptation and dismissal, like UIKit's
/// `UISheetPresentationControllerDelegate`.
///
/// Set an object conforming to it as the sheet's `delegate`; the method is optional, as in UIKit.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called after the user (a drag, a tap on the dimming view) changed the sheet's selected detent;
    /// not after code sets `selectedDetentIdentifier`.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}
