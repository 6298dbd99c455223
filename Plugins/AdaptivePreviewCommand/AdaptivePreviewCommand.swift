import Foundation
import PackagePlugin

/// `swift package adaptive-preview [FILE|DIR] [options]`: runs `adaptive preview` from the package,
/// writing the gallery into the package's `out/preview` (or `--out`), without installing the tool.
///
/// Paths are relative to the package directory. Without FILE or DIR it previews every folder of the
/// package's targets that holds storyboards or xibs (one gallery per folder when there are several).
@main
struct AdaptivePreviewCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "adaptive").url
        let package = context.package.directoryURL
        // A first argument that is not an option is the file or folder to preview.
        if let first = arguments.first, !first.hasPrefix("-") {
            let out = arguments.contains("--out") ? [] : ["--out", package.appendingPathComponent("out/preview").path]
            try run(tool, ["preview"] + arguments + out, in: package)
            return
        }
        let folders = Self.interfaceBuilderFolders(in: context.package)
        guard !folders.isEmpty else {
            Diagnostics.error("No .storyboard or .xib file in the targets of \(context.package.displayName)")
            throw ExitCode(2)
        }
        for folder in folders {
            let name =
                folders.count == 1
                ? "out/preview"
                : "out/preview/" + folder.relativePath(from: package).replacingOccurrences(of: "/", with: "-")
            try run(
                tool, ["preview", folder.path, "--out", package.appendingPathComponent(name).path] + arguments,
                in: package)
        }
    }

    /// Runs the tool in `directory`, passing its status on when it fails.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }

    /// Folders of the package's targets that hold a storyboard or xib, sorted, leaving out a folder
    /// inside another listed one: `adaptive preview DIR` already previews every file under DIR.
    static func interfaceBuilderFolders(in package: Package) -> [URL] {
        var folders: Set<String> = []
        for target in package.targets {
            let root = target.directoryURL
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for name in names where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                folders.insert(root.appendingPathComponent(name).deletingLastPathComponent().standardizedFileURL.path)
            }
        }
        var outermost: [String] = []
        for folder in folders.sorted() where !outermost.contains(where: { folder.hasPrefix($0 + "/") }) {
            outermost.append(folder)
        }
        return outermost.map { URL(fileURLWithPath: $0) }
    }
}

/// The tool's exit status, handed back to `swift package`.
struct ExitCode: Error, CustomStringConvertible {
    var status: Int32
    init(_ status: Int32) { self.status = status }
    var description: String { "adaptive exited with status \(status)" }
}

extension URL {
    /// The path below `base`, or the whole path when it is not below it.
    func relativePath(from base: URL) -> String {
        let prefix = base.standardizedFileURL.path + "/"
        let path = standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
