import AdaptiveKit
import AdaptiveRender
import Foundation

/// The comma-separated `--devices` and `--orientations` values, read into typed values before any work.
enum ListArguments {
    /// `adaptive preview`'s devices: the smallest and largest phones of today, a common one, and
    /// both iPad Pro sizes.
    static let previewDevices = [
        "iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPad Pro (11-inch) (4th generation)",
        "iPad Pro (12.9-inch) (6th generation)",
    ].joined(separator: ",")

    /// `adaptive lint`'s devices: one phone and one iPad.
    static let lintDevices = "iPhone 15 Pro,iPad Pro (11-inch) (4th generation)"

    /// The models a `--devices` value names: `all` (every canvas once, by its first model) or a
    /// comma-separated list of model or canvas names, each once; unknown names throw with suggestions.
    static func models(_ list: String) throws(ListArgumentError) -> [(model: String, device: DeviceProfile)] {
        if list.trimmingCharacters(in: .whitespaces).lowercased() == "all" { return PreviewConfiguration.everyCanvas }
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw .emptyList(option: "--devices") }
        var models: [(model: String, device: DeviceProfile)] = []
        for name in names {
            let entry: (model: String, device: DeviceProfile)
            do {
                entry = try PreviewConfiguration.model(named: name)
            } catch {
                throw .device(error)
            }
            if !models.contains(where: { $0.model == entry.model }) { models.append(entry) }
        }
        return models
    }

    /// The orientations an `--orientations` value names (`portrait,landscape` without one).
    static func orientations(_ list: String?) throws(ListArgumentError) -> [DeviceOrientation] {
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

    /// The window sizes a `--sizes` value names (`600x800,1000x700`; none without one), each once.
    static func windowSizes(_ list: String?) throws(ListArgumentError) -> [CGSize] {
        guard let list else { return [] }
        var sizes: [CGSize] = []
        for entry in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            let parts = entry.lowercased().replacingOccurrences(of: "×", with: "x").split(
                separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                width.isFinite, height.isFinite, width > 0, height > 0
            else { throw .badWindowSize(entry) }
            let size = CGSize(width: width, height: height)
            if !sizes.contains(size) { sizes.append(size) }
        }
        guard !sizes.isEmpty else { throw .emptyList(option: "--sizes") }
        return sizes
    }

    /// Every device a `--devices` value names, full screen in both orientations: what `adaptive lint`
    /// and `adaptive launch` lay out.
    static func bothOrientations(_ list: String) throws(ListArgumentError) -> [PreviewConfiguration] {
        PreviewConfiguration.matrix(
            models: try models(list), orientations: [.portrait, .landscape], multitasking: false)
    }
}
