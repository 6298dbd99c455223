// Changing a constraint's constant in place: kiwi's suggestValue, generalised to any constraint.

extension Tableau {
    /// Moves a constraint's constant without removing its row, then re-solves with the dual simplex.
    ///
    /// A constraint `expr + s·marker = 0` whose constant grows by `dc` is the same system with the
    /// marker renamed `marker + dc/s`, so only the rows that hold the marker change, exactly as
    /// kiwi's `suggestValue` moves an edit constraint.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try moveConstant(of: constraint, to: constant)
        try dualOptimize()
    }

    /// Undoes an `updateConstant` whose dual simplex failed: the old constant held, so from any
    /// basis the dual simplex finds its way back once every infeasible row is queued. Reading
    /// every row is fine on this rare path; a copy of the tableau on every change was not.
    mutating func restoreConstant(of constraint: Constraint, to constant: Double) {
        infeasible.removeAll(keepingCapacity: true)
        try? moveConstant(of: constraint, to: constant)
        for b in 0..<symbolCount where states[b].isBasic && states[b].kind != .external && rows.constants[b] < 0.0 {
            infeasible.append(Int32(b))
        }
        try? dualOptimize()
    }

    /// Moves the constant and queues the rows it makes infeasible, without re-solving.
    mutating func moveConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let entry = constraints.entry(constraint.id) else { throw .unknownConstraint(constraint) }
        valuesAreCurrent = false
        let change = constant - entry.constant
        constraints.setConstant(constant, of: constraint.id)
        guard change != 0 else { return }
        let tag = entry.tag
        let relation = entry.relation
        let marker = tag.marker
        let markerSign = Self.originalCoefficient(of: marker, relation: relation, isMarker: true)
        if states[marker.index].isBasic {
            rows.constants[marker.index] -= change / markerSign
            if rows.constants[marker.index] < 0.0 { infeasible.append(marker.id) }
        } else if tag.other.isValid, states[tag.other.index].isBasic {
            let otherSign = Self.originalCoefficient(of: tag.other, relation: relation, isMarker: false)
            rows.constants[tag.other.index] -= change / otherSign
            if rows.constants[tag.other.index] < 0.0 { infeasible.append(tag.other.id) }
        } else {
            compactColumn(marker.index)
            for basic in columns[marker.index] {
                let b = Int(basic)
                let coefficient = rows.coefficient(b, marker)
                rows.constants[b] += coefficient * change / markerSign
                markChanged(b)
                if rows.constants[b] < 0.0 && states[b].kind != .external { infeasible.append(basic) }
            }
        }
    }

    /// The coefficient `makeRow` gave a tag symbol in the constraint's own equation (before any
    /// sign reversal, which does not change the equation).
    static func originalCoefficient(of symbol: Symbol, relation: Constraint.Relation, isMarker: Bool) -> Double {
        switch (symbol.kind, relation) {
        case (.dummy, _): return 1
        case (.slack, .lessThanOrEqual): return 1
        case (.slack, _): return -1
        case (.error, .equal): return isMarker ? -1 : 1
        case (.error, .lessThanOrEqual): return -1
        default: return 1
        }
    }
}
