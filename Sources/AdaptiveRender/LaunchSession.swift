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
        let url = URL(fileURLWithPath: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { throw .fileNotFound(path: file) }
        do {
            document = try IBDocument(contentsOf: url)
        } catch {
            throw .interfaceBuilder(path: file, error)
        }
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
    /// the images are listed; otherwise rendering is attempted, which needs `UIStoryboard`.
    public func run(
        check: Bool, report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        print: (String) -> Void = { Swift.print($0) }
    ) throws(PreviewError) -> Bool {
        let problems = LaunchScreen.check(document)
        for finding in findings { report(finding) }
        if problems.contains(where: { $0.severity == .error }) { return true }
        if check {
            print(imageTable)
            return false
        }
        throw .launchRenderingUnavailable(path: path)
    }
}
