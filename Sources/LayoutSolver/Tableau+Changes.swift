// Incremental values: the external rows an operation touched, their values propagated through
// references in rank order, and the variables whose values changed (issue 17: a one-constant
// change in a big window must not recompute every value).

extension Tableau {
    /// Records that an external row changed (its content, or whether it is basic), so that its value
    /// is recomputed on the next update. Too many changes to track fall back to a full pass.
    @inline(__always) mutating func markChanged(_ symbol: Int) {
        guard valuesAreTracked, kinds[symbol] == .external, !isChanged[symbol] else { return }
        if changedRows.count > basicExternals / 4 + 64 {
            stopTrackingChanges()
            return
        }
        isChanged[symbol] = true
        changedRows.append(Int32(symbol))
    }

    /// The next update recomputes every value and reports every variable as changed.
    mutating func stopTrackingChanges() {
        valuesAreTracked = false
        for symbol in changedRows { isChanged[Int(symbol)] = false }
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
            isChanged[i] = false
            if isBasic[i] {
                if !isQueued[i] {
                    isQueued[i] = true
                    heap.push(ranks[i], symbol)
                }
            } else if values[i] != 0.0 {
                values[i] = 0.0
                reportChange(i)
                queueReferrers(of: i, &heap)
            }
        }
        changedRows.removeAll(keepingCapacity: true)
        while let node = heap.pop() {
            let n = Int(node)
            isQueued[n] = false
            guard isBasic[n] else { continue }
            let value = evaluate(n)
            if value != values[n] {
                values[n] = value
                reportChange(n)
                queueReferrers(of: n, &heap)
            }
        }
    }

    /// Queues every basic external row that may hold `symbol` (its column is a superset).
    mutating func queueReferrers(of symbol: Int, _ heap: inout RankHeap) {
        for basic in columns[symbol] {
            let b = Int(basic)
            guard isBasic[b], kinds[b] == .external, !isQueued[b] else { continue }
            isQueued[b] = true
            heap.push(ranks[b], basic)
        }
    }

    /// Adds a symbol whose value moved to the changes not yet reported (once each).
    @inline(__always) mutating func reportChange(_ symbol: Int) {
        guard !reportsEverything, !isReported[symbol] else { return }
        if reported.count > basicExternals / 4 + 64 {
            reportEverything()
            return
        }
        isReported[symbol] = true
        reported.append(Int32(symbol))
    }

    /// Gives up on listing changes: the next report says every value may have changed.
    mutating func reportEverything() {
        reportsEverything = true
        for symbol in reported { isReported[Int(symbol)] = false }
        reported.removeAll(keepingCapacity: true)
    }

    /// The variables whose values changed since the last call, or nil for "any of them"; clears the list.
    mutating func takeChangedVariables() -> [Variable]? {
        defer {
            for symbol in reported { isReported[Int(symbol)] = false }
            reported.removeAll(keepingCapacity: true)
            reportsEverything = false
        }
        if reportsEverything { return nil }
        return reported.compactMap { symbol in
            let variable = symbolVariables[Int(symbol)]
            return variable >= 0 ? Variable(Int(variable)) : nil
        }
    }
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
