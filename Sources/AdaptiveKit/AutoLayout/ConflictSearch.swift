import LayoutSolver

/// The searches behind a conflict report: which required constraints can take part in a conflict,
/// and the minimal set of them that still conflicts with the constraint that failed.
///
/// Both give exactly the answers of the plain definitions (the tests compare them with those), in
/// time near-linear in the constraints rather than quadratic: a row of a hundred views that conflict
/// with one another broke ~50 constraints, and each report used to rebuild a fresh solver once per
/// candidate (issue 18's slow VFL inputs).
enum ConflictSearch {
    /// The constraints sharing variables, transitively, with `failing`, as indexes into `constraints`
    /// in the order the plain definition finds them: passes over the list in order, each taking every
    /// constraint that touches a variable reached so far, until a pass takes none.
    ///
    /// A constraint's pass and position fix its place, so a priority queue keyed by (pass, index)
    /// visits them in that order once each: one taken at (pass, index) reaches, through its new
    /// variables, the constraints after it in the same pass and those before it in the next.
    static func connected(to failing: Constraint, among constraints: [Constraint]) -> [Int] {
        var users: [Variable: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms { users[term.variable, default: []].append(index) }
        }
        let count = constraints.count
        var best = [Int](repeating: .max, count: count)
        var taken = [Bool](repeating: false, count: count)
        var reached: Set<Variable> = []
        var queue = MinHeap<Int>()
        func reach(_ variable: Variable, pass: Int, after position: Int) {
            guard reached.insert(variable).inserted else { return }
            for index in users[variable] ?? [] where !taken[index] {
                let key = (index > position ? pass : pass + 1) * (count + 1) + index
                if key < best[index] {
                    best[index] = key
                    queue.push(key)
                }
            }
        }
        for term in failing.expression.terms { reach(term.variable, pass: 1, after: -1) }
        var order: [Int] = []
        while let key = queue.min {
            queue.popMin()
            let index = key % (count + 1)
            guard !taken[index], best[index] == key else { continue }
            taken[index] = true
            order.append(index)
            for term in constraints[index].expression.terms {
                reach(term.variable, pass: key / (count + 1), after: index)
            }
        }
        return order
    }

    /// Deletion filtering: the indexes of `candidates` left after dropping, in order, each one
    /// without which `failing` still cannot be added.
    ///
    /// Dropped a run at a time, halving a run that cannot go (the dichotomy of QuickXplain): a run
    /// without which `failing` still cannot be added is exactly a run the one-by-one filter drops
    /// element by element (each of its tries keeps a superset of what this one try kept, and a
    /// superset of a conflicting set conflicts), so the answer is the same, found with a number of
    /// tries that grows with the size of the answer times the logarithm of the candidates rather than
    /// with every candidate. A layout breaking many constraints over a few hundred candidates spent
    /// nearly all its time on one trial addition per candidate per report (issue 18's slow xib).
    ///
    /// One probe solver holds, at each try, the kept candidates before the run and every candidate
    /// after it; a try is a trial addition of `failing` (a failed addition leaves the solver as it
    /// was). The candidates are required constraints that were in one solver together, so every
    /// subset of them is satisfiable and only `failing` can fail; should the probe still throw anywhere
    /// else (rounding), the plain definition answers instead.
    static func minimalConflict(among candidates: [Constraint], failing: Constraint) -> [Int] {
        var filter = RunFilter(candidates: candidates, failing: failing)
        do {
            // The probe starts empty: every candidate is the one run, out of the solver.
            try filter.filterRemoved(candidates.indices, holdsNeeded: false)
            return filter.kept
        } catch {
            return referenceMinimalConflict(among: candidates, failing: failing)
        }
    }

    /// The state of `minimalConflict(among:failing:)`'s search.
    private struct RunFilter {
        let candidates: [Constraint]
        let failing: Constraint
        var probe = Solver()
        /// Candidates kept so far, in order.
        var kept: [Int] = []

        init(candidates: [Constraint], failing: Constraint) {
            self.candidates = candidates
            self.failing = failing
        }

        /// Filters `run`, which is out of the probe while the kept candidates before it and every
        /// candidate after it are in; leaves the run's kept candidates in the probe.
        /// `holdsNeeded`: the run is known to hold a candidate the conflict needs, so the try of
        /// dropping it all is skipped (the run's first half went, and the two halves together could not).
        mutating func filterRemoved(_ run: Range<Int>, holdsNeeded: Bool) throws(SolverError) {
            guard !run.isEmpty else { return }
            if !holdsNeeded, try stillConflicts() { return }
            if run.count == 1 {
                try probe.addConstraint(candidates[run.lowerBound])
                kept.append(run.lowerBound)
                return
            }
            let middle = run.lowerBound + run.count / 2
            for index in middle..<run.upperBound { try probe.addConstraint(candidates[index]) }
            let keptBefore = kept.count
            try filterRemoved(run.lowerBound..<middle, holdsNeeded: false)
            for index in middle..<run.upperBound { try probe.removeConstraint(candidates[index]) }
            // With the first half all gone, dropping the second too is dropping the whole run.
            try filterRemoved(middle..<run.upperBound, holdsNeeded: kept.count == keptBefore)
        }

        /// Whether `failing` still cannot be added to the probe as it stands.
        mutating func stillConflicts() throws(SolverError) -> Bool {
            do { try probe.addConstraint(failing) } catch { return true }
            try probe.removeConstraint(failing)
            return false
        }
    }

    /// The plain definition of `minimalConflict(among:failing:)`: a fresh solver for every try.
    static func referenceMinimalConflict(among candidates: [Constraint], failing: Constraint) -> [Int] {
        func conflicts(_ set: [Int]) -> Bool {
            var probe = Solver()
            for index in set where (try? probe.addConstraint(candidates[index])) == nil { return true }
            return (try? probe.addConstraint(failing)) == nil
        }
        var kept = Array(candidates.indices)
        var position = 0
        while position < kept.count {
            var without = kept
            without.remove(at: position)
            if conflicts(without) { kept = without } else { position += 1 }
        }
        return kept
    }
}
