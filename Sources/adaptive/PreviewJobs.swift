import AdaptiveRender
import ArgumentParser
import Foundation

/// `adaptive preview --jobs N`: the run as N child processes of this executable, each running
/// `--shard K/N` into a folder of its own, joined as `--merge` joins shards. A folder's files are
/// split between the children (each reads and previews its own files only, the largest files spread
/// first); one file's or app's tiles are dealt out one by one.
///
/// UIKit's model is main-actor bound and holds process-wide state (the shared application, layout
/// deferral), so the work is split across processes rather than threads. The children's progress
/// is replayed in the run's order and their messages are printed once each, so what a parallel
/// run prints and writes is what a serial run does.
@MainActor
struct PreviewJobs {
    /// The children's arguments but `--shard`, `--jobs`, `--out` and `--share-for-jobs`.
    var arguments: [String]
    var jobs: Int
    /// The folder the joined preview goes to; the children write beside it, in a hidden folder.
    var output: URL
    /// Set when the run previews every file of a folder: each child then reads its share of the
    /// files only (``PreviewShard/fileShares(sizes:count:)``) and previews them on every configuration.
    var files: FilePlan?
    /// Whether the joined report needs every frame (the run compares with a baseline); without, the join
    /// copies the children's configuration texts and reads the rest only.
    var keepsFrames = true

    /// A folder's files as the children split them, what the progress is replayed from.
    struct FilePlan {
        /// Each file's path as the children name it in a message, in path order.
        var paths: [String]
        /// Each file's scene name.
        var names: [String]
        /// The files each child reads, by index.
        var shares: [[Int]]
        /// The titles of the configurations every file is previewed on.
        var configurations: [String]

        /// The file a child's message names (a message about a file starts with its path), or nil.
        func file(named line: String) -> Int? {
            var best: Int?
            for (index, path) in paths.enumerated() where line.hasPrefix(path + ":") {
                if best.map({ paths[$0].count < path.count }) ?? true { best = index }
            }
            return best
        }
    }

    /// What `finish` made of the joined run, and whether a child refused a file (each already named
    /// on standard error).
    struct Outcome {
        var outcome: PreviewSession.Outcome
        var refused: Bool
    }

    /// One child process and what it has printed so far.
    private final class Child {
        let shard: PreviewShard
        let process = Process()
        let log: URL
        let folder: URL
        /// Titles of the tiles it has finished, in its order; its tile count once it has said it.
        var titles: [String] = []
        var total: Int?
        var preamble: [String] = []
        var messages: [String] = []

        init(shard: PreviewShard, scratch: URL) {
            self.shard = shard
            log = scratch.appendingPathComponent("shard-\(shard.index).log")
            folder = scratch.appendingPathComponent("shard-\(shard.index)")
        }

        /// Whether the preamble (what it prints before its first tile) is complete.
        var started: Bool { total != nil || !process.isRunning }

        /// How much of the log has been read, and the start of a line still being written.
        private var offset: UInt64 = 0
        private var partial = Data()

        /// Reads what the log gained since the last call: progress lines (`preview [k/n] title`) and
        /// other messages. Only the new bytes are read: the parent polls every 50 ms, and reading
        /// the whole log each time cost it as much CPU as a child's share on ib-corpus.
        func read() {
            guard let handle = try? FileHandle(forReadingFrom: log) else { return }
            defer { try? handle.close() }
            guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd(), !data.isEmpty
            else { return }
            offset += UInt64(data.count)
            partial.append(data)
            // Only whole lines: the last one may still be being written.
            guard let last = partial.lastIndex(of: UInt8(ascii: "\n")) else { return }
            let text = String(decoding: partial[partial.startIndex..<last], as: UTF8.self)
            partial = Data(partial[(last + 1)...])
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if let (done, count, title) = Self.progress(line), done == titles.count + 1 {
                    total = count
                    titles.append(title)
                } else if !line.isEmpty {
                    if titles.isEmpty { preamble.append(line) } else { messages.append(line) }
                }
            }
        }

