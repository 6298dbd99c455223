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

    /// The models previewed when `--devices` is not given: the smallest and largest phones of
    /// today, a common one, and both iPad Pro sizes.
    public static let defaultModels = [
        "iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPad Pro (11-inch) (4th generation)",
        "iPad Pro (12.9-inch) (6th generation)",
    ]

    /// The models a `--devices` value names: `all` (every canvas once, by its first model) or a
    /// comma-separated list of model or canvas names; unknown names throw with suggestions.
    public static func models(_ list: String?) throws(PreviewError) -> [(model: String, device: DeviceProfile)] {
        guard let list else { return try defaultModels.map { name throws(PreviewError) in try model(named: name) } }
        if list.trimmingCharacters(in: .whitespaces).lowercased() == "all" {
            return DeviceCatalog.all.map { (model: $0.models.first ?? $0.name, device: $0) }
        }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw .emptyList(option: "--devices") }
        var models: [(model: String, device: DeviceProfile)] = []
        for name in names {
            let entry = try model(named: name)
            if !models.contains(where: { $0.model == entry.model }) { models.append(entry) }
        }
        return models
    }

    /// A model spelled as the catalog spells it; a canvas name stands for its first model.
    static func model(named name: String) throws(PreviewError) -> (model: String, device: DeviceProfile) {
        let device: DeviceProfile
        do {
            device = try DeviceCatalog.profile(named: name)
        } catch {
            throw .device(error)
        }
        let key = name.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        let model = device.models.first { $0.lowercased() == key } ?? device.models.first ?? device.name
        return (model, device)
    }

    /// The orientations an `--orientations` value names (`portrait,landscape` by default).
    public static func orientations(_ list: String?) throws(PreviewError) -> [DeviceOrientation] {
        guard let list else { return DeviceOrientation.allCases }
        var orientations: [DeviceOrientation] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() })
        where !name.isEmpty {
            guard let orientation = DeviceOrientation(rawValue: name) else { throw .unknownOrientation(name) }
            if !orientations.contains(orientation) { orientations.append(orientation) }
        }
        guard !orientations.isEmpty else { throw .emptyList(option: "--orientations") }
        return orientations
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
