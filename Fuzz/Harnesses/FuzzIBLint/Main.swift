import FuzzDriver

/// The `iblint` harness: libFuzzer over FuzzHarness's `iblint` body (Fuzz/Driver). SwiftPM's debug link
/// enters an executable target at `TARGET_main`.
@_cdecl("FuzzIBLint_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(.iblint, argc: argc, argv: argv)
}
