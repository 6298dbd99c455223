import Foundation

/// What `adaptive traits` prints: a configuration's window, safe area, margins and traits.
///
/// Built from a running simulator, so it reports what the object model computes, not the catalog.
public struct TraitReport: Hashable, Sendable, Encodable {
    public struct Insets: Hashable, Sendable, Encodable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        init(_ insets: UIEdgeInsets) {
            (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
        }
    }

    public var device: String
    public var canvas: String
    public var orientation: String
    public var multitasking: String?
    public var width: Double
    public var height: Double
    public var screenWidth: Double
    public var screenHeight: Double
    public var horizontalSizeClass: String
    public var verticalSizeClass: String
    public var userInterfaceIdiom: String
    public var displayScale: Double
    public var nativeScale: Double
    public var userInterfaceStyle: String
    public var preferredContentSizeCategory: String
    public var layoutDirection: String
    public var safeAreaInsets: Insets
    public var layoutMargins: Insets
    public var traitCollection: String

    /// Reads the report off a simulator whose root controller's view is laid out.
    @MainActor
    public init(model: String, simulator: DeviceSimulator) {
        let root = simulator.rootViewController?.view ?? simulator.window
        let traits = root.traitCollection
        device = model
        canvas = simulator.device.name
        orientation = simulator.orientation.rawValue
        multitasking = simulator.multitasking?.rawValue
        width = simulator.window.bounds.width
        height = simulator.window.bounds.height
        screenWidth = simulator.screen.bounds.width
        screenHeight = simulator.screen.bounds.height
        horizontalSizeClass = traits.horizontalSizeClass.description.lowercased()
        verticalSizeClass = traits.verticalSizeClass.description.lowercased()
        userInterfaceIdiom = traits.userInterfaceIdiom.description.lowercased()
        displayScale = traits.displayScale
        nativeScale = simulator.screen.nativeScale
        userInterfaceStyle = traits.userInterfaceStyle.description.lowercased()
        preferredContentSizeCategory = traits.preferredContentSizeCategory.name
        layoutDirection = traits.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight"
        safeAreaInsets = Insets(root.safeAreaInsets)
        layoutMargins = Insets(root.layoutMargins)
        traitCollection = traits.description
    }

    /// Makes a simulator for a configuration (by model name) with a plain root controller and reports on it.
    @MainActor
    public static func make(
        device name: String, orientation: DeviceOrientation, multitasking: MultitaskingSize? = nil,
        contentSizeCategory: UIContentSizeCategory = .large, userInterfaceStyle: UIUserInterfaceStyle = .light
    ) throws(DeviceLookupError) -> TraitReport {
        let simulator = try DeviceSimulator(
            deviceNamed: name, orientation: orientation, multitasking: multitasking,
            contentSizeCategory: contentSizeCategory, userInterfaceStyle: userInterfaceStyle,
            rootViewController: UIViewController())
        let key = DeviceCatalog.lookupKey(name)
        let model = DeviceCatalog.allModels.first { DeviceCatalog.lookupKey($0.model) == key }?.model
        return TraitReport(model: model ?? simulator.device.name, simulator: simulator)
    }

    /// One JSON object, keys sorted, for scripts.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain numbers and strings cannot fail.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Aligned lines for people.
    public var text: String {
        func points(_ value: Double) -> String { CGFloat(value).formattedForDescription }
        func insets(_ insets: Insets) -> String {
            "top \(points(insets.top)), left \(points(insets.left)), "
                + "bottom \(points(insets.bottom)), right \(points(insets.right))"
        }
        let arrangement = multitasking.map { ", \($0)" } ?? ""
        let rows = [
            ("device", "\(device) (\(canvas))"),
            ("orientation", orientation + arrangement),
            ("window", "\(points(width)) × \(points(height)) pt"),
            ("screen", "\(points(screenWidth)) × \(points(screenHeight)) pt @\(points(displayScale))x"),
            ("size classes", "horizontal \(horizontalSizeClass), vertical \(verticalSizeClass)"),
            ("idiom", userInterfaceIdiom),
            ("style", userInterfaceStyle),
            ("content size", preferredContentSizeCategory),
            ("safe area", insets(safeAreaInsets)),
            ("margins", insets(layoutMargins)),
            ("traits", traitCollection),
        ]
        return rows.map { label, value in label.padding(toLength: 14, withPad: " ", startingAt: 0) + value }
            .joined(separator: "\n")
    }
}
