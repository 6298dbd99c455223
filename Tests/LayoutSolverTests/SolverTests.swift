import TestSupport
import Testing

@testable import LayoutSolver

@Suite struct SolverTests {
    let x = Variable(0)
    let y = Variable(1)
    let z = Variable(2)

    @Test func L1_theLandingPageExampleWorks() throws {
        var solver = Solver()
        let (left, width, superview) = (Variable(0), Variable(1), Variable(2))
        try solver.addConstraint(Constraint(id: 0, Expression(left) - 16, .equal))
        try solver.addConstraint(
            Constraint(id: 1, Expression(superview) - Expression(left) - Expression(width) - 16, .equal))
        try solver.addEditVariable(superview, strength: .strong)
        try solver.suggestValue(375, for: superview)
        #expect(solver.value(of: width) == 343)
        #expect(2 * Expression(left) + 1 == Expression([Term(left, 2)], constant: 1))
    }

    @Test func L1_requiredEqualityFixesTheVariable() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -10), .equal))
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations == [])
        solver.tableau._checkInvariants()
    }

    @Test func L1_inequalitiesBoundAWeakerPreference() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -10), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(id: 1, expr((x, 1), constant: -20), .lessThanOrEqual))
        try solver.addConstraint(Constraint(id: 2, expr((x, 1), constant: -30), .equal, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.addConstraint(Constraint(id: 3, expr((x, 1), constant: -5), .equal, strength: .medium))
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_theStrongerPreferenceWins() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -20), .equal, strength: .weak))
        try solver.addConstraint(Constraint(id: 1, expr((x, 1), constant: -10), .equal, strength: .strong))
        #expect(solver.value(of: x) == 10)
        // UIKit priorities: 750 (compression resistance) beats 250 (hugging).
        try solver.addConstraint(
            Constraint(id: 2, expr((y, 1), constant: -200), .lessThanOrEqual, strength: .init(priority: 250)))
        try solver.addConstraint(
            Constraint(id: 3, expr((y, 1), constant: -300), .greaterThanOrEqual, strength: .init(priority: 750)))
        #expect(solver.value(of: y) == 300)
    }

    @Test func L1_strengthsMatchKiwiAndUIKit() {
        #expect(Strength.required.weight == 1_001_001_000)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.weight == 1000)
        #expect(Strength.weak.weight == 1)
        #expect(Strength(priority: 750).weight == 750_000)
        #expect(Strength(priority: 249.5).weight == 249_500)
        #expect(Strength(priority: 999).isRequired == false)
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(weight: 5e12) == .required)
        #expect(Strength(weight: -3).weight == 0)
        #expect(Strength.create(1, 0, 0) == .strong)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    }

    @Test func L1_removingAConstraintRestoresTheWeakerOne() throws {
        var solver = Solver()
        let weak = Constraint(id: 0, expr((x, 1), constant: -10), .equal, strength: .weak)
        let medium = Constraint(id: 1, expr((x, 1), constant: -20), .equal, strength: .medium)
        try solver.addConstraint(weak)
        try solver.addConstraint(medium)
        #expect(solver.value(of: x) == 20)
        #expect(solver.hasConstraint(medium))
        try solver.removeConstraint(medium)
        #expect(!solver.hasConstraint(medium))
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(weak)
        #expect(solver.value(of: x) == 0)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_removingARequiredInequalityFreesTheVariable() throws {
        var solver = Solver()
        let bound = Constraint(id: 0, expr((x, 1), constant: -15), .lessThanOrEqual)
        try solver.addConstraint(bound)
        try solver.addConstraint(Constraint(id: 1, expr((x, 1), constant: -40), .equal, strength: .weak))
        #expect(solver.value(of: x) == 15)
        try solver.removeConstraint(bound)
        #expect(solver.value(of: x) == 40)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -300), .lessThanOrEqual))
        try solver.addConstraint(Constraint(id: 1, expr((y, 1), (x, -0.5)), .equal))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.suggestValue(120, for: x)
        #expect(solver.value(of: x) == 120)
        #expect(solver.value(of: y) == 60)
        try solver.suggestValue(500, for: x)
        #expect(solver.value(of: x) == 300)
        #expect(solver.value(of: y) == 150)
        try solver.suggestValue(10, for: x)
        #expect(solver.value(of: y) == 5)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        try solver.addConstraint(Constraint(id: 2, expr((x, 1), constant: -7), .equal, strength: .weak))
        #expect(solver.value(of: x) == 7)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_aWeakEditLosesToAStrongConstraint() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -50), .equal, strength: .strong))
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(80, for: x)
        #expect(solver.value(of: x) == 50)
    }

    @Test func L1_repeatedTermsAddUp() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), (x, 1), constant: -10), .equal))
        #expect(solver.value(of: x) == 5)
        try solver.addConstraint(Constraint(id: 1, expr((y, 1), (z, 2), (y, -1), constant: -8), .equal))
        #expect(solver.value(of: z) == 4)
    }

    @Test func L1_redundantRequiredEqualitiesAreAccepted() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), (y, -1), constant: -10), .equal))
        try solver.addConstraint(Constraint(id: 1, expr((x, 1), (y, -1), constant: -10), .equal))
        try solver.addConstraint(Constraint(id: 2, expr((y, 1), constant: -5), .equal))
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 5)
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_unknownVariablesReadAsZero() {
        let solver = Solver()
        #expect(solver.value(of: Variable(42)) == 0)
    }

    @Test func L1_aLongChainOfViewsKeepsExactPositions() throws {
        // left[i] = left[i-1] + width[i-1] + 8, width[i] = width[0], pinned to a superview edit.
        let count = 500
        let superview = Variable(0)
        func left(_ i: Int) -> Variable { Variable(1 + 2 * i) }
        func width(_ i: Int) -> Variable { Variable(2 + 2 * i) }
        var solver = Solver()
        var id = 0
        func add(_ e: Expression, _ r: Constraint.Relation = .equal) throws {
            try solver.addConstraint(Constraint(id: id, e, r))
            id += 1
        }
        try add(expr((left(0), 1)))
        for i in 1..<count {
            try add(expr((left(i), 1), (left(i - 1), -1), (width(i - 1), -1), constant: -8))
            try add(expr((width(i), 1), (width(0), -1)))
        }
        try add(expr((superview, 1), (left(count - 1), -1), (width(count - 1), -1)))
        try add(expr((width(0), 1)), .greaterThanOrEqual)
        try solver.addEditVariable(superview, strength: .strong)
        for total in [8000.0, 4500.0, 12000.0] {
            try solver.suggestValue(total, for: superview)
            let expectedWidth = (total - 8.0 * Double(count - 1)) / Double(count)
            solver.updateVariables()
            #expect(abs(solver.value(of: width(count - 1)) - expectedWidth) < 1e-9)
            #expect(abs(solver.value(of: left(count - 1)) - Double(count - 1) * (expectedWidth + 8)) < 1e-6)
        }
        #expect(solver.invariantViolations == [])
    }

    @Test func L1_changingConstantsMatchesAFreshSolve() throws {
        // Auto Layout changes a constant by removing the constraint and adding it again.
        let count = 40
        let superview = Variable(0)
        func left(_ i: Int) -> Variable { Variable(1 + 3 * i) }
        func width(_ i: Int) -> Variable { Variable(2 + 3 * i) }
        func height(_ i: Int) -> Variable { Variable(3 + 3 * i) }
        var constraints: [Constraint] = [Constraint(id: 0, expr((left(0), 1), constant: -16), .equal)]
        for i in 1..<count {
            constraints.append(
                Constraint(
                    id: constraints.count, expr((left(i), 1), (left(i - 1), -1), (width(i - 1), -1), constant: -8),
                    .equal))
            constraints.append(Constraint(id: constraints.count, expr((width(i), 1), (width(0), -1)), .equal))
            constraints.append(
                Constraint(id: constraints.count, expr((height(i), 1), (width(i), -0.5), constant: -Double(i)), .equal))
        }
        constraints.append(
            Constraint(
                id: constraints.count,
                expr((superview, 1), (left(count - 1), -1), (width(count - 1), -1), constant: -16), .equal))
        var solver = Solver()
        for c in constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(superview, strength: .strong)
        try solver.suggestValue(2000, for: superview)
        var rng = SeededGenerator(seed: 42)
        let variables = (0...3 * count).map(Variable.init)
        // Enough churn to rebuild the evaluation order of `updateVariables` a few times.
        for step in 0..<400 {
            let k = Int.random(in: 0..<constraints.count, using: &rng)
            try solver.removeConstraint(constraints[k])
            constraints[k].expression.constant = -Double(Int.random(in: 0...30, using: &rng))
            try solver.addConstraint(constraints[k])
            if step % 7 == 0 {
                try solver.suggestValue(Double(Int.random(in: 1500...3000, using: &rng)), for: superview)
            }
            if step % 5 != 0 { continue }
            solver.updateVariables()
            var fresh = Solver()
            for c in constraints { try fresh.addConstraint(c) }
            try fresh.addEditVariable(superview, strength: .strong)
            try fresh.suggestValue(solver.value(of: superview), for: superview)
            for v in variables {
                // Hundreds of changes accumulate rounding and kiwi's dropping of cells below 1e-8;
                // 1e-6 relative is what check.py allows for required constraints.
                let want = fresh.value(of: v)
                #expect(abs(solver.value(of: v) - want) <= 1e-6 * max(1.0, abs(want)), "step \(step): \(v)")
            }
            #expect(solver.invariantViolations == [], "step \(step)")
        }
    }

    @Test func L1_updateVariablesAgreesWithOnDemandValues() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), (y, -1), constant: -3), .equal))
        try solver.addConstraint(Constraint(id: 1, expr((z, 1), (x, -2)), .equal))
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(4, for: y)
        let onDemand = [x, y, z].map { solver.value(of: $0) }
        solver.updateVariables()
        #expect([x, y, z].map { solver.value(of: $0) } == onDemand)
        #expect(onDemand == [7, 4, 14])
    }

    @Test func L1_resetEmptiesTheSolver() throws {
        var solver = Solver()
        let c = Constraint(id: 0, expr((x, 1), constant: -10), .equal)
        try solver.addConstraint(c)
        try solver.addEditVariable(y, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(y))
        #expect(solver.value(of: x) == 0)
        try solver.addConstraint(c)
        #expect(solver.value(of: x) == 10)
    }

    @Test func L1_copiesAreIndependentValues() throws {
        var solver = Solver()
        try solver.addConstraint(Constraint(id: 0, expr((x, 1), constant: -10), .equal, strength: .weak))
        var copy = solver
        try copy.addConstraint(Constraint(id: 1, expr((x, 1), constant: -20), .equal))
        #expect(solver.value(of: x) == 10)
        #expect(copy.value(of: x) == 20)
    }
}

