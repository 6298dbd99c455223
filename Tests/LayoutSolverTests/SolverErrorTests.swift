import Testing

@testable import LayoutSolver

@Suite struct SolverErrorTests {
    let x = Variable(0)
    let y = Variable(1)
    let w = Variable(2)

    /// A small layout: a view of width y placed at x inside a superview of edit width w.
    func layout() throws -> (Solver, [Constraint]) {
        var solver = Solver()
        let constraints = [
            Constraint(id: 0, expr((x, 1), constant: -8), .equal),
            Constraint(id: 1, expr((w, 1), (x, -1), (y, -1), constant: -8), .equal),
            Constraint(id: 2, expr((y, 1), constant: -100), .greaterThanOrEqual, strength: .init(priority: 750)),
            Constraint(id: 3, expr((y, 1), constant: -100), .lessThanOrEqual, strength: .init(priority: 250)),
        ]
        for c in constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(320, for: w)
        return (solver, constraints)
    }

    @Test func L1_conflictingRequiredEqualitiesAreUnsatisfiable() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -10), .equal))
        let conflict = Constraint(id: 1, expr((x, 1), constant: -20), .equal)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_conflictingRequiredBoundsAreUnsatisfiable() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -10), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(id: 1, expr((x, 1), (y, -1)), .lessThanOrEqual))
        try solver.addConstraint(Constraint(id: 2, expr((x, 1), constant: -12), .equal, strength: .weak))
        let conflict = Constraint(id: 3, expr((y, 1), constant: -5), .lessThanOrEqual)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(solver.value(of: x) == 12)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_theSystemSurvivesAFailedAdd() throws {
        var (solver, _) = try layout()
        var reference = solver
        let before = [x, y, w].map { solver.value(of: $0) }
        #expect(before == [8, 304, 320])
        // Goes through the artificial variable: x is basic, so the row has no external symbol.
        let conflict = Constraint(id: 9, expr((x, 1), constant: -20), .greaterThanOrEqual)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect([x, y, w].map { solver.value(of: $0) } == before)
        #expect(solver.invariantViolations == [])
        for width in [100.0, 568, 1024] {
            try solver.suggestValue(width, for: w)
            try reference.suggestValue(width, for: w)
            #expect([x, y, w].map { solver.value(of: $0) } == [x, y, w].map { reference.value(of: $0) })
        }
        let extra = Constraint(id: 10, expr((y, 1), constant: -500), .lessThanOrEqual)
        try solver.addConstraint(extra)
        try reference.addConstraint(extra)
        #expect([x, y, w].map { solver.value(of: $0) } == [x, y, w].map { reference.value(of: $0) })
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_addingAConstraintTwiceIsADuplicate() throws {
        var (solver, constraints) = try layout()
        let before = solver.dump()
        #expect(throws: SolverError.duplicateConstraint(constraints[1])) { try solver.addConstraint(constraints[1]) }
        // Same id, different relation: still the same constraint.
        var renamed = constraints[0]
        renamed.expression.constant = -99
        #expect(throws: SolverError.duplicateConstraint(renamed)) { try solver.addConstraint(renamed) }
        #expect(solver.dump() == before)
    }

    @Test func L1_removingAnUnknownConstraintFails() throws {
        var (solver, constraints) = try layout()
        let stranger = Constraint(id: 77, expr((x, 1)), .equal)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.removeConstraint(stranger) }
        try solver.removeConstraint(constraints[3])
        #expect(throws: SolverError.unknownConstraint(constraints[3])) { try solver.removeConstraint(constraints[3]) }
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_editVariableMisuseIsReported() throws {
        var (solver, _) = try layout()
        let before = solver.dump()
        #expect(throws: SolverError.duplicateEditVariable(w)) { try solver.addEditVariable(w, strength: .medium) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.badRequiredStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.badRequiredStrength(x)) {
            try solver.addEditVariable(x, strength: Strength(priority: 1000))
        }
        #expect(solver.dump() == before)
        #expect(!solver.hasEditVariable(x))
    }
}
