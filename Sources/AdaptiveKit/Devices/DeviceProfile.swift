import Foundation

/// One screen canvas of Apple's device table: the facts UIKit reports for it, per orientation.
///
/// Several models share a canvas (the iPhone 14 Pro, 15, 15 Pro and 16 are one 393×852 screen);
/// `models` spells them as Xcode names its simulators. Values come from
/// a device table compiled into `DeviceCatalog`.
public struct DeviceProfile: Hashable, Sendable {
    /// A horizontal and a vertical size class.
    public struct SizeClasses: Hashable, Sendable {
        public var horizontal: UIUserInterfaceSizeClass
        public var vertical: UIUserInterfaceSizeClass

        public init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// A window arrangement of iPad multitasking: the app's window width and its size classes.
    public struct MultitaskingLayout: Hashable, Sendable {
        /// The app window's width in points; its height is the screen's.
        public var width: CGFloat
        public var sizeClasses: SizeClasses
        /// Whether the width was derived rather than measured (recorded in Deviations.md).
        public var isWidthDerived: Bool

        public init(width: CGFloat, sizeClasses: SizeClasses, isWidthDerived: Bool = false) {
            self.width = width
            self.sizeClasses = sizeClasses
            self.isWidthDerived = isWidthDerived
        }
    }

    /// The canvas name of the reference table (`iPhone 14 Pro / 15 / 15 Pro / 16`).
    public var name: String
    /// Every model on this canvas, spelled as Xcode names its simulators.
    public var models: [String]
    public var idiom: UIUserInterfaceIdiom
    /// The screen in points, portrait.
    public var portraitSize: CGSize
    /// `UIScreen.scale`.
    public var scale: CGFloat
    /// `UIScreen.nativeScale`; equals `scale` except on Plus phones and the 12/13 mini.
    public var nativeScale: CGFloat
    /// The panel in pixels, portrait (`UIScreen.nativeBounds`); differs from points × scale where
    /// UIKit renders larger and downsamples (Plus phones, 12/13 mini).
    public var nativePixels: CGSize
    /// Full-screen size classes.
    public var sizeClasses: PerOrientation<SizeClasses>
    /// Safe area of a full-screen root view, status bar shown, no bars.
    public var safeAreaInsets: PerOrientation<UIEdgeInsets>
    /// `systemMinimumLayoutMargins` horizontally, added on top of the safe area.
    public var systemMinimumHorizontalMargin: PerOrientation<CGFloat>
    /// The root view's `layoutMargins` Apple's devices report.
    public var rootLayoutMargins: PerOrientation<UIEdgeInsets>
    /// Left and right insets of the root view's `readableContentGuide` at the Large text size, where measured.
    public var readableContentInsets: PerOrientation<UIEdgeInsets>?
    /// iPad Slide Over and Split View arrangements; empty on phones and where the device offers none.
    public var multitasking: PerOrientation<[MultitaskingSize: MultitaskingLayout]>
    /// Field paths whose values the reference marks inferred or secondary.
    public var unconfirmed: [String]

    public init(
        name: String, models: [String], idiom: UIUserInterfaceIdiom, portraitSize: CGSize,
        scale: CGFloat, nativeScale: CGFloat? = nil, nativePixels: CGSize? = nil,
        sizeClasses: PerOrientation<SizeClasses>,
        safeAreaInsets: PerOrientation<UIEdgeInsets>, systemMinimumHorizontalMargin: PerOrientation<CGFloat>,
        rootLayoutMargins: PerOrientation<UIEdgeInsets>, readableContentInsets: PerOrientation<UIEdgeInsets>?,
        multitasking: PerOrientation<[MultitaskingSize: MultitaskingLayout]> = .init(portrait: [:], landscape: [:]),
        unconfirmed: [String] = []
    ) {
        self.name = name
        self.models = models
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.nativeScale = nativeScale ?? scale
        self.nativePixels =
            nativePixels ?? CGSize(width: portraitSize.width * scale, height: portraitSize.height * scale)
        self.sizeClasses = sizeClasses
        self.safeAreaInsets = safeAreaInsets
        self.systemMinimumHorizontalMargin = systemMinimumHorizontalMargin
        self.rootLayoutMargins = rootLayoutMargins
        self.readableContentInsets = readableContentInsets
        self.multitasking = multitasking
        self.unconfirmed = unconfirmed
    }

    /// The screen size in points for an orientation.
    public func screenSize(_ orientation: DeviceOrientation) -> CGSize {
        switch orientation {
        case .portrait: portraitSize
        case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
        }
    }
}

/// Portrait or landscape: the two screen shapes UIKit's size classes depend on.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// An iPad multitasking arrangement of iOS 9 through iPadOS 18.
public enum MultitaskingSize: String, Hashable, Sendable, CaseIterable {
    case slideOver
    case oneThird
    case half
    case twoThirds
}

/// A pair of values, one per orientation.
public struct PerOrientation<Value: Hashable & Sendable>: Hashable, Sendable {
    public var portrait: Value
    public var landscape: Value

    public init(portrait: Value, landscape: Value) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public subscript(orientation: DeviceOrientation) -> Value {
        switch orientation {
        case .portrait: portrait
        case .landscape: landscape
        }
    }
}
