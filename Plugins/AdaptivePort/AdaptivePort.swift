import Foundation
import PackagePlugin

/// Compiles a ported copy of the target's `UIKit` folder: UIKit sources rewritten for AdaptiveKit by
/// `AdaptivePortTool` (rules in the PortRewriter documentation's *Porting rules* article).
///
/// The target excludes the folder (`exclude: ["UIKit"]`) so that only the ported copy is compiled.
@main
struct AdaptivePort: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = target.directoryURL.appendingPathComponent("UIKit")
        let manager = FileManager.default
        let names = (manager.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        guard !names.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        return [
            .buildCommand(
                displayName: "Porting \(names.count) UIKit sources of \(target.name) to AdaptiveKit",
                executable: try context.tool(named: "AdaptivePortTool").url,
                arguments: ["--out", output.path, folder.path],
                inputFiles: names.map { folder.appendingPathComponent($0) },
                outputFiles: names.map { output.appendingPathComponent($0) })
        ]
    }
}
