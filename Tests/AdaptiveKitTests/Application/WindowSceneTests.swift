import Foundation
import Testing

@testable import AdaptiveKit

/// Scenes and windows: a device's scene holds its windows and gives them their size and traits;
/// several windows per scene, several scenes per device, window levels and key windows.
@MainActor
@Suite struct WindowSceneTests {
    final class LoggingScene: UIWindowScene {}

    final class KeyLoggingWindow: UIWindow {
        var log: CallLog?
        var name = ""
        override func becomeKey() {
            super.becomeKey()
            log?.record("\(name).becomeKey")
        }
        override func resignKey() {
            super.resignKey()
            log?.record("\(name).resignKey")
        }
    }

    @Test func T3_aDevicesWindowLivesInItsSceneWhichHoldsTheTraits() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let scene = simulator.windowScene
        #expect(simulator.window.windowScene === scene)
        #expect(scene.windows == [simulator.window])
        #expect(scene.screen === simulator.screen)
        #expect(scene.keyWindow === simulator.window)
        #expect(scene.traitCollection == simulator.screen.traitCollection)
        #expect(scene.traitCollection.horizontalSizeClass == .compact)
        #expect(simulator.window.next === scene)
        #expect(scene.session.role == .windowApplication)
    }

    @Test func T3_effectiveGeometryFollowsRotation() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        let scene = simulator.windowScene
        #expect(scene.effectiveGeometry.systemFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        #expect(scene.effectiveGeometry.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(!scene.effectiveGeometry.isInteractivelyResizing)
        simulator.rotate(to: .landscape)
        #expect(scene.effectiveGeometry.systemFrame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(scene.interfaceOrientation == .landscapeRight)
        #expect(scene.interfaceOrientation.isLandscape)
        #expect(scene.coordinateSpace.bounds.size == CGSize(width: 852, height: 393))
    }

    @Test func T4_sceneTraitOverridesReachEveryWindowControllerAndViewInTheScene() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let second = UIWindow(windowScene: simulator.windowScene)
        let overlay = UIViewController()
        second.rootViewController = overlay
        second.isHidden = false
        simulator.windowScene.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (scene: UIWindowScene, previous) in
            log.record("scene \(previous.userInterfaceStyle) -> \(scene.traitCollection.userInterfaceStyle)")
        }
        for (name, window) in [("first", simulator.window), ("second", second)] {
            window.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIWindow, _) in
                log.record("\(name) window")
            }
        }

        simulator.windowScene.traitOverrides.userInterfaceStyle = .dark

        #expect(log.take() == ["scene Light -> Dark", "first window", "second window"])
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(overlay.view.traitCollection.userInterfaceStyle == .dark)
        #expect(simulator.screen.traitCollection.userInterfaceStyle == .light, "the screen is no longer the source")
        second.traitOverrides.userInterfaceStyle = .light
        #expect(overlay.traitCollection.userInterfaceStyle == .light, "a window's override is layered on the scene's")
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        second.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        simulator.windowScene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(overlay.traitCollection.userInterfaceStyle == .light)
    }

    /// A controller that logs the rotation's callbacks.
    final class TransitionLoggingController: UIViewController {
        var log: [String] = []
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("willTransition(to: \(newCollection.verticalSizeClass))")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition(to: \(size.width)x\(size.height))")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traitCollectionDidChange(\(traitCollection.verticalSizeClass))")
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews(\(view.bounds.width))") }
    }

    @Test func T6_aSecondWindowInTheSceneCoversItAndFollowsItsRotation() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        let second = UIWindow(windowScene: simulator.windowScene)
        let overlay = TransitionLoggingController()
        second.rootViewController = overlay
        second.makeKeyAndVisible()
        overlay.log = []
        #expect(second.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(second.screen === simulator.screen)
        #expect(second.traitCollection == simulator.window.traitCollection)
        #expect(simulator.windowScene.windows == [simulator.window, second])
        simulator.rotate(to: .landscape)
        #expect(second.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(second.traitCollection.verticalSizeClass == .compact)
        #expect(second.rootViewController?.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(
            overlay.log == [
                "willTransition(to: Compact)", "viewWillTransition(to: 852.0x393.0)",
                "traitCollectionDidChange(Compact)", "viewWillLayoutSubviews(852.0)",
            ])
    }

    @Test func windowLevelsOrderTheScenesWindowsBackToFront() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        let alert = UIWindow(windowScene: simulator.windowScene)
        alert.windowLevel = .alert
        let banner = UIWindow(windowScene: simulator.windowScene)
        banner.windowLevel = .statusBar + 1
        let plain = UIWindow(windowScene: simulator.windowScene)
        #expect(simulator.windowScene.windows == [simulator.window, plain, banner, alert])
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(banner.windowLevel.rawValue == 1001)
        #expect(plain.windowLevel == .normal)
        #expect(UIWindow.Level.alert - 1 < .alert)
    }

    @Test func makingAWindowKeyResignsTheScenesPreviousKeyWindowFirst() throws {
        let log = CallLog()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let first = KeyLoggingWindow(windowScene: simulator.windowScene)
        first.name = "first"
        first.log = log
        let second = KeyLoggingWindow(windowScene: simulator.windowScene)
        second.name = "second"
        second.log = log
        let center = NotificationCenter.default
        let names = [ObjectIdentifier(first): "first", ObjectIdentifier(second): "second"]
        let observers = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification].map { notification in
            center.addObserver(forName: notification, object: nil, queue: nil) { note in
                let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
                let kind = note.name == UIWindow.didBecomeKeyNotification ? "didBecomeKey" : "didResignKey"
                let name = object.flatMap { names[$0] } ?? "other"
                MainActor.assumeIsolated { log.record("\(kind) \(name)") }
            }
        }
        defer { observers.forEach(center.removeObserver) }

        first.makeKey()
        second.makeKey()
        second.makeKey()

        #expect(
            log.take() == [
                "first.becomeKey", "didBecomeKey first",
                "first.resignKey", "didResignKey first", "second.becomeKey", "didBecomeKey second",
            ])
        #expect(simulator.windowScene.keyWindow === second)
        #expect(!first.isKeyWindow && second.isKeyWindow)
    }

    /// iOS 15: a window is key in its scene. One that leaves the scene resigns (`resignKey()`, then the
    /// notification), the scene has no key window, and the app's key window is no longer that window.
    @Test func aKeyWindowThatLeavesItsSceneIsNoLongerKey() throws {
        let log = CallLog()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let window = KeyLoggingWindow(windowScene: simulator.windowScene)
        window.name = "window"
        window.log = log
        window.makeKey()
        #expect(UIApplication.shared.keyWindow === window)
        window.windowScene = nil
        #expect(log.take() == ["window.becomeKey", "window.resignKey"])
        #expect(!window.isKeyWindow)
        #expect(simulator.windowScene.keyWindow == nil)
        #expect(UIWindow.keyWindow == nil)
        #expect(UIApplication.shared.keyWindow !== window)
    }

    @Test func eachSceneKeepsItsOwnKeyWindow() throws {
        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        let pad = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", rootViewController: UIViewController())
        #expect(phone.window.isKeyWindow && pad.window.isKeyWindow)
        #expect(phone.windowScene.keyWindow === phone.window)
        #expect(pad.windowScene.keyWindow === pad.window)
        #expect(phone.window.traitCollection.horizontalSizeClass == .compact)
        #expect(pad.window.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aWindowOfOneDeviceCannotJoinAnotherDevicesScene() throws {
        let phone = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        let pad = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", rootViewController: UIViewController())
        let diagnostics = DiagnosticLog.capture { phone.window.windowScene = pad.windowScene }
        #expect(
            diagnostics.map(\.message) == [
                "windowScene ignored: the scene is shown by another device (iPad Pro 12.9-inch (3rd-6th generation)) "
                    + "than the window (iPhone 14 Pro / 15 / 15 Pro / 16)"
            ])
        #expect(phone.window.windowScene === phone.windowScene)
        #expect(pad.windowScene.windows == [pad.window])
        #expect(phone.window.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func aWindowMadeWithoutASceneJoinsOneAndTakesItsState() throws {
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            rootViewController: UIViewController())
        let loose = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        loose.windowScene = simulator.windowScene
        #expect(loose.frame == CGRect(x: 0, y: 0, width: 1366, height: 1024))
        #expect(loose.traitCollection.horizontalSizeClass == .regular)
        loose.windowScene = nil
        #expect(simulator.windowScene.windows == [simulator.window])
    }

    @Test func T5_twoAppsSideBySideInSplitViewEachHaveTheirOwnSizeAndTraits() throws {
        let main = UIViewController()
        let other = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, rootViewController: main)
        let beside = try simulator.openScene(beside: .twoThirds, rootViewController: other)

        #expect(simulator.window.bounds.size == CGSize(width: 981, height: 1024))
        #expect(beside.window.bounds.size == CGSize(width: 375, height: 1024))
        #expect(beside.windowScene.effectiveGeometry.systemFrame == CGRect(x: 991, y: 0, width: 375, height: 1024))
        #expect(simulator.windowScene.effectiveGeometry.systemFrame == CGRect(x: 0, y: 0, width: 981, height: 1024))
        #expect(main.traitCollection.horizontalSizeClass == .regular)
        #expect(other.traitCollection.horizontalSizeClass == .compact)
        #expect(simulator.screen.traitCollection.horizontalSizeClass == .regular)
        #expect(beside.screen === simulator.screen && beside.clock === simulator.clock)
        #expect(beside.windowScene !== simulator.windowScene)

        simulator.rotate(to: .portrait)
        #expect(simulator.window.bounds.size == CGSize(width: 639, height: 1366))
        #expect(beside.window.bounds.size == CGSize(width: 375, height: 1366))
        #expect(beside.windowScene.effectiveGeometry.systemFrame.origin == CGPoint(x: 649, y: 0))
        #expect(main.traitCollection.horizontalSizeClass == .compact)
        #expect(other.traitCollection.horizontalSizeClass == .compact)
        #expect(other.view.frame.size == CGSize(width: 375, height: 1366))

        simulator.rotate(to: .landscape)
        try simulator.resize(to: .oneThird)
        #expect(beside.window.bounds.size == CGSize(width: 981, height: 1024))
        #expect(other.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func T5_slideOverIsNotSideBySide() throws {
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            rootViewController: UIViewController())
        #expect(throws: DeviceLookupError.self) { try simulator.openScene(beside: .slideOver) }
        #expect(simulator.multitasking == nil, "nothing changed")
    }

    final class GeometryAppDelegate: UIApplicationDelegate {}

    /// A scene delegate that makes its own window and logs the scene's geometry updates.
    final class GeometrySceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let scene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController()
            self.window = window
            window.makeKeyAndVisible()
        }

        func windowScene(
            _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
            traitCollection previousTraitCollection: UITraitCollection
        ) {
            let size = previousCoordinateSpace.bounds.size
            log.append(
                "didUpdate(\(Int(size.width))x\(Int(size.height)), \(previousInterfaceOrientation), "
                    + "\(previousTraitCollection.verticalSizeClass), \(previousTraitCollection.userInterfaceStyle))")
        }

        func windowScene(
            _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
        ) {
            log.append(
                "didUpdateEffectiveGeometry(\(previousEffectiveGeometry.interfaceOrientation) -> "
                    + "\(windowScene.effectiveGeometry.interfaceOrientation))")
        }
    }

    @Test func T6_theSceneDelegateHearsEachGeometryAndTraitUpdateWithThePreviousValues() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let sceneDelegate = GeometrySceneDelegate()
        simulator.launch(GeometryAppDelegate(), sceneDelegate: sceneDelegate)
        #expect(simulator.window === sceneDelegate.window)
        #expect(simulator.windowScene.windows == [sceneDelegate.window])
        #expect(sceneDelegate.log.isEmpty)

        simulator.rotate(to: .landscape)
        simulator.setUserInterfaceStyle(.dark)

        #expect(
            sceneDelegate.log == [
                "didUpdate(393x852, portrait, Regular, Light)",
                "didUpdateEffectiveGeometry(portrait -> landscapeRight)",
                "didUpdate(852x393, landscapeRight, Compact, Light)",
                "didUpdateEffectiveGeometry(landscapeRight -> landscapeRight)",
            ])
    }
}
