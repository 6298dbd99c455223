import TestSupport
import Testing

@testable import LayoutSolver

/// Random edit sequences in which every kind of failed edit is tried (a required
/// constraint that cannot hold, a duplicate, removing an unknown constraint, suggesting a value for a
/// variable that is not an edit variable, an edit variable added twice). Each throws its typed error,
/// and after every step the solver gives the solution of a fresh solver built from what remains.
@Suite struct SolverFailedEditTests {
    /// A required constraint that contradicts `constraint` (which must be required): its expression
    /// shifted, with the relation that excludes every point `constraint` allows.
    static func contradiction(of constraint: Constraint, id: Int) -> Constraint {
        var expression = constraint.expression
        switch constraint.relation {
        case .equal:
            expression.constant += 7
            return Constraint(id: id, expression, .equal)
        case .lessThanOrEqual:  // e ≤ 0 against e ≥ 1
            expression.constant -= 1
            return Constraint(id: id, expression, .greaterThanOrEqual)
        case .greaterThanOrEqual:  // e ≥ 0 against e ≤ -1
            expression.constant += 1
            return Constraint(id: id, expression, .lessThanOrEqual)
        }
    }

    @Test(arguments: Array(UInt64(1)...25))
    func L1_afterAnyFailedEditTheSolverMatchesAFreshOne(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, distinctWeights: true)
        var rng = SeededGenerator(seed: seed &* 2_654_435_761)
        // The weak stays (the last soft constraints, one per variable) stay in throughout: with every
        // variable held and distinct weights the optimum is unique, so the values themselves can agree.
        let stays = Array(system.soft.suffix(system.variables.count))
        var solver = Solver()
        for stay in stays { try solver.addConstraint(stay) }
        var present: [Constraint] = []
        var absent = system.required + system.soft.dropLast(system.variables.count)
        var edits: [(Variable, Strength, Double)] = []
        var nextID = 50_000
        var failures: [String] = []
        for step in 0..<40 {
            let operation = Int.random(in: 0..<8, using: &rng)
            let label = "seed \(seed) step \(step) operation \(operation)"
            switch operation {
            case 0, 1:  // add a constraint not yet present
                guard !absent.isEmpty else { continue }
                let constraint = absent.remove(at: Int.random(in: 0..<absent.count, using: &rng))
                try solver.addConstraint(constraint)
                present.append(constraint)
            case 2:  // remove a present constraint
                guard !present.isEmpty else { continue }
                let constraint = present.remove(at: Int.random(in: 0..<present.count, using: &rng))
                try solver.removeConstraint(constraint)
                absent.append(constraint)
            case 3:  // a required constraint contradicting a present one
                guard let required = present.filter(\.strength.isRequired).randomElement(using: &rng) else { continue }
                let bad = Self.contradiction(of: required, id: nextID)
                nextID += 1
                #expect(throws: SolverError.unsatisfiableConstraint(bad), "\(label)") { try solver.addConstraint(bad) }
                failures.append("unsatisfiable")
            case 4:  // a duplicate
                guard let again = present.randomElement(using: &rng) else { continue }
                #expect(throws: SolverError.duplicateConstraint(again), "\(label)") { try solver.addConstraint(again) }
                failures.append("duplicate")
            case 5:  // removing a constraint the solver never had
                let unknown = Constraint(id: nextID, Expression([Term(system.variables[0])], constant: -1), .equal)
                nextID += 1
                #expect(throws: SolverError.unknownConstraint(unknown), "\(label)") {
                    try solver.removeConstraint(unknown)
                }
                failures.append("unknown constraint")
            case 6:  // a value for a variable that is not an edit variable, then make one an edit variable
                let variable = system.variables.randomElement(using: &rng)!
                if edits.contains(where: { $0.0 == variable }) {
                    #expect(throws: SolverError.duplicateEditVariable(variable), "\(label)") {
                        try solver.addEditVariable(variable, strength: .strong)
                    }
                    failures.append("duplicate edit")
                } else {
                    #expect(throws: SolverError.unknownEditVariable(variable), "\(label)") {
                        try solver.suggestValue(1, for: variable)
                    }
                    failures.append("unknown edit")
                    let strength = Strength(weight: Double.random(in: 10...1e5, using: &rng))
                    try solver.addEditVariable(variable, strength: strength)
                    edits.append((variable, strength, 0))
                }
            default:  // suggest a value for an edit variable
                guard !edits.isEmpty else { continue }
                let index = Int.random(in: 0..<edits.count, using: &rng)
                let value = Double(Int.random(in: -100...900, using: &rng))
                try solver.suggestValue(value, for: edits[index].0)
                edits[index].2 = value
            }
            #expect(solver.invariantViolations == [], "\(label)")
            var fresh = Solver()
            for constraint in stays + present { try fresh.addConstraint(constraint) }
            for (variable, strength, value) in edits {
                try fresh.addEditVariable(variable, strength: strength)
                try fresh.suggestValue(value, for: variable)
            }
            let want = objective(stays + present, edits: edits, in: fresh)
            let have = objective(stays + present, edits: edits, in: solver)
            #expect(abs(have - want) <= 1e-6 * max(1.0, want), "\(label): objective \(have), fresh \(want)")
            for constraint in present where constraint.strength.isRequired {
                #expect(violation(of: constraint, in: solver) <= allowance(for: constraint, in: solver), "\(label)")
            }
            for variable in system.variables {
                let (a, b) = (solver.value(of: variable), fresh.value(of: variable))
                #expect(abs(a - b) <= 1e-6 * max(1.0, abs(b)), "\(label): \(variable)")
            }
        }
        #expect(!failures.isEmpty, "seed \(seed) tried no failed edit")
    }
}
