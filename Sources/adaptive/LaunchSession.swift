import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// One `adaptive launch` invocation: reads a launch storyboard or xib, checks the launch-screen
/// rules, and lists (with `--check`) or renders the image of every device and orientation.
@MainActor
struct LaunchSession {
    var path: String
    var document: IBDocument
    var configurations: [PreviewConfiguration]

    /// Reads the file, then the devices (every screen size by default), before any work.
    init(file: String, devices: String?) throws {
        document = try IBDocument.readForTools(file)
        path = file
        configurations = try ListArguments.bothOrientations(devices ?? "all")
    }

    /// The rule findings, each as `path:line:column: severity: message`.
    var findings: [String] {
        LaunchScreen.check(document).map { "\(path):\($0)" }
    }

    /// One row per configuration: the model, the orientation and the legacy launch image name.
    var imageTable: String {
        let rows = configurations.map {
            [
                $0.model, $0.orientation.rawValue,
                LaunchScreen.legacyImageName(for: $0.device, orientation: $0.orientation),
            ]
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map {
                $0.offset == 2
                    ? $0.element : $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0)
            }
            .joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// Prints the findings to standard error; returns true when a rule is broken. With `check`
    /// the images are listed; otherwise each configuration is laid out and written to `out` as
    /// `NAME.svg` (and `NAME.png` at the device's scale when `rsvg-convert` is installed), NAME
    /// being the legacy launch image's name.
    func run(
        check: Bool, out: String = "out/launch",
        report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        print: (String) -> Void = { Swift.print($0) }
    ) throws(PreviewError) -> Bool {
        let problems = LaunchScreen.check(document)
        for finding in findings { report(finding) }
        if problems.contains(where: { $0.severity == .error }) { return true }
        if check {
            print(imageTable)
            return false
        }
        // All or nothing: the images go to a hidden sibling folder first and move into `out` once all
        // are written; an `out` holding anything but launch images is left alone.
        let folder = URL(fileURLWithPath: out).standardizedFileURL
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            guard isFolder.boolValue, names.allSatisfy(Self.isLaunchImageName) else {
                throw .outputNotAPreview(path: out)
            }
        }
        let staging = folder.deletingLastPathComponent().appendingPathComponent(
            ".\(folder.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? manager.removeItem(at: staging) }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: out, message: systemReason(of: error))
        }
        let rasterizer = Rasterizer.installed
        var written: [String] = []
        for configuration in configurations {
            let name = LaunchScreen.legacyImageName(for: configuration.device, orientation: configuration.orientation)
            guard
                let image = LaunchScreen.image(
                    of: document, on: configuration.device, orientation: configuration.orientation)
            else { continue }
            let svg = staging.appendingPathComponent(String(name.dropLast(".png".count)) + ".svg")
            do {
                try image.write(to: svg, atomically: false, encoding: .utf8)
            } catch {
                throw .cannotWrite(path: out, message: systemReason(of: error))
            }
            written.append(svg.lastPathComponent)
            let png = staging.appendingPathComponent(name)
            if let rasterizer, rasterizer.convert(svg, to: png, zoom: configuration.device.scale) {
                written.append(name)
            }
        }
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in written {
                let target = folder.appendingPathComponent(name)
                if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
                try manager.moveItem(at: staging.appendingPathComponent(name), to: target)
            }
        } catch {
            throw .cannotWrite(path: out, message: systemReason(of: error))
        }
        print(
            "Wrote \(written.count) files to \(out)"
                + (rasterizer == nil ? " (SVG only: install librsvg2-bin for PNG)" : ""))
        return false
    }

    /// A name `run` writes: `Default….svg` or `Default….png`.
    static func isLaunchImageName(_ name: String) -> Bool {
        name.hasPrefix("Default") && (name.hasSuffix(".svg") || name.hasSuffix(".png"))
    }
}
