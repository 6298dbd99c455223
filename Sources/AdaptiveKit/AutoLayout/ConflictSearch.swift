import LayoutSolver

/// The searches behind a conflict report: which required constraints can take part in a conflict,
/// and the minimal set of them that still conflicts with the constraint that failed.
///
/// Both give exactly the answers of the plain definitions (the tests compare them with those), in
/// time near-linear in the constraints rather than quadratic: a row of a hundred views that conflict
/// with one another broke ~50 constraints, and each report used to rebuild a fresh solver once per
/// candidate.
enum ConflictSearch {
    /// The constraints sharing variables, transitively, with `failing`, as indexes into `constraints`
    /// in the order the plain definition finds them: passes over the list in order, each taking every
    /// constraint that touches a variable reached so far, until a pass takes none.
    ///
    /// A constraint's pass and position fix its place, so a priority queue keyed by (pass, index)
    /// visits them in that order once each: one taken at (pass, index) reaches, through its new
    /// variables, the constraints after it in the same pass and those before it in the next.
    static func connected(to failing: Constraint, among constraints: [Constraint]) -> [Int] {
        // Tables by variable id (ids are dense: the solver sizes its own tables by the largest), not
        // hashed: a report of a layout breaking many constraints built these once per broken one.
        var variableCount = 0
        for constraint in [failing] + constraints {
            for term in constraint.expression.terms { variableCount = Swift.max(variableCount, term.variable.id + 1) }
        }
        var users = [[Int]](repeating: [], count: variableCount)
        for (index, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms { users[term.variable.id].append(index) }
        }
        let count = constraints.count
        var best = [Int](repeating: .max, count: count)
        var taken = [Bool](repeating: false, count: count)
        var reached = [Bool](repeating: false, count: variableCount)
        var queue = MinHeap<Int>()
        func reach(_ variable: Variable, pass: Int, after position: Int) {
            guard !reached[variable.id] else { return }
            reached[variable.id] = true
            for index in users[variable.id] where !taken[index] {
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
    /// nearly all its time on one trial addition per candidate per report.
    ///
    /// One probe solver holds, at each try, the kept candidates before the run and every candidate
    /// after it; a try is a trial addition of `failing` (a failed addition leaves the solver as it
    /// was). The candidates are required constraints that were in one solver together, so every
    /// subset of them is satisfiable and only `failing` can fail; should the probe still throw anywhere
    /// else (rounding), the plain definition answers instead.
    ///
    /// Candidates that can be in no conflict (`couldConflict`) are left out first; a try may start
    /// from a solver holding every candidate from some index on (`SuffixProbes`), plus the kept
    /// ones, instead of adding or removing a long run.
    static func minimalConflict(among candidates: [Constraint], failing: Constraint) -> [Int] {
        let needed = couldConflict(candidates, failing: failing)
        let searched = needed.map { candidates[$0] }
        var filter = RunFilter(candidates: searched, failing: failing, suffixes: SuffixProbes(searched))
        do {
            // The probe starts empty: every candidate is the one run, out of the solver.
            try filter.filterRemoved(searched.indices, holdsNeeded: false)
            return filter.kept.map { needed[$0] }
        } catch {
            return referenceMinimalConflict(among: candidates, failing: failing)
        }
    }

    /// The indexes, in order, of the candidates that can be in a minimal conflicting set: without
    /// those peeled off one after another because they use a variable that nothing else left (nor
    /// `failing`) uses. Such a constraint can always be satisfied by that variable alone, whatever
    /// the others hold, so every try of the filter gives the same answer with or without it, and
    /// the filter drops it: leaving it out gives the same set for fewer tries. Layouts hold many (a
    /// view's width only its own constraints use).
    static func couldConflict(_ candidates: [Constraint], failing: Constraint) -> [Int] {
        // Variables numbered densely; each candidate's distinct variables with their total coefficient.
        var numbers: [Variable: Int] = [:]
        func number(_ variable: Variable) -> Int {
            if let known = numbers[variable] { return known }
            numbers[variable] = numbers.count
            return numbers.count - 1
        }
        var uses: [Int] = []
        func use(_ variable: Int) {
            if variable == uses.count { uses.append(0) }
            uses[variable] += 1
        }
        var termsOf: [[(variable: Int, coefficient: Double)]] = []
        for constraint in [failing] + candidates {
            var merged: [(variable: Int, coefficient: Double)] = []
            for term in constraint.expression.terms {
                let variable = number(term.variable)
                if let at = merged.firstIndex(where: { $0.variable == variable }) {
                    merged[at].coefficient += term.coefficient
                } else {
                    merged.append((variable, term.coefficient))
                    use(variable)
                }
            }
            termsOf.append(merged)
        }
        // The failing constraint's variables count as used: it is in every try.
        termsOf.removeFirst()
        var users = [[Int]](repeating: [], count: uses.count)
        for (index, terms) in termsOf.enumerated() { for term in terms { users[term.variable].append(index) } }
        var peeled = [Bool](repeating: false, count: candidates.count)
        var pending = Array(candidates.indices.reversed())
        while let index = pending.popLast() {
            guard !peeled[index],
                termsOf[index].contains(where: { uses[$0.variable] == 1 && $0.coefficient != 0 })
            else { continue }
            peeled[index] = true
            for term in termsOf[index] {
                uses[term.variable] -= 1
                // Its one remaining user may now be free to peel.
                if uses[term.variable] == 1, let user = users[term.variable].first(where: { !peeled[$0] }) {
                    pending.append(user)
                }
            }
        }
        return candidates.indices.filter { !peeled[$0] }
    }

    /// Solvers holding `candidates[start...]`, made on first use from the nearest one holding a
    /// shorter suffix, for one search.
    final class SuffixProbes {
        let candidates: [Constraint]
        private var solvers: [Int: Solver]

        init(_ candidates: [Constraint]) {
            self.candidates = candidates
            solvers = [candidates.count: Solver()]
        }

        /// How many additions `solver(from:)` needs for the suffix from `start`.
        func cost(from start: Int) -> Int {
            if solvers[start] != nil { return 0 }
            return (solvers.keys.filter { $0 > start }.min() ?? candidates.count) - start
        }

        /// A solver holding `candidates[start...]`.
        func solver(from start: Int) throws(SolverError) -> Solver {
            if let solver = solvers[start] { return solver }
            let above = solvers.keys.filter { $0 > start }.min() ?? candidates.count
            var solver = solvers[above] ?? Solver()
            for index in (start..<above).reversed() { try solver.addConstraint(candidates[index]) }
            solvers[start] = solver
            return solver
        }
    }

    /// The state of `minimalConflict(among:failing:)`'s search.
    private struct RunFilter {
        let candidates: [Constraint]
        let failing: Constraint
        let suffixes: SuffixProbes
        /// Holds the kept candidates and every candidate from `probeStart` on.
        var probe = Solver()
        var probeStart: Int
        /// Candidates kept so far, in order.
        var kept: [Int] = []
        var isKept: [Bool]

        init(candidates: [Constraint], failing: Constraint, suffixes: SuffixProbes) {
            self.candidates = candidates
            self.failing = failing
            self.suffixes = suffixes
            probeStart = candidates.count
            isKept = Array(repeating: false, count: candidates.count)
        }

        /// Filters `run`, whose candidates are all left to decide: those before it are kept or
        /// dropped, those after it still in. `holdsNeeded`: the run is known to hold a candidate
        /// the conflict needs, so the try of dropping it all is skipped (the run's first half went,
        /// and the two halves together could not).
        mutating func filterRemoved(_ run: Range<Int>, holdsNeeded: Bool) throws(SolverError) {
            guard !run.isEmpty else { return }
            if !holdsNeeded {
                try moveProbe(to: run.upperBound)
                if try stillConflicts() { return }
            }
            if run.count == 1 {
                let index = run.lowerBound
                // In the probe already when the probe's suffix starts at or before it.
                if probeStart > index { try probe.addConstraint(candidates[index]) }
                kept.append(index)
                isKept[index] = true
                return
            }
            let middle = run.lowerBound + run.count / 2
            let keptBefore = kept.count
            try filterRemoved(run.lowerBound..<middle, holdsNeeded: false)
            // With the first half all gone, dropping the second too is dropping the whole run.
            try filterRemoved(middle..<run.upperBound, holdsNeeded: kept.count == keptBefore)
        }

        /// Makes the probe hold the kept candidates and every candidate from `start` on: by adding
        /// or removing the candidates in between, or from the suffix's solver plus the kept
        /// candidates before `start`, whichever adds and removes fewer.
        mutating func moveProbe(to start: Int) throws(SolverError) {
            guard start != probeStart else { return }
            let between = start < probeStart ? start..<probeStart : probeStart..<start
            let stepping = between.count(where: { !isKept[$0] })
            let keptBelow = kept.count(where: { $0 < start })
            if suffixes.cost(from: start) + keptBelow < stepping {
                probe = try suffixes.solver(from: start)
                for index in kept where index < start { try probe.addConstraint(candidates[index]) }
            } else if start < probeStart {
                for index in between where !isKept[index] { try probe.addConstraint(candidates[index]) }
            } else {
                for index in between where !isKept[index] { try probe.removeConstraint(candidates[index]) }
            }
            probeStart = start
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
