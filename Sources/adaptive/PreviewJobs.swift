import AdaptiveRender
import ArgumentParser
import Foundation

/// `adaptive preview --jobs N`: the run as N child processes of this executable, each running
/// `--shard K/N` into a folder of its own, joined as `--merge` joins shards.
///
/// UIKit's model is main-actor bound and holds process-wide state (the shared application, layout
/// deferral), so the work is split across processes rather than threads. The children's progress
/// is replayed in the run's order and their messages are printed once each, so what a parallel
/// run prints and writes is what a serial run does.
@MainActor
struct PreviewJobs {
    /// The children's arguments but `--shard`, `--jobs` and `--out`.
    var arguments: [String]
    var jobs: Int
    /// The folder the joined preview goes to; the children write beside it, in a hidden folder.
    var output: URL

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

        /// Reads its log again: progress lines (`preview [k/n] title`) and other messages.
        func read() {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeLast()  // the line being written, or the empty rest after the last newline
            titles = []
            preamble = []
            messages = []
            for line in lines {
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
        for child in children {
            _ = fileManager.createFile(atPath: child.log.path, contents: nil)
            child.process.executableURL = executable
            child.process.arguments =
                arguments + ["--shard", child.shard.description, "--jobs", "1", "--out", child.folder.path]
            child.process.standardOutput = FileHandle.nullDevice
            child.process.standardError = try FileHandle(forWritingTo: child.log)
            child.process.standardInput = FileHandle.nullDevice
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
        func replay() {
            children.forEach { $0.read() }
            if !preambleDone {
                guard children.allSatisfy(\.started) else { return }
                say(children.flatMap(\.preamble))
                preambleDone = true
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
        while children.contains(where: \.process.isRunning) {
            Thread.sleep(forTimeInterval: 0.05)
            replay()
        }
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
        let result = try PreviewRunner.Result.merging(folders: children.map(\.folder), movingFiles: true)
        return Outcome(outcome: try finish(result), refused: refused)
    }
}
