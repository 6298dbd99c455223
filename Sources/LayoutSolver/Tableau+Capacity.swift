// Room for a system of known size, so that the per-symbol tables are allocated once instead of doubling
// their way up (issue 17, memory: doubling left a quarter of each table unused on average, and the
// tables hold about 77 bytes per symbol).

extension Tableau {
    /// Makes room for the symbols of `constraints` more constraints, `optional` of them non-required,
    /// over variables `0 ..< variables` (those without a symbol yet get one).
    mutating func reserveCapacity(variables: Int, constraints: Int, optional: Int) {
        var known = 0
        for symbol in variableSymbols.prefix(variables) where symbol >= 0 { known += 1 }
        reserveCapacity(symbols: kinds.count + (variables - known) + constraints + optional)
        self.constraints.reserveCapacity(self.constraints.count + constraints)
    }

    /// Makes room for `count` symbols in every per-symbol table.
    mutating func reserveCapacity(symbols count: Int) {
        guard count > kinds.count else { return }
        kinds.reserveCapacity(count)
        rows.reserveCapacity(symbols: count)
        isBasic.reserveCapacity(count)
        columns.reserveCapacity(symbols: count)
        columnLimits.reserveCapacity(count)
        objective.reserveCapacity(count)
        stamps.reserveCapacity(count)
        visits.reserveCapacity(count)
        values.reserveCapacity(count)
        accumulator.reserveCapacity(count)
        symbolVariables.reserveCapacity(count)
        ranks.reserveCapacity(count)
        isChanged.reserveCapacity(count)
        isQueued.reserveCapacity(count)
        isReported.reserveCapacity(count)
    }
}
