import Foundation

/// A headless device: a screen and a key window that rotate, resize and change settings as UIKit does.
///
/// It is how tests and tools drive AdaptiveKit. Make one for a device, orientation and
/// multitasking size with a root view controller, then change things: each change runs UIKit's
/// transition sequence (`willTransition(to:with:)`, `viewWillTransition(to:with:)`,
/// `traitCollectionDidChange(_:)`, alongside blocks with the layout pass, completions) on a
/// virtual clock. By default a change runs to completion before the call returns, so a test
/// reads the new state right after it.
@MainActor
public final class DeviceSimulator {
    /// The simulated device.
    public let device: DeviceProfile
    /// The device's screen.
    public let screen: UIScreen
    /// The app's key window: the simulator's own, or the one a launched app made key.
    public private(set) var window: UIWindow
    /// The app's scene: it holds the window and gives it its size and traits.
    public let windowScene: UIWindowScene
    /// Other apps' scenes beside this one in Split View (`openScene(beside:...)`).
    var companions: [DeviceSimulator] = []
    /// The clock every transition and animation runs on.
    public let clock: VirtualClock
    /// The current orientation.
    public private(set) var orientation: DeviceOrientation
    /// The current iPad multitasking arrangement, or nil for full screen.
    public private(set) var multitasking: MultitaskingSize?
    /// The window's size after `resize(toWindowSize:)` (Stage Manager, iPadOS 26 windowing), or nil
    /// when the window is full screen or a multitasking arrangement.
    public internal(set) var resizedWindowSize: CGSize?
    private var transitionInFlight = false
    /// Between a transition's first callback and the scheduling of its end: a change asked for then
    /// (from `viewWillTransition(to:with:)` or an alongside block) waits in `queuedTransitions`.
    private var startingTransition = false
    private var queuedTransitions: [() -> Void] = []
    /// Which generation of UIKit's presentation rules the app follows (iOS 13+ unless set).
    public var presentationBehavior = PresentationBehavior.iOS13

    /// Rotation animations last 0.3 s on iPhone and 0.4 s on iPad, as UIKit's coordinator reports.
    public var rotationDuration: TimeInterval { device.idiom == .pad ? 0.4 : 0.3 }

    /// Makes a device with its key window; `rootViewController` is installed and shown if given.
    ///
    /// Throws when the device offers no such multitasking arrangement in that orientation.
    public init(
        device: DeviceProfile, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        contentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light,
        rootViewController: UIViewController? = nil
    ) throws(DeviceLookupError) {
        _ = try device.windowSize(orientation, multitasking: multitasking)
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        clock = VirtualClock()
        screen = UIScreen(device: device, orientation: orientation)
        screen.update {
            $0.preferredContentSizeCategory = contentSizeCategory
            $0.userInterfaceStyle = userInterfaceStyle
        }
        UIScreen.mainScreen = screen
        windowScene = DeviceSimulator.makeScene()
        window = UIWindow(screen: screen)
        window.simulator = self
        window.clock = clock
        let state = try systemState(orientation: orientation, multitasking: multitasking)
        windowScene.place(on: screen, simulator: self, state: state)
        window.windowScene = windowScene
        if let rootViewController {
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
        }
    }

    /// Another app's side of the device (`openScene(beside:...)`): the same screen and clock, its own scene and window.
    init(companionOf host: DeviceSimulator, multitasking: MultitaskingSize) throws(DeviceLookupError) {
        device = host.device
        orientation = host.orientation
        self.multitasking = multitasking
        clock = host.clock
        screen = host.screen
        presentationBehavior = host.presentationBehavior
        windowScene = DeviceSimulator.makeScene(number: 2)
        window = UIWindow(screen: screen)
        window.simulator = self
        window.clock = clock
        let state = try systemState(orientation: orientation, multitasking: multitasking)
        windowScene.place(on: screen, simulator: self, state: state)
        window.windowScene = windowScene
    }

    /// Makes a device by model name (any spelling of the reference's `models`, case-insensitive).
    public convenience init(
        deviceNamed name: String, orientation: DeviceOrientation = .portrait, multitasking: MultitaskingSize? = nil,
        contentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light,
        rootViewController: UIViewController? = nil
    ) throws(DeviceLookupError) {
        try self.init(
            device: DeviceCatalog.profile(named: name), orientation: orientation, multitasking: multitasking,
            contentSizeCategory: contentSizeCategory, userInterfaceStyle: userInterfaceStyle,
            rootViewController: rootViewController)
    }

