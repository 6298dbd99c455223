import Foundation

extension UIViewController {
    /// What a navigation bar shows for this controller; its title follows `title` unless set.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        storedNavigationItem = item
        return item
    }

    /// What a tab bar shows for this controller.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// Sets the items a navigation controller's toolbar shows for this controller, like UIKit's
    /// `setToolbarItems(_:animated:)`; there is no animation here.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// The nearest ancestor navigation controller, like UIKit's `navigationController`.
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }
    /// The nearest ancestor tab bar controller.
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }
    /// The nearest ancestor split view controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }

    private func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
        var current = parent
        while let controller = current {
            if let match = controller as? T { return match }
            current = controller.parent
        }
        return nil
    }

    /// Posted by a split view controller when it collapses or expands: whether `showDetailViewController`
    /// pushes or replaces may have changed, like UIKit's notification of that name.
    public static let showDetailTargetDidChangeNotification = Notification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")

    /// The presenter, for the target walk: a presented controller's targets continue with its presenter.
    var presentingControllerForTargeting: UIViewController? { presentationState.presenting }

    /// With no controller to take a `show`, UIKit presents it.
    func presentForShow(_ controller: UIViewController) {
        present(controller, animated: true)
    }

    // MARK: Container-managed appearance

    /// Begins an appearance transition a container drives itself, so the window hooks leave it alone.
    func beginManagedAppearance(_ isAppearing: Bool, animated: Bool) {
        appearance.isManagedByContainer = true
        beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends a container-driven transition.
    func endManagedAppearance() {
        endAppearanceTransition()
        appearance.isManagedByContainer = false
    }

    /// The effective status bar style from this controller down the `childForStatusBarStyle` chain.
    var effectiveStatusBarStyle: UIStatusBarStyle {
        var controller = self
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller.preferredStatusBarStyle
    }

    /// Whether the status bar is hidden, from this controller down the `childForStatusBarHidden` chain.
    var effectiveStatusBarHidden: Bool {
        var controller = self
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller.prefersStatusBarHidden
    }

    /// Asks the window to re-read the status bar preferences, like UIKit's method of that name.
    public func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window ?? hostWindow)?.statusBarAppearanceDidChange()
    }
}

extension UIViewController {
    /// What the controller (or an ancestor) presents, for `visibleViewController`.
    var presentedControllerForVisibility: UIViewController? { presentedViewController }
}
