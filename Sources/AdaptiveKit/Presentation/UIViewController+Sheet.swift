import Foundation

extension UIViewController {
    /// The sheet presentation controller, when the style is a page or form sheet (made on first use, like UIKit's).
    ///
    /// Nil for every other style (`.automatic` is a page sheet); a controller presented as a sheet, or
    /// inside one (a navigation controller's child), returns the one managing that presentation.
    public var sheetPresentationController: UISheetPresentationController? {
        if let presented = presentedAncestor, presented !== self {
            return presented.presentationState.controller as? UISheetPresentationController
        }
        if let controller = presentationState.controller as? UISheetPresentationController,
            controller.state != .idle || controller.requestedStyle == resolvedPresentationStyle(for: .iOS13)
        {
            return controller
        }
        let style = resolvedPresentationStyle(for: .iOS13)
        guard style == .pageSheet || style == .formSheet, presentationState.controller?.state ?? .idle == .idle else {
            return nil
        }
        let controller = makePresentationController(style: style, presenting: nil, source: nil)
        controller.delegate = presentationState.controller?.delegate
        presentationState.controller = controller
        return controller as? UISheetPresentationController
    }
}
