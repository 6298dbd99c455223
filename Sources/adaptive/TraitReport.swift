import AdaptiveKit
import AdaptiveRender
import Foundation

/// What `adaptive traits` prints: a configuration's window, safe area, margins and traits.
///
/// Built from a running simulator, so it reports what the object model computes, not the catalog.
struct TraitReport: Hashable, Sendable, Encodable {
    var device: String
    var canvas: String
    var orientation: String
    var multitasking: String?
    var width: Double
    var height: Double
    var screenWidth: Double
    var screenHeight: Double
    var nativeScale: Double
    var traits: ReportEncoding.Traits
    var safeAreaInsets: ReportEncoding.Insets
    var layoutMargins: ReportEncoding.Insets
    var traitCollection: String

    /// Reads the report off a simulator whose root controller's view is laid out.
    @MainActor
    init(model: String, simulator: DeviceSimulator) {
        let root = simulator.rootViewController?.view ?? simulator.window
        device = model
        canvas = simulator.device.name
        orientation = simulator.orientation.rawValue
        multitasking = simulator.multitasking?.rawValue
        width = simulator.window.bounds.width
        height = simulator.window.bounds.height
        screenWidth = simulator.screen.bounds.width
        screenHeight = simulator.screen.bounds.height
        nativeScale = simulator.screen.nativeScale
        traits = ReportEncoding.Traits(root.traitCollection)
        safeAreaInsets = ReportEncoding.Insets(root.safeAreaInsets)
        layoutMargins = ReportEncoding.Insets(root.layoutMargins)
        traitCollection = root.traitCollection.description
    }

    /// Makes a simulator for a configuration (by model name) with a plain root controller and reports on it.
    @MainActor
    static func make(
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

    private enum CodingKeys: String, CodingKey {
        case device, canvas, orientation, multitasking, width, height, screenWidth, screenHeight, nativeScale
        case safeAreaInsets, layoutMargins, traitCollection
    }

    /// The traits sit at the top level beside the device, one flat object for scripts.
    func encode(to encoder: any Encoder) throws {
        try traits.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(canvas, forKey: .canvas)
        try container.encode(orientation, forKey: .orientation)
        try container.encodeIfPresent(multitasking, forKey: .multitasking)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(screenWidth, forKey: .screenWidth)
        try container.encode(screenHeight, forKey: .screenHeight)
        try container.encode(nativeScale, forKey: .nativeScale)
        try container.encode(safeAreaInsets, forKey: .safeAreaInsets)
        try container.encode(layoutMargins, forKey: .layoutMargins)
        try container.encode(traitCollection, forKey: .traitCollection)
    }

    /// One JSON object, keys sorted, for scripts.
    var json: String { ReportEncoding.json(self) }

    /// Aligned lines for people.
    var text: String {
        func points(_ value: Double) -> String { CGFloat(value).formattedForDescription }
        func insets(_ insets: ReportEncoding.Insets) -> String {
            "top \(points(insets.top)), left \(points(insets.left)), "
                + "bottom \(points(insets.bottom)), right \(points(insets.right))"
        }
        let arrangement = multitasking.map { ", \($0)" } ?? ""
        let rows = [
            ("device", "\(device) (\(canvas))"),
            ("orientation", orientation + arrangement),
            ("window", "\(points(width)) × \(points(height)) pt"),
            ("screen", "\(points(screenWidth)) × \(points(screenHeight)) pt @\(points(traits.displayScale))x"),
            ("size classes", "horizontal \(traits.horizontalSizeClass), vertical \(traits.verticalSizeClass)"),
            ("idiom", traits.userInterfaceIdiom),
            ("style", traits.userInterfaceStyle),
            ("content size", traits.preferredContentSizeCategory),
            ("safe area", insets(safeAreaInsets)),
            ("margins", insets(layoutMargins)),
            ("traits", traitCollection),
        ]
        return rows.map { label, value in label.padding(toLength: 14, withPad: " ", startingAt: 0) + value }
            .joined(separator: "\n")
    }
}
