import Foundation

/// The backdrop of an app's interface, like UIKit's `UIWindow`: it hosts the root view controller.
@MainActor
open class UIWindow: UIView {
    /// The clock animations run on: the simulator's, or none (changes complete at once).
    package internal(set) weak var clock: VirtualClock?

    /// The screen the window is on.
    public var screen: UIScreen {
        didSet { TraitPropagation.invalidate(self) }
    }
    /// Whether the window is the key window of its scene (of the app, for a window without a scene).
    public private(set) var isKeyWindow = false
    /// Where the window sits among the scene's windows: higher levels cover lower ones.
    open var windowLevel: UIWindow.Level = .normal
    /// The simulator that drives the window: its clock runs presentations, its setting picks their rules.
    weak var simulator: DeviceSimulator?

    /// The traits the system gives the window: its screen's, with size classes for the window's size.
    ///
    /// A new value propagates at once, or in the trait step of the transition that sets it.
    /// In a scene, the scene holds them for all its windows and adds its own overrides: the window
    /// inherits the scene's traits.
    var sceneTraitCollection: UITraitCollection {
        didSet {
            guard sceneTraitCollection != oldValue else { return }
            if let windowScene, windowScene.systemTraitCollection != sceneTraitCollection {
                windowScene.systemTraitCollection = sceneTraitCollection
            }
            TraitPropagation.invalidate(self)
        }
    }
    /// This window's trait propagation: its own, so transitions in other windows never hold it back.
    let traitPropagation = TraitPropagation()
    /// The window's safe area as the system (the simulator) sets it for the device and orientation.
    var systemSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { forgetSafeAreas() }
    }

    /// The safe area with the status bar's preference applied: on devices whose 20-point status bar is
    /// the whole top inset (no notch), hiding it gives the space back, as on those devices.
    var windowSafeAreaInsets: UIEdgeInsets {
        var insets = systemSafeAreaInsets
        if isStatusBarHidden, insets.top == 20 { insets.top = 0 }
        return insets
    }

    /// The status bar style the root controller's chain asks for.
    package var statusBarStyle: UIStatusBarStyle { rootViewController?.effectiveStatusBarStyle ?? .default }

    /// Whether the root controller's chain hides the status bar.
    package var isStatusBarHidden: Bool { rootViewController?.effectiveStatusBarHidden ?? false }

    /// Re-reads the status bar preferences (after `setNeedsStatusBarAppearanceUpdate()`).
    func statusBarAppearanceDidChange() {
        forgetSafeAreas()
        setNeedsLayout()
        forEachInSubtree { $0.setNeedsLayout() }
    }

    /// Creates a window on the main screen, hidden until `makeKeyAndVisible()`.
    public override init(frame: CGRect) {
        screen = .main
        sceneTraitCollection = UIScreen.main.traitCollection
        super.init(frame: frame)
        isHidden = true
        TraitPropagation.invalidate(self)
    }

    /// Creates a window on a screen, covering it.
    package init(screen: UIScreen) {
        self.screen = screen
        sceneTraitCollection = screen.traitCollection
        super.init(frame: screen.bounds)
        isHidden = true
        TraitPropagation.invalidate(self)
    }

    public required init?(coder: NSCoder) {
        screen = .main
        sceneTraitCollection = UIScreen.main.traitCollection
        super.init(coder: coder)
    }

    open override var window: UIWindow? { self }

    /// Creates a window in a scene, on the scene's screen, covering the scene and with its traits.
    public init(windowScene: UIWindowScene) {
        screen = windowScene.screen
        sceneTraitCollection = windowScene.systemTraitCollection
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        // Observers do not run in an initializer: join the scene as setting `windowScene` does.
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    /// The scene the window belongs to; setting one moves the window to that scene's windows.
    ///
    /// A window shown by one device cannot join a scene another device shows: the change is ignored
    /// with a warning (UIKit has no such case: scenes of other devices are not in the process).
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            if let windowScene, let mine = simulator, let theirs = windowScene.simulator, mine !== theirs {
                DiagnosticLog.warn(
                    "windowScene ignored: the scene is shown by another device (\(theirs.device.name)) than the "
                        + "window (\(mine.device.name))")
                self.windowScene = oldValue
                return
            }
            oldValue?.detach(self)
            // The key window of the scene it left: it is no one's key window now (iOS 15: key in its scene).
            if oldValue != nil, isKeyWindow { resignKeyStatus() }
            windowScene?.attach(self)
        }
    }

    /// The window's first responder (one per window), set by `becomeFirstResponder()` and `resignFirstResponder()`.
    final weak var firstResponder: UIResponder? {
        didSet {
            guard firstResponder !== oldValue, !isHandingOverFirstResponder else { return }
            screen.keyboard.firstResponderDidChange(in: self)
        }
    }
    /// While one responder hands first-responder status to another, the keyboard waits for the new one.
    final var isHandingOverFirstResponder = false

    /// The window's scene, or the app for a window without one: the responder chain goes on there.
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// Delivers an event's touches in this window to the views they began on, like UIKit's `sendEvent(_:)`:
    /// each view hears `touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled` with its touches in
    /// that phase, and passes them up the responder chain unless it handles them.
    ///
    /// The gesture recognizers of the view a touch began on and of its ancestors see each touch first; their
    /// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` decide what the view hears, and
    /// `isMultipleTouchEnabled` and `isExclusiveTouch` which views hear a second finger.
    open func sendEvent(_ event: UIEvent) {
        GestureDelivery.deliver(event, in: self)
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue {
                let wasShown = oldValue.viewIfLoaded?.superview === self
                if wasShown { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.hostWindow = nil
                if wasShown { oldValue.viewIfLoaded?.removeFromSuperview() }
                if wasShown { oldValue.endAppearanceTransition() }
                TraitPropagation.invalidate(oldValue)
            }
            if let rootViewController {
                rootViewController.hostWindow = self
                TraitPropagation.invalidate(self)
                if !isHidden { installRootView() }
            }
        }
    }

    /// The window made key last, while it is key (a key window that leaves its scene resigns).
    ///
    /// Held weakly, as UIKit's key window is: what shows a window keeps it (its `DeviceSimulator`, the app's
    /// scene delegate), so a window everyone let go is freed with its hierarchy instead of living on until
    /// another window becomes key.
    private(set) static weak var keyWindow: UIWindow?

    /// Shows the window and makes it key, adding the root controller's view.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        installRootView()
    }

    /// Makes the window the key window of its scene, like UIKit's `makeKey()`: the scene's previous
    /// key window resigns first (`resignKey()`, then `didResignKeyNotification`), then this one
    /// becomes key (`becomeKey()`, then `didBecomeKeyNotification`). Other scenes keep their key windows.
    open func makeKey() {
        UIWindow.keyWindow = self
        guard !isKeyWindow else { return }
        let previous =
            if let windowScene { windowScene.keyWindow } else { UIWindow.sceneLessKeyWindow }
        if let previous, previous !== self { previous.resignKeyStatus() }
        if windowScene == nil { UIWindow.sceneLessKeyWindow = self }
        isKeyWindow = true
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// No longer key: `resignKey()`, then `didResignKeyNotification`.
    private func resignKeyStatus() {
        isKeyWindow = false
        if UIWindow.keyWindow === self { UIWindow.keyWindow = nil }
        resignKey()
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Called when the window became key; override to react (call super).
    open func becomeKey() {}

    /// Called when the window stopped being key; override to react (call super).
    open func resignKey() {}

    /// The key window among windows without a scene (iOS 14's app-wide rule for them).
    private static weak var sceneLessKeyWindow: UIWindow?

    /// Sizes the root controller's view to the window, as UIKit's window does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let view = rootViewController?.viewIfLoaded, view.superview === self { view.frame = bounds }
    }

    /// Shows the root controller's view: `viewWillAppear`, the view joins the window and is laid out,
    /// then `viewDidAppear`, as UIKit does when a window becomes visible.
    private func installRootView() {
        guard let controller = rootViewController, let view = controller.view, view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        layoutIfNeeded()
        controller.endAppearanceTransition()
    }

    /// Sets what the system decides for the window: traits, safe area and frame.
    ///
    /// Traits propagate only when they differ: a transition has propagated them in its trait step
    /// before its animation applies the rest.
    func applySystemState(traits: UITraitCollection, safeArea: UIEdgeInsets, frame newFrame: CGRect) {
        if let windowScene, windowScene.simulator != nil {
            windowScene.applySystemState(traits: traits, safeArea: safeArea, frame: newFrame)
        } else {
            applyOwnSystemState(traits: traits, safeArea: safeArea, frame: newFrame)
        }
    }

    /// Sets the system's state on this window alone (its scene passes it to each of its windows).
    func applyOwnSystemState(traits: UITraitCollection, safeArea: UIEdgeInsets, frame newFrame: CGRect) {
        sceneTraitCollection = traits
        systemSafeAreaInsets = safeArea
        if frame != newFrame { frame = newFrame }
        setNeedsLayout()
    }
}

extension UIWindow {
    /// A window's level, like UIKit's `UIWindow.Level`: windows of a higher level cover those of lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's number.
        public let rawValue: CGFloat
        /// A level with this number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level with this number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of app windows (0).
        public static let normal = Level(0)
        /// The level of the status bar (1000).
        public static let statusBar = Level(1000)
        /// The level of alerts (2000).
        public static let alert = Level(2000)

        /// Whether `lhs` is below `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level `rhs` above `lhs` (`.alert + 1`).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// Posted when a window became key, with the window as object.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stopped being key, with the window as object.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
