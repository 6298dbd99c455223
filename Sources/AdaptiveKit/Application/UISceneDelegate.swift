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
    /// The scene's size, orientation or traits changed; the arguments are the previous ones.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
    /// The scene's geometry changed; the argument is the previous geometry.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)
}

extension UIWindowSceneDelegate {
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry
    ) {}

    /// No window unless the delegate declares one, as when UIKit's optional property is not implemented.
    public var window: UIWindow? {
        get { nil }
        // swift-format-ignore: NoEmptyBlock
        set {}
    }
}
