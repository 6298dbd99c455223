import Foundation
import FuzzHarness

/// libFuzzer's side of every harness in `Fuzz/Harnesses`: its entry point for one input and its
/// driver, shared so that a harness's `main` only names its `FuzzHarness.Target`.
///
/// Built only here, with `-sanitize=fuzzer`, which links libFuzzer's runtime: the main package's
/// `FuzzHarness`, which `swift test` links too, cannot name libFuzzer's symbols.
public enum FuzzDriver {
    /// The harness this process runs; set once by `run(_:argc:argv:)` before libFuzzer starts its
    /// one thread, which alone reads it.
    nonisolated(unsafe) static var target: FuzzHarness.Target = .ib

    /// Runs libFuzzer's driver (its command line, corpus folders, `-runs`, a file to replay) over
    /// `target`'s body, each input under `FuzzHarness.cpuLimit`. Called from the harness's `main`,
    /// which SwiftPM's debug link names `HARNESS_main`, on the main thread.
    public static func run(
        _ target: FuzzHarness.Target, argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    ) -> CInt {
        self.target = target
        var argc = argc
        var argv = argv
        return runFuzzerDriver(&argc, &argv) { fuzzOneInput($0, $1) }
    }
}

/// One fuzz input, handed to the harness's body under the per-input CPU limit; libFuzzer calls on
/// the main thread.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { FuzzHarness.run(FuzzDriver.target, data, cpuLimit: FuzzHarness.cpuLimit) }
    return 0
}

/// libFuzzer's driver, from the runtime that `-sanitize=fuzzer` links.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt
