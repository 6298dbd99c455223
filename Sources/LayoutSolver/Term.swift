/// A variable multiplied by a coefficient, as in kiwi's `Term`.
public struct Term: Hashable, Sendable {
    /// The variable the term scales.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// A term `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1.0) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
