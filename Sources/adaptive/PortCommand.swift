import ArgumentParser
import Foundation

/// `adaptive port`: shows what the AdaptivePort plugin compiles for a folder of UIKit sources.
///
/// The rewriter is built on swift-syntax, which takes minutes to build; it lives in its own
/// executable (`AdaptivePortTool`, also the plugin's tool) so that `adaptive preview` never builds it.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite a folder of UIKit sources for AdaptiveKit, as the AdaptivePort build plugin does.",
        discussion: """
            Writes each .swift file of FOLDER to --out under the same relative path: `import UIKit` \
            becomes AdaptiveKit, Objective-C attributes go, `#selector` becomes a `Selector`, each class \
            gets a generated `messageTable`. Constructs that cannot be ported print as \
            file:line:column errors and the exit status is 1. Runs the AdaptivePortTool executable \
            built beside `adaptive` (build it once with `swift build --product AdaptivePortTool`).
            """)

    @Argument(help: "A folder of UIKit .swift sources (or single files).")
    var sources: [String]

    @Option(help: "Where to write the ported files.")
    var out: String

    func run() throws {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let tool = directory.appendingPathComponent("AdaptivePortTool")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw ValidationError(
                "The port tool is not built next to adaptive (\(tool.path)); run "
                    + "`swift build --product AdaptivePortTool` first.")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--out", out] + sources
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }
}
