/// The running app, like UIKit's `UIApplication`: its delegate, windows, scenes and state.
///
/// There is one per launch: `DeviceSimulator.launch(...)` makes a new one, as `UIApplicationMain`
/// does, and makes it `shared`. Before any launch `shared` is an app with no delegate.
@MainActor
open class UIApplication: UIResponder {
    /// The app's state, like UIKit's `UIApplication.State` (raw values as UIKit's).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// Keys of the launch options dictionary, like UIKit's `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that opened it.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The user activity the app continues.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    /// The app, as UIKit's singleton.
    public internal(set) static var shared = UIApplication()

    /// The app delegate. UIKit's application holds it for the app's lifetime; so does this one.
    open var delegate: (any UIApplicationDelegate)?

    /// Whether the app is active, inactive or in the background.
    public internal(set) var applicationState: State = .inactive

    /// The scenes connected to the app (none for an app that does not adopt scenes).
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions of every scene the app has, connected or not.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether the app shows more than one scene at a time; one here, as on an iPhone.
    public var supportsMultipleScenes: Bool { false }

    /// The app's windows: those of its scenes, then the key window if no scene holds it.
    ///
    /// A `DeviceSimulator` makes its window without a scene, so the key window counts even in an app
    /// that launched with scenes (one process runs many simulators in a test run).
    public var windows: [UIWindow] {
        var windows = connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        if let key = UIWindow.keyWindow, !windows.contains(where: { $0 === key }) { windows.append(key) }
        return windows
    }

    /// The window that receives keyboard and other non-touch events; deprecated in UIKit since iOS 13.
    ///
    /// With several scenes each has its own key window; the app's is the one made key last.
    public var keyWindow: UIWindow? {
        windows.first(where: { $0 === UIWindow.keyWindow && $0.isKeyWindow }) ?? windows.first(where: \.isKeyWindow)
    }

    /// The app delegate, when it is a responder: the last link of the responder chain.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches an event to the windows its touches are in, like UIKit's `sendEvent(_:)`.
    open func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in event.touchSet {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }

    public override init() { super.init() }
}
