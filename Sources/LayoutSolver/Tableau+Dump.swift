extension Tableau {
    /// kiwi's `debug.h` layout: objective, rows by basic symbol, infeasible rows, variables, edits
    /// and constraints, all in id order so that equal histories print equal text.
    func dump() -> String {
        var out = "Objective\n---------\n"
        var objectiveRow = Row(constant: objectiveConstant)
        for s in 0..<symbolCount where !states[s].isBasic && objective[s] != 0.0 {
            objectiveRow.cells.append(Cell(Symbol(Int32(s), states[s].kind), objective[s]))
        }
        out += describe(objectiveRow) + "\n\nTableau\n-------\n"
        for b in 0..<symbolCount where states[b].isBasic {
            out += name(Symbol(Int32(b), states[b].kind)) + " | " + describe(rows.row(b)) + "\n"
        }
        out += "\nInfeasible\n----------\n"
        for b in infeasible.sorted() where states[Int(b)].isBasic && rows.constants[Int(b)] < 0.0 {
            out += name(Symbol(b, states[Int(b)].kind)) + "\n"
        }
        out += "\nVariables\n---------\n"
        for (variable, symbol) in variableSymbols.enumerated() where symbol >= 0 {
            out += "x\(variable) = \(value(of: Variable(variable)))\n"
        }
        out += "\nEdit Variables\n--------------\n"
        for variable in edits.keys.sorted() {
            let record = edits[variable]!
            out += "\(variable) \(record.strength) suggested \(record.constant) tag \(describe(record.tag))\n"
        }
        out += "\nConstraints\n-----------\n"
        for id in constraints.ids.sorted() {
            let record = constraints[id]!
            let c = record.constraint
            let terms = c.expression.terms.map { "\($0.coefficient) * \($0.variable)" }
            let relation = ["<=", "==", ">="][c.relation.rawValue + 1]
            out += "#\(id): \((terms + ["\(c.expression.constant)"]).joined(separator: " + ")) \(relation) 0"
            out += " | \(c.strength) tag \(describe(record.tag))\n"
        }
        return out
    }

    func name(_ symbol: Symbol) -> String {
        switch symbol.kind {
        case .invalid: return "i"
        case .external:
            let variable = slotVariables[externalSlot(symbol.index)]
            return variable >= 0 ? "x\(variable)" : "v\(symbol.id)"
        case .slack: return "s\(symbol.id)"
        case .error: return "e\(symbol.id)"
        case .dummy: return "d\(symbol.id)"
        }
    }

    func describe(_ row: Row) -> String {
        ([String(describing: row.constant)] + row.cells.map { "\($0.coefficient) * \(name($0.symbol))" })
            .joined(separator: " + ")
    }

    func describe(_ tag: Tag) -> String {
        tag.other.isValid ? "(\(name(tag.marker)), \(name(tag.other)))" : "(\(name(tag.marker)))"
    }
}
