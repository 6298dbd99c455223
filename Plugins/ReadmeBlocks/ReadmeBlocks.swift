import Foundation
import PackagePlugin

/// Compiles the README's Swift blocks into the target it is applied to, verbatim, one file a block.
@main
struct ReadmeBlocks: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let readme = context.package.directoryURL.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        // Outputs must be named before the build runs, so the plan counts the opening fences.
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 == "```swift" }.count
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("README")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        return [
            .buildCommand(
                displayName: "Extracting \(count) Swift blocks from README.md",
                executable: try context.tool(named: "ReadmeBlocksTool").url,
                arguments: [readme.path, output.path, String(count)],
                inputFiles: [readme],
                outputFiles: (0..<count).map { output.appendingPathComponent("README_\($0 + 1).swift") })
        ]
    }
}
