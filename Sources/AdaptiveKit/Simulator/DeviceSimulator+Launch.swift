extension DeviceSimulator {
    /// Launches an app on the device in UIKit's order, as `UIApplicationMain` does.
    ///
    /// Without a scene delegate: the app and its delegate are made; the main interface's initial
    /// controller becomes the root of the device's window, which is stored in the delegate's
    /// `window`; `application(_:willFinishLaunchingWithOptions:)` and
    /// `application(_:didFinishLaunchingWithOptions:)` run; then the window becomes key and visible
    /// and lays out, and `applicationDidBecomeActive(_:)` runs. Traits reach the interface only
    /// after the delegate has run, so adaptive decisions (a split view collapsing on an iPhone) ask
    /// the delegates it installed, as on a device.
    ///
    /// With a scene delegate, after the app delegate's launch methods the scene connects: the app
    /// delegate's `application(_:configurationForConnecting:options:)`, the window (from the main
    /// interface) stored in the scene delegate's `window`, `scene(_:willConnectTo:options:)`, the window
    /// shown, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
    ///
    /// An app without a main interface makes its own window in `didFinishLaunching` (or
    /// `willConnectTo`) and makes it key; the device then drives that window.
    ///
    /// Controllers the app makes during the launch predict their traits from the device's scene
    /// before their views load, even before they have a place (see `TraitPrediction`).
    @discardableResult
    public func launch(
        _ delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
        mainInterface: (() -> UIViewController?)? = nil, options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> UIApplication {
        TraitPrediction.running(in: windowScene) {
            launchApp(delegate, sceneDelegate: sceneDelegate, mainInterface: mainInterface, options: options)
        }
    }

    private func launchApp(
        _ delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)?,
        mainInterface: (() -> UIViewController?)?, options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> UIApplication {
        guard window.rootViewController == nil else {
            DiagnosticLog.warn(
                "launch ignored: the device already shows \(window.rootViewController?.debugName ?? "an interface")")
            return UIApplication.shared
        }
        let application = UIApplication()
        UIApplication.shared = application
        application.delegate = delegate
        let usesScenes = sceneDelegate != nil

        window.traitPropagation.deferringUpdates {
            if !usesScenes, let root = mainInterface?() {
                install(root, storingWindowIn: { delegate.window = $0 }, readingBack: { delegate.window })
            }
            _ = delegate.application(application, willFinishLaunchingWithOptions: options)
            _ = delegate.application(application, didFinishLaunchingWithOptions: options)
        }
        if let sceneDelegate {
            connectScene(of: application, delegate: sceneDelegate, mainInterface: mainInterface)
        } else {
            showLaunchedWindow(delegate.window)
            application.applicationState = .active
            delegate.applicationDidBecomeActive(application)
        }
        return application
    }

    private func connectScene(
        of application: UIApplication, delegate sceneDelegate: any UISceneDelegate,
        mainInterface: (() -> UIViewController?)?
    ) {
        // The device's scene connects: its window is the one the main interface goes in.
        let scene = windowScene
        let session = scene.session
        let options = UIScene.ConnectionOptions()
        session.configuration =
            application.delegate?.application(application, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        scene.delegate = sceneDelegate
        application.connectedScenes.insert(scene)
        let windowDelegate = sceneDelegate as? any UIWindowSceneDelegate
        window.traitPropagation.deferringUpdates {
            if let root = mainInterface?() {
                window.windowScene = scene
                install(
                    root, storingWindowIn: { windowDelegate?.window = $0 }, readingBack: { windowDelegate?.window })
            }
            sceneDelegate.scene(scene, willConnectTo: session, options: options)
        }
        showLaunchedWindow(windowDelegate?.window)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        application.applicationState = .active
        sceneDelegate.sceneDidBecomeActive(scene)
    }

    /// The storyboard's part of a launch: the initial controller in the device's (still hidden) window.
    private func install(
        _ root: UIViewController, storingWindowIn store: (UIWindow) -> Void, readingBack read: () -> UIWindow?
    ) {
        window.rootViewController = root
        store(window)
        if read() !== window {
            DiagnosticLog.warn(
                "[Application] The app delegate must implement the window property if it wants to use a main storyboard file."
            )
        }
    }

    /// Shows the window the launch ended with: the one the app made key, or the main interface's.
    private func showLaunchedWindow(_ delegateWindow: UIWindow?) {
        if let key = UIWindow.keyWindow, key !== window, key.screen === screen, key.rootViewController != nil {
            adopt(key)
        } else if let delegateWindow, delegateWindow !== window, delegateWindow.rootViewController != nil {
            delegateWindow.makeKeyAndVisible()
            adopt(delegateWindow)
        }
        if window.rootViewController != nil, !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
    }
}
