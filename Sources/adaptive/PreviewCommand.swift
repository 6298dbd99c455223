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
            read (as for any input, see `adaptive --help`). \
            A folder (and its subfolders) previews every file on every configuration. The work runs in \
            --jobs processes at once, each with a share of the work (a folder's files, each read by one \
            share only, the largest spread first; else the tiles); --shard K/N runs one share \
            (for a CI system's parallel jobs) and --merge joins the shares' folders into the gallery \
            one run writes, byte for byte, naming the files the shares could not read.
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

    @Option(
        help: """
            How many processes run the tiles at once, each with a share (default: the number of active \
            processors; 1 runs them in this process).
            """)
    var jobs: Int?

    @Option(
        help: """
            K/N: run only the K-th of N shares and write a partial preview, for a CI system's parallel \
            jobs; join the shares with --merge. A folder is split by file (by size, the same split on \
            every machine with the same files), one file or app by tile (every N-th from the K-th).
            """)
    var shard: String?

    @Option(
        parsing: .upToNextOption,
        help: """
            The folders of every share of one run (written with --shard K/N): join them into --out as one \
            run writes it. Refuses shares of different runs, a share given twice and a missing share (65).
            """)
    var merge: [String] = []

    /// Set by `--jobs` on its children: their shares are joined by the parent, which writes the gallery and
    /// prints the table, so they write neither (about a sixth of a child's time after its tiles).
    @Flag(name: .customLong("share-for-jobs"), help: .hidden)
    var shareForJobs = false

    func validate() throws {
        if let shard, PreviewShard(shard) == nil {
            throw ValidationError("Bad shard \"\(shard)\"; write K/N with 1 ≤ K ≤ N, e.g. 2/4")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of processes from 1 up") }
        if !merge.isEmpty, file != nil || shard != nil || code || scene != nil {
            throw ValidationError("--merge joins finished shares: give it their folders and --out only")
        }
    }

    @MainActor
    func run() async throws {
        do {
            let start = Date()
            if !merge.isEmpty {
                var session = try PreviewSession(out: out)
                if let baseline { try session.compare(withBaseline: baseline) }
                let result = try PreviewRunner.Result.merging(
                    folders: merge.map { URL(fileURLWithPath: $0) }, keepingFrames: joinReadsFrames)
                // Named as the serial run names them, before its table; the run then ends with 65.
                for refusal in result.refused { FileHandle.standardError.write(Data((refusal.message + "\n").utf8)) }
                try check(try session.finish(result, start: start, strict: strict), refused: !result.refused.isEmpty)
                return
            }
            let folder = try filePlan()
            let jobs = min(
                self.jobs ?? ProcessInfo.processInfo.activeProcessorCount, try folder?.urls.count ?? tileCount())
            if shard == nil, jobs > 1 {
                var session = try PreviewSession(out: out)
                if let baseline { try session.compare(withBaseline: baseline) }
                let finished = session
                let files = folder.map { urls, plan in
                    var split = plan
                    split.shares = PreviewShard.fileShares(sizes: PreviewSubject.fileSizes(urls), count: jobs)
                    return split
                }
                let children = PreviewJobs(
                    arguments: childArguments, jobs: jobs, output: session.output, files: files,
                    keepsFrames: joinReadsFrames)
                let run = try children.run(
                    progress: PreviewSession.printProgress,
                    finish: { result in try finished.finish(result, start: start, strict: strict) })
                try check(run.outcome, refused: run.refused)
                return
            }
            var session = try PreviewSession(
                file: file, devices: devices, orientations: orientations, multitasking: multitasking, sizes: sizes,
                scene: scene, out: out, code: code, shard: shard.flatMap(PreviewShard.init))
            if let baseline { try session.compare(withBaseline: baseline) }
            session.isShareForJobs = shareForJobs
            // A folder's files that could not be read were named as they were met; the rest is written.
            try check(try session.run(strict: strict), refused: !session.refused.isEmpty)
        } catch {
            throw ExitStatus.report(error)
        }
    }

    /// Throws the exit status a finished run ends with.
    private func check(_ outcome: PreviewSession.Outcome, refused: Bool) throws {
        if outcome.unsatisfiable { throw ExitCode(ExitStatus.unsatisfiable) }
        if refused { throw ExitCode(ExitStatus.badInput) }
        if outcome.changed { throw ExitCode(ExitStatus.findings) }
    }

    /// A folder's files when the run previews every one of them (split by file between jobs), listed
    /// without reading them; nil for one file, one scene or the bundled app.
    private func filePlan() throws -> (urls: [URL], plan: PreviewJobs.FilePlan)? {
        guard let file, scene == nil else { return nil }
        let folder = URL(fileURLWithPath: file)
        let urls = try PreviewSubject.interfaceBuilderURLs(at: folder)
        guard urls.count > 1 else { return nil }
        let configurations = try PreviewSession.configurations(
            devices: devices, orientations: orientations, multitasking: multitasking, sizes: sizes)
        return (
            urls,
            PreviewJobs.FilePlan(
                paths: urls.map(\.path), names: PreviewSubject.sceneNames(of: urls, in: folder), shares: [],
                configurations: configurations.map(\.title))
        )
    }

    /// How many tiles the run has at most (a folder's unreadable files count too), read without
    /// reading the files: more jobs than tiles would idle.
    private func tileCount() throws -> Int {
        let configurations = try PreviewSession.configurations(
            devices: devices, orientations: orientations, multitasking: multitasking, sizes: sizes)
        guard let file, scene == nil else { return configurations.count }
        return configurations.count * (try PreviewSubject.interfaceBuilderURLs(at: URL(fileURLWithPath: file)).count)
    }

    /// Whether joining shares (`--merge`, `--jobs`) reads every frame: a comparison with a baseline needs them;
    /// otherwise the shares' configuration texts are joined as they are.
    private var joinReadsFrames: Bool { baseline != nil }

    /// The arguments a `--jobs` child runs with, but its share and folder.
    private var childArguments: [String] {
        var arguments = ["preview"] + (file.map { [$0] } ?? [])
        for (name, value) in [
            ("--devices", devices), ("--orientations", orientations), ("--sizes", sizes), ("--scene", scene),
        ] {
            if let value { arguments += [name, value] }
        }
        if multitasking { arguments.append("--multitasking") }
        if code { arguments.append("--code") }
        return arguments
    }
}
