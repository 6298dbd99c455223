import Foundation
import Testing

@testable import AdaptiveKit

/// `UIAccessibility.post(notification:argument:)` is recorded for tests, and the status properties answer from
/// the simulator's settings, with UIKit's status notifications when they change.
@MainActor
@Suite struct AccessibilityNotificationTests {
    @Test func postsAreRecordedInOrderWithTheirArguments() {
        let heading = UILabel()
        let posted = AccessibilityNotificationLog.capture {
            UIAccessibility.post(notification: .screenChanged, argument: heading)
            UIAccessibility.post(notification: .announcement, argument: "Message sent")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        #expect(posted.map(\.notification) == [.screenChanged, .announcement, .layoutChanged])
        #expect(posted[0].argument as? UILabel === heading)
        #expect(posted[1].announcement == "Message sent")
        #expect(posted[2].argument == nil)
        #expect(posted.map(\.notification.description) == ["screenChanged", "announcement", "layoutChanged"])
    }

    @Test func settingsAnswerTheStatusPropertiesAndPostWhatChanged() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        var heard: [NSNotification.Name] = []
        let observers = [
            UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.boldTextStatusDidChangeNotification,
        ].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { heard.append(name) }
            }
        }
        defer {
            observers.forEach(NotificationCenter.default.removeObserver)
            simulator.accessibilitySettings = AccessibilitySettings()
        }
        simulator.accessibilitySettings.isVoiceOverRunning = true
        simulator.accessibilitySettings.isVoiceOverRunning = true
        simulator.accessibilitySettings.isReduceMotionEnabled = true
        #expect(UIAccessibility.isVoiceOverRunning && UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(
            heard == [
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.reduceMotionStatusDidChangeNotification,
            ])
    }
}
