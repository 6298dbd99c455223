// The primal and dual simplex iterations and their pivot rules.

extension Tableau {
    /// Primal simplex on the objective (or the artificial objective).
    ///
    /// On the objective, Dantzig's rule until `greedyPivotLimit` pivots in a row were degenerate
    /// (left the objective where it was), then Bland's rule (kiwi's), which cannot cycle, until a
    /// pivot moves the objective again; past `symbolCount + greedyPivotLimit` pivots in one call,
    /// Bland's rule alone, so that rounding cannot keep it going either. In phase one the first
    /// `greedyPivotLimit` pivots use `artificialPivot()`, the rest Bland's rule.
    ///
    /// A fixed number of Dantzig pivots per call was not enough: a nested stack grid whose height
    /// is suggested away from its content's compresses each of its rows by one pivot, and Bland's
    /// rule wandered there: 1 631 pivots for 300 rows at 4 000 views, 63 at 1 000.
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        var pivots = 0
        var degenerate = 0
        while true {
            let entering: Symbol
            let leaving: Int32
            if artificialObjective && pivots < Tableau.greedyPivotLimit {
                (entering, leaving) = artificialPivot()
            } else {
                let steepest =
                    degenerate < Tableau.greedyPivotLimit && pivots < symbolCount + Tableau.greedyPivotLimit
                entering =
                    artificialObjective
                    ? artificialEnteringSymbol() : enteringSymbol(steepest: steepest)
                leaving = entering.isValid ? leavingRow(for: entering) : -1
            }
            if !entering.isValid { return }
            if leaving < 0 {
                // Both objectives are bounded below (weights and errors are non-negative), so a
                // direction without a limiting row has a true reduced cost of zero: what is left
                // is rounding, large enough to pass kiwi's absolute 1e-8 once weights reach 1e6.
                let coefficient =
                    artificialObjective ? artificial?.coefficient(for: entering) ?? 0.0 : objective[entering.index]
                guard abs(coefficient) <= 1e-9 * Swift.max(1.0, largestWeight) else {
                    throw .internalSolverError("The objective is unbounded.")
                }
                if artificialObjective { artificial?.remove(entering) } else { objective[entering.index] = 0.0 }
                continue
            }
            degenerate = nearZero(rows.constants[Int(leaving)]) ? degenerate + 1 : 0
            pivot(leaving: leaving, entering: entering)
            pivots += 1
        }
    }

    static let greedyPivotLimit = 64

    /// A phase-one pivot that ends phase one at once when it can.
    ///
    /// Bland's rule takes the lowest id, typically an old symbol (the superview's slack) that
    /// sits in hundreds of rows; a 10 000-view grid then spends hundreds of pivots of a thousand
    /// long rows each on one `trailing == superview.trailing`. Among the symbols that lower the
    /// artificial objective, the ones in the fewest rows come first, and one whose ratio test the
    /// artificial row itself wins is taken: that pivot makes the new row basic and is the last.
    mutating func artificialPivot() -> (Symbol, Int32) {
        guard let row = artificial else { return (.invalid, -1) }
        var candidates: [(count: Int, symbol: Symbol)] = []
        for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient < 0.0 {
            candidates.append((columns.count(cell.symbol.index), cell.symbol))
        }
        if candidates.isEmpty { return (.invalid, -1) }
        candidates.sort { ($0.count, $0.symbol.id) < ($1.count, $1.symbol.id) }
        var fallback: (Symbol, Int32)?
        for (_, symbol) in candidates.prefix(4) {
            let leaving = leavingRow(for: symbol, preferring: artificialSymbol.id)
            if leaving == artificialSymbol.id { return (symbol, leaving) }
            if fallback == nil { fallback = (symbol, leaving) }
        }
        return fallback ?? (.invalid, -1)
    }

    /// Restores feasibility after suggestions with the dual simplex method.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let i = Int(leaving)
            guard states[i].isBasic else { continue }
            let constant = rows.constants[i]
            if nearZero(constant) || constant >= 0.0 { continue }
            let entering = dualEnteringSymbol(rows[i])
            guard entering.isValid else { throw .internalSolverError("Dual optimize failed.") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The non-dummy symbol with the most negative objective coefficient (Dantzig's rule) when
    /// `steepest`, else the lowest-id one (kiwi's choice, Bland's rule, which cannot cycle).
    ///
    /// Bland's rule wanders: after a 10 000-view grid's `trailing == superview.trailing` it takes
    /// a hundred pivots where Dantzig's takes a few. `optimize` decides which rule applies.
    mutating func enteringSymbol(steepest: Bool) -> Symbol {
        if steepest {
            while let top = self.steepest.min {
                let i = Int(top.id)
                if objective[i] == top.value && states[i].kind != .dummy && !states[i].isBasic {
                    return Symbol(top.id, states[i].kind)
                }
                self.steepest.popMin()
            }
            return .invalid
        }
        while let top = candidates.min {
            let i = Int(top)
            if objective[i] < 0.0 && states[i].kind != .dummy && !states[i].isBasic {
                return Symbol(top, states[i].kind)
            }
            candidates.popMin()
        }
        return .invalid
    }

    func artificialEnteringSymbol() -> Symbol {
        guard let row = artificial else { return .invalid }
        for cell in row.cells where cell.symbol.kind != .dummy && cell.coefficient < 0.0 {
            return cell.symbol
        }
        return .invalid
    }

    func dualEnteringSymbol(_ cells: RowStore.Cells) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        for cell in cells where cell.coefficient > 0.0 && cell.symbol.kind != .dummy {
            let r = objective[cell.symbol.index] / cell.coefficient
            if r < ratio {
                ratio = r
                entering = cell.symbol
            }
        }
        return entering
    }

    /// The restricted row that limits `entering` first; ties go to `preferred`, then to the lowest
    /// id (kiwi's order).
    mutating func leavingRow(for entering: Symbol, preferring preferred: Int32 = -1) -> Int32 {
        compactColumn(entering.index)
        var ratio = Double.greatestFiniteMagnitude
        var found: Int32 = -1
        for basic in columns[entering.index] {
            let b = Int(basic)
            if states[b].kind == .external { continue }
            let coefficient = rows.coefficient(b, entering)
            if coefficient < 0.0 {
                let r = -rows.constants[b] / coefficient
                if r < ratio || (r == ratio && found != preferred && (basic == preferred || basic < found)) {
                    ratio = r
                    found = basic
                }
            }
        }
        return found
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot on so that a non-basic marker can leave, and
    /// that row expanded when it had to be (nil: take it as it is).
    ///
    /// Restricted rows first, as kiwi. Then the lowest-ranked external row, unexpanded (removing one
    /// of a stack's constraints expanded a row through every row the chain references).
    /// Otherwise an external row is expanded first: with its references it could bring a reference
    /// back into the rows it refers to. Expanded, the marker may cancel out of it, so the next
    /// candidate is tried.
    mutating func markerLeavingRow(_ marker: Symbol) -> (Int32, expanded: Row?)? {
        compactColumn(marker.index)
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first: Int32 = -1
        var second: Int32 = -1
        var externals: [Int32] = []
        for basic in columns[marker.index] {
            let b = Int(basic)
            let c = rows.coefficient(b, marker)
            if c == 0.0 { continue }
            if states[b].kind == .external {
                externals.append(basic)
            } else if c < 0.0 {
                let r = -rows.constants[b] / c
                if r < r1 || (r == r1 && basic < first) {
                    r1 = r
                    first = basic
                }
            } else {
                let r = rows.constants[b] / c
                if r < r2 || (r == r2 && basic < second) {
                    r2 = r
                    second = basic
                }
            }
        }
        if first >= 0 { return (first, nil) }
        if second >= 0 { return (second, nil) }
        // The lowest-ranked external row can leave as it is, references and all: no row it reaches
        // holds the marker, so its coefficient is the expanded one, and every other row that holds
        // the marker ranks above it, so taking in its references keeps them acyclic. Only the
        // objective (and the artificial one) must not take in references.
        if objective[marker.index] == 0.0 && artificial == nil {
            var lowest: Int32 = -1
            for basic in externals
            where lowest < 0 || ranks[externalSlot(Int(basic))] < ranks[externalSlot(Int(lowest))] { lowest = basic }
            if lowest >= 0 { return (lowest, nil) }
        }
        // kiwi takes the last external row; the highest id comes first here for the same choice.
        for basic in externals.sorted(by: >) {
            let row = expanded(rows.row(Int(basic)))
            if !nearZero(row.coefficient(for: marker)) { return (basic, row) }
        }
        return nil
    }
}
