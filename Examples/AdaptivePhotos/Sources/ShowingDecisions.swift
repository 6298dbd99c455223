import AdaptiveKit

extension UIViewController {
    /// Whether `show(_:sender:)` from here would push (so a row gets a disclosure indicator).
    ///
    /// Apple's sample asked the target of a custom action; the same walk through
    /// `targetViewController(forAction:sender:)` answers it here.
    public func willShowingViewControllerPush(sender: Any? = nil) -> Bool {
        targetViewController(forAction: .show, sender: sender) is UINavigationController
    }

    /// Whether `showDetailViewController(_:sender:)` from here would push: only in a collapsed split view,
    /// whose primary then shows the detail.
    public func willShowingDetailViewControllerPush(sender: Any? = nil) -> Bool {
        guard let target = targetViewController(forAction: .showDetail, sender: sender) else {
            return willShowingViewControllerPush(sender: sender)
        }
        guard let split = target as? UISplitViewController else { return target is UINavigationController }
        return split.isCollapsed
            && (split.viewControllers.first?.willShowingViewControllerPush(sender: sender) ?? false)
    }
}
