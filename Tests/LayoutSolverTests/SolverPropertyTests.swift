import TestSupport
import Testing

@testable import LayoutSolver

/// Random systems in the spirit of `layouts.random_doc`: required constraints hold at a hidden
/// point, so they are always satisfiable; soft constraints pull elsewhere with mixed strengths.
struct RandomSystem {
    var variables: [Variable]
    var required: [Constraint]
    var soft: [Constraint]
    var edits: [(Variable, Strength, [Double])]

    /// With `distinctWeights` every soft constraint gets its own random weight, which makes ties
    /// between optima (and so more than one right answer) vanishingly unlikely.
    init(seed: UInt64, distinctWeights: Bool = false) {
        var rng = SeededGenerator(seed: seed)
        let count = Int.random(in: 3...30, using: &rng)
        variables = (0..<count).map(Variable.init)
        let point = (0..<count).map { _ in Double(Int.random(in: -50...400, using: &rng)) }
        let coefficients = [1.0, 1, 1, -1, -1, 2, -2, 0.5, -0.5, 3, 1.5, -0.25]
        let strengths: [Strength] = [
            .strong, .medium, .weak, .init(priority: 750), .init(priority: 250), .init(priority: 999),
        ]
        var id = 0
        func terms(_ rng: inout SeededGenerator) -> [Term] {
            let k = Int.random(in: 1...3, using: &rng)
            return Array(0..<count).shuffled(using: &rng).prefix(k).map {
                Term(Variable($0), coefficients.randomElement(using: &rng)!)
            }
        }
        func valueAtPoint(_ terms: [Term]) -> Double {
            terms.reduce(0.0) { $0 + $1.coefficient * point[$1.variable.id] }
        }
        required = []
        for _ in 0..<Int.random(in: 1...max(1, count / 2), using: &rng) {
            let t = terms(&rng)
            let slack = [0.0, 0, 1, 5, 20].randomElement(using: &rng)!
            let relation = [Constraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &rng)!
            let constant: Double
            switch relation {
            case .equal: constant = -valueAtPoint(t)
            case .lessThanOrEqual: constant = -valueAtPoint(t) - slack
            case .greaterThanOrEqual: constant = -valueAtPoint(t) + slack
            }
            required.append(Constraint(id: id, Expression(t, constant: constant), relation))
            id += 1
        }
        soft = []
        for _ in 0..<Int.random(in: count / 2...count + 3, using: &rng) {
            let t = terms(&rng)
            let target = valueAtPoint(t) + [0.0, 10, -10, 35, -120].randomElement(using: &rng)!
            let relation = [Constraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &rng)!
            let named = strengths.randomElement(using: &rng)!
            let strength = distinctWeights ? Strength(weight: Double.random(in: 1...1e6, using: &rng)) : named
            soft.append(Constraint(id: id, Expression(t, constant: -target), relation, strength: strength))
            id += 1
        }
        // Weak stays keep every variable bounded, so the optimum is finite.
        for v in variables {
            soft.append(
                Constraint(
                    id: id, Expression([Term(v)], constant: -Double(Int.random(in: 0...300, using: &rng))), .equal,
                    strength: distinctWeights ? Strength(weight: Double.random(in: 0.5...2, using: &rng)) : .weak))
            id += 1
        }
        edits = variables.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)).map { v in
            (
                v, [Strength.strong, .medium, .init(priority: 500)].randomElement(using: &rng)!,
                (0..<Int.random(in: 1...4, using: &rng)).map { _ in Double(Int.random(in: -100...900, using: &rng)) }
            )
        }
    }

    var all: [Constraint] { required + soft }
}

