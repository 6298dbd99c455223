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
        /// IB document bytes: read, instantiated, laid out on one device, linted and rendered.
        case ib
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
            case .solve: solve(Array(data))
            case .vfl: visualFormat(data)
            case .json: json(data)
            }
        }
    }

    /// A scratch folder of this process for harnesses whose readers take a file.
    static let scratch: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "adaptive-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()
}
