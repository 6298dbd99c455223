/// A split view controller's delegate, like UIKit's `UISplitViewControllerDelegate`.
///
/// The collapse and separate methods apply to the classic style only; the column methods to
/// split views made with `init(style:)`.
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
    /// The column on top once collapsed; the default keeps the proposed one.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode once expanded; the default keeps the proposed one.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// Called after a column-style split view collapsed (`isCollapsed` is already true).
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called after a column-style split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Called before the system shows a column (not for `show(_:)` called by code).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Called before the system hides a column (not for `hide(_:)` called by code).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// Called when the user begins the gesture that shows a sidebar (gestures are not simulated).
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// Called when that gesture ends.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
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
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
