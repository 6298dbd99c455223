import Foundation

/// The system's accessibility settings that `UIAccessibility`'s status properties answer from; all off, as on a
/// new device. UIKit has no such type: a `DeviceSimulator` sets them (``DeviceSimulator/accessibilitySettings``),
/// and UIKit's status notification follows each one that changes.
public struct AccessibilitySettings: Hashable, Sendable {
    public var isVoiceOverRunning = false
    public var isSwitchControlRunning = false
    public var isReduceMotionEnabled = false
    public var isReduceTransparencyEnabled = false
    public var isBoldTextEnabled = false
    public var isGrayscaleEnabled = false
    public var isInvertColorsEnabled = false
    public var isDarkerSystemColorsEnabled = false
    public var shouldDifferentiateWithoutColor = false
    public var isClosedCaptioningEnabled = false

    public init() {}

    /// Each setting with the notification UIKit posts when it changes, in declaration order.
    static var notifications: [(setting: KeyPath<AccessibilitySettings, Bool>, name: NSNotification.Name)] {
        [
            (\.isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
            (\.isSwitchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
            (\.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (\.isReduceTransparencyEnabled, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (\.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
            (\.isGrayscaleEnabled, UIAccessibility.grayscaleStatusDidChangeNotification),
            (\.isInvertColorsEnabled, UIAccessibility.invertColorsStatusDidChangeNotification),
            (\.isDarkerSystemColorsEnabled, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
            (\.shouldDifferentiateWithoutColor, UIAccessibility.differentiateWithoutColorDidChangeNotification),
            (\.isClosedCaptioningEnabled, UIAccessibility.closedCaptioningStatusDidChangeNotification),
        ]
    }
}
