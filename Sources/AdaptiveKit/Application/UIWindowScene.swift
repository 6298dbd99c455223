import Foundation

/// A scene that shows windows, like UIKit's `UIWindowScene`: the top of the trait hierarchy.
///
/// The system (a `DeviceSimulator`) gives the scene its traits, size and safe area; the scene
/// resolves its own traits from those with its `traitOverrides` and hands them to every window in
/// it. Each `DeviceSimulator` has one; `DeviceSimulator.openScene(beside:...)` adds another app's.
@MainActor
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// The windows in the scene; the scene does not keep them alive (the app does, as in UIKit).
    private var attachedWindows: [WeakWindow] = []
    var traitState = TraitState()
    var traitOverridesStorage = TraitValues()
    var traitChangeRegistrations = TraitChangeRegistrations()
    /// The simulator that shows the scene and drives its size and traits, if any.
    weak var simulator: DeviceSimulator?
    private var screenStorage: UIScreen?
    /// Where the scene sits on the screen, in screen coordinates (`effectiveGeometry.systemFrame`).
    var systemFrame: CGRect = .zero
    /// The safe area the system gives the scene's windows.
    var systemSafeAreaInsets: UIEdgeInsets = .zero

    /// The traits the system gives the scene (the screen's, with size classes for the scene's size).
    ///
    /// A change updates the scene's traits, then every window's.
    var systemTraitCollection = UITraitCollection() {
        didSet {
            guard systemTraitCollection != oldValue else { return }
            updateTraits()
            for window in windows where window.sceneTraitCollection != systemTraitCollection {
                window.sceneTraitCollection = systemTraitCollection
            }
        }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// Creates a scene for a session, with the main screen's traits until the system places it.
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        systemTraitCollection = UIScreen.main.traitCollection
        updateTraits()
    }

    /// The windows shown in the scene, back to front: by `windowLevel`, then in the order they joined.
    public var windows: [UIWindow] {
        let windows = attachedWindows.compactMap(\.window)
        return windows.enumerated().sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// The screen the scene is on.
    public var screen: UIScreen { screenStorage ?? attachedWindows.lazy.compactMap(\.window).first?.screen ?? .main }

    /// The scene's key window: the one of its windows that receives keyboard and other non-touch events.
    public var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    // MARK: Traits

    /// The scene's traits: the system's with the scene's own overrides.
    public var traitCollection: UITraitCollection { traitState.current }

    /// Called when the scene's traits changed, before its windows hear of it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// iOS 17 trait overrides: traits set here apply to every window, controller and view in the scene.
    public var traitOverrides: any UITraitOverrides {
        get { traitOverridesStorage }
        set {
            traitOverridesStorage = newValue as? TraitValues ?? TraitValues()
            updateTraits()
        }
    }

    /// What the scene's traits will be once the system gives it `traits`.
    func resolvedTraits(system traits: UITraitCollection) -> UITraitCollection {
        TraitResolution.resolve(inherited: traits, own: traitOverridesStorage)
    }

    /// Resolves the scene's traits; on a change, tells the scene, its registrations, then its windows.
    func updateTraits() {
        guard storeTraits(resolvedTraits(system: systemTraitCollection)) else { return }
        for window in windows { TraitPropagation.invalidate(window) }
    }

    // MARK: Geometry

    /// The scene's current geometry: its frame on the screen and its orientation.
    public var effectiveGeometry: Geometry {
        Geometry(
            systemFrame: systemFrame, interfaceOrientation: interfaceOrientation,
            coordinateSpace: SceneCoordinateSpace(bounds: CGRect(origin: .zero, size: systemFrame.size)),
            isInteractivelyResizing: false)
    }

    /// The interface orientation (deprecated in UIKit for `effectiveGeometry.interfaceOrientation`).
    public var interfaceOrientation: UIInterfaceOrientation {
        screen.orientation == .portrait ? .portrait : .landscapeRight
    }

    /// The scene's coordinate space: its bounds, origin zero.
    public var coordinateSpace: any UICoordinateSpace { effectiveGeometry.coordinateSpace }

    // MARK: The system's part

    /// Sets what the system decides for the scene and passes it to each of its windows.
    func applySystemState(traits: UITraitCollection, safeArea: UIEdgeInsets, frame: CGRect) {
        systemFrame.size = frame.size
        systemSafeAreaInsets = safeArea
        systemTraitCollection = traits
        for window in windows {
            window.applyOwnSystemState(
                traits: traits, safeArea: safeArea, frame: CGRect(origin: .zero, size: frame.size))
        }
        reportGeometryUpdate()
    }

    /// What the delegate was last told of (or the first state): reported again only when it changes.
    private var reportedGeometry: (geometry: Geometry, traits: UITraitCollection)?

    /// Tells the delegate of a new size, orientation or traits, with the previous ones, once the
    /// windows have them: the older `didUpdate` callback, then `didUpdateEffectiveGeometry`.
    private func reportGeometryUpdate() {
        let now = (geometry: effectiveGeometry, traits: traitCollection)
        defer { reportedGeometry = now }
        guard let previous = reportedGeometry,
            previous.geometry.systemFrame.size != now.geometry.systemFrame.size
                || previous.geometry.interfaceOrientation != now.geometry.interfaceOrientation
                || previous.traits != now.traits,
            let delegate = delegate as? any UIWindowSceneDelegate
        else { return }
        delegate.windowScene(
            self, didUpdate: previous.geometry.coordinateSpace,
            interfaceOrientation: previous.geometry.interfaceOrientation, traitCollection: previous.traits)
        delegate.windowScene(self, didUpdateEffectiveGeometry: previous.geometry)
    }

    /// Adds a window made with `UIWindow(windowScene:)` or moved here; it takes the scene's screen,
    /// simulator, size and traits when the scene has them.
    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil }
        if !attachedWindows.contains(where: { $0.window === window }) {
            attachedWindows.append(WeakWindow(window: window))
        }
        if simulator == nil, let driver = window.simulator {
            // A scene made by the app: the first window the system drives brings the system's state.
            simulator = driver
            screenStorage = window.screen
            systemFrame = CGRect(origin: .zero, size: window.bounds.size)
            systemSafeAreaInsets = window.systemSafeAreaInsets
            systemTraitCollection = window.sceneTraitCollection
        } else if let simulator {
            window.simulator = simulator
            window.clock = simulator.clock
            if window.screen !== screen { window.screen = screen }
            window.applyOwnSystemState(
                traits: systemTraitCollection, safeArea: systemSafeAreaInsets,
                frame: CGRect(origin: .zero, size: systemFrame.size))
        }
        TraitPropagation.invalidate(window)
    }

    /// Removes a window that moved to another scene or left its scene.
    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
    }

    /// Places the scene for the system: its screen, the simulator that drives it, its first state.
    func place(
        on screen: UIScreen, simulator: DeviceSimulator,
        state: (traits: UITraitCollection, safeArea: UIEdgeInsets, frame: CGRect)
    ) {
        screenStorage = screen
        self.simulator = simulator
        applySystemState(traits: state.traits, safeArea: state.safeArea, frame: state.frame)
    }
}

extension UIWindowScene {
    /// A scene's geometry, like UIKit's `UIWindowScene.Geometry`: a snapshot the system makes.
    @MainActor
    public final class Geometry: NSObject {
        /// The scene's frame in screen coordinates.
        public let systemFrame: CGRect
        /// The interface orientation.
        public let interfaceOrientation: UIInterfaceOrientation
        /// The scene's coordinate space.
        public let coordinateSpace: any UICoordinateSpace
        /// Whether the user is resizing the scene right now (a live drag; never, here).
        public let isInteractivelyResizing: Bool
        /// Whether the interface orientation is locked (it never is, here).
        public var isInterfaceOrientationLocked: Bool { false }

        init(
            systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation, coordinateSpace: any UICoordinateSpace,
            isInteractivelyResizing: Bool
        ) {
            self.systemFrame = systemFrame
            self.interfaceOrientation = interfaceOrientation
            self.coordinateSpace = coordinateSpace
            self.isInteractivelyResizing = isInteractivelyResizing
            super.init()
        }
    }
}

/// A scene's coordinate space: its bounds.
@MainActor
final class SceneCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect
    init(bounds: CGRect) { self.bounds = bounds }
}
