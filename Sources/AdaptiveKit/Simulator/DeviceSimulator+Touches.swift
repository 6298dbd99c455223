extension DeviceSimulator {
    /// Taps a bar button item as a finger on the bar would: runs its primary action if it is enabled.
    ///
    /// UIKit has no call for this (a user taps); it is the simulator's, not a member of `UIBarButtonItem`.
    public static func tap(_ item: UIBarButtonItem) {
        guard item.isEnabled else { return }
        item.sendPrimaryAction()
    }

    /// Taps the tab at `index` of a tab bar controller's bar, as a user would: the delegate's
    /// `tabBarController(_:shouldSelect:)` may refuse, and `tabBarController(_:didSelect:)` follows the
    /// selection. An index with no tab does nothing.
    public static func tap(tabAt index: Int, of tabBarController: UITabBarController) {
        tabBarController.handleTap(onTabAt: index)
    }
}
