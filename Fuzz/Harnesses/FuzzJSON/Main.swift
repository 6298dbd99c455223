import FuzzDriver

/// The `json` harness: libFuzzer over FuzzHarness's `json` body (Fuzz/Driver). SwiftPM's debug link
/// enters an executable target at `TARGET_main`.
@_cdecl("FuzzJSON_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(.json, argc: argc, argv: argv)
}
