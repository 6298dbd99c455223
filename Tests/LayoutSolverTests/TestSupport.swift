@testable import LayoutSolver

/// `Σ coefficient · variable + constant`, written as in the interchange format.
func expr(_ terms: (Variable, Double)..., constant: Double = 0.0) -> Expression {
    Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

extension Solver {
    /// The tableau's broken invariants (empty when consistent).
    var invariantViolations: [String] { tableau._invariantViolations() }
}

/// How far `constraint` is from holding at the solver's values.
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    var residual = constraint.expression.constant
    for term in constraint.expression.terms { residual += term.coefficient * solver.value(of: term.variable) }
    switch constraint.relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0.0, residual)
    case .greaterThanOrEqual: return max(0.0, -residual)
    }
}

/// The tolerance kiwi's answers are checked with: 1e-6 relative to the constraint's scale.
func allowance(for constraint: Constraint, in solver: Solver) -> Double {
    var scale = 1.0 + abs(constraint.expression.constant)
    for term in constraint.expression.terms {
        scale += abs(term.coefficient) * (abs(solver.value(of: term.variable)) + 1.0)
    }
    return 1e-6 * scale
}

/// kiwi's objective: the weighted violations of the non-required constraints and edits.
func objective(_ constraints: [Constraint], edits: [(Variable, Strength, Double)], in solver: Solver) -> Double {
    var total = 0.0
    for constraint in constraints where !constraint.strength.isRequired {
        total += constraint.strength.weight * max(0.0, violation(of: constraint, in: solver) - 1e-9)
    }
    for (variable, strength, value) in edits {
        total += strength.weight * max(0.0, abs(solver.value(of: variable) - value) - 1e-9)
    }
    return total
}
