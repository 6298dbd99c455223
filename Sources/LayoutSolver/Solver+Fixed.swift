extension Solver {
    /// Whether required equalities alone fix the variable's value: its row, with the rows of the
    /// basic variables it refers to spelled out, holds nothing but dummy symbols (the markers of
    /// required equalities, fixed at zero). No edit of any strength can then move it, so a caller
    /// probing whether the variable could move (a layout engine's ambiguity test) may skip the probe
    /// and the copy of the solver it costs. False for a variable the solver has not seen.
    /// - Complexity: proportional to the cells of the rows the variable's row refers to, directly
    ///   or not.
    package func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
        var known = FixedRows()
        return isFixedByRequiredEqualities(variable, known: &known)
    }

    /// `isFixedByRequiredEqualities(_:)` for one of many variables asked of this solver unchanged:
    /// `known` keeps what earlier questions found about the rows they walked, so rows that many
    /// variables refer to (a deep chain of views, each placed from its superview) are walked once
    /// rather than once per variable. Start each batch with a fresh `FixedRows`.
    package func isFixedByRequiredEqualities(_ variable: Variable, known: inout FixedRows) -> Bool {
        tableau.isFixedByRequiredEqualities(tableau.existingSymbol(for: variable), known: &known)
    }
}

/// What `Solver.isFixedByRequiredEqualities(_:known:)` found about the rows it walked: fixed rows
/// (every row they refer to holds only dummy symbols and fixed references) and rows that are not.
package struct FixedRows {
    fileprivate var fixed: Set<Int32> = []
    fileprivate var free: Set<Int32> = []

    package init() {}
}

extension Tableau {
    /// The variable's row and every basic external row it reaches through references hold only
    /// dummy symbols and such references. Rows `known` already answers for are not walked again.
    func isFixedByRequiredEqualities(_ start: Symbol, known: inout FixedRows) -> Bool {
        guard start.isValid, isBasic[start.index] else { return false }
        if known.fixed.contains(start.id) { return true }
        if known.free.contains(start.id) { return false }
        var pending: [Int32] = [start.id]
        var seen: Set<Int32> = [start.id]
        while let id = pending.popLast() {
            for cell in rows[Int(id)].cells {
                switch cell.symbol.kind {
                case .dummy: continue
                // A reference to another basic external row (rows are kept lazy); a parametric
                // external symbol is free to move.
                case .external where isBasic[cell.symbol.index]:
                    let reference = cell.symbol.id
                    if known.free.contains(reference) {
                        known.free.insert(start.id)
                        return false
                    }
                    // A fixed row reaches only fixed rows: nothing past it to walk.
                    if !known.fixed.contains(reference), seen.insert(reference).inserted { pending.append(reference) }
                default:
                    known.free.insert(start.id)
                    return false
                }
            }
        }
        // Every row walked reaches only rows that hold dummies and references: all of them are fixed.
        known.fixed.formUnion(seen)
        return true
    }
}
