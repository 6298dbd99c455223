import Foundation

/// UIKit's accessibility namespace, like `UIAccessibility`: notifications an app posts to assistive apps, and
/// the status of the system's accessibility settings (VoiceOver, Reduce Motion, Bold Text, …).
///
/// Headless, there is no assistive app: a post is recorded in ``AccessibilityNotificationLog`` for a test to
/// read, and the settings answer from ``AccessibilitySettings``, which a `DeviceSimulator` changes.
public enum UIAccessibility {
    /// A notification an app posts to an assistive app, like UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new view occupies a major part of the screen; the argument is the element VoiceOver moves to,
        /// or a string it speaks.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed (an element appeared or went); the argument is as for `screenChanged`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement for the assistive app to speak; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology's operations (Switch Control's scanning).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resumes an assistive technology's operations.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)

        /// The member's name (`screenChanged`), or its raw value.
        public var description: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            case .pauseAssistiveTechnology: "pauseAssistiveTechnology"
            case .resumeAssistiveTechnology: "resumeAssistiveTechnology"
            default: "UIAccessibility.Notification(rawValue: \(rawValue))"
            }
        }
    }

    /// Posts a notification to assistive apps, like UIKit's `post(notification:argument:)`; recorded in
    /// ``AccessibilityNotificationLog``.
    @MainActor
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityNotificationLog.record(
            PostedAccessibilityNotification(notification: notification, argument: argument))
    }

    /// Converts a rectangle in a view's coordinates to screen coordinates, like UIKit's
    /// `convertToScreenCoordinates(_:in:)` (what `accessibilityFrame` is in).
    @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.screenRect(of: rect)
    }

    /// The settings the status properties below answer from; a `DeviceSimulator` changes them.
    @MainActor package static var settings = AccessibilitySettings()

    /// Whether VoiceOver is running, like UIKit's `isVoiceOverRunning`.
    @MainActor public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    /// Whether Switch Control is running, like UIKit's `isSwitchControlRunning`.
    @MainActor public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    /// Whether Reduce Motion is on, like UIKit's `isReduceMotionEnabled`.
    @MainActor public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Whether Reduce Transparency is on, like UIKit's `isReduceTransparencyEnabled`.
    @MainActor public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// Whether Bold Text is on, like UIKit's `isBoldTextEnabled`.
    @MainActor public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    /// Whether Grayscale is on, like UIKit's `isGrayscaleEnabled`.
    @MainActor public static var isGrayscaleEnabled: Bool { settings.isGrayscaleEnabled }
    /// Whether Classic Invert is on, like UIKit's `isInvertColorsEnabled`.
    @MainActor public static var isInvertColorsEnabled: Bool { settings.isInvertColorsEnabled }
    /// Whether Increase Contrast is on, like UIKit's `isDarkerSystemColorsEnabled`.
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Whether Differentiate Without Color is on, like UIKit's `shouldDifferentiateWithoutColor`.
    @MainActor public static var shouldDifferentiateWithoutColor: Bool { settings.shouldDifferentiateWithoutColor }
    /// Whether closed captions are on, like UIKit's `isClosedCaptioningEnabled`.
    @MainActor public static var isClosedCaptioningEnabled: Bool { settings.isClosedCaptioningEnabled }

    /// Posted when VoiceOver starts or stops, like UIKit's `voiceOverStatusDidChangeNotification`.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    public static let switchControlStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Grayscale changes.
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Classic Invert changes.
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Increase Contrast changes.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Differentiate Without Color changes.
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when closed captioning changes.
    public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
}
