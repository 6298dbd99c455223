// Room for a system of known size, so that the per-symbol tables are allocated once instead of doubling
// their way up: doubling left a quarter of each table unused on average.

extension Tableau {
    /// Makes room for the symbols of `constraints` more constraints, `optional` of them non-required and
    /// `inequalities` of them inequalities, over variables `0 ..< variables` (those without a symbol yet get one).
    mutating func reserveCapacity(variables: Int, constraints: Int, optional: Int, inequalities: Int = 0) {
        var known = 0
        for symbol in variableSymbols.prefix(variables) where symbol >= 0 { known += 1 }
        let added = (variables - known) + constraints + optional
        reserveCapacity(symbols: states.count + added)
        // Rows hold about two cells per symbol (1.4 on a chain of rows, 2.0 on nested stacks, 2.1 on a grid of
        // rows tied to the root: layout-benchmark's scale screens) and two more for each inequality or optional
        // constraint (a slack or an error more, and rows that find no plain subject: 2.5 per symbol on the dense
        // chain), and the column index a node per cell plus the stale entries that substitutions leave until a
        // column is compacted (none on the chain and the stacks, a third more on the dense chain). Room made and
        // never used costs address space, not memory: the pages are never touched. Room missing costs a copy of
        // the whole store while the build is at its largest (its old and new buffer both alive).
        let cells = added * 9 / 4 + 2 * (inequalities + optional)
        rows.reserveCells(cells)
        columns.reserveNodes(cells + cells / 2)
        let externals = slotVariables.count + (variables - known)
        slotVariables.grow(toHold: externals)
        values.grow(toHold: externals)
        ranks.grow(toHold: externals)
        // `symbol(for:)` grows it by the variable: appending doubled it, a third of it unused.
        variableSymbols.grow(toHold: variables)
        self.constraints.reserveCapacity(self.constraints.count + constraints)
    }

    /// Makes room for `count` symbols in every per-symbol table.
    mutating func reserveCapacity(symbols count: Int) {
        guard count > states.count else { return }
        states.grow(toHold: count)
        rows.reserveCapacity(symbols: count)
        columns.reserveCapacity(symbols: count)
        stamps.grow(toHold: count)
        externalSlots.reserveCapacity(symbols: count)
        // What every table really has room for (the allocator may give more than asked): a table of a
        // different width reaching its capacity first would double on its own.
        symbolRoom = Swift.min(
            states.capacity, stamps.capacity, externalSlots.symbolCapacity, rows.symbolCapacity,
            columns.symbolCapacity)
    }
}

extension ContiguousArray {
    /// Capacity for `count` elements: exactly that when it is well above the capacity (a system built
    /// at once), else an eighth more than the capacity (and at least 16), so that a system grown by many
    /// small reservations (views added a few at a time, symbols one by one) is not copied whole on each.
    @inline(__always) mutating func grow(toHold count: Int) {
        guard count > capacity else { return }
        reserveCapacity(Swift.max(count, capacity + capacity / 8, 16))
    }
}
