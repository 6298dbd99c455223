import ConstraintInterchange

extension FuzzHarness {
    /// Any bytes as an `adaptive-constraints/1` document: read and, when valid, solved and printed
    /// as `adaptive solve` would (the command's own reader, ConstraintInterchange).
    static func solve(_ bytes: [UInt8]) {
        guard let system = try? ConstraintSystem(bytes: bytes) else { return }
        switch system.solve() {
        case .success(let solution): _ = system.json(solution)
        case .failure(let error): _ = error.json(solveMilliseconds: nil)
        }
    }
}
