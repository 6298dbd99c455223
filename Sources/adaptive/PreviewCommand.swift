import AdaptiveKit
import AdaptiveRender
import ArgumentParser
import Foundation

/// `adaptive preview`: lays an interface out on a device matrix and writes a gallery.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Lay out and render an interface on every device, orientation and multitasking size.",
        discussion: """
            Writes one SVG per configuration, index.html (a gallery grouped by size class) and \
            report.json (traits, frames, split view state, presentations, layout diagnostics). \
            Given a folder, a file in it that cannot be read is named with its reason on standard error, \
            the others are previewed, and the status is then 65. \
            Without FILE it previews the bundled AdaptivePhotos app from its storyboard (--code: the \
            same app built in code). Exit status: 0; 1 when --baseline is given and the layout changed; \
            2 when --strict is given and a layout is unsatisfiable; 65 or 66 when the baseline cannot be \
            read (as for any input, see `adaptive --help`).
            """)

    @Argument(help: "A .storyboard or .xib file, or a folder of them (default: the bundled AdaptivePhotos app).")
    var file: String?

    @Option(
        help: """
            Comma-separated device models (see `adaptive devices`), or `all` for every screen size \
            (default: iPhone SE (3rd generation), iPhone 15 Pro, iPhone 15 Pro Max, iPad Pro 11" and 12.9").
            """)
    var devices: String?

    @Option(help: "Comma-separated: portrait, landscape.")
    var orientations: String?

    @Flag(help: "Add every Split View and Slide Over size on iPads.")
    var multitasking = false

    @Option(
        help: """
            Comma-separated window sizes WIDTHxHEIGHT in points (e.g. 600x800,1000x700): on iPads, add a \
            resizable window (Stage Manager, iPadOS 26 windowing) of each size in each orientation.
            """)
    var sizes: String?

    @Option(help: "The scene to preview (AdaptivePhotos: list, photo, profile).")
    var scene: String?

    @Flag(help: "Without FILE: preview the AdaptivePhotos app built in code instead of its storyboard.")
    var code = false

    @Option(help: "The folder to write; replaced as a whole when the run succeeds.")
    var out = "out/preview"

    @Flag(help: "Exit with a non-zero status when any configuration has an unsatisfiable layout.")
    var strict = false

    @Option(
        help: """
            An earlier run's report.json (or its folder) to compare with: prints what changed, marks             changed tiles in the gallery, and exits 1 when anything changed (65 or 66 when the baseline cannot be read).
            """)
    var baseline: String?

    @MainActor
    func run() async throws {
        do {
            var session = try PreviewSession(
                file: file, devices: devices, orientations: orientations, multitasking: multitasking, sizes: sizes,
                scene: scene, out: out, code: code)
            if let baseline { try session.compare(withBaseline: baseline) }
            let outcome = try session.run(strict: strict)
            if outcome.unsatisfiable { throw ExitCode(ExitStatus.unsatisfiable) }
            // A folder's files that could not be read were named as they were met; the rest is written.
            if !session.refused.isEmpty { throw ExitCode(ExitStatus.badInput) }
            if outcome.changed { throw ExitCode(ExitStatus.findings) }
        } catch {
            throw ExitStatus.report(error)
        }
    }
}
