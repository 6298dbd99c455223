// Turning a constraint into a row: kiwi's createRow, chooseSubject and the artificial variable.

extension Tableau {
    /// kiwi's `createRow`: the constraint as a row, plus its slack, error or dummy symbols, with a
    /// non-negative constant; and an external symbol to solve for that lets the row keep its
    /// references, with the rank it takes, if there is one.
    ///
    /// A fresh symbol (in no row, not basic) can be the subject without touching any other row:
    /// nothing references the new basic variable yet, so it ranks above everything. Otherwise
    /// `lazySubject` looks for one that keeps the references acyclic. Without one the row is
    /// expanded, as kiwi does, and whichever symbol becomes basic has a row without references.
    mutating func makeRow(
        _ expression: Expression, _ relation: Constraint.Relation, _ strength: Strength
    ) -> (Row, Tag, lazy: (subject: Symbol, rank: Double)) {
        var row = Row(constant: expression.constant)
        // Room for the terms and the two tag symbols at once: appending one by one doubled the
        // capacity up to twice what the row needs, and most rows stay in the tableau as made.
        row.cells.reserveCapacity(expression.terms.count + 2)
        for term in Tableau.reduced(expression.terms) where !nearZero(term.coefficient) {
            row.cells.append(Cell(self.symbol(for: term.variable), term.coefficient))
        }
        row.cells.sort { $0.symbol.id < $1.symbol.id }
        var lazy = (subject: Symbol.invalid, rank: 0.0)
        for cell in row.cells where cell.symbol.kind == .external {
            let i = cell.symbol.index
            if !states[i].isBasic && columns.isEmpty(i) && objective[i] == 0.0 {
                lazy = (cell.symbol, topRank + 1.0)
                break
            }
        }
        if !lazy.subject.isValid {
            lazy = lazySubject(&row)
            if !lazy.subject.isValid { row = expanded(row) }
        }
        // New symbols have the highest ids, so appending keeps the cells sorted.
        var tag = Tag()
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.cells.append(Cell(slack, sign))
            if !strength.isRequired {
                largestWeight = Swift.max(largestWeight, strength.weight)
                let error = newSymbol(.error)
                tag.other = error
                row.cells.append(Cell(error, -sign))
                addToObjective(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                largestWeight = Swift.max(largestWeight, strength.weight)
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.cells.append(Cell(plus, -1.0))
                row.cells.append(Cell(minus, 1.0))
                addToObjective(plus, strength.weight)
                addToObjective(minus, strength.weight)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.cells.append(Cell(dummy, 1.0))
            }
        }
        if row.constant < 0.0 { row.reverseSign() }
        // A substituted or expanded row was given room for every cell it might have had; most
        // rows stay in the tableau as made, so keep only what they hold (the spare room was a good
        // share of the nested stack grid's memory).
        if row.cells.capacity > row.cells.count + 2 {
            var exact = CellMap()
            exact.reserveCapacity(row.cells.count)
            exact.append(contentsOf: row.cells)
            row.cells = exact
        }
        return (row, tag, lazy)
    }

    /// A subject for `row` that keeps its references, and the rank it takes; or an invalid symbol.
    ///
    /// A non-basic external symbol `s` may become basic with a row that references `R` if no row
    /// reachable from `R` holds `s`, or the rows that hold it would come to reference themselves.
    /// Ranks decide that without a walk: references point at lower ranks, so when every row that
    /// holds `s` ranks above every symbol of `R`, none is reachable, and `s` ranks in between.
    /// Restricted rows and the objective must never hold references, so `s` may be in neither.
    /// When no symbol qualifies, the highest-ranked reference is replaced by its row (a few
    /// times at most), which brings in lower ranks and new symbols.
    ///
    /// A chain of rows (a form screen: each row's top at the previous row's bottom) otherwise
    /// expands every new constraint through the whole chain: quadratic time, and rows that pile
    /// up one dummy per link.
    mutating func lazySubject(_ row: inout Row) -> (subject: Symbol, rank: Double) {
        var substitutions = 0
        var reranked = false
        while true {
            var highest = -Double.infinity
            var highestReference = Symbol.invalid
            // `isReference` spelled out: calling a method of `self` here copied the whole tableau per
            // cell in a debug build (the fuzz harnesses' and the tests'), half of this function's cost.
            for cell in row.cells
            where cell.symbol.kind == .external && states[cell.symbol.index].isBasic
                && ranks[externalSlot(cell.symbol.index)] > highest
            {
                highest = ranks[externalSlot(cell.symbol.index)]
                highestReference = cell.symbol
            }
            var best = Symbol.invalid
            var bestLowest = -Double.infinity
            for cell in row.cells where cell.symbol.kind == .external && !states[cell.symbol.index].isBasic {
                guard objective[cell.symbol.index] == 0.0, let lowest = lowestRankHolding(cell.symbol) else {
                    continue
                }
                if lowest > highest && lowest > bestLowest {
                    best = cell.symbol
                    bestLowest = lowest
                }
            }
            if best.isValid {
                if !highestReference.isValid { return (best, Swift.min(bottomRank, bestLowest) - 1.0) }
                if bestLowest == .infinity { return (best, topRank + 1.0) }
                let rank = highest + (bestLowest - highest) / 2
                if highest < rank && rank < bestLowest { return (best, rank) }
                // Bisection ran out of precision: spread the ranks out and look again.
                if reranked { return (.invalid, 0.0) }
                rerank()
                reranked = true
                continue
            }
            if !highestReference.isValid || substitutions == Tableau.lazyExpansionLimit { return (.invalid, 0.0) }
            row.substitute(highestReference, rows.row(highestReference.index))
            substitutions += 1
        }
    }

