/// A split view controller's delegate, like UIKit's `UISplitViewControllerDelegate` (classic style).
///
/// Every method has a default that means "no answer", so UIKit's fallbacks run: the defaults
/// return false or nil, exactly what UIKit does for a method the delegate does not implement.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The controller to use as the primary once collapsed; nil means `viewControllers[0]`.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary once expanded; nil means the current primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Return true to handle the collapse (the secondary is discarded); false runs the primary's
    /// `collapseSecondaryViewController(_:for:)`.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary to show once expanded; nil runs the primary's `separateSecondaryViewController(for:)`.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// Return true to handle `show(_:sender:)` yourself.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
        -> Bool
    /// Return true to handle `showDetailViewController(_:sender:)` yourself.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// Called before the display mode changes.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
}
