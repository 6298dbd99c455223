import AdaptiveKit
import AdaptiveRender
import Foundation

/// One `adaptive preview` run from its command-line values: checks them all, runs the matrix with
/// a progress line on standard error, writes the gallery and prints the summary table.
@MainActor
struct PreviewSession {
    /// Nil for a run that only writes what others made (`--merge`, `--jobs`).
    var runner: PreviewRunner?
    var output: URL
    /// An earlier run to compare with, read before any work.
    var baseline: (report: PreviewReport, folder: URL)?
    /// True in a `--jobs` child: it writes its share for the parent to join (``PreviewRunner/Result/write(to:comparedWith:forJoin:)``)
    /// and prints no table; the parent writes the gallery and prints the table of the joined run.
    var isShareForJobs = false

    /// What a run found that the exit status reports.
    struct Outcome: Equatable {
        /// `--strict` and some layout was unsatisfiable.
        var unsatisfiable = false
        /// A baseline was given and something changed since.
        var changed = false
    }
    /// The files of a folder that could not be read, each already reported on standard error.
    var refused: [PreviewError] = []

    /// Validates every value before any work: the file, the devices, the orientations, the window
    /// sizes (each must fit every iPad in every orientation asked for), the scene.
    init(
        file: String?, devices: String?, orientations: String?, multitasking: Bool, sizes: String? = nil,
        scene: String?, out: String, code: Bool = false, shard: PreviewShard? = nil
    ) throws {
        var refused: [PreviewError] = []
        let subject =
            try file.map { path throws(PreviewError) in
                // A share of a folder's files reads its own files only, unless one scene is asked for.
                try PreviewSubject.interfaceBuilderFiles(
                    at: URL(fileURLWithPath: path), share: scene == nil ? shard : nil
                ) { error in
                    FileHandle.standardError.write(Data((error.description + "\n").utf8))
                    refused.append(error)
                }
            } ?? .adaptivePhotos(code ? .code : .storyboard)
        self.refused = refused
        let configurations = try Self.configurations(
            devices: devices, orientations: orientations, multitasking: multitasking, sizes: sizes)
        runner = try PreviewRunner(subject: subject, scene: scene, configurations: configurations, shard: shard)
        output = URL(fileURLWithPath: out)
        try PreviewRunner.Result.checkOutput(output)
    }

    /// A session that writes what other runs made (`--merge`, `--jobs`): checks the output folder only.
    init(out: String) throws {
        runner = nil
        output = URL(fileURLWithPath: out)
        try PreviewRunner.Result.checkOutput(output)
    }

    /// The device matrix the options name, every window size checked against every iPad.
    nonisolated static func configurations(
        devices: String?, orientations: String?, multitasking: Bool, sizes: String?
    ) throws -> [PreviewConfiguration] {
        let configurations = PreviewConfiguration.matrix(
            models: try ListArguments.models(devices ?? ListArguments.previewDevices),
            orientations: try ListArguments.orientations(orientations), multitasking: multitasking,
            windowSizes: try ListArguments.windowSizes(sizes))
        for configuration in configurations {
            do {
                try configuration.validateWindowSize()
            } catch {
                throw ListArgumentError.device(error)
            }
        }
        return configurations
    }

    /// Reads the earlier run `path` names (a report.json or its folder) to compare the run with.
    mutating func compare(withBaseline path: String) throws(PreviewError) {
        let url = URL(fileURLWithPath: path)
        let report = try PreviewReport.load(from: url)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        baseline = (report, isDirectory.boolValue ? url : url.deletingLastPathComponent())
    }

    /// Runs, writes and reports what `strict` and the baseline ask about.
    func run(
        strict: Bool, progress: (String) -> Void = PreviewSession.printProgress,
        print: (String) -> Void = { Swift.print($0) }
    ) throws(PreviewError) -> Outcome {
        let start = Date()
        guard let runner else { return Outcome() }
        let result = try runner.run { done, total, unit in
            progress("[\(done)/\(total)] \(unit.title)")
        }
        progress("")
        return try finish(result, start: start, strict: strict, progress: progress, print: print)
    }

    /// Writes a run's result (its own, the merged shards', the jobs'), prints the summary table and
    /// what changed since the baseline, and says what `strict` and the baseline ask about.
    func finish(
        _ result: PreviewRunner.Result, start: Date, strict: Bool,
        progress: (String) -> Void = PreviewSession.printProgress, print: (String) -> Void = { Swift.print($0) }
    ) throws(PreviewError) -> Outcome {
        let diff = baseline.map { PreviewDiff(old: $0.report, new: result.report) }
        try result.write(to: output, comparedWith: zip(diff, baseline?.folder), forJoin: isShareForJobs)
        if !isShareForJobs {
            let gallery = output.appendingPathComponent("index.html").relativePathForPeople
            print(result.summaryTable(seconds: Date().timeIntervalSince(start), gallery: gallery))
        }
        var outcome = Outcome()
        if let diff {
            print("")
            print(diff.text)
            outcome.changed = !diff.isEmpty
        }
        let unsatisfiable = result.report.summary.unsatisfiable
        if strict, !unsatisfiable.isEmpty {
            progress("error: unsatisfiable layouts in " + unsatisfiable.joined(separator: ", "))
            outcome.unsatisfiable = true
        }
        return outcome
    }

    /// One updating line on a terminal (carriage return), one line per step otherwise; an empty
    /// message ends the line.
    nonisolated static func printProgress(_ message: String) {
        let terminal = isatty(FileHandle.standardError.fileDescriptor) != 0
        let text: String
        if message.isEmpty {
            text = terminal ? "\n" : ""
        } else if message.hasPrefix("error:") {
            text = message + "\n"
        } else {
            text = terminal ? "\r\u{1B}[2Kpreview " + message : "preview " + message + "\n"
        }
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
    }
}

/// Both values, or nil when either is missing.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

extension URL {
    /// The path relative to the current directory when inside it, for messages.
    fileprivate var relativePathForPeople: String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let path = standardizedFileURL.path
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}
