extension Solver {
    /// Whether required equalities alone fix the variable's value: its row, with the rows of the
    /// basic variables it refers to spelled out, holds nothing but dummy symbols (the markers of
    /// required equalities, fixed at zero). No edit of any strength can then move it, so a caller
    /// probing whether the variable could move (a layout engine's ambiguity test) may skip the probe
    /// and the copy of the solver it costs. False for a variable the solver has not seen.
    /// - Complexity: proportional to the cells of the rows the variable's row refers to, directly
    ///   or not.
    package func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
        tableau.isFixedByRequiredEqualities(tableau.existingSymbol(for: variable))
    }
}

extension Tableau {
    func isFixedByRequiredEqualities(_ start: Symbol) -> Bool {
        guard start.isValid, isBasic[start.index] else { return false }
        var pending: [Int32] = [start.id]
        var seen: Set<Int32> = [start.id]
        while let id = pending.popLast() {
            for cell in rows[Int(id)].cells {
                switch cell.symbol.kind {
                case .dummy: continue
                // A reference to another basic external row (rows are kept lazy); a parametric
                // external symbol is free to move.
                case .external where isBasic[cell.symbol.index]:
                    if seen.insert(cell.symbol.id).inserted { pending.append(cell.symbol.id) }
                default: return false
                }
            }
        }
        return true
    }
}
