// Moving rows in and out of the basis, substitution and the column index.

extension Tableau {
    mutating func takeRow(_ basic: Int32) -> Row {
        let i = Int(basic)
        let row = rows.take(i)
        states[i].isBasic = false
        markChanged(i)
        if states[i].kind == .external { basicExternals -= 1 }
        return row
    }

    /// Makes `basic` basic with `row`; an external one at `rank`, or below every rank when nil
    /// (then `row` must not reference anything). `previous`, when not -1, is the symbol that was basic with
    /// this row before a pivot: in the columns short enough that no length limit would ever compact them, its
    /// entries are renamed rather than left stale beside new ones (stale entries take memory, and renaming
    /// costs fewer instructions than the compactions they bring on).
    mutating func insertRow(_ basic: Symbol, _ row: Row, rank: Double? = nil, previous: Int32 = -1) {
        // The row's constant takes the place of the symbol's objective coefficient (see `objective`), which
        // a substitution must have cleared.
        assert(objective[basic.index] == 0.0, "symbol \(basic.id) enters the basis while in the objective")
        for cell in row.cells {
            if previous >= 0 && columns.renameInShortColumn(cell.symbol.index, from: previous, to: basic.id) {
                continue
            }
            addToColumn(cell.symbol.index, basic.id)
        }
        rows.put(basic.index, row)
        states[basic.index].isBasic = true
        markChanged(basic.index)
        if basic.kind == .external { recordBasicExternal(basic, row, rank: rank) }
        compactOverfullColumns()
    }

    mutating func pivot(leaving: Int32, entering: Symbol) {
        var row = takeRow(leaving)
        row.solve(for: Symbol(leaving, states[Int(leaving)].kind), into: entering)
        substitute(entering, row)
        insertRow(entering, row, previous: leaving)
    }

    /// Replaces `symbol` by `row` in every row that contains it and in the objectives.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        // Detached, so that the merges below may add to other columns while this one is walked.
        let head = columns.detach(symbol.index)
        let mark = nextEpoch()
        var node = head
        while node >= 0 {
            let basic = columns.basic(node)
            node = columns.next(node)
            let b = Int(basic)
            if !states[b].isBasic || stamps[b] == mark { continue }
            stamps[b] = mark
            let (index, found) = rows.search(b, symbol.id)
            if !found { continue }
            let coefficient = rows.cell(b, index).coefficient
            merge(into: basic, removing: index, row.cells, times: coefficient)
            rows.constants[b] += row.constant * coefficient
            markChanged(b)
            if states[b].kind != .external && rows.constants[b] < 0.0 { infeasible.append(basic) }
        }
        // The symbol is in no row now: its nodes go back to the pool.
        columns.releaseAll(from: head)

