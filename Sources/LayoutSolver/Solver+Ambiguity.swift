// Which variables could take another value without breaking or worsening any constraint, read off
// the solved tableau: what a layout engine's ambiguity report (UIKit's `hasAmbiguousLayout`) needs.

extension Solver {
    /// For each group of variables, whether any of them could move (take another value at an
    /// optimal solution: no required constraint broken, the weighted error of the others no larger).
    ///
    /// A probe per variable (an edit variable weaker than every constraint, a suggested value
    /// beside the current one, and back) answers this with two dual simplex runs each, times four
    /// variables per view: most of the time of a scene of many views. The solved
    /// tableau answers it in one read: at the optimum every basic variable is its row's constant
    /// plus the non-basic symbols, which are zero. On the set of optimal solutions a non-basic
    /// slack or error whose objective coefficient is positive stays zero (any other value costs),
    /// a dummy stays zero (a required equality), and the others may move: a non-basic user
    /// variable freely (no restricted row and not the objective holds one), a slack or error of
    /// cost zero upwards, as far as the restricted rows that it decreases allow. A variable moves
    /// when its row, with its references spelled out and the fixed symbols dropped, keeps one of
    /// these with room to move. When every such symbol is blocked at once by a degenerate row (a
    /// restricted basic variable at zero), only a combination of them might move it: the degenerate
    /// rows they reach say when none does (`AmbiguityReader.noCombinationMoves`), and otherwise the
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
            for variable in undecided where !moves && !reader.noCombinationMoves(variable) {
                moves = probeMoves(variable, on: &probe)
            }
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

    /// Whether no combination of movable symbols moves `variable`, one whose movable symbols a degenerate row
    /// blocks each (`Movement.undecided`), as far as the degenerate rows alone show; false when they do not
    /// (the caller probes then).
    ///
    /// The optimal solutions are a convex set, so the variable moves when some direction from the current
    /// solution keeps it optimal and changes it: a change `d` of the movable symbols (restricted ones
    /// upwards only) that keeps every degenerate restricted row at or above zero (a basic dummy at zero)
    /// and changes the variable's expansion. The rows with room are no bound on a short step. When those
    /// rows hold every symbol of the expansion at zero (`BlockingCone.holdsDirectionAtZero`), none does.
    /// Probing every such variable copied the whole tableau once per call and ran two dual simplex passes
    /// over it per variable, and on real storyboards nearly every probe found the variable fixed. The rows
    /// now settle those.
    func noCombinationMoves(_ variable: Variable) -> Bool {
        cone(of: variable)?.holdsDirectionAtZero() ?? false
    }

    /// The directions that keep `variable`'s solution optimal, on the movable symbols of its expansion closed
    /// over the degenerate rows that hold them; nil past `combinationLimit` symbols or rows.
    func cone(of variable: Variable) -> BlockingCone? {
        let expansion = expansion(of: tableau.variableSymbols[variable.id])
        var cone = BlockingCone()
        var places: [Int32: Int] = [:]
        func entry(_ cell: Cell) -> BlockingCone.Entry {
            let place = places[cell.symbol.id] ?? cone.symbols.count
            if place == cone.symbols.count {
                places[cell.symbol.id] = place
                cone.symbols.append(cell.symbol)
            }
            return BlockingCone.Entry(place: place, coefficient: cell.coefficient)
        }
        cone.direction = expansion.map(entry)
        var seen: Set<Int32> = []
        var next = 0
        while next < cone.symbols.count {
            guard cone.symbols.count <= Self.combinationLimit, cone.bounds.count <= Self.combinationLimit else {
                return nil
            }
            let symbol = cone.symbols[next]
            next += 1
            for basic in tableau.columns[symbol.index] where !seen.contains(basic) {
                let b = Int(basic)
                let kind = tableau.states[b].kind
                guard tableau.states[b].isBasic, kind != .external, tableau.rows.coefficient(b, symbol) != 0.0,
                    kind == .dummy || nearZero(Swift.max(0.0, tableau.rows.constants[b]))
                else { continue }
                seen.insert(basic)
                let entries = tableau.rows[b].filter { isMovable($0.symbol) }.map(entry)
                cone.bounds.append(BlockingCone.Bound(entries: entries, isDummy: kind == .dummy))
            }
        }
        return cone
    }

    /// The most symbols, and the most degenerate rows, `cone(of:)` gathers before leaving a variable to the probe.
    static let combinationLimit = 64
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

/// The changes `d` of some movable symbols (a variable's expansion and those the degenerate rows holding
/// them reach) that keep a solution optimal: each degenerate restricted row at or above zero, each basic
/// dummy at zero, the restricted symbols upwards only. `direction` is the variable's expansion over them:
/// the variable moves when some `d` of the cone changes it.
struct BlockingCone {
    /// A symbol's coefficient in a row or in `direction`, the symbol by its place in `symbols`.
    struct Entry {
        var place: Int
        var coefficient: Double
    }

    /// A degenerate row over the cone's symbols.
    struct Bound {
        var entries: [Entry]
        /// A basic dummy's row: held at zero, not above.
        var isDummy: Bool
    }

    var symbols: [Symbol] = []
    var bounds: [Bound] = []
    var direction: [Entry] = []

    func isRestricted(_ entry: Entry) -> Bool { symbols[entry.place].kind != .external }

    /// Whether the bounds alone hold every symbol of `direction` at zero, read without a solver: a dummy's
    /// row holds its one symbol not yet held, or all of them when they are restricted and of one sign; a
    /// restricted row holds the symbols of its not yet held when they are all restricted and decrease it
    /// (none can rise without taking it below zero). Repeated until nothing more is held. Sound, not complete:
    /// rows of mixed signs may together hold what none holds alone, and such a variable is probed.
    func holdsDirectionAtZero() -> Bool {
        var held = [Bool](repeating: false, count: symbols.count)
        var changed = true
        while changed {
            changed = false
            for bound in bounds {
                let free = bound.entries.filter { !held[$0.place] }
                guard !free.isEmpty else { continue }
                let restricted = free.allSatisfy(isRestricted)
                let decreasing = restricted && free.allSatisfy { $0.coefficient < 0.0 }
                let increasing = restricted && free.allSatisfy { $0.coefficient > 0.0 }
                guard bound.isDummy ? free.count == 1 || decreasing || increasing : decreasing else { continue }
                for entry in free { held[entry.place] = true }
                changed = true
            }
        }
        return direction.allSatisfy { held[$0.place] }
    }
}
