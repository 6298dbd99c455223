import UIKit

/// Questions any controller can answer about photos. Controllers that show one (`PhotoViewController`)
/// override them, as in Apple's sample, where the split view's delegate and the lists ask them without
/// knowing which controllers they talk to.
extension UIViewController {
    /// The image name of the photo this controller shows: nil by default, a navigation controller's top
    /// controller's answer for a navigation controller.
    @objc func shownPhotoName() -> String? {
        (self as? UINavigationController)?.topViewController?.shownPhotoName()
    }

    /// Whether this controller shows the photo with that image name.
    @objc func containsPhoto(named imageName: String) -> Bool {
        shownPhotoName() == imageName
    }

    /// The photo shown as detail now: asked of the controller that handles `showDetailViewController(_:sender:)`
    /// from here, a split view (its secondary column, or its primary's top controller once collapsed).
    @objc func currentDetailPhotoName(sender: Any?) -> String? {
        let action = #selector(UIViewController.showDetailViewController(_:sender:))
        guard let split = targetViewController(forAction: action, sender: sender) as? UISplitViewController else {
            return nil
        }
        let shown = split.isCollapsed ? split.viewControllers.first : split.viewControllers.last
        return shown?.shownPhotoName()
    }
}
