/// A solver variable: a small integer handle whose value is read back with `Solver.value(of:)`.
///
/// Like kiwi's `Variable`, but a plain value: the solver keeps the value, not the variable.
/// Ids index dense arrays inside the solver, so hand them out from 0 upward.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's index; the solver sizes its tables by the largest id it has seen.
    public let id: Int

    /// A variable with the given non-negative id.
    public init(_ id: Int) {
        precondition(id >= 0, "Variable ids must be non-negative")
        self.id = id
    }

    /// Orders variables by id, which keeps dumps and tests deterministic.
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

    /// `x` followed by the id, as the tableau dump prints it.
    public var description: String { "x\(id)" }
}
