// Which variables could take another value without breaking or worsening any constraint, read off
// the solved tableau: what a layout engine's ambiguity report (UIKit's `hasAmbiguousLayout`) needs.

extension Solver {
    /// For each group of variables, whether any of them could move (take another value at an
    /// optimal solution: no required constraint broken, the weighted error of the others no larger).
    ///
    /// A probe per variable (an edit variable weaker than every constraint, a suggested value
    /// beside the current one, and back) answers this with two dual simplex runs each, times four
    /// variables per view: most of the time of a scene of many views (issue 18). The solved
    /// tableau answers it in one read: at the optimum every basic variable is its row's constant
    /// plus the non-basic symbols, which are zero. On the set of optimal solutions a non-basic
    /// slack or error whose objective coefficient is positive stays zero (any other value costs),
    /// a dummy stays zero (a required equality), and the others may move: a non-basic user
    /// variable freely (no restricted row and not the objective holds one), a slack or error of
    /// cost zero upwards, as far as the restricted rows that it decreases allow. A variable moves
    /// when its row, with its references spelled out and the fixed symbols dropped, keeps one of
    /// these with room to move. When every such symbol is blocked at once by a degenerate row (a
    /// restricted basic variable at zero), only a combination of them might move it: then the
    /// variable alone is probed as before, on one copy of the solver shared by the whole call.
    /// A variable the solver has not seen is free.
    /// - Complexity: proportional to the cells of the rows the groups' variables refer to, directly
    ///   or not, plus the columns of the movable slack and error symbols they hold; each row is read
    ///   once per call. A probe, where one is needed, costs a copy of the solver once per call and
    ///   two dual simplex runs per probed variable.
    package func ambiguity(of groups: [[Variable]]) -> [Bool] {
        let reader = AmbiguityReader(tableau)
        var probe: Solver?
        var answers: [Bool] = []
        answers.reserveCapacity(groups.count)
        for group in groups {
            var moves = false
            var undecided: [Variable] = []
            for variable in group where !moves {
                switch reader.movement(of: variable) {
                case .moves: moves = true
                case .fixed: break
                case .undecided: undecided.append(variable)
                }
            }
            for variable in undecided where !moves { moves = probeMoves(variable, on: &probe) }
            answers.append(moves)
        }
        return answers
    }

    /// Whether an edit weaker than every constraint moves the variable off its value towards 17
    /// above or below it, on `probe` (a copy of this solver made at the first call). The edit is on
    /// a fresh variable held equal to this one (which may be an edit variable already), and both are
    /// removed again; the probe may come back to another optimum, which does not change where the
    /// nudge can take the variable.
    func probeMoves(_ variable: Variable, on probe: inout Solver?) -> Bool {
        if probe == nil { probe = self }
        guard var solver = probe else { return false }
        defer { probe = solver }
        let current = value(of: variable)
        let helper = Variable(Swift.max(solver.tableau.variableSymbols.count, variable.id + 1))
        let link = Constraint(id: Int.min, Expression([Term(helper), Term(variable, -1.0)]), .equal)
        guard !solver.hasConstraint(link), (try? solver.addConstraint(link)) != nil else { return false }
        defer { try? solver.removeConstraint(link) }
        guard (try? solver.addEditVariable(helper, strength: Strength(weight: 1e-3))) != nil else { return false }
        defer { try? solver.removeEditVariable(helper) }
        for target in [current + 17, current - 17] {
            guard (try? solver.suggestValue(target, for: helper)) != nil else { continue }
            if abs(solver.value(of: variable) - current) > Solver.movementThreshold { return true }
        }
        return false
    }

    /// How far a variable must move to count as moving; the probe's nudge goes 17 away.
    static let movementThreshold = 1e-6
}

/// What the solved tableau says of one variable's freedom.
enum Movement {
    case moves
    case fixed
    /// Only zero-cost symbols that a degenerate row blocks: a combination of them might move it.
    case undecided
}

/// Reads movements off a tableau, remembering per call each basic row's movable part and each
/// zero-cost symbol's room, so that variables sharing rows (a chain of views) read them once.
///
/// A class: in a debug build a struct's method called from a mutating one copies the whole
/// struct, here the tableau with it, per call.
final class AmbiguityReader {
    let tableau: Tableau
    /// The objective coefficient at or below which a symbol costs nothing: the rounding the
    /// primal simplex itself tolerates (see `Tableau.optimize`).
    let tolerance: Double
    /// A basic user variable's row with references spelled out, reduced to movable symbols.
    var expansions: [Int32: [Cell]] = [:]
    /// How far each movable slack or error symbol can rise before a restricted row reaches zero.
    var rooms: [Int32: Double] = [:]

