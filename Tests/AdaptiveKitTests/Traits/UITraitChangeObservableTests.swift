import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// iOS 17's `UITraitChangeObservable` on every environment: handlers, target–action, unregistering,
/// `updateTraitsIfNeeded()`, and where they fall among `traitCollectionDidChange(_:)` and layout.
@MainActor
@Suite struct UITraitChangeObservableTests {
    enum ThemeTrait: UITraitDefinition {
        static let defaultValue = 0
    }

    /// A controller and view that log their trait and layout callbacks in one history.
    final class LoggingController: UIViewController {
        let name: String
        let log: CallLog
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func loadView() { view = LoggingView("\(name).view", log: log) }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.record("\(name).traitCollectionDidChange")
        }
        override func viewWillLayoutSubviews() { log.record("\(name).viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.record("\(name).viewDidLayoutSubviews") }

        func traitsChanged(_ controller: UIViewController, _ previous: UITraitCollection) {
            log.record("\(name).traitsChanged(previous: \(previous.verticalSizeClass))")
        }

        override class var messageTable: MessageTable {
            var table = super.messageTable
            table.addMethod("traitsChanged:previousTraitCollection:") { (target: LoggingController, arguments) in
                try target.traitsChanged(arguments.value(0), arguments.value(1))
            }
            table.addMethod("refresh") { (target: LoggingController, _) in target.log.record("\(target.name).refresh") }
            return table
        }
    }

    final class LoggingView: UIView {
        let name: String
        let log: CallLog
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log.record("\(name).traitCollectionDidChange")
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.record("\(name).layoutSubviews")
        }
    }

    @Test func T6_handlersRunRightAfterEachEnvironmentsTraitCollectionDidChangeTopDownBeforeLayout() throws {
        let log = CallLog()
        let root = LoggingController("root", log: log)
        let child = LoggingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let vertical: [UITrait] = [UITraitVerticalSizeClass.self]
        simulator.windowScene.registerForTraitChanges(vertical) { (_: UIWindowScene, _) in log.record("scene.handler") }
        simulator.window.registerForTraitChanges(vertical) { (_: UIWindow, _) in log.record("window.handler") }
        root.registerForTraitChanges(vertical) { (controller: LoggingController, previous) in
            log.record(
                "root.handler(previous: \(previous.verticalSizeClass), now: \(controller.traitCollection.verticalSizeClass))"
            )
        }
        child.registerForTraitChanges(
            vertical, target: root, action: Selector("traitsChanged:previousTraitCollection:"))
        root.view.registerForTraitChanges(vertical) { (_: UIView, _) in log.record("root.view.handler") }
        child.view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in
            log.record("child.view.style")
        }
        _ = log.take()

        simulator.rotate(to: .landscape)

        #expect(
            log.take() == [
                "scene.handler",
                "window.handler",
                "root.traitCollectionDidChange",
                "root.handler(previous: Regular, now: Compact)",
                "child.traitCollectionDidChange",
                "root.traitsChanged(previous: Regular)",
                "root.view.traitCollectionDidChange",
                "root.view.handler",
                "child.view.traitCollectionDidChange",
                "root.viewWillLayoutSubviews",
                "root.view.layoutSubviews",
                "root.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews",
                "child.view.layoutSubviews",
                "child.viewDidLayoutSubviews",
            ])
    }

    @Test func T3_actionsWithoutArgumentsAndOnTheEnvironmentItself() throws {
        let log = CallLog()
        let root = LoggingController("root", log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("refresh"))
        var current: UIUserInterfaceStyle?
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _) in
            current = UITraitCollection.current.userInterfaceStyle
        }
        _ = log.take()
        simulator.setUserInterfaceStyle(.dark)
        #expect(log.take().filter { $0.hasSuffix("refresh") } == ["root.refresh"])
        #expect(current == .dark, "UIKit makes the new traits current while a handler runs")
    }

    @Test func T3_anActionTheTargetDoesNotHaveGetsUIKitsUnrecognizedSelectorMessage() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector("themeChanged"))
        let diagnostics = DiagnosticLog.capture { simulator.setUserInterfaceStyle(.dark) }
        #expect(
            diagnostics.map(\.message) == ["-[UIViewController themeChanged]: unrecognized selector sent to instance"])
    }

    @Test func T3_unregisteringAnUnknownRegistrationChangesNothingAndWarns() throws {
        let root = UIViewController()
        let other = UIViewController()
        var calls = 0
        let registration = root.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, _) in
            calls += 1
        }
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let diagnostics = DiagnosticLog.capture { other.unregisterForTraitChanges(registration) }
        #expect(
            diagnostics.map(\.message) == [
                "unregisterForTraitChanges: ignored: registration 1 was not made on this UIViewController or was already removed"
            ])
        simulator.rotate(to: .landscape)
        #expect(calls == 2, "first traits, then the rotation: the registration is still there")

        root.unregisterForTraitChanges(registration)
        let twice = DiagnosticLog.capture { root.unregisterForTraitChanges(registration) }
        #expect(twice.count == 1)
        simulator.rotate(to: .portrait)
        #expect(calls == 2)
    }

    @Test func T3_aCustomTraitNobodySetStillNotifiesWhenItIsFirstSet() throws {
        let root = UIViewController()
        var seen: [String] = []
        root.view.registerForTraitChanges([ThemeTrait.self]) { (view: UIView, previous) in
            seen.append("\(previous[ThemeTrait.self]) -> \(view.traitCollection[ThemeTrait.self])")
        }
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        #expect(seen.isEmpty, "the first traits leave the custom trait at its default")
        simulator.windowScene.traitOverrides[ThemeTrait.self] = 2
        #expect(seen == ["0 -> 2"])
        simulator.rotate(to: .landscape)
        #expect(seen == ["0 -> 2"], "the rotation changed other traits only")
    }

    @Test func T4_presentationControllerTraitOverridesAndRegistrations() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, rootViewController: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        let presentation = try #require(sheet.presentationController)
        var styles: [UIUserInterfaceStyle] = []
        presentation.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (presentation: UIPresentationController, _) in
            styles.append(presentation.traitCollection.userInterfaceStyle)
        }

        presentation.traitOverrides.userInterfaceStyle = .dark
        #expect(presentation.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.userInterfaceStyle == .dark)
        #expect(sheet.traitCollection.horizontalSizeClass == .compact, "the form sheet's own adjustment stays")
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(styles == [.dark])

        simulator.setUserInterfaceStyle(.dark)
        #expect(styles == [.dark], "the override already held it dark")
    }

    /// A container that overrides a child's traits while a rotation holds updates back, and reads them.
    final class OverridingContainer: UIViewController {
        let child = UIViewController()
        var readDuringTransition: [UIUserInterfaceSizeClass] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        override func viewWillTransition(
            to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            child.traitOverrides.horizontalSizeClass = .regular
            readDuringTransition.append(child.traitCollection.horizontalSizeClass)
            child.updateTraitsIfNeeded()
            readDuringTransition.append(child.traitCollection.horizontalSizeClass)
            readDuringTransition.append(child.view.traitCollection.horizontalSizeClass)
        }
    }

    @Test func T6_updateTraitsIfNeededAppliesAnOverrideTheTransitionHeldBack() throws {
        let container = OverridingContainer()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: container)
        simulator.rotate(to: .landscape)
        #expect(container.readDuringTransition == [.compact, .regular, .regular])
        #expect(container.child.traitCollection.horizontalSizeClass == .regular)
        #expect(container.child.traitCollection.verticalSizeClass == .compact)
    }
}
