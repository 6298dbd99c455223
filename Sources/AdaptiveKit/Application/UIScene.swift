/// A part of the app's interface the system shows, like UIKit's `UIScene`.
@MainActor
open class UIScene: UIResponder {
    /// What the system passes to a connecting scene, like UIKit's `UIScene.ConnectionOptions`.
    ///
    /// A launch from the home screen brings no URL, activity or notification, so it holds nothing yet.
    public struct ConnectionOptions: Sendable {
        /// The bundle identifier of the app that asked for the scene, if any.
        public var sourceApplication: String? { nil }
    }

    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate. UIKit's scene holds it strongly; so does this one.
    open var delegate: (any UISceneDelegate)?
    /// Whether the scene is in the foreground and active.
    public internal(set) var activationState: ActivationState = .unattached
    /// The title the system shows for the scene.
    open var title: String?

    /// The scene's state, like UIKit's `UIScene.ActivationState` (raw values as UIKit's).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// Creates a scene for a session.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The app, next in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }
}