    init(_ tableau: Tableau) {
        self.tableau = tableau
        tolerance = 1e-9 * Swift.max(1.0, tableau.largestWeight)
    }

    func movement(of variable: Variable) -> Movement {
        guard variable.id < tableau.variableSymbols.count else { return .moves }
        let id = tableau.variableSymbols[variable.id]
        guard id >= 0, tableau.states[Int(id)].isBasic else { return .moves }
        let symbol = Symbol(id, .external)
        var blocked = false
        for cell in expansion(of: symbol.id) {
            let distance = abs(cell.coefficient) * Swift.min(room(of: cell.symbol), 17.0)
            if distance > Solver.movementThreshold { return .moves }
            blocked = true
        }
        return blocked ? .undecided : .fixed
    }

    /// Whether a non-basic symbol can leave zero on the set of optimal solutions.
    func isMovable(_ symbol: Symbol) -> Bool {
        switch symbol.kind {
        case .external: !tableau.states[symbol.index].isBasic && abs(tableau.objective[symbol.index]) <= tolerance
        case .slack, .error: !tableau.states[symbol.index].isBasic && tableau.objective[symbol.index] <= tolerance
        case .dummy, .invalid: false
        }
    }

    /// How far a movable symbol can go: the least constant over minus coefficient of the
    /// restricted rows it decreases (a basic dummy, fixed at zero, stops it at once); a user
    /// variable, unrestricted, the farther of up and down. A user variable is in no restricted row
    /// unless a removed constraint's marker left through its row (kiwi's last choice).
    func room(of symbol: Symbol) -> Double {
        if let known = rooms[symbol.id] { return known }
        var room = Double.infinity
        var down = Double.infinity
        // The column lists every row that may hold the symbol (a superset, stale entries included).
        for basic in tableau.columns[symbol.index] {
            let b = Int(basic)
            let kind = tableau.states[b].kind
            guard tableau.states[b].isBasic, kind != .external else { continue }
            let coefficient = tableau.rows.coefficient(b, symbol)
            if kind == .dummy && coefficient != 0.0 { room = 0.0 }
            if kind == .dummy && coefficient != 0.0 { down = 0.0 }
            let constant = Swift.max(0.0, tableau.rows.constants[b])
            if coefficient < 0.0 { room = Swift.min(room, constant / -coefficient) }
            if coefficient > 0.0 { down = Swift.min(down, constant / coefficient) }
        }
        if symbol.kind == .external { room = Swift.max(room, down) }
        rooms[symbol.id] = room
        return room
    }

    /// The movable part of a basic user variable's row, references spelled out (their movable
    /// parts, memoized), sorted by symbol id. Iterative: a chain of references may be long.
    func expansion(of root: Int32) -> [Cell] {
        if let known = expansions[root] { return known }
        var stack: [Int32] = [root]
        while let node = stack.last {
            if expansions[node] != nil {
                stack.removeLast()
                continue
            }
            let cells = tableau.rows[Int(node)]
            var pending = false
            for cell in cells where isReference(cell.symbol) && expansions[cell.symbol.id] == nil {
                stack.append(cell.symbol.id)
                pending = true
            }
            if pending { continue }
            stack.removeLast()
            var sum: [Int32: Double] = [:]
            for cell in cells {
                if isReference(cell.symbol) {
                    for inner in expansions[cell.symbol.id] ?? [] {
                        sum[inner.symbol.id, default: 0.0] += cell.coefficient * inner.coefficient
                    }
                } else if isMovable(cell.symbol) {
                    sum[cell.symbol.id, default: 0.0] += cell.coefficient
                }
            }
            expansions[node] = sum.filter { !nearZero($0.value) }.sorted { $0.key < $1.key }.map {
                Cell(Symbol($0.key, tableau.states[Int($0.key)].kind), $0.value)
            }
        }
        return expansions[root] ?? []
    }

    func isReference(_ symbol: Symbol) -> Bool {
        symbol.kind == .external && tableau.states[symbol.index].isBasic
    }
}
