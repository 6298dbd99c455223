/// What a solver's tableau holds, counted by kind: its symbols, its rows, the cells of each kind of row by the
/// kind of their symbol, and the column index's entries. For the memory benchmark (`--census`): it tells how
/// much of a layout's tableau is the bookkeeping of required equalities (their dummy markers), which a
/// different tableau would have to keep some other way.
package struct TableauCensus: Hashable, Sendable {
    /// The kinds a census counts; an artificial variable counts as a slack, as the tableau makes it one.
    package enum Kind: String, CaseIterable, Hashable, Sendable {
        case external, slack, error, dummy
    }

    /// A kind of row and a kind of cell in it.
    package struct CellKind: Hashable, Sendable {
        package var row: Kind
        package var cell: Kind
    }

    /// Symbols made, by kind.
    package var symbols: [Kind: Int] = [:]
    /// Basic symbols (rows), by kind.
    package var rows: [Kind: Int] = [:]
    /// Cells of the rows, by the row's kind and the cell's.
    package var cells: [CellKind: Int] = [:]
    /// Entries of the column index, stale ones included.
    package var columnEntries = 0
    /// Constraint records.
    package var constraints = 0
    /// Cells the row store has written, garbage of moved rows included: the part of it that has been touched.
    package var storedCells = 0
    /// Nodes the column index's pool has made, free ones included.
    package var columnNodes = 0

    package init() {}

    /// Every cell, of every kind.
    package var cellCount: Int { cells.values.reduce(0, +) }

    /// The cells that name a dummy marker, in rows of any kind.
    package var dummyCells: Int { cells.filter { $0.key.cell == .dummy }.values.reduce(0, +) }
}

extension Solver {
    /// Counts what the tableau holds (see `TableauCensus`).
    /// - Complexity: O(symbols + cells).
    package func census() -> TableauCensus {
        tableau.census()
    }
}

extension Tableau {
    func census() -> TableauCensus {
        func kind(_ kind: Symbol.Kind) -> TableauCensus.Kind? {
            switch kind {
            case .external: .external
            case .slack: .slack
            case .error: .error
            case .dummy: .dummy
            case .invalid: nil
            }
        }
        var census = TableauCensus()
        census.constraints = constraints.count
        census.storedCells = rows.storage.count
        census.columnNodes = columns.nodes.count
        for symbol in 0..<symbolCount {
            guard let symbolKind = kind(states[symbol].kind) else { continue }
            census.symbols[symbolKind, default: 0] += 1
            census.columnEntries += columns.count(symbol)
            guard states[symbol].isBasic else { continue }
            census.rows[symbolKind, default: 0] += 1
            for cell in rows[symbol] {
                guard let cellKind = kind(cell.symbol.kind) else { continue }
                census.cells[TableauCensus.CellKind(row: symbolKind, cell: cellKind), default: 0] += 1
            }
        }
        return census
    }
}
