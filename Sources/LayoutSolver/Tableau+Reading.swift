// Reading many values at once.

extension Tableau {
    /// The values of variables `Variable(0)` up to `Variable(count - 1)`: `Solver.values(ofFirst:)`.
    ///
    /// A loop in a method of the tableau: the closure over the solver that did this copied the whole
    /// tableau per variable in a debug build (the tests' and the fuzz harnesses'), which slowed laying out a
    /// scene of many views there.
    ///
    /// Walked by slot rather than by variable: the slot of each variable's symbol would take a population count
    /// (`ExternalSlots`), and a slot names its variable in one read.
    func values(ofFirst count: Int) -> [Double] {
        var result = [Double](repeating: 0.0, count: Swift.max(count, 0))
        for (slot, variable) in slotVariables.enumerated() where variable < count {
            let symbol = Int(variableSymbols[Int(variable)])
            guard states[symbol].isBasic else { continue }
            result[Int(variable)] = valuesAreCurrent ? values[slot] : walkedValue(of: Symbol(Int32(symbol), .external))
        }
        return result
    }
}
