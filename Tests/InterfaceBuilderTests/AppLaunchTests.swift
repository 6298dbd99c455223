import AdaptiveKit
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// The Master-Detail template's app delegate: it becomes the split view's delegate while launching
/// and keeps the list on screen when the split view collapses.
final class SplitAppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?
    var events: [String] = []

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("willFinish root=\(type(of: window?.rootViewController)) hidden=\(window?.isHidden ?? true)")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let split = window?.rootViewController as? UISplitViewController
        split?.delegate = self
        events.append("didFinish collapsed=\(split?.isCollapsed ?? false) state=\(application.applicationState)")
        return true
    }

    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        events.append("collapseSecondary key=\(window?.isKeyWindow ?? false)")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        events.append("didBecomeActive state=\(application.applicationState)")
    }
}

/// An app delegate that forgot `var window`: UIKit complains and the storyboard still shows.
final class WindowlessAppDelegate: UIApplicationDelegate {}

/// A scene-based app: the app delegate only configures, the scene delegate owns the window.
final class SceneAppDelegate: UIApplicationDelegate {
    var events: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("didFinish")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        events.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { events.append("applicationDidBecomeActive") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        events.append("willConnect window=\(window != nil) hidden=\(window?.isHidden ?? true)")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        events.append("willEnterForeground key=\(window?.isKeyWindow ?? false)")
    }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("didBecomeActive") }
}

/// A code-only app: it makes its window in `didFinishLaunching`, as apps did before storyboards.
final class CodeAppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite struct AppLaunchTests {
    @Test func launchRunsTheDelegateBeforeTheSplitViewCollapses() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let delegate = SplitAppDelegate()
        let application = simulator.launch(delegate, mainStoryboard: "Adaptive", bundle: .module)

        #expect(
            delegate.events == [
                "willFinish root=Optional<UIViewController> hidden=true",
                "didFinish collapsed=false state=inactive",
                "collapseSecondary key=true",
                "didBecomeActive state=active",
            ])
        #expect(UIApplication.shared === application)
        #expect(application.delegate === delegate)
        #expect(delegate.window === simulator.window)
        #expect(simulator.window.isKeyWindow)
        let split = try #require(simulator.window.rootViewController as? UISplitViewController)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1)
        #expect(split.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func anIPadKeepsBothColumnsAtLaunch() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape)
        let delegate = SplitAppDelegate()
        simulator.launch(delegate, mainStoryboard: "Adaptive", bundle: .module)

        #expect(delegate.events.contains { $0.hasPrefix("collapseSecondary") } == false)
        let split = try #require(simulator.window.rootViewController as? UISplitViewController)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
    }

    @Test func aDelegateWithoutAWindowPropertyGetsUIKitsComplaint() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let messages = DiagnosticLog.capture {
            simulator.launch(WindowlessAppDelegate(), mainStoryboard: "Adaptive", bundle: .module)
        }
        // The storyboard's custom classes are not linked into this test: UIKit's own warnings come first.
        #expect(
            messages.map(\.message).filter { !$0.hasPrefix("Unknown class") } == [
                "[Application] The app delegate must implement the window property if it wants to use a main storyboard file."
            ])
        #expect(simulator.window.rootViewController is UISplitViewController)
        #expect(simulator.window.isKeyWindow)
    }

    @Test func aSceneBasedAppConnectsItsSceneAfterLaunching() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let appDelegate = SceneAppDelegate()
        let sceneDelegate = SceneDelegate()
        let application = simulator.launch(
            appDelegate, sceneDelegate: sceneDelegate, mainStoryboard: "Adaptive", bundle: .module)

        #expect(appDelegate.events == ["didFinish", "configurationForConnecting"])
        #expect(
            sceneDelegate.events == [
                "willConnect window=true hidden=true", "willEnterForeground key=true", "didBecomeActive",
            ])
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(application.connectedScenes.count == 1)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.windows.count == 1 && scene.windows.first === simulator.window)
        #expect(simulator.window.windowScene === scene)
        #expect(application.windows.count == 1)
        #expect(simulator.window.next === scene)
    }

    @Test func aCodeOnlyAppsOwnWindowIsTheOneTheDeviceDrives() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let delegate = CodeAppDelegate()
        simulator.launch(delegate)

        let window = try #require(delegate.window)
        #expect(simulator.window === window)
        #expect(window.isKeyWindow)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        simulator.rotate(to: .landscape)
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(window.rootViewController?.traitCollection.verticalSizeClass == .compact)
    }

    @Test func launchingTwiceIsIgnoredWithAMessage() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let first = simulator.launch(SplitAppDelegate(), mainStoryboard: "Adaptive", bundle: .module)
        let messages = DiagnosticLog.capture {
            simulator.launch(SplitAppDelegate(), mainStoryboard: "Adaptive", bundle: .module)
        }
        #expect(messages.map(\.message) == ["launch ignored: the device already shows <UISplitViewController>"])
        #expect(UIApplication.shared === first)
    }
}

/// A storyboard's controller made and loaded while the app launches, before anything holds it.
@MainActor
@Suite struct StoryboardTraitPredictionTests {
    final class LoadingAppDelegate: UIApplicationDelegate {
        var window: UIWindow?
        var loaded: UIViewController?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let storyboard = try? UIStoryboard(contentsOf: Fixtures.url("SizeClassVariations.storyboard"))
            loaded = storyboard?.instantiateInitialViewController()
            loaded?.loadViewIfNeeded()
            return true
        }
    }

    @Test func S2_aStoryboardControllerLoadedDuringALaunchReadsTheDevicesTraits() throws {
        let delegate = LoadingAppDelegate()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", orientation: .landscape)
        simulator.launch(delegate, mainInterface: { UIViewController() })
        let loaded = try #require(delegate.loaded)
        #expect(loaded.isViewLoaded)
        #expect(loaded.traitCollection.horizontalSizeClass == .compact)
        #expect(loaded.traitCollection.verticalSizeClass == .compact)

        // The same scene instantiated outside a launch keeps the base layout's unspecified traits.
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("SizeClassVariations.storyboard"))
        let outside = try #require(storyboard.instantiateInitialViewController())
        outside.loadViewIfNeeded()
        #expect(outside.traitCollection.verticalSizeClass == .unspecified)
    }
}