        let weight = objective[symbol.index]
        if weight != 0.0 {
            objective[symbol.index] = 0.0
            objectiveConstant += row.constant * weight
            for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * weight) }
        }
        if artificial != nil { artificial!.substitute(symbol, row) }
        compactOverfullColumns()
    }

    @inline(__always) mutating func addToColumn(_ symbol: Int, _ basic: Int32) {
        if columns.append(symbol, basic) { overfull.append(Int32(symbol)) }
    }

    /// Compacts the columns that outgrew their limit since the last call. Not during a merge or a
    /// walk over a column: compaction reads every row the column names.
    mutating func compactOverfullColumns() {
        while let symbol = overfull.popLast() {
            let i = Int(symbol)
            if columns.isOverfull(i) { compactColumn(i) }
        }
    }

    /// `rows[basic] = rows[basic] - cell[index] + factor · pivot`, as one linear merge over the
    /// window of the row that the pivot's symbols and `index` span.
    ///
    /// A long row (a superview's height over a grid of stacks: one cell per row of the grid) is
    /// substituted into once per pivot, and pivots mostly swap symbols of one neighbourhood, whose
    /// ids are close: merging only that window keeps a pivot's cost independent of the row's
    /// length, where copying the whole row made the nested stack grid quadratic. The tail moves only
    /// when the count changes.
    mutating func merge(into basic: Int32, removing index: Int, _ pivot: CellMap, times factor: Double) {
        let b = Int(basic)
        var low = index
        var high = index + 1
        if let first = pivot.first, let last = pivot.last {
            low = Swift.min(low, rows.search(b, first.symbol.id).index)
            let (end, found) = rows.search(b, last.symbol.id)
            high = Swift.max(high, found ? end + 1 : end)
        }
        scratch.removeAll(keepingCapacity: true)
        do {
            let cells = rows[b]
            scratch.reserveCapacity(high - low + pivot.count)
            let m = pivot.count
            var i = low
            var j = 0
            while i < high && j < m {
                if i == index {
                    i += 1
                    continue
                }
                let a = cells[i]
                let p = pivot[j]
                if a.symbol.id < p.symbol.id {
                    scratch.append(a)
                    i += 1
                } else if a.symbol.id > p.symbol.id {
                    let value = p.coefficient * factor
                    if !nearZero(value) {
                        scratch.append(Cell(p.symbol, value))
                        addToColumn(p.symbol.index, basic)
                    }
                    j += 1
                } else {
                    let value = a.coefficient + p.coefficient * factor
                    if !nearZero(value) {
                        scratch.append(Cell(a.symbol, value))
                    } else {
                        columns.removeInShortColumn(a.symbol.index, basic)
                    }
                    i += 1
                    j += 1
                }
            }
            while i < high {
                if i != index { scratch.append(cells[i]) }
                i += 1
            }
            while j < m {
                let p = pivot[j]
                let value = p.coefficient * factor
                if !nearZero(value) {
                    scratch.append(Cell(p.symbol, value))
                    addToColumn(p.symbol.index, basic)
                }
                j += 1
            }
        }
        rows.replace(b, low..<high, with: scratch)
    }

    @inline(__always) mutating func addToObjective(_ symbol: Symbol, _ value: Double) {
        let i = symbol.index
        let old = objective[i]
        var new = old + value
        if nearZero(new) { new = 0.0 }
        objective[i] = new
        if new < 0.0 {
            if !(old < 0.0) { candidates.push(symbol.id) }
            if new != old { steepest.push(SteepestCandidate(value: new, id: symbol.id)) }
            if steepest.count > 2 * symbolCount + 64 || candidates.count > 2 * symbolCount + 64 {
                rebuildCandidates()
            }
        }
    }

    /// Rebuilds both candidate heaps from the objective, dropping their stale entries: at most
    /// once per `symbolCount` pushes, so each push stays amortized constant.
    mutating func rebuildCandidates() {
        var ids = ContiguousArray<Int32>()
        var entries = ContiguousArray<SteepestCandidate>()
        for i in 0..<symbolCount where !states[i].isBasic && objective[i] < 0.0 {
            ids.append(Int32(i))
            entries.append(SteepestCandidate(value: objective[i], id: Int32(i)))
        }
        candidates = SymbolHeap(ids)
        steepest = SteepestHeap(entries)
    }

    /// Rewrites the column of `symbol` to exactly the basic rows that contain it, once each.
    mutating func compactColumn(_ symbol: Int) {
        var node = columns.detach(symbol)
        let mark = nextEpoch()
        let id = Int32(symbol)
        while node >= 0 {
            let next = columns.next(node)
            let b = Int(columns.basic(node))
            if states[b].isBasic && stamps[b] != mark && rows.contains(b, id) {
                stamps[b] = mark
                columns.link(symbol, node)
            } else {
                columns.release(node)
            }
            node = next
        }
        columns.resetLimit(symbol)
    }
}

extension Row {
    /// Substitution for a row outside the tableau (the artificial objective), as one linear merge:
    /// inserting cell by cell shifted the whole row for every cell, quadratic in the row's length.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (index, found) = search(symbol.id)
        guard found else { return }
        let factor = cells[index].coefficient
        constant += row.constant * factor
        var merged = CellMap()
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < row.cells.count {
            if i == index {
                i += 1
                continue
            }
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || cells[i].symbol.id > row.cells[j].symbol.id {
                let value = row.cells[j].coefficient * factor
                if !nearZero(value) { merged.append(Cell(row.cells[j].symbol, value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + row.cells[j].coefficient * factor
                if !nearZero(value) { merged.append(Cell(cells[i].symbol, value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }
}
