import AdaptiveKit
import Foundation
import InterfaceBuilder

/// One `adaptive launch` invocation: reads a launch storyboard or xib, checks the launch-screen
/// rules, and lists (with `--check`) or renders the image of every device and orientation.
@MainActor
public struct LaunchSession {
    public var path: String
    public var document: IBDocument
    public var configurations: [PreviewConfiguration]

    /// Reads the file and the devices (every screen size by default) before any work.
    public init(file: String, devices: String?) throws(PreviewError) {
        document = try IBDocument.readForTools(file)
        path = file
        configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models(devices ?? "all"), orientations: [.portrait, .landscape],
            multitasking: false)
    }

    /// The rule findings, each as `path:line:column: severity: message`.
    public var findings: [String] {
        LaunchScreen.check(document).map { "\(path):\($0)" }
    }

    /// One row per configuration: the model, the orientation and the legacy launch image name.
    public var imageTable: String {
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
    public func run(
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
        let folder = URL(fileURLWithPath: out)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: out, message: "\(error)")
        }
        let rasterizer = Self.rasterizer
        // The screen alone, no device outline or safe-area guide: a launch image is the screen's pixels.
        var launchRenderer = SVGRenderer()
        launchRenderer.showsSafeArea = false
        var written: [String] = []
        for configuration in configurations {
            let name = LaunchScreen.legacyImageName(for: configuration.device, orientation: configuration.orientation)
            let stem = String(name.dropLast(".png".count))
            let controller = PreviewSubject.rootController(of: document, identifier: nil)
            guard
                let simulator = try? DeviceSimulator(
                    device: configuration.device, orientation: configuration.orientation,
                    rootViewController: controller)
            else { continue }
            simulator.window.layoutIfNeeded()
            let svg = folder.appendingPathComponent(stem + ".svg")
            do {
                try launchRenderer.render(simulator.window).write(to: svg, atomically: true, encoding: .utf8)
            } catch {
                throw .cannotWrite(path: svg.path, message: "\(error)")
            }
            written.append(svg.lastPathComponent)
            if let rasterizer {
                let png = folder.appendingPathComponent(name)
                let process = Process()
                process.executableURL = rasterizer
                process.arguments = [
                    "--zoom", "\(configuration.device.scale)", "--output", png.path, svg.path,
                ]
                if (try? process.run()) != nil {
                    process.waitUntilExit()
                    if process.terminationStatus == 0 { written.append(name) }
                }
            }
        }
        print(
            "Wrote \(written.count) files to \(out)"
                + (rasterizer == nil ? " (SVG only: install librsvg2-bin for PNG)" : ""))
        return false
    }

    /// `rsvg-convert`, if installed (Debian's librsvg2-bin), to turn the SVGs into PNGs.
    static var rasterizer: URL? {
        for directory in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
