import FuzzDriver

/// The `solve` harness: libFuzzer over FuzzHarness's `solve` body (Fuzz/Driver). SwiftPM's debug link
/// enters an executable target at `TARGET_main`.
@_cdecl("FuzzSolve_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(.solve, argc: argc, argv: argv)
}
