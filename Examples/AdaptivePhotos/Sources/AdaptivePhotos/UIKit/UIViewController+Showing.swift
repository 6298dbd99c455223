import UIKit

/// Whether showing a controller from here pushes it (so a row gets a disclosure indicator), asked of the
/// controller that would handle the show, as Apple's sample does.
extension UIViewController {
    /// Whether `show(_:sender:)` from here pushes: a navigation controller handles it.
    @objc func willShowingViewControllerPush(sender: Any?) -> Bool {
        let action = #selector(UIViewController.show(_:sender:))
        return targetViewController(forAction: action, sender: sender) is UINavigationController
    }

    /// Whether `showDetailViewController(_:sender:)` from here pushes: only in a collapsed split view, whose
    /// primary then shows the detail; with no split view it is a plain `show(_:sender:)`.
    @objc func willShowingDetailViewControllerPush(sender: Any?) -> Bool {
        let action = #selector(UIViewController.showDetailViewController(_:sender:))
        guard let target = targetViewController(forAction: action, sender: sender) else {
            return willShowingViewControllerPush(sender: sender)
        }
        guard let split = target as? UISplitViewController else { return target is UINavigationController }
        return split.isCollapsed
            && (split.viewControllers.first?.willShowingViewControllerPush(sender: sender) ?? false)
    }
}