    static let lazyExpansionLimit = 16
    static let lazyColumnLimit = 64

    /// The lowest rank of the rows that hold `symbol` (infinity when none does), or nil when a
    /// restricted row holds it or its column is too long to read on every constraint.
    func lowestRankHolding(_ symbol: Symbol) -> Double? {
        if columns.count(symbol.index) > Tableau.lazyColumnLimit { return nil }
        var lowest = Double.infinity
        for basic in columns[symbol.index] {
            let b = Int(basic)
            guard states[b].isBasic, rows.contains(b, symbol.id) else { continue }
            if states[b].kind != .external { return nil }
            lowest = Swift.min(lowest, ranks[externalSlot(b)])
        }
        return lowest
    }

    @inline(__always) mutating func accumulate(_ id: Int32, _ value: Double, _ mark: UInt16) {
        let i = Int(id)
        if stamps[i] != mark {
            stamps[i] = mark
            touched.append(id)
        }
        accumulator[i] += value
    }

    static func reduced(_ terms: [Term]) -> [Term] {
        if terms.count < 2 { return terms }
        var sorted = terms.sorted { $0.variable.id < $1.variable.id }
        var write = 0
        for read in 1..<sorted.count {
            if sorted[read].variable == sorted[write].variable {
                sorted[write].coefficient += sorted[read].coefficient
            } else {
                write += 1
                sorted[write] = sorted[read]
            }
        }
        sorted.removeSubrange((write + 1)...)
        return sorted
    }

    /// kiwi picks the first external symbol; this picks the external symbol in the fewest rows, so
    /// the substitution that follows touches as few rows as possible (usually none: the newest
    /// view's variable). Otherwise a fresh slack or error with a negative coefficient, which keeps
    /// the constant non-negative.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best = Symbol.invalid
        var bestCount = Int.max
        for cell in row.cells where cell.symbol.kind == .external {
            let count = columns.count(cell.symbol.index)
            if count < bestCount {
                best = cell.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if best.isValid { return best }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0.0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0.0 { return tag.other }
        return .invalid
    }

    /// Adds a row whose subject could not be chosen through an artificial variable, then drives
    /// the artificial variable to zero (phase one of the simplex method). False if it cannot be.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        // One artificial variable lives at a time, so every one takes the symbol the last one gave back: a
        // fresh symbol for each took a slot of every per-symbol table for good (about one a view on the dense
        // chain, which the room a layout reserves does not count).
        let art = spareArtificial >= 0 ? Symbol(spareArtificial, .slack) : newSymbol(.slack)
        spareArtificial = -1
        insertRow(art, row)
        artificial = row
        artificialSymbol = art
        defer {
            artificial = nil
            artificialSymbol = .invalid
        }
        try optimize(artificialObjective: true)
        let success = nearZero(artificial?.constant ?? 0.0)
        artificial = nil
        if !success {
            // The artificial variable is basic and positive. kiwi pivots it out anyway, which
            // imposes the failed row on the tableau; dropping the row instead leaves rows that
            // combine only the old constraints: the old system, at another feasible vertex.
            if states[art.index].isBasic { _ = takeRow(art.id) }
            removeArtificialSymbol(art)
            return false
        }
        if states[art.index].isBasic {
            var artRow = takeRow(art.id)
            if !artRow.cells.isEmpty {
                guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                    removeArtificialSymbol(art)
                    return false
                }
                artRow.solve(for: art, into: entering)
                substitute(entering, artRow)
                insertRow(entering, artRow, previous: art.id)
            }
        }
        removeArtificialSymbol(art)
        return success
    }

    /// The artificial variable is non-basic now, so it is zero: drop it everywhere, and keep its
    /// symbol for the next one.
    mutating func removeArtificialSymbol(_ art: Symbol) {
        compactColumn(art.index)
        for basic in columns[art.index] { rows.remove(Int(basic), art) }
        columns.removeAll(art.index)
        objective[art.index] = 0.0
        spareArtificial = art.id
    }
}
