// Reading many values at once.

extension Tableau {
    /// The values of variables `Variable(0)` up to `Variable(count - 1)`: `Solver.values(ofFirst:)`.
    ///
    /// A loop in a method of the tableau: the closure over the solver that did this copied the whole
    /// tableau per variable in a debug build (the tests' and the fuzz harnesses'), an eighth of the
    /// time of laying out a scene of many views there (issue 18).
    func values(ofFirst count: Int) -> [Double] {
        var result = [Double](repeating: 0.0, count: Swift.max(count, 0))
        for id in result.indices where id < variableSymbols.count {
            let symbol = variableSymbols[id]
            guard symbol >= 0, states[Int(symbol)].isBasic else { continue }
            result[id] =
                valuesAreCurrent ? values[externalSlot(Int(symbol))] : walkedValue(of: Symbol(symbol, .external))
        }
        return result
    }
}
