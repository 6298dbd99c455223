#if DEBUG
    extension Tableau {
        /// Every broken invariant as a sentence; empty when the tableau is consistent.
        ///
        /// Checks what the algorithm relies on: sorted rows without basic symbols, a column index
        /// that covers every cell, infeasible rows tracked, the objective's candidates tracked, and
        /// every constraint's and edit's marker present. Walks the whole tableau: tests only.
        func _invariantViolations() -> [String] {
            var problems: [String] = []
            var inColumn = Set<Int64>()
            for symbol in 0..<columns.symbolCount {
                for basic in columns[symbol] { inColumn.insert(Int64(symbol) << 32 | Int64(basic)) }
            }
            var present = Array(repeating: false, count: symbolCount)
            let tracked = Set(infeasible)
            problems += rows._layoutViolations()
            // A non-basic symbol's entry in `rows.constants` is its objective coefficient (see `objective`).
            for b in 0..<symbolCount where !states[b].isBasic && rows.count(b) != 0 {
                problems.append("non-basic symbol \(b) keeps a row")
            }
            for b in 0..<symbolCount where states[b].isBasic {
                present[b] = true
                let row = rows.row(b)
                if !row.constant.isFinite { problems.append("row \(b) has constant \(row.constant)") }
                if states[b].kind != .external && row.constant < 0.0 && !nearZero(row.constant)
                    && !tracked.contains(Int32(b))
                {
                    problems.append("row \(b) is infeasible (\(row.constant)) but not tracked")
                }
                var previous: Int32 = -1
                for cell in row.cells {
                    let s = cell.symbol
                    present[s.index] = true
                    if s.id <= previous { problems.append("row \(b) is not sorted at \(s.id)") }
                    previous = s.id
                    if states[s.index].kind != s.kind { problems.append("row \(b) has the wrong kind for \(s.id)") }
                    // Only external rows may reference basic external symbols (see `Tableau`).
                    if states[s.index].isBasic && (s.kind != .external || states[b].kind != .external) {
                        problems.append("basic symbol \(s.id) appears in row \(b)")
                    }
                    if cell.coefficient == 0.0 || !cell.coefficient.isFinite {
                        problems.append("row \(b) has coefficient \(cell.coefficient) for \(s.id)")
                    }
                    if !inColumn.contains(Int64(s.id) << 32 | Int64(b)) {
                        problems.append("column \(s.id) lacks row \(b)")
                    }
                    // `makeRow` relies on ranks to keep new references acyclic.
                    if states[s.index].isBasic && states[b].kind == .external
                        && !(ranks[externalSlot(s.index)] < ranks[externalSlot(b)])
                    {
                        problems.append("row \(b) references \(s.id), which does not rank below it")
                    }
                }
            }
            // References must form a DAG, or values and expansions would not terminate.
            var state = Array(repeating: 0, count: symbolCount)  // 0 new, 1 on the path, 2 done
            for root in 0..<symbolCount where states[root].isBasic && state[root] == 0 {
                var path: [(node: Int, next: Int)] = [(root, 0)]
                state[root] = 1
                while let (node, next) = path.last {
                    let cells = rows[node]
                    if next < cells.count {
                        path[path.count - 1].next += 1
                        let child = cells[next].symbol.index
                        guard states[child].isBasic else { continue }
                        if state[child] == 1 { problems.append("references form a cycle through \(child)") }
                        if state[child] == 0 {
                            state[child] = 1
                            path.append((child, 0))
                        }
                    } else {
                        state[node] = 2
                        path.removeLast()
                    }
                }
            }
            let queued = Set(candidates.storage)
            for s in 0..<symbolCount
            where !states[s].isBasic && objective[s] < 0.0 && states[s].kind != .dummy && !queued.contains(Int32(s)) {
                problems.append("objective coefficient of \(s) is negative but not a candidate")
            }
            for s in 0..<symbolCount where !states[s].isBasic && objective[s] != 0.0 { present[s] = true }
            for (id, entry) in constraints.identifiedEntries where !present[entry.tag.marker.index] {
                problems.append("marker of constraint \(id) is neither basic nor in a row")
            }
            for (variable, record) in edits where !present[record.tag.marker.index] {
                problems.append("marker of the edit of \(variable) is neither basic nor in a row")
            }
            for (variable, symbol) in variableSymbols.enumerated() where symbol >= 0 {
                if states[Int(symbol)].kind != .external || slotVariables[externalSlot(Int(symbol))] != Int32(variable)
                {
                    problems.append("variable \(variable) maps to a bad symbol \(symbol)")
                }
            }
            if artificial != nil { problems.append("an artificial objective outlived its operation") }
            return problems
        }

        /// Traps with the first broken invariant (see `_invariantViolations()`).
        func _checkInvariants() {
            let problems = _invariantViolations()
            precondition(problems.isEmpty, problems.first ?? "")
        }
    }
#endif
