import UIKit

/// Whether showing a controller from here pushes it (so a row gets a disclosure indicator). As in Apple's
/// sample, each question is asked of the controller `targetViewController(forAction:sender:)` finds, the
/// nearest one that overrides the method: a navigation controller or a split view controller.
extension UIViewController {
    /// Whether `show(_:sender:)` from here pushes.
    @objc func willShowingViewControllerPush(sender: Any?) -> Bool {
        let action = #selector(willShowingViewControllerPush(sender:))
        guard let target = targetViewController(forAction: action, sender: sender) else { return false }
        return target.willShowingViewControllerPush(sender: sender)
    }

    /// Whether `showDetailViewController(_:sender:)` from here pushes.
    @objc func willShowingDetailViewControllerPush(sender: Any?) -> Bool {
        let action = #selector(willShowingDetailViewControllerPush(sender:))
        guard let target = targetViewController(forAction: action, sender: sender) else {
            // With no split view, showing the detail is a plain show.
            return willShowingViewControllerPush(sender: sender)
        }
        return target.willShowingDetailViewControllerPush(sender: sender)
    }
}

extension UINavigationController {
    /// A navigation controller pushes what it is shown.
    override func willShowingViewControllerPush(sender: Any?) -> Bool {
        true
    }
}

extension UISplitViewController {
    /// A split view shows in its primary column, which decides.
    override func willShowingViewControllerPush(sender: Any?) -> Bool {
        viewControllers.first?.willShowingViewControllerPush(sender: sender) ?? false
    }

    /// Collapsed, the detail is shown in the primary column (a navigation controller pushes it);
    /// expanded, it replaces the secondary column.
    override func willShowingDetailViewControllerPush(sender: Any?) -> Bool {
        guard isCollapsed else { return false }
        return viewControllers.first?.willShowingViewControllerPush(sender: sender) ?? false
    }
}
