extension DeviceSimulator {
    /// Taps a bar button item as a finger on the bar would: runs its primary action if it is enabled.
    ///
    /// UIKit has no call for this (a user taps); it is the simulator's, not a member of `UIBarButtonItem`.
    public static func tap(_ item: UIBarButtonItem) {
        guard item.isEnabled else { return }
        item.sendPrimaryAction()
    }

    /// Taps the middle of a control with a finger, as a user would: the touch goes to whatever view is
    /// there (the control unless something covers it); an enabled control is highlighted and sends
    /// `.touchDown`, then `.touchUpInside` (a button then `.primaryActionTriggered`; a switch flips and sends
    /// `.valueChanged` and `.primaryActionTriggered`), so its targets, actions and storyboard segues run. A
    /// control that is not in a window, hidden or disabled gets nothing.
    public static func tap(_ control: UIControl) {
        guard let window = control.window else { return }
        let center = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
        let finger = Finger(window: window)
        finger.up(finger.down(at: center))
    }

    /// Taps the tab at `index` of a tab bar controller's bar, as a user would: the delegate's
    /// `tabBarController(_:shouldSelect:)` may refuse, and `tabBarController(_:didSelect:)` follows the
    /// selection. An index with no tab does nothing.
    public static func tap(tabAt index: Int, of tabBarController: UITabBarController) {
        tabBarController.handleTap(onTabAt: index)
    }
}
