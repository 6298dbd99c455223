import Foundation
import PackagePlugin

/// `swift package adaptive-lint [FILE] [options]`: runs `adaptive lint` from the package without
/// installing the tool.
///
/// Paths are relative to the package directory. Without FILE it lints every storyboard and xib in
/// the package's targets, one after another, and fails when any of them has a finding.
@main
struct AdaptiveLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "adaptive").url
        let package = context.package.directoryURL
        if let first = arguments.first, !first.hasPrefix("-") {
            let status = run(tool, ["lint"] + arguments, in: package)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let files = Self.interfaceBuilderFiles(in: context.package)
        guard !files.isEmpty else {
            Diagnostics.error("No .storyboard or .xib file in the targets of \(context.package.displayName)")
            throw ExitCode(2)
        }
        var failed: [String] = []
        for file in files {
            let path = file.relativePath(from: package)
            print("== \(path)")
            if run(tool, ["lint", path] + arguments, in: package) != 0 { failed.append(path) }
        }
        if !failed.isEmpty {
            Diagnostics.error("adaptive lint found layout errors in " + failed.joined(separator: ", "))
            throw ExitCode(1)
        }
    }

    /// Runs the tool in `directory` and returns its exit status.
    private func run(_ tool: URL, _ arguments: [String], in directory: URL) -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        guard (try? process.run()) != nil else { return 127 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Every storyboard and xib in the package's targets, sorted.
    static func interfaceBuilderFiles(in package: Package) -> [URL] {
        var files: Set<String> = []
        for target in package.targets {
            let root = target.directoryURL
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for name in names where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                files.insert(root.appendingPathComponent(name).standardizedFileURL.path)
            }
        }
        return files.sorted().map { URL(fileURLWithPath: $0) }
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
