// Values of basic variables through references, and expansion of rows that hold references.

extension Tableau {
    /// A basic variable's value is its row's constant plus its references' values: every non-basic
    /// symbol is zero.
    ///
    /// Inlined so that a read after `updateValues()` touches three arrays: called out of line, it
    /// copied the whole tableau struct on every call.
    @inline(__always) func value(of variable: Variable) -> Double {
        let symbol = existingSymbol(for: variable)
        guard symbol.isValid, states[symbol.index].isBasic else { return 0.0 }
        if valuesAreCurrent { return values[externalSlot(symbol.index)] }
        return walkedValue(of: symbol)
    }

    /// The value of a basic symbol through its references, when the stored values are stale.
    func walkedValue(of symbol: Symbol) -> Double {
        var memo: [Int32: Double] = [:]
        var stack: [(node: Int32, next: Int)] = [(symbol.id, 0)]
        while let (node, next) = stack.last {
            let cells = rows[Int(node)]
            var i = next
            while i < cells.count && !(isReference(cells[i].symbol) && memo[cells[i].symbol.id] == nil) { i += 1 }
            if i < cells.count {
                stack[stack.count - 1].next = i + 1
                stack.append((cells[i].symbol.id, 0))
                continue
            }
            stack.removeLast()
            var value = rows.constants[Int(node)]
            for cell in cells where isReference(cell.symbol) { value += cell.coefficient * memo[cell.symbol.id]! }
            memo[node] = value
        }
        return memo[symbol.id]!
    }

    /// Computes every basic variable's value in one pass (kiwi's `updateVariables`).
    ///
    /// After a first full pass, only the rows changed since (and the rows their new values reach)
    /// are evaluated, unless too many changed to track (see Tableau+Changes.swift).
    mutating func updateValues() {
        if valuesAreCurrent { return }
        if valuesAreTracked {
            propagateChangedValues()
            valuesAreCurrent = true
            return
        }
        reportEverything()
        // A non-basic external symbol is worth zero: from here on `values` holds every external symbol.
        for symbol in 0..<symbolCount where states[symbol].kind == .external && !states[symbol].isBasic {
            values[externalSlot(symbol)] = 0.0
        }
        valuesAreTracked = true
        if evaluationOrderIsStale { rebuildEvaluationOrder() }
        // A sink only comes to reference symbols that become basic after it, so sinks go last to
        // first; every other row only references sinks and rows before it.
        for node in sinks.reversed() where states[Int(node)].isBasic {
            values[externalSlot(Int(node))] = evaluate(Int(node))
        }
        for node in evaluationOrder where states[Int(node)].isBasic {
            values[externalSlot(Int(node))] = evaluate(Int(node))
        }
        valuesAreCurrent = true
    }

    @inline(__always) func evaluate(_ n: Int) -> Double {
        rows.weightedSum(n, from: rows.constants[n]) { symbol in
            isReference(symbol) ? values[externalSlot(symbol.index)] : nil
        }
    }

    /// Records a new basic external symbol at `rank` in the evaluation order.
    ///
    /// Without a rank the row has no references (an expanded one) and joins the sinks, below
    /// every rank: whatever comes to reference it is ranked already. A subject above every rank
    /// (nothing references it yet, see `makeRow`) goes at the end of `evaluationOrder`. Later a
    /// row gains a reference only when a symbol it holds becomes basic, and that symbol is ranked
    /// below the row. A subject ranked between others leaves both lists out of order until
    /// `updateValues` rebuilds them. Entries of rows that left the basis go stale and are skipped.
    mutating func recordBasicExternal(_ basic: Symbol, _ row: Row, rank: Double?) {
        basicExternals += 1
        if let rank {
            ranks[externalSlot(basic.index)] = rank
            if rank > topRank {
                topRank = rank
                evaluationOrder.append(basic.id)
            } else if rank < bottomRank {
                bottomRank = rank
                sinks.append(basic.id)
            } else {
                evaluationOrderIsStale = true
                evaluationOrder.append(basic.id)
            }
        } else if row.cells.contains(where: { $0.symbol.kind == .external && states[$0.symbol.index].isBasic }) {
            // Only a subject that nothing references can arrive with references and no rank.
            topRank += 1.0
            ranks[externalSlot(basic.index)] = topRank
            evaluationOrder.append(basic.id)
        } else {
            bottomRank -= 1.0
            ranks[externalSlot(basic.index)] = bottomRank
            sinks.append(basic.id)
        }
        // Here rather than in `updateValues`, so that churn without reads cannot grow the lists.
        if sinks.count + evaluationOrder.count > 2 * basicExternals + 64 { rebuildEvaluationOrder() }
    }