@Suite struct UpdateConstantTests {
    @Test func L1_updatingAConstantMatchesAFreshSolve() throws {
        let x = Variable(0)
        let y = Variable(1)
        let width = Variable(2)
        let pin = Constraint(id: 1, Expression(width) - 320, .equal)
        let left = Constraint(id: 2, Expression(x) - 16, .equal)
        let right = Constraint(id: 3, Expression(y) + 16 - Expression(width), .equal)
        let gap = Constraint(id: 4, Expression(y) - Expression(x) - 100, .greaterThanOrEqual)
        let prefer = Constraint(id: 5, Expression(y) - Expression(x) - 150, .equal, strength: .strong)
        var solver = Solver()
        for constraint in [pin, left, right, gap, prefer] { try solver.addConstraint(constraint) }
        for newWidth in [375.0, 568.0, 240.0, 132.0, 320.0] {
            try solver.updateConstant(of: pin, to: -newWidth)
            solver.updateVariables()
            var fresh = Solver()
            var moved = pin
            moved.expression.constant = -newWidth
            for constraint in [moved, left, right, gap, prefer] { try fresh.addConstraint(constraint) }
            fresh.updateVariables()
            for variable in [x, y, width] {
                #expect(abs(solver.value(of: variable) - fresh.value(of: variable)) < 1e-9, "width \(newWidth)")
            }
        }
    }

    @Test func L1_anUnsatisfiableConstantChangeLeavesTheSolverAsItWas() throws {
        let x = Variable(0)
        let floor = Constraint(id: 1, Expression(x) - 10, .greaterThanOrEqual)
        let pin = Constraint(id: 2, Expression(x) - 20, .equal)
        var solver = Solver()
        try solver.addConstraint(floor)
        try solver.addConstraint(pin)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -5) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        #expect(solver.invariantViolations == [])
        try solver.updateConstant(of: pin, to: -30)
        #expect(solver.value(of: x) == 30)
        #expect(throws: SolverError.self) {
            try solver.updateConstant(of: Constraint(id: 99, Expression(x), .equal), to: 1)
        }
    }
}
