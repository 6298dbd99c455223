import AdaptiveKit
import AdaptiveRender
import Foundation

extension FuzzHarness {
    /// Any bytes as the JSON files the tools read: the `Contents.json` of an image set, a color set and a
    /// namespace folder of an asset catalog (read as `UIImage(named:)` and `UIColor(named:)` read them,
    /// every color resolved for light and dark), and a preview's `report.json` with its devices and
    /// traits (read as `adaptive diff` reads it, then compared with itself).
    @MainActor
    static func json(_ data: Data) {
        let catalog = scratch.appendingPathComponent("Fuzz.xcassets")
        let files = ["Icon.imageset", "Tint.colorset", "Group", "Group/Inner.colorset"].map {
            catalog.appendingPathComponent($0).appendingPathComponent("Contents.json")
        }
        for file in files {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            write(data, to: file)
        }
        if let read = try? AssetCatalog(contentsOf: catalog) {
            _ = read.diagnostics.map(\.description)
            for set in read.colorSets.values {
                for variant in set.variants {
                    for style in [UIUserInterfaceStyle.light, .dark] {
                        _ = variant.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
                    }
                }
            }
            for set in read.imageSets.values { _ = set.variants.map(\.size) }
        }
        if let report = try? PreviewReport.decode(data, path: "report.json") {
            _ = PreviewDiff(old: report, new: report, tolerance: 0.5).isEmpty
            _ = report.json
        }
    }

    /// Writes a scratch file without `Data.write`'s `fsync`: a harness needs no durability, and on a
    /// machine whose disk is busy with other builds each `fsync` waited tens of milliseconds (with
    /// the disk scratch folder's flush on close, the `json` harness ran 20 inputs a second).
    static func write(_ data: Data, to file: URL) {
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
