import Foundation

/// Turns the renderer's SVG into PNG with librsvg's `rsvg-convert`, the one converter the image
/// strategy relies on (Debian/Ubuntu: `apt-get install librsvg2-bin`).
public enum SVGRasterizer {
    /// What a test is told where `rsvg-convert` is missing: the image strategy records it as an issue, and
    /// a test guarded by `.enabled(if: SVGRasterizer.isAvailable, SVGRasterizer.unavailableMessage)` is
    /// skipped with it.
    public static let unavailableMessage =
        "Image snapshots need rsvg-convert (librsvg2-bin) on the PATH to turn SVG into PNG; it was not found, "
        + "so this image snapshot was not compared."

    /// The path of `rsvg-convert` on the `PATH`, or nil.
    public static var converterPath: String? {
        converterPath(searching: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    /// The path of `rsvg-convert` in a `PATH`-style list of folders, or nil.
    public static func converterPath(searching path: String) -> String? {
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether `rsvg-convert` can be run here.
    public static var isAvailable: Bool { converterPath != nil }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The PNG of an SVG document at a zoom factor (1 = one pixel a point).
    static func png(from svg: String, zoom: Double) throws(Failure) -> Data {
        guard let converter = converterPath else { throw Failure(description: unavailableMessage) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "adaptive-snapshot-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let input = directory.appendingPathComponent("snapshot.svg")
            let output = directory.appendingPathComponent("snapshot.png")
            try Data(svg.utf8).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: converter)
            process.arguments = ["--zoom", String(zoom), "--format", "png", "--output", output.path, input.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            guard process.terminationStatus == 0 else {
                throw Failure(description: "rsvg-convert failed (\(process.terminationStatus)): \(message)")
            }
            return try Data(contentsOf: output)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "rsvg-convert could not run: \(error)")
        }
    }
}
