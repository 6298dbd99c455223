import Foundation

/// A device's screen, like UIKit's `UIScreen`: its size in the current orientation, scale and traits.
@MainActor
public final class UIScreen: NSObject, UITraitEnvironment {
    /// The device whose screen this is.
    package let device: DeviceProfile
    /// The interface orientation the screen is in.
    package private(set) var orientation: DeviceOrientation
    private var settings: ScreenSettings
    /// The screen's software keyboard, made when first needed.
    var softwareKeyboard: SoftwareKeyboard?
    var traitState = TraitState()
    /// Always empty: UIKit's screens take no trait change registrations, but report as every environment does.
    let traitChangeRegistrations = TraitChangeRegistrations()

    /// The screen of the most recently made simulator, or an iPhone 15 Pro screen, like `UIScreen.main`.
    public static var main: UIScreen {
        if let screen = mainScreen { return screen }
        let screen = UIScreen(device: DeviceCatalog.defaultDevice, orientation: .portrait)
        mainScreen = screen
        return screen
    }
    static var mainScreen: UIScreen?

    /// Makes a screen for a device in an orientation.
    package init(device: DeviceProfile, orientation: DeviceOrientation) {
        self.device = device
        self.orientation = orientation
        settings = ScreenSettings()
        super.init()
        traitState.current = computedTraits()
        traitState.hasDelivered = true
    }

    /// The screen in points, origin zero, in the current orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.screenSize(orientation)) }
    /// The panel in pixels, portrait, as UIKit's `nativeBounds` reports it.
    public var nativeBounds: CGRect {
        CGRect(
            x: 0, y: 0, width: device.portraitSize.width * device.nativeScale,
            height: device.portraitSize.height * device.nativeScale)
    }
    /// Points to pixels, as UIKit reports it (3 on a Plus phone whose panel is 2.6).
    public var scale: CGFloat { device.scale }
    /// The panel's own points-to-pixels factor.
    public var nativeScale: CGFloat { device.nativeScale }

    /// The screen's traits: full-screen size classes and every other trait specified.
    public var traitCollection: UITraitCollection { traitState.current }

    /// Called when the screen's traits change (rotation, text size, appearance).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Changes the screen's state and its traits; the simulator calls this inside a transition.
    func update(orientation: DeviceOrientation? = nil, _ change: (inout ScreenSettings) -> Void = { _ in }) {
        let rotated = orientation.map { $0 != self.orientation } ?? false
        if let orientation { self.orientation = orientation }
        change(&settings)
        storeTraits(computedTraits())
        if rotated { softwareKeyboard?.screenDidRotate() }
    }

    /// The traits the screen would have in another orientation or with other settings.
    func computedTraits(orientation: DeviceOrientation? = nil, settings: ScreenSettings? = nil) -> UITraitCollection {
        let settings = settings ?? self.settings
        let sizeClasses = device.sizeClasses[orientation ?? self.orientation]
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = device.idiom
            traits.displayScale = device.scale
            traits.horizontalSizeClass = sizeClasses.horizontal
            traits.verticalSizeClass = sizeClasses.vertical
            traits.userInterfaceStyle = settings.userInterfaceStyle
            traits.layoutDirection = settings.layoutDirection
            traits.preferredContentSizeCategory = settings.preferredContentSizeCategory
            traits.legibilityWeight = settings.legibilityWeight
            traits.accessibilityContrast = settings.accessibilityContrast
            traits.displayGamut = .P3
            traits.forceTouchCapability = .unavailable
            traits.userInterfaceLevel = .base
        }
    }

    var currentSettings: ScreenSettings { settings }
}

/// The user settings a screen's traits reflect.
struct ScreenSettings: Hashable, Sendable {
    var userInterfaceStyle = UIUserInterfaceStyle.light
    var layoutDirection = UITraitEnvironmentLayoutDirection.leftToRight
    var preferredContentSizeCategory = UIContentSizeCategory.large
    var legibilityWeight = UILegibilityWeight.regular
    var accessibilityContrast = UIAccessibilityContrast.normal
}
