import FuzzDriver

/// The `ib` harness: libFuzzer over FuzzHarness's `ib` body (Fuzz/Driver). SwiftPM's debug link
/// enters an executable target at `TARGET_main`.
@_cdecl("FuzzIBDocument_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(.ib, argc: argc, argv: argv)
}
