// Placeholder until the Cassowary solver lands (issue 3).
/// An incremental Cassowary constraint solver.
public struct Solver {
    public init() {}
}