    /// The window's root controller; setting one installs it and makes the window key and visible.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            if newValue != nil { window.makeKeyAndVisible() }
        }
    }

    /// The window's traits.
    public var traitCollection: UITraitCollection { window.traitCollection }

    // MARK: Changes

    /// Rotates the device, running UIKit's rotation transition.
    ///
    /// In Split View, an arrangement the new orientation lacks (a half split in portrait) becomes
    /// two thirds, the nearest the system offers (see Deviations.md).
    public func rotate(to newOrientation: DeviceOrientation, completing: Bool = true) {
        guard newOrientation != orientation else { return }
        var arrangement = multitasking
        if let size = arrangement, device.multitaskingLayout(size, in: newOrientation) == nil {
            arrangement = .twoThirds
        }
        let turn: CGFloat = newOrientation == .landscape ? -.pi / 2 : .pi / 2
        performTransition(
            orientation: newOrientation, multitasking: arrangement,
            windowSize: resizedWindowSize.map { fittingWindowSize($0, in: newOrientation) },
            duration: rotationDuration, targetTransform: CGAffineTransform(rotationAngle: turn), completing: completing)
        companionsFollow(completing: completing)
    }

    /// Resizes the app to an iPad multitasking arrangement, or back to full screen with nil.
    public func resize(to newMultitasking: MultitaskingSize?, completing: Bool = true) throws(DeviceLookupError) {
        _ = try device.windowSize(orientation, multitasking: newMultitasking)
        guard newMultitasking != multitasking || resizedWindowSize != nil else { return }
        performTransition(multitasking: newMultitasking, windowSize: .some(nil), duration: 0.3, completing: completing)
        companionsFollow(completing: completing)
    }

    /// Changes the preferred text size (Dynamic Type), as the Settings app does.
    ///
    /// After the traits change, `UIContentSizeCategory.didChangeNotification` is posted by the app with the
    /// new category under `UIContentSizeCategory.newValueUserInfoKey`, as UIKit posts it.
    public func setContentSizeCategory(_ category: UIContentSizeCategory, completing: Bool = true) {
        let previous = screen.traitCollection.preferredContentSizeCategory
        performTransition(duration: 0, completing: completing) { $0.preferredContentSizeCategory = category }
        guard category != previous else { return }
        NotificationCenter.default.post(
            name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
            userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// Switches between light and dark appearance.
    public func setUserInterfaceStyle(_ style: UIUserInterfaceStyle, completing: Bool = true) {
        performTransition(duration: 0, completing: completing) { $0.userInterfaceStyle = style }
    }

    /// Switches the layout direction (a right-to-left language).
    public func setLayoutDirection(_ direction: UITraitEnvironmentLayoutDirection, completing: Bool = true) {
        performTransition(duration: 0, completing: completing) { $0.layoutDirection = direction }
    }

    /// Makes `newWindow` the window the device drives, as when an app makes its own window key at launch.
    func adopt(_ newWindow: UIWindow) {
        guard newWindow !== window,
            let state = try? systemState(
                orientation: orientation, multitasking: multitasking, windowSize: resizedWindowSize)
        else { return }
        if window.rootViewController == nil, window.windowScene === windowScene { window.windowScene = nil }
        window = newWindow
        if newWindow.windowScene == nil { newWindow.windowScene = windowScene }
        newWindow.simulator = self
        newWindow.clock = clock
        if newWindow.screen !== screen { newWindow.screen = screen }
        newWindow.applySystemState(traits: state.traits, safeArea: state.safeArea, frame: state.frame)
        newWindow.layoutIfNeeded()
    }

    /// Runs everything scheduled on the clock: pending completions and animations.
    public func runUntilIdle() { clock.runUntilIdle() }

    // MARK: The transition

    /// UIKit's sequence (Apple, UIContentContainer: willTransition(to:with:) and viewWillTransition(to:with:);
    /// WWDC15 session 205) for one change of the system's state.
    func performTransition(
        orientation newOrientation: DeviceOrientation? = nil, multitasking newMultitasking: MultitaskingSize?? = nil,
        windowSize newWindowSize: CGSize?? = nil, duration: TimeInterval,
        targetTransform: CGAffineTransform = .identity, completing: Bool,
        settings change: @escaping (inout ScreenSettings) -> Void = { _ in }
    ) {
        // A change asked for by the transition being set up runs once that one has finished: nested,
        // it would apply its geometry first and then be overwritten by the outer transition's.
        if startingTransition {
            queuedTransitions.append { [weak self] in
                self?.performTransition(
                    orientation: newOrientation, multitasking: newMultitasking, windowSize: newWindowSize,
                    duration: duration, targetTransform: targetTransform, completing: completing, settings: change)
            }
            return
        }
        // A transition still in flight finishes before the next begins, as on a device.
        if transitionInFlight { clock.runUntilIdle() }
        let orientation = newOrientation ?? self.orientation
        let multitasking = newMultitasking ?? self.multitasking
        let windowSize = newWindowSize ?? resizedWindowSize
        var settings = screen.currentSettings
        change(&settings)
        let screenTraits = screen.computedTraits(orientation: orientation, settings: settings)
        // Validated by every public entry point; a failure here means no change is possible.
        guard
            let state = try? systemState(
                orientation: orientation, multitasking: multitasking, windowSize: windowSize,
                screenTraits: screenTraits)
        else { return }

        startingTransition = true
        let coordinator = TransitionCoordinator(
            duration: duration, targetTransform: targetTransform, containerView: window)
        let root = window.rootViewController
        // What the window and its root controller will resolve to once the scene has the new traits.
        let sceneTraits = window.windowScene?.resolvedTraits(system: state.traits) ?? state.traits
        let windowTraits = TraitResolution.resolve(inherited: sceneTraits, own: window.traitOverridesStorage)
        let sizeChanges = state.frame.size != window.bounds.size

        window.traitPropagation.deferringUpdates {
            if let root {
                let predicted = TraitResolution.resolve(inherited: windowTraits, own: root.traitOverridesStorage)
                if predicted != root.traitCollection { root.willTransition(to: predicted, with: coordinator) }
            }
            window.presentationsWillTransition(to: windowTraits, safeArea: state.safeArea, with: coordinator)
            if sizeChanges {
                root?.viewWillTransition(to: state.frame.size, with: coordinator)
                window.presentationsWillTransition(to: state.frame.size, with: coordinator)
                // UIKit asks every container for its children's overrides again in a size transition, even
                // when the window's traits stay (an iPad rotating): `overrideTraitCollection(forChild:)` may
                // read what `viewWillTransition(to:with:)` just remembered. New window traits run that pass anyway.
                if windowTraits == window.traitCollection { TraitPropagation.invalidate(window) }
            }
            otherWindowsWillTransition(to: sceneTraits, state: state, with: coordinator)
            self.orientation = orientation
            self.multitasking = multitasking
            self.resizedWindowSize = windowSize
            screen.update(orientation: orientation) { $0 = settings }
            // The trait step: the new scene traits (when they differ) and whatever the callbacks above
            // changed propagate now, in one pass each; the animation then only applies the geometry.
            window.sceneTraitCollection = state.traits
            window.traitPropagation.flush()
        }

        transitionInFlight = true
        coordinator.runAnimations(
            prepare: { window.applySystemState(traits: state.traits, safeArea: state.safeArea, frame: state.frame) },
            layout: {
                window.layoutIfNeeded()
                for other in self.otherSceneWindows { other.layoutIfNeeded() }
            })
        clock.schedule(after: duration) { [weak self] in
            coordinator.finish()
            self?.transitionInFlight = false
            self?.startQueuedTransition()
        }
        startingTransition = false
        if completing { clock.runUntilIdle() }
    }

    /// Starts the first change asked for while an earlier transition was being set up.
    private func startQueuedTransition() {
        guard !queuedTransitions.isEmpty else { return }
        queuedTransitions.removeFirst()()
    }

    /// The window traits, safe area and frame the system gives the app in a configuration.
    func systemState(
        orientation: DeviceOrientation, multitasking: MultitaskingSize?, windowSize: CGSize? = nil,
        screenTraits: UITraitCollection? = nil
    ) throws(DeviceLookupError) -> (traits: UITraitCollection, safeArea: UIEdgeInsets, frame: CGRect) {
        var size = try device.windowSize(orientation, multitasking: multitasking)
        var sizeClasses = try device.sizeClasses(orientation, multitasking: multitasking)
        if let windowSize {
            size = windowSize
            sizeClasses = device.sizeClasses(forWindowSize: windowSize)
        }
        let traits = (screenTraits ?? screen.traitCollection).modifyingTraits {
            $0.horizontalSizeClass = sizeClasses.horizontal
            $0.verticalSizeClass = sizeClasses.vertical
        }
        return (traits, device.safeAreaInsets[orientation], CGRect(origin: .zero, size: size))
    }
}
