import FuzzDriver

/// The `vfl` harness: libFuzzer over FuzzHarness's `vfl` body (Fuzz/Driver). SwiftPM's debug link
/// enters an executable target at `TARGET_main`.
@_cdecl("FuzzVisualFormat_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(.vfl, argc: argc, argv: argv)
}
