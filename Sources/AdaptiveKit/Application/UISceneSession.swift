/// The system's record of one scene, like UIKit's `UISceneSession`.
@MainActor
public final class UISceneSession: NSObject {
    /// The kind of scene, like UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A scene of the app's own windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// An identifier unique to the session.
    public let persistentIdentifier: String
    /// The kind of scene.
    public let role: Role
    /// The configuration the app delegate chose for the scene.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, if any.
    public internal(set) weak var scene: UIScene?

    init(persistentIdentifier: String, role: Role) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

/// How a scene is made, like UIKit's `UISceneConfiguration`: its name and role.
///
/// UIKit's configuration also names the scene's delegate class and storyboard, read from the app's
/// Info.plist. There is no Info.plist or class lookup by name here: `DeviceSimulator.launch` takes
/// the scene delegate and the main interface directly (see Deviations.md).
@MainActor
public final class UISceneConfiguration: NSObject {
    /// The name of the configuration in the app's Info.plist.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role

    /// Creates a configuration for a role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