    /// Drops stale entries: a post-order of every basic external symbol.
    mutating func rebuildEvaluationOrder() {
        sinks.removeAll(keepingCapacity: true)
        evaluationOrder.removeAll(keepingCapacity: true)
        let mark = nextEpoch()
        for symbol in variableSymbols where symbol >= 0 && states[Int(symbol)].isBasic && stamps[Int(symbol)] != mark {
            postOrder(from: symbol, mark)
            evaluationOrder.append(contentsOf: order)
        }
        evaluationOrderIsStale = false
    }

    /// Ranks every basic external symbol anew from a post-order, one apart, when bisecting a gap
    /// between two ranks has run out of precision.
    mutating func rerank() {
        rebuildEvaluationOrder()
        for (position, node) in evaluationOrder.enumerated() { ranks[externalSlot(Int(node))] = Double(position) }
        topRank = Double(evaluationOrder.count)
        bottomRank = -1.0
    }

    /// Fills `order` with the basic external symbols reachable from `root` through references,
    /// each after the symbols it references, skipping those already visited under `mark`.
    mutating func postOrder(from root: Int32, _ mark: UInt16) {
        order.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        stamps[Int(root)] = mark
        stack.append((root, 0))
        while let (node, next) = stack.last {
            var i = next
            var child: Int32 = -1
            let n = Int(node)
            while i < rows.count(n) {
                let symbol = rows.symbol(n, i)
                i += 1
                if symbol.kind == .external && states[symbol.index].isBasic && stamps[symbol.index] != mark {
                    child = symbol.id
                    break
                }
            }
            if child >= 0 {
                stack[stack.count - 1].next = i
                stamps[Int(child)] = mark
                stack.append((child, 0))
            } else {
                stack.removeLast()
                order.append(node)
            }
        }
    }

    /// `row` with every reference replaced by the referenced row, recursively: the form that ratio
    /// tests and the objective need.
    ///
    /// In these mutating walks `isReference` is spelled out: a call of a method of `self` copied the
    /// whole tableau per cell in a debug build (the tests' and the fuzz harnesses'), most of the time
    /// of a conflict search over a large file.
    mutating func expanded(_ row: Row) -> Row {
        guard row.cells.contains(where: { $0.symbol.kind == .external && states[$0.symbol.index].isBasic }) else {
            return row
        }
        // Reverse post-order visits each referenced row after every row that references it, so
        // its accumulated coefficient is complete when it is expanded.
        let visitMark = nextEpoch()
        var topological = ContiguousArray<Int32>()
        for cell in row.cells
        where cell.symbol.kind == .external && states[cell.symbol.index].isBasic
            && stamps[cell.symbol.index] != visitMark
        {
            postOrder(from: cell.symbol.id, visitMark)
            topological.append(contentsOf: order)
        }
        // Post-orders of several roots, concatenated, are still a valid post-order.
        if accumulator.count < symbolCount {
            // Once at the tables' reserved size: grown by appending, it doubled, and the old and the new
            // buffer were both alive at the nested stack grid's peak of memory.
            accumulator.grow(toHold: Swift.max(symbolCount, states.capacity))
            accumulator.append(contentsOf: repeatElement(0.0, count: symbolCount - accumulator.count))
        }
        let mark = nextEpoch()
        touched.removeAll(keepingCapacity: true)
        var result = Row(constant: row.constant)
        for cell in row.cells { accumulate(cell.symbol.id, cell.coefficient, mark) }
        for node in topological.reversed() {
            let n = Int(node)
            let factor = accumulator[n]
            accumulator[n] = 0.0
            if factor == 0.0 { continue }
            result.constant += rows.constants[n] * factor
            for cell in rows[n] { accumulate(cell.symbol.id, cell.coefficient * factor, mark) }
        }
        gatherTouched(into: &result)
        return result
    }

    /// Moves the accumulated non-basic coefficients into `row`, sorted, dropping near-zeros.
    mutating func gatherTouched(into row: inout Row) {
        touched.sort()
        row.cells.reserveCapacity(touched.count + 2)
        for id in touched {
            let i = Int(id)
            let value = accumulator[i]
            accumulator[i] = 0.0
            if states[i].isBasic { continue }
            if !nearZero(value) { row.cells.append(Cell(Symbol(id, states[i].kind), value)) }
        }
    }
}
