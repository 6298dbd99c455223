import TestSupport
import Testing

@testable import LayoutSolver

/// L1: values brought up to date from the changed rows only agree with a full evaluation, and the
/// reported variables are exactly those whose values moved.
@Suite struct SolverChangeTests {
    /// Every variable's value as a full pass computes it (on a copy whose tracking is reset).
    func fullValues(_ solver: Solver, _ variables: [Variable]) -> [Double] {
        var copy = solver
        copy.tableau.stopTrackingChanges()
        copy.tableau.valuesAreCurrent = false
        copy.updateVariables()
        return variables.map { copy.value(of: $0) }
    }

    @Test(arguments: Array(1...40) as [UInt64]) func L1_changedValuesMatchAFullPassAndAreReported(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        var solver = Solver()
        #expect(solver.updateVariablesReportingChanges() == nil, "the first report covers everything")
        var active: [Constraint] = []
        var rng = SeededGenerator(seed: seed &* 104_729)
        var previous = system.variables.map { solver.value(of: $0) }
        var edits: [Variable] = []
        for step in 0..<(system.all.count * 2) {
            let roll = Int.random(in: 0..<10, using: &rng)
            if roll < 5, active.count < system.all.count {
                let next = system.all.filter { c in !active.contains { $0.id == c.id } }.randomElement(using: &rng)!
                // A required constraint may conflict with constants moved earlier: then it stays out.
                if (try? solver.addConstraint(next)) != nil { active.append(next) }
            } else if roll < 7, !active.isEmpty {
                let removed = active.remove(at: Int.random(in: 0..<active.count, using: &rng))
                try solver.removeConstraint(removed)
            } else if roll < 9, let moved = active.randomElement(using: &rng) {
                let constant = moved.expression.constant + Double(Int.random(in: -40...40, using: &rng))
                if (try? solver.updateConstant(of: moved, to: constant)) != nil {
                    var updated = moved
                    updated.expression.constant = constant
                    active[active.firstIndex { $0.id == moved.id }!] = updated
                }
            } else if let (variable, strength, values) = system.edits.randomElement(using: &rng) {
                if !edits.contains(variable) {
                    try solver.addEditVariable(variable, strength: strength)
                    edits.append(variable)
                }
                try solver.suggestValue(values.randomElement(using: &rng)!, for: variable)
            }
            let onDemand = system.variables.map { solver.value(of: $0) }
            let changed = solver.updateVariablesReportingChanges()
            let current = system.variables.map { solver.value(of: $0) }
            #expect(current == onDemand, "seed \(seed) step \(step)")
            #expect(current == fullValues(solver, system.variables), "seed \(seed) step \(step)")
            if let changed {
                let moved = system.variables.indices.filter { current[$0] != previous[$0] }.map { system.variables[$0] }
                #expect(Set(changed) == Set(moved), "seed \(seed) step \(step)")
            }
            previous = current
        }
    }

    @Test func L1_aConstantChangeInALongChainReportsOnlyWhatMoved() throws {
        // 2 000 independent pairs x₂ = x₁ + c: moving one constant moves one variable.
        var solver = Solver()
        var constraints: [Constraint] = []
        for pair in 0..<2000 {
            let first = Variable(2 * pair)
            let second = Variable(2 * pair + 1)
            try solver.addConstraint(Constraint(id: 2 * pair, expr((first, 1), constant: -Double(pair)), .equal))
            let link = Constraint(id: 2 * pair + 1, expr((second, 1), (first, -1), constant: -8), .equal)
            try solver.addConstraint(link)
            constraints.append(link)
        }
        #expect(solver.updateVariablesReportingChanges() == nil)
        try solver.updateConstant(of: constraints[700], to: -20)
        #expect(solver.updateVariablesReportingChanges() == [Variable(1401)])
        #expect(solver.value(of: Variable(1401)) == 720)
        #expect(solver.updateVariablesReportingChanges() == [])
    }
}
