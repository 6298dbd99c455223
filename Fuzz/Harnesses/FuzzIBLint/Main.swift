import Foundation
import FuzzHarness

/// One fuzz input, handed to FuzzHarness's `iblint` body under the per-input CPU limit; libFuzzer calls on the main thread.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { FuzzHarness.run(.iblint, data, cpuLimit: FuzzHarness.cpuLimit) }
    return 0
}

/// libFuzzer's driver, entered from the `FuzzIBLint_main` that SwiftPM's debug link names as `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzIBLint_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { fuzzOneInput($0, $1) }
}
