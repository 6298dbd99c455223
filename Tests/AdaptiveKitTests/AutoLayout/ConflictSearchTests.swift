import LayoutSolver
import TestSupport
import Testing

@testable import AdaptiveKit

/// L6: the searches behind a conflict report give exactly the plain definitions' answers (which
/// constraints can take part, and the minimal conflicting set the report lists), on random systems.
@Suite struct ConflictSearchTests {
    /// A random constraint over `variables` variables: one to three terms with small integer
    /// coefficients, an equality or an inequality, a constant from -50 to 50.
    static func randomConstraint(id: Int, variables: Int, using random: inout SeededGenerator) -> Constraint {
        var terms: [Term] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let coefficient = Double([-2, -1, 1, 1, 2].randomElement(using: &random)!)
            terms.append(Term(Variable(Int.random(in: 0..<variables, using: &random)), coefficient))
        }
        let relation: Constraint.Relation = [.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual]
            .randomElement(using: &random)!
        let constant = Double(Int.random(in: -5...5, using: &random) * 10)
        return Constraint(id: id, Expression(terms, constant: constant), relation)
    }

    /// What the layout engine holds when a constraint fails: required constraints that went into one
    /// solver together, and the first one that then could not.
    /// `variables` and `limit` size it: the default mixes small systems, whose conflicts are
    /// mostly short, with up to 24 variables.
    static func conflictingSystem(
        seed: UInt64, variables range: ClosedRange<Int> = 2...24, limit: Int = 200
    ) -> (installed: [Constraint], failing: Constraint)? {
        var random = SeededGenerator(seed: seed)
        let variables = Int.random(in: range, using: &random)
        var solver = Solver()
        var installed: [Constraint] = []
        for id in 0..<limit {
            let constraint = randomConstraint(id: id, variables: variables, using: &random)
            do {
                try solver.addConstraint(constraint)
                installed.append(constraint)
            } catch {
                return (installed, constraint)
            }
        }
        return nil
    }

    @Test func L6_connectedConstraintsComeInThePlainSearchsOrder() {
        var systems = 0
        for seed in UInt64(1)...300 {
            guard let (installed, failing) = Self.conflictingSystem(seed: seed) else { continue }
            systems += 1
            #expect(
                ConflictSearch.connected(to: failing, among: installed)
                    == Self.referenceConnected(to: failing, among: installed), "seed \(seed)")
        }
        #expect(systems > 250)
    }

    @Test func L6_minimalConflictIsThePlainDeletionFiltersSet() {
        var sizes: [Int] = []
        for seed in UInt64(1)...300 {
            guard let (installed, failing) = Self.conflictingSystem(seed: seed) else { continue }
            let candidates = ConflictSearch.connected(to: failing, among: installed).map { installed[$0] }
            let minimal = ConflictSearch.minimalConflict(among: candidates, failing: failing)
            #expect(
                minimal == ConflictSearch.referenceMinimalConflict(among: candidates, failing: failing),
                "seed \(seed)")
            sizes.append(minimal.count)
        }
        // Real conflicts of several constraints, not only a constraint against one other.
        #expect(sizes.contains { $0 >= 3 })
    }

    /// Systems of many variables fail late, after many candidates: the halving search goes several
    /// levels deep and drops long runs at once, and still keeps exactly the one-by-one filter's set.
    @Test func L6_minimalConflictOfManyCandidatesIsThePlainDeletionFiltersSet() {
        var candidateCounts: [Int] = []
        for seed in UInt64(1)...60 {
            guard let (installed, failing) = Self.conflictingSystem(seed: seed, variables: 30...60, limit: 400)
            else { continue }
            let candidates = ConflictSearch.connected(to: failing, among: installed).map { installed[$0] }
            #expect(
                ConflictSearch.minimalConflict(among: candidates, failing: failing)
                    == ConflictSearch.referenceMinimalConflict(among: candidates, failing: failing),
                "seed \(seed)")
            candidateCounts.append(candidates.count)
        }
        #expect(candidateCounts.count > 40)
        #expect(candidateCounts.contains { $0 >= 30 })
    }

    @Test func L6_aConflictNeedingEveryCandidateOrNoneIsFound() {
        // x0 = x1, ..., x9 = x10 and x10 = 5: x0 = 0 needs every link (the whole run is kept, each
        // half then tried); x0 = x0 + 1 conflicts with nothing (every run dropped at the first try).
        let links =
            (0..<10).map { index in
                Constraint(id: index, Expression([Term(Variable(index)), Term(Variable(index + 1), -1)]), .equal)
            } + [Constraint(id: 10, Expression([Term(Variable(10))], constant: -5), .equal)]
        let zero = Constraint(id: 100, Expression([Term(Variable(0))]), .equal)
        #expect(ConflictSearch.minimalConflict(among: links, failing: zero) == Array(0...10))
        let never = Constraint(id: 101, Expression([], constant: 1), .equal)
        #expect(ConflictSearch.minimalConflict(among: links, failing: never) == [])
        #expect(ConflictSearch.referenceMinimalConflict(among: links, failing: never) == [])
    }

    @Test func L6_aChainReachedFromItsFarEndNeedsOnePassPerLink() {
        // x0 = x1, x1 = x2, ... listed from the far end: the plain search takes one per pass.
        let links = (0..<50).reversed().map { index in
            Constraint(id: index, Expression([Term(Variable(index)), Term(Variable(index + 1), -1)]), .equal)
        }
        let failing = Constraint(id: 100, Expression([Term(Variable(0))], constant: -1), .equal)
        let order = ConflictSearch.connected(to: failing, among: links)
        #expect(order == Array((0..<50).reversed()))
        #expect(order == Self.referenceConnected(to: failing, among: links))
    }

    /// The plain definition of `ConflictSearch.connected(to:among:)`.
    static func referenceConnected(to failing: Constraint, among constraints: [Constraint]) -> [Int] {
        var reached = Set(failing.expression.terms.map(\.variable))
        var chosen: [Int] = []
        var remaining = Array(constraints.indices)
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { index in
                let variables = constraints[index].expression.terms.map(\.variable)
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                chosen.append(index)
                grew = true
                return true
            }
        }
        return chosen
    }
}
