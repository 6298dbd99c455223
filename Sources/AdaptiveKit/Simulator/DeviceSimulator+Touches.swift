extension DeviceSimulator {
    /// Taps a bar button item as a finger on the bar would: runs its primary action if it is enabled.
    ///
    /// UIKit has no call for this (a user taps); it is the simulator's, not a member of `UIBarButtonItem`.
    public static func tap(_ item: UIBarButtonItem) {
        guard item.isEnabled else { return }
        item.sendPrimaryAction()
    }

    /// Taps a control as a finger inside it would: an enabled, shown control is highlighted and sends
    /// `.touchDown`, then `.touchUpInside`, then (a button) `.primaryActionTriggered`, so its targets,
    /// actions and storyboard segues run in UIKit's order. A switch flips and sends `.valueChanged` and
    /// `.primaryActionTriggered` as well. Where in the control the finger lands (a segmented control's
    /// segments, a slider's track) is not simulated.
    public static func tap(_ control: UIControl) {
        guard control.isEnabled, !control.isHidden else { return }
        control.isHighlighted = true
        control.sendActions(for: .touchDown)
        control.isHighlighted = false
        control.sendActions(for: .touchUpInside)
        if let toggle = control as? UISwitch {
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
            toggle.sendActions(for: .primaryActionTriggered)
        } else if control is UIButton {
            control.sendActions(for: .primaryActionTriggered)
        }
    }

    /// Taps the tab at `index` of a tab bar controller's bar, as a user would: the delegate's
    /// `tabBarController(_:shouldSelect:)` may refuse, and `tabBarController(_:didSelect:)` follows the
    /// selection. An index with no tab does nothing.
    public static func tap(tabAt index: Int, of tabBarController: UITabBarController) {
        tabBarController.handleTap(onTabAt: index)
    }
}
