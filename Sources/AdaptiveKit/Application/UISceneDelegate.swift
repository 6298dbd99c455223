/// What a scene tells the app about its life, like UIKit's `UISceneDelegate`; every method has a default.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is about to connect: where a scene delegate sets up its window.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
}

/// A scene delegate that manages windows, like UIKit's `UIWindowSceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window: the launch stores the storyboard's window here.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window unless the delegate declares one, as when UIKit's optional property is not implemented.
    public var window: UIWindow? {
        get { nil }
        // swift-format-ignore: NoEmptyBlock
        set {}
    }
}
