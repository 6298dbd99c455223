import AdaptiveKit
import Foundation

/// The bodies of the libFuzzer harnesses in `Fuzz/`, one per kind of input the tools read.
///
/// A library of the main package so that `swift test` replays each crash fixture through the same
/// function the fuzzer called (FuzzReplayTests); `Fuzz/` only adds libFuzzer's entry point around
/// them, built with `-sanitize=fuzzer` by `Scripts/fuzz.sh`. A thrown error is a fine answer to any
/// input; a trap, a hang or an allocation sized by the input is what the fuzzer looks for.
public enum FuzzHarness {
    /// The harnesses, named as `Scripts/fuzz.sh` and the fixture folders name them.
    public enum Target: String, CaseIterable, Sendable {
        /// IB document bytes: read, instantiated, laid out on one device and rendered.
        case ib
        /// IB document bytes: linted, and every scene compared with its stored frames.
        case iblint
        /// An `adaptive-constraints/1` document, read and solved as `adaptive solve` does.
        case solve
        /// A visual format string with its views and metrics, resolved, activated and laid out.
        case vfl
        /// JSON the tools read: an asset catalog's `Contents.json` and a preview's `report.json`.
        case json
    }

    /// Runs one input through a harness; libFuzzer calls on the main thread. What UIKit would have
    /// logged is captured rather than printed, and returned.
    @MainActor
    @discardableResult
    public static func run(_ target: Target, _ data: Data) -> [DiagnosticLog.Entry] {
        DiagnosticLog.capture {
            switch target {
            case .ib: interfaceBuilderDocument(data)
            case .iblint: interfaceBuilderLint(data)
            case .solve: solve(Array(data))
            case .vfl: visualFormat(data)
            case .json: json(data)
            }
        }
    }

    /// Runs one input as `run` does, then stops the process (`abort`, which libFuzzer reports as a
    /// crash and keeps the input) when it took more than `cpuLimit` seconds of this thread's CPU time.
    ///
    /// libFuzzer's own `-timeout` counts wall time, which on a machine shared with other builds is
    /// mostly time spent waiting for a core: Scripts/fuzz.sh gives libFuzzer a generous wall limit
    /// for true hangs and this one the per-input second.
    @MainActor
    public static func run(_ target: Target, _ data: Data, cpuLimit: Double) {
        let start = threadCPUTime()
        run(target, data)
        let spent = threadCPUTime() - start
        guard spent > cpuLimit else { return }
        FileHandle.standardError.write(
            Data("==FuzzHarness== slow input: \(spent) s of CPU, over the limit of \(cpuLimit) s\n".utf8))
        abort()
    }

    /// The per-input CPU limit the harnesses apply: `FUZZ_CPU_LIMIT` seconds, 1 by default.
    public static let cpuLimit = ProcessInfo.processInfo.environment["FUZZ_CPU_LIMIT"].flatMap(Double.init) ?? 1

    /// The CPU time this thread has used, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A scratch folder of this process for harnesses whose readers take a file: in memory
    /// (`/dev/shm`) where there is one, since rewriting a file on a disk filesystem waits for the
    /// disk on close (ext4 flushes a truncated file's data), which a busy disk made 40 ms an input.
    static let scratch: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        let base =
            FileManager.default.isWritableFile(atPath: memory.path) ? memory : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent(
            "adaptive-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Gone when the process exits: each run made one, and a day of fuzzing left dozens in `/dev/shm`, which is memory.
        atexit { try? FileManager.default.removeItem(at: FuzzHarness.scratch) }
        return folder
    }()
}
