import AdaptiveKit
import Foundation

/// One tile of the gallery: a device model, an orientation and an iPad multitasking size.
public struct PreviewConfiguration: Hashable, Sendable {
    /// The model as Xcode names its simulator.
    public var model: String
    public var device: DeviceProfile
    public var orientation: DeviceOrientation
    /// An iPad Split View or Slide Over size; nil for full screen.
    public var multitasking: MultitaskingSize?

    public init(model: String, device: DeviceProfile, orientation: DeviceOrientation, multitasking: MultitaskingSize?) {
        self.model = model
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
    }

    /// `iPhone-15-Pro-landscape`, `iPad-Pro-11-inch-4th-generation-landscape-half`: the SVG's file name stem.
    public var id: String {
        SVGFormat.slug([model, orientation.rawValue, multitasking?.rawValue].compactMap { $0 }.joined(separator: " "))
    }

    /// `iPhone 15 Pro · landscape · half`.
    public var title: String {
        [model, orientation.rawValue, multitasking?.rawValue].compactMap { $0 }.joined(separator: " · ")
    }

    /// Every canvas of the catalog once, by its first model.
    public static var everyCanvas: [(model: String, device: DeviceProfile)] {
        DeviceCatalog.all.map { (model: $0.models.first ?? $0.name, device: $0) }
    }

    /// A model spelled as the catalog spells it (case and spacing as typed do not matter); a canvas
    /// name stands for its first model. An unknown name throws with the closest names.
    public static func model(named name: String) throws(DeviceLookupError) -> (model: String, device: DeviceProfile) {
        let device = try DeviceCatalog.profile(named: name)
        let key = DeviceCatalog.lookupKey(name)
        let model = device.models.first { $0.lowercased() == key } ?? device.models.first ?? device.name
        return (model, device)
    }

    /// Every model × orientation, and with `multitasking` every Split View and Slide Over size an
    /// iPad offers in that orientation after its full-screen tile.
    public static func matrix(
        models: [(model: String, device: DeviceProfile)], orientations: [DeviceOrientation], multitasking: Bool
    ) -> [PreviewConfiguration] {
        var configurations: [PreviewConfiguration] = []
        for (model, device) in models {
            for orientation in orientations {
                configurations.append(
                    PreviewConfiguration(model: model, device: device, orientation: orientation, multitasking: nil))
                guard multitasking else { continue }
                for size in device.multitaskingSizes(in: orientation) {
                    configurations.append(
                        PreviewConfiguration(model: model, device: device, orientation: orientation, multitasking: size)
                    )
                }
            }
        }
        return configurations
    }
}
