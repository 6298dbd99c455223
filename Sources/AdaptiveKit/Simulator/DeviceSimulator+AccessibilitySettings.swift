import Foundation

extension DeviceSimulator {
    /// The device's accessibility settings (VoiceOver, Reduce Motion, Bold Text, …), which
    /// `UIAccessibility.isVoiceOverRunning` and the other status properties answer from. Setting them posts
    /// UIKit's status notification (`voiceOverStatusDidChangeNotification`, …) for each one that changed.
    ///
    /// They belong to the process, as a device's settings belong to every app on it: a test that changes
    /// them should set them back.
    public var accessibilitySettings: AccessibilitySettings {
        get { UIAccessibility.settings }
        set {
            let old = UIAccessibility.settings
            UIAccessibility.settings = newValue
            for (setting, name) in AccessibilitySettings.notifications
            where old[keyPath: setting] != newValue[keyPath: setting] {
                NotificationCenter.default.post(name: name, object: nil)
            }
        }
    }
}
