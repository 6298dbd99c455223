/// What an app tells the system as it launches and runs, like UIKit's `UIApplicationDelegate`.
///
/// Every method has a default, as UIKit's optional methods do. An app that uses a main storyboard
/// without scenes declares `var window: UIWindow?`: the launch stores the storyboard's window there.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window, for apps that do not adopt scenes.
    var window: UIWindow? { get set }

    /// Launch has begun; the main storyboard's window and initial controller exist.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Launch is almost done: the last chance to configure the interface before it appears.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The configuration of a scene about to connect (apps that adopt scenes).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    /// No window unless the delegate declares one, as when UIKit's optional property is not implemented.
    public var window: UIWindow? {
        get { nil }
        // swift-format-ignore: NoEmptyBlock
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    public func applicationDidBecomeActive(_ application: UIApplication) {}

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