        /// `preview [3/10] iPhone 15 Pro · portrait` as (3, 10, title).
        static func progress(_ line: String) -> (Int, Int, String)? {
            guard line.hasPrefix("preview ["), let close = line.firstIndex(of: "]") else { return nil }
            let numbers = line[line.index(line.startIndex, offsetBy: 9)..<close].split(separator: "/")
            guard numbers.count == 2, let done = Int(numbers[0]), let count = Int(numbers[1]) else { return nil }
            return (done, count, String(line[line.index(after: close)...].dropFirst()))
        }
    }

    /// Runs the children, replays their progress, joins their shards and hands the joined run to
    /// `finish` (which writes it) while the children's folders, whose SVGs it moves, still exist.
    func run(
        progress: (String) -> Void, finish: (PreviewRunner.Result) throws -> PreviewSession.Outcome
    ) throws -> Outcome {
        let fileManager = FileManager.default
        let target = output.standardizedFileURL
        let scratch = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).jobs-\(ProcessInfo.processInfo.processIdentifier)")
        try? fileManager.removeItem(at: scratch)
        do {
            try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            // Named as the folder asked for: the children's folder beside it is an implementation detail.
            throw PreviewError.cannotWrite(path: target.path, message: systemReason(of: error))
        }
        defer { try? fileManager.removeItem(at: scratch) }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let children = (1...jobs).map { Child(shard: PreviewShard(index: $0, count: jobs)!, scratch: scratch) }
        let ended = DispatchSemaphore(value: 0)
        for child in children {
            _ = fileManager.createFile(atPath: child.log.path, contents: nil)
            child.process.executableURL = executable
            child.process.arguments =
                arguments + [
                    "--shard", child.shard.description, "--jobs", "1", "--out", child.folder.path, "--share-for-jobs",
                ]
            child.process.standardOutput = FileHandle.nullDevice
            child.process.standardError = try FileHandle(forWritingTo: child.log)
            child.process.standardInput = FileHandle.nullDevice
            child.process.terminationHandler = { _ in ended.signal() }
            do {
                try child.process.run()
            } catch {
                children.forEach { if $0.process.isRunning { $0.process.terminate() } }
                throw PreviewError.cannotWrite(
                    path: executable.path, message: "cannot start: \(systemReason(of: error))")
            }
        }

        var printed: Set<String> = []
        func say(_ lines: [String]) {
            for line in lines where printed.insert(line).inserted {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
        var preambleDone = false
        var emitted = 0
        // A run split by file: which files were read (known once every child has read its share),
        // the child holding each and the file's place among that child's tiles.
        var readFiles: [Int] = []
        var owner: [Int: (child: Int, rank: Int)] = [:]
        func startFiles(_ plan: FilePlan) {
            // Each child names its refused files in path order; the run names them all in path order.
            var lines: [(file: Int, line: String)] = []
            for child in children {
                var file = Int.max
                for line in child.preamble {
                    file = plan.file(named: line) ?? file
                    lines.append((file, line))
                }
            }
            let refused = Set(lines.map(\.file))
            let ordered = lines.enumerated().sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }
            say(ordered.map(\.element.line))
            readFiles = plan.paths.indices.filter { !refused.contains($0) }
            for (child, share) in plan.shares.enumerated() {
                for (rank, file) in share.filter({ !refused.contains($0) }).enumerated() { owner[file] = (child, rank) }
            }
        }
        func replay() {
            children.forEach { $0.read() }
            if !preambleDone {
                guard children.allSatisfy(\.started) else { return }
                if let files { startFiles(files) } else { say(children.flatMap(\.preamble)) }
                preambleDone = true
            }
            if let files {
                // Tile g of the run is file read[g / C] on configuration g mod C, done when its child did it.
                let count = files.configurations.count
                let total = readFiles.count * count
                while emitted < total {
                    let file = readFiles[emitted / count]
                    guard let (child, rank) = owner[file], rank * count + emitted % count < children[child].titles.count
                    else { break }
                    let title =
                        (readFiles.count > 1 ? [files.names[file]] : []) + [files.configurations[emitted % count]]
                    progress("[\(emitted + 1)/\(total)] \(title.joined(separator: " · "))")
                    emitted += 1
                }
                return
            }
            let total = children.reduce(0) { $0 + ($1.total ?? 0) }
            // Tile g of the run is shard (g mod N)'s tile g / N: replayed once every earlier one is done.
            while emitted < total {
                let child = children[emitted % jobs]
                guard emitted / jobs < child.titles.count else { break }
                progress("[\(emitted + 1)/\(total)] \(child.titles[emitted / jobs])")
                emitted += 1
            }
        }
        // Each share is read as soon as its child has ended, on a core the child no longer needs.
        let readings = PreviewRunner.Result.ShareReadings(count: jobs, keepingFrames: keepsFrames)
        func readEnded() {
            for (index, child) in children.enumerated() where !child.process.isRunning {
                readings.start(index, child.folder)
            }
        }
        while children.contains(where: \.process.isRunning) {
            // Woken early by a child's end: the last one's is when the join can start.
            _ = ended.wait(timeout: .now() + 0.05)
            replay()
            readEnded()
        }
        readEnded()
        replay()
        if emitted > 0 { progress("") }
        say(children.flatMap(\.messages))

        var refused = false
        for child in children {
            switch child.process.terminationStatus {
            case 0: break
            case ExitStatus.badInput where fileManager.fileExists(atPath: child.folder.path): refused = true
            case let status: throw ExitCode(status)
            }
        }
        let result = try PreviewRunner.Result.merging(readings.finished(), movingFiles: true)
        return Outcome(outcome: try finish(result), refused: refused || !result.refused.isEmpty)
    }
}
