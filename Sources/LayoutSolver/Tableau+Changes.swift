// Incremental values: the external rows an operation touched, their values propagated through
// references in rank order, and the variables whose values changed (a one-constant change in a
// big window must not recompute every value).

extension Tableau {
    /// Records that an external row changed (its content, or whether it is basic), so that its value
    /// is recomputed on the next update. Too many changes to track fall back to a full pass.
    @inline(__always) mutating func markChanged(_ symbol: Int) {
        guard valuesAreTracked, states[symbol].kind == .external, !states[symbol].flags.contains(.changed) else {
            return
        }
        if changedRows.count > basicExternals / 4 + 64 {
            stopTrackingChanges()
            return
        }
        states[symbol].flags.insert(.changed)
        changedRows.append(Int32(symbol))
    }

    /// The next update recomputes every value and reports every variable as changed.
    mutating func stopTrackingChanges() {
        valuesAreTracked = false
        for symbol in changedRows { states[Int(symbol)].flags.remove(.changed) }
        changedRows.removeAll(keepingCapacity: true)
    }

    /// Brings `values` up to date from the changed rows only: each is evaluated in rank order (every
    /// reference ranks below the row that holds it), and a row whose value moved queues the rows
    /// that reference it. A symbol that left the basis is worth zero from now on.
    /// - Complexity: O((changed rows + rows whose values moved, and their referrers) · log).
    mutating func propagateChangedValues() {
        var heap = RankHeap()
        for symbol in changedRows {
            let i = Int(symbol)
            states[i].flags.remove(.changed)
            if states[i].isBasic {
                if !states[i].flags.contains(.queued) {
                    states[i].flags.insert(.queued)
                    heap.push(ranks[externalSlot(i)], symbol)
                }
            } else if values[externalSlot(i)] != 0.0 {
                values[externalSlot(i)] = 0.0
                reportChange(i)
                queueReferrers(of: i, &heap)
            }
        }
        changedRows.removeAll(keepingCapacity: true)
        while let node = heap.pop() {
            let n = Int(node)
            states[n].flags.remove(.queued)
            guard states[n].isBasic else { continue }
            let value = evaluate(n)
            if value != values[externalSlot(n)] {
                values[externalSlot(n)] = value
                reportChange(n)
                queueReferrers(of: n, &heap)
            }
        }
    }

    /// Queues every basic external row that may hold `symbol` (its column is a superset).
    mutating func queueReferrers(of symbol: Int, _ heap: inout RankHeap) {
        for basic in columns[symbol] {
            let b = Int(basic)
            guard states[b].isBasic, states[b].kind == .external, !states[b].flags.contains(.queued) else { continue }
            states[b].flags.insert(.queued)
            heap.push(ranks[externalSlot(b)], basic)
        }
    }

    /// Adds a symbol whose value moved to the changes not yet reported (once each).
    @inline(__always) mutating func reportChange(_ symbol: Int) {
        guard !reportsEverything, !states[symbol].flags.contains(.reported) else { return }
        if reported.count > basicExternals / 4 + 64 {
            reportEverything()
            return
        }
        states[symbol].flags.insert(.reported)
        reported.append(Int32(symbol))
    }

    /// Gives up on listing changes: the next report says every value may have changed.
    mutating func reportEverything() {
        reportsEverything = true
        for symbol in reported { states[Int(symbol)].flags.remove(.reported) }
        reported.removeAll(keepingCapacity: true)
    }

    /// The variables whose values changed since the last call, or nil for "any of them"; clears the list.
    mutating func takeChangedVariables() -> [Variable]? {
        defer {
            for symbol in reported { states[Int(symbol)].flags.remove(.reported) }
            reported.removeAll(keepingCapacity: true)
            reportsEverything = false
        }
        if reportsEverything { return nil }
        return reported.compactMap { symbol in
            let variable = slotVariables[externalSlot(Int(symbol))]
            return variable >= 0 ? Variable(Int(variable)) : nil
        }
    }
}

/// What an external symbol is waiting for: its row re-evaluated (`changed`: in `changedRows`;
/// `queued`: in the heap of `propagateChangedValues`), its change reported (`reported`: in `reported`).
/// Three bits of a symbol's `Tableau.SymbolState`: a table of `Bool` per flag cost a byte per symbol each.
struct ChangeFlags: OptionSet, Sendable {
    let rawValue: UInt8

    static let changed = ChangeFlags(rawValue: 1)
    static let queued = ChangeFlags(rawValue: 2)
    static let reported = ChangeFlags(rawValue: 4)
}

/// A binary min-heap of symbols by rank, for evaluating changed rows after the rows they reference.
struct RankHeap {
    private var storage: ContiguousArray<(rank: Double, symbol: Int32)> = []

    mutating func push(_ rank: Double, _ symbol: Int32) {
        storage.append((rank, symbol))
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].rank < storage[parent].rank else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = storage.first else { return nil }
        let last = storage.removeLast()
        if !storage.isEmpty {
            storage[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < storage.count else { break }
                let right = left + 1
                let child = right < storage.count && storage[right].rank < storage[left].rank ? right : left
                guard storage[child].rank < storage[parent].rank else { break }
                storage.swapAt(child, parent)
                parent = child
            }
        }
        return top.symbol
    }
}
