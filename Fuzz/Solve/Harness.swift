/// One fuzz input: any bytes as an `adaptive-constraints/1` document, read and, when valid, solved
/// and printed as `adaptive solve` would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolve(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    guard let system = try? ConstraintSystem(bytes: input) else { return 0 }
    switch system.solve() {
    case .success(let solution): _ = system.json(solution)
    case .failure(let error): _ = error.json(solveMilliseconds: nil)
    }
    return 0
}
