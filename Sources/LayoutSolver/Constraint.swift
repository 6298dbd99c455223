/// A linear relation `expression ⋚ 0` with a strength, identified by `id` inside a solver.
///
/// kiwi tells constraints apart by object identity; here the caller's `id` plays that part:
/// adding a second constraint with the same id is a duplicate even if it reads differently, and
/// two identical relations with different ids are two constraints.
public struct Constraint: Hashable, Identifiable, Sendable {
    /// The relation between an expression and zero, spelled as `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Hashable, Sendable {
        /// `expression <= 0`
        case lessThanOrEqual = -1
        /// `expression == 0`
        case equal = 0
        /// `expression >= 0`
        case greaterThanOrEqual = 1
    }

    /// Identifies the constraint in the solver (see the type's discussion).
    public var id: Int
    /// The left-hand side; the right-hand side is zero.
    public var expression: Expression
    /// How the expression compares with zero.
    public var relation: Relation
    /// How much the constraint matters.
    public var strength: Strength

    /// The constraint `expression relation 0` with the given strength.
    public init(id: Int, _ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.id = id
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}
