import AdaptiveKit
import Testing

/// A text size change reaches traits, Dynamic Type labels and the notification.
@MainActor
@Suite struct ContentSizeNotificationTests {
    final class RecordingView: UIView {
        var onTraitChange: (UITraitCollection) -> Void = { _ in }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            onTraitChange(traitCollection)
        }
    }

    @Test func T6_theNotificationFollowsTheTraitChangeWithTheNewCategory() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        var events: [String] = []
        let view = RecordingView()
        view.onTraitChange = { events.append("traitCollectionDidChange \($0.preferredContentSizeCategory)") }
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Hello"
        controller.view.addSubview(view)
        controller.view.addSubview(label)
        #expect(label.font.pointSize == CGFloat(17))

        let application = UIApplication.shared
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { notification in
            let value = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            let fromApp = notification.object as AnyObject? === application
            MainActor.assumeIsolated {
                events.append("notification \(value.map { "\($0)" } ?? "nil") fromApp=\(fromApp)")
                events.append("label \(label.font.pointSize)")
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        #expect(events == ["traitCollectionDidChange \(UIContentSizeCategory.large)"])
        events = []
        simulator.setContentSizeCategory(.extraLarge)
        #expect(
            events == [
                "traitCollectionDidChange \(UIContentSizeCategory.extraLarge)",
                "notification \(UIContentSizeCategory.extraLarge) fromApp=true",
                "label 19.0",
            ])

        events = []
        simulator.setContentSizeCategory(.extraLarge)
        #expect(events.isEmpty)
    }
}
