/// An incremental Cassowary constraint solver with kiwi's API and semantics.
///
/// A value type: copying a solver copies its whole state (lazily). `value(of:)` is always
/// current; `updateVariables()` only makes reading many values cheap.
public struct Solver: Sendable {
    var tableau = Tableau()

    /// An empty solver that keeps every constraint's terms, so that `constraint(withID:)` and `dump()`
    /// can give them back.
    public init() {}

    /// An empty solver; with `keepingTerms` false it keeps of each constraint only its id, relation,
    /// strength and constant (`constraintSummary(withID:)`), for a client that keeps its constraints
    /// itself: a layout engine holds its `NSLayoutConstraint`s, and a constraint's terms were a good
    /// share of the memory of a big layout. `constraint(withID:)` then answers nil and `dump()`
    /// lists the constraints without their terms.
    package init(keepingTerms: Bool) {
        tableau.constraints = Tableau.ConstraintTable(keepsTerms: keepingTerms)
    }

    /// Whether the solver keeps its constraints' terms (see `init(keepingTerms:)`).
    package var keepsTerms: Bool { tableau.constraints.keepsTerms }

    /// Adds a constraint and re-optimizes (kiwi's `addConstraint`).
    ///
    /// Throws `duplicateConstraint` when a constraint with the same id is present and
    /// `unsatisfiableConstraint` when a required constraint conflicts with the required
    /// constraints already added; either way the solver keeps its previous system and solution.
    /// - Complexity: proportional to the cells of the rows that contain the new constraint's
    ///   variables and of the rows the chosen subject is substituted into, plus any pivots; it does
    ///   not walk the other rows as kiwi does.
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.addConstraint(constraint)
    }

    /// Removes a constraint by id and re-optimizes (kiwi's `removeConstraint`).
    /// - Complexity: proportional to the rows that contain the constraint's marker symbol, plus
    ///   any pivots.
    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try tableau.removeConstraint(constraint)
    }

    /// Whether a constraint with this id is in the solver.
    /// - Complexity: O(1).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.constraints.contains(constraint.id)
    }

    /// The constraint with this id as the solver holds it (its constant as last updated), or nil; nil
    /// too in a solver made without its terms (`init(keepingTerms: false)`).
    /// - Complexity: O(terms of the constraint).
    package func constraint(withID id: Int) -> Constraint? {
        tableau.constraints.constraint(id)
    }

    /// What the solver keeps of the constraint with this id whether or not it keeps terms: its
    /// relation, strength and constant as last updated; nil when no such constraint is in it.
    /// - Complexity: O(1).
    package func constraintSummary(withID id: Int) -> ConstraintSummary? {
        guard let entry = tableau.constraints.entry(id) else { return nil }
        return ConstraintSummary(id: id, relation: entry.relation, strength: entry.strength, constant: entry.constant)
    }

    /// Removes the constraint with this id and re-optimizes: `removeConstraint(_:)` for a client that
    /// keeps the id alone.
    /// - Complexity: that of `removeConstraint(_:)`.
    package mutating func removeConstraint(withID id: Int) throws(SolverError) {
        try tableau.removeConstraint(Constraint(id: id, Expression(), .equal))
    }

    /// Makes room for `constraints` more constraints, `optional` of them non-required (each takes one
    /// more symbol) and `inequalities` of them inequalities (their rows hold more cells), over variables
    /// `Variable(0) ..< Variable(variables)`, so that the solver's tables are allocated once at that size
    /// instead of doubling up to it. A larger system still grows.
    /// - Complexity: O(variables + the room made).
    package mutating func reserveCapacity(variables: Int, constraints: Int, optional: Int, inequalities: Int = 0) {
        tableau.reserveCapacity(
            variables: variables, constraints: constraints, optional: optional, inequalities: inequalities)
    }

    /// Gives the constraint with id `id` the id `newID`, which no constraint has: for a client whose ids
    /// follow its own table's order as it compacts. Does nothing when no constraint has `id`.
    /// - Complexity: O(1).
    package mutating func renameConstraint(withID id: Int, to newID: Int) {
        tableau.constraints.rename(id, to: newID)
    }

    /// Makes room for constraints with the ids `ids`, for a client that numbers its constraints densely
    /// (a layout engine's 1, 2, 3… and −1, −2, −3…): the solver finds a record through a table indexed by
    /// the id, which then grows once instead of doubling (and leaving up to half of it unused).
    /// - Complexity: O(the room made).
    package mutating func reserveConstraintIDs(_ ids: ClosedRange<Int>) {
        tableau.constraints.reserveIDs(ids)
    }

    /// Makes a variable an edit variable held at 0 with the given non-required strength.
    /// - Complexity: that of adding one constraint over one variable.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try tableau.addEditVariable(variable, strength)
    }

    /// Stops editing a variable and removes its edit constraint.
    /// - Complexity: that of removing one constraint.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try tableau.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable.
    /// - Complexity: O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[variable] != nil
    }

    /// Changes a constraint's constant in place (the constraint is found by its id) and re-solves with
    /// the dual simplex method: what Auto Layout does when a constraint's `constant` changes.
    ///
    /// A required constraint that can no longer hold throws `unsatisfiableConstraint` and leaves the
    /// solver with its previous system and solution.
    /// - Complexity: proportional to the rows that contain the constraint's marker, plus the dual
    ///   simplex pivots the change makes necessary; no row is removed or rebuilt.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        // No copy of the tableau to fall back on: copying it made every change O(size), and a
        // layout pass changes a constant for every view's margins.
        let old = tableau.constraints.entry(constraint.id)?.constant
        do {
            try tableau.updateConstant(of: constraint, to: constant)
        } catch .internalSolverError {
            if let old { tableau.restoreConstant(of: constraint, to: old) }
            var moved = constraint
            moved.expression.constant = constant
            throw .unsatisfiableConstraint(moved)
        }
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex method.
    /// - Complexity: proportional to the rows that contain the edit's error symbols, plus the
    ///   dual simplex pivots the change makes necessary.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try tableau.suggestValue(value, for: variable)
    }

    /// The variable's current value; 0 for a variable the solver has not seen.
    ///
    /// Always current. Call `updateVariables()` first when reading many values.
    /// - Complexity: O(1) after `updateVariables()`; otherwise proportional to the rows the
    ///   variable's row refers to, directly or not (a chain of equalities is walked to its start).
    public func value(of variable: Variable) -> Double {
        tableau.value(of: variable)
    }

    /// The values of variables `Variable(0)` up to `Variable(count - 1)`, in id order: one call for
    /// clients that number their variables densely (a layout engine reading every frame).
    /// - Complexity: O(count) after `updateVariables()`.
    public func values(ofFirst count: Int) -> [Double] {
        tableau.values(ofFirst: count)
    }

    /// Computes every variable's value in one pass, so that `value(of:)` is a lookup until the next
    /// change (kiwi's `updateVariables`).
    /// - Complexity: O(cells of the rows of basic variables).
    public mutating func updateVariables() {
        tableau.updateValues()
    }

    /// Like `updateVariables()`, and tells which variables' values changed since the previous call of
    /// this method: nil when any of them may have (the first call, or after changes too many to list).
    /// - Complexity: after a first full pass, proportional to the rows the changes touched and the
    ///   rows whose values they moved (times a logarithm), not to the size of the system.
    package mutating func updateVariablesReportingChanges() -> [Variable]? {
        tableau.updateValues()
        return tableau.takeChangedVariables()
    }

    /// Removes every constraint and edit variable (kiwi's `reset`).
    /// - Complexity: O(1) plus releasing the storage.
    public mutating func reset() {
        let keepsTerms = keepsTerms
        tableau = Tableau()
        tableau.constraints = Tableau.ConstraintTable(keepsTerms: keepsTerms)
    }

    /// A deterministic text dump of the tableau for debugging and golden tests (kiwi's `dumps`).
    /// - Complexity: O(size of the tableau · log).
    public func dump() -> String {
        tableau.dump()
    }
}

/// What a solver keeps of a constraint whether or not it keeps its terms (`Solver.constraintSummary(withID:)`).
package struct ConstraintSummary: Hashable, Sendable {
    package var id: Int
    package var relation: Constraint.Relation
    package var strength: Strength
    /// The constant of the constraint's expression as last updated.
    package var constant: Double
}
