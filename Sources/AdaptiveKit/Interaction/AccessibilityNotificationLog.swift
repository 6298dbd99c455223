import Foundation

/// One `UIAccessibility.post(notification:argument:)`: what an assistive app would have heard.
public struct PostedAccessibilityNotification {
    /// The notification posted.
    public let notification: UIAccessibility.Notification
    /// The argument: the element to move to, a string to speak, or nil.
    public let argument: Any?

    /// The argument when it is a string (an announcement's text).
    public var announcement: String? { argument as? String }
}

/// The accessibility notifications an app posted in this process, kept for tests; UIKit has none (the
/// notifications go to the assistive app). Shaped like ``DiagnosticLog``.
@MainActor
public enum AccessibilityNotificationLog {
    private static var sinks: [[PostedAccessibilityNotification]] = [[]]

    /// Everything posted since the innermost `capture` began (or since launch).
    public static var recorded: [PostedAccessibilityNotification] { sinks[sinks.count - 1] }

    static func record(_ posted: PostedAccessibilityNotification) {
        sinks[sinks.count - 1].append(posted)
    }

    /// Runs `body` and returns what it posted, leaving the process log untouched.
    public static func capture(_ body: () throws -> Void) rethrows -> [PostedAccessibilityNotification] {
        sinks.append([])
        defer { sinks.removeLast() }
        try body()
        return sinks[sinks.count - 1]
    }
}