@Suite struct SolverPropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    @Test(arguments: seeds) func L1_requiredConstraintsHoldAndInvariantsStay(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var solver = Solver()
        var order = system.all
        var rng = SeededGenerator(seed: seed &* 7919)
        order.shuffle(using: &rng)
        for c in order {
            try solver.addConstraint(c)
            #expect(solver.invariantViolations == [], "seed \(seed)")
        }
        for (v, strength, _) in system.edits { try solver.addEditVariable(v, strength: strength) }
        let longest = system.edits.map(\.2.count).max() ?? 0
        for k in 0..<longest {
            for (v, _, values) in system.edits where k < values.count {
                try solver.suggestValue(values[k], for: v)
                #expect(solver.invariantViolations == [], "seed \(seed)")
                let onDemand = system.variables.map { solver.value(of: $0) }
                solver.updateVariables()
                #expect(system.variables.map { solver.value(of: $0) } == onDemand, "seed \(seed)")
                for c in system.required {
                    #expect(violation(of: c, in: solver) <= allowance(for: c, in: solver), "seed \(seed): \(c)")
                }
            }
        }
        for c in system.required {
            #expect(violation(of: c, in: solver) <= allowance(for: c, in: solver), "seed \(seed): \(c)")
        }
    }

    @Test(arguments: seeds, [false, true])
    func L1_addingThenRemovingAConstraintRestoresTheSolution(seed: UInt64, distinctWeights: Bool) throws {
        let system = RandomSystem(seed: seed, distinctWeights: distinctWeights)
        var solver = Solver()
        for c in system.all { try solver.addConstraint(c) }
        var rng = SeededGenerator(seed: seed &+ 1_000_003)
        let before = system.variables.map { solver.value(of: $0) }
        let objectiveBefore = objective(system.all, edits: [], in: solver)
        // A new soft or required constraint over random variables, sometimes conflicting.
        let v = system.variables.randomElement(using: &rng)!
        let u = system.variables.randomElement(using: &rng)!
        let extra = Constraint(
            id: 10_000, expr((v, 1), (u, 0.5), constant: Double(Int.random(in: -200...200, using: &rng))),
            [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!,
            strength: [.required, .strong, .weak].randomElement(using: &rng)!)
        // A failed add must leave the system as it was, too.
        if (try? solver.addConstraint(extra)) != nil {
            #expect(solver.invariantViolations == [], "seed \(seed)")
            try solver.removeConstraint(extra)
        } else {
            #expect(extra.strength.isRequired, "seed \(seed): only required constraints can fail")
        }
        #expect(solver.invariantViolations == [], "seed \(seed)")
        let objectiveAfter = objective(system.all, edits: [], in: solver)
        #expect(abs(objectiveAfter - objectiveBefore) <= 1e-6 * max(1.0, objectiveBefore), "seed \(seed)")
        for c in system.required {
            #expect(violation(of: c, in: solver) <= allowance(for: c, in: solver), "seed \(seed): \(c)")
        }
        // With distinct weights the optimum is unique and the values come back; with ties the
        // solver may land on another optimal vertex, which the objective check above covers.
        if distinctWeights {
            let after = system.variables.map { solver.value(of: $0) }
            for (a, b) in zip(after, before) { #expect(abs(a - b) <= 1e-6 * max(1.0, abs(b)), "seed \(seed)") }
        }
    }

    @Test(arguments: seeds) func L1_incrementalRemovalsMatchAFreshSolve(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var solver = Solver()
        for c in system.all { try solver.addConstraint(c) }
        var edits: [(Variable, Strength, Double)] = []
        for (v, strength, values) in system.edits {
            try solver.addEditVariable(v, strength: strength)
            try solver.suggestValue(values.last!, for: v)
            edits.append((v, strength, values.last!))
        }
        var remaining = system.all
        var rng = SeededGenerator(seed: seed &* 31 &+ 17)
        for _ in 0..<remaining.count / 3 {
            let removed = remaining.remove(at: Int.random(in: 0..<remaining.count, using: &rng))
            try solver.removeConstraint(removed)
            #expect(solver.invariantViolations == [], "seed \(seed)")
            var fresh = Solver()
            for c in remaining { try fresh.addConstraint(c) }
            for (v, strength, value) in edits {
                try fresh.addEditVariable(v, strength: strength)
                try fresh.suggestValue(value, for: v)
            }
            let want = objective(remaining, edits: edits, in: fresh)
            let have = objective(remaining, edits: edits, in: solver)
            #expect(abs(have - want) <= 1e-6 * max(1.0, want), "seed \(seed): objective \(have), fresh \(want)")
            for c in remaining where c.strength.isRequired {
                #expect(violation(of: c, in: solver) <= allowance(for: c, in: solver), "seed \(seed): \(c)")
            }
        }
    }

    @Test(arguments: Array(seeds.prefix(30))) func L1_removingEveryConstraintEmptiesTheTableau(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var solver = Solver()
        for c in system.all { try solver.addConstraint(c) }
        for (v, strength, values) in system.edits {
            try solver.addEditVariable(v, strength: strength)
            try solver.suggestValue(values[0], for: v)
        }
        var rng = SeededGenerator(seed: seed ^ 0xABCDEF)
        for c in system.all.shuffled(using: &rng) {
            try solver.removeConstraint(c)
            #expect(solver.invariantViolations == [], "seed \(seed)")
            let onDemand = system.variables.map { solver.value(of: $0) }
            solver.updateVariables()
            #expect(system.variables.map { solver.value(of: $0) } == onDemand, "seed \(seed)")
        }
        for (v, _, values) in system.edits {
            #expect(abs(solver.value(of: v) - values[0]) < 1e-6, "seed \(seed)")
            try solver.removeEditVariable(v)
        }
        #expect(solver.invariantViolations == [], "seed \(seed)")
        for v in system.variables { #expect(abs(solver.value(of: v)) < 1e-6, "seed \(seed)") }
    }
}
