/// A linear expression `Σ coefficient · variable + constant`, as in kiwi's `Expression`.
///
/// Repeated variables are allowed; the solver adds their coefficients up.
public struct Expression: Hashable, Sendable {
    /// The terms in the order they were written.
    public var terms: [Term]
    /// The constant part of the expression.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0.0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs * -1.0
    }

    /// The expression plus a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    /// The expression scaled by a factor.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// The expression scaled by a factor.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }
}
