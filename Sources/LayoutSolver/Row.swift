/// One `(symbol, coefficient)` entry of a row.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double

    init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// The representation behind every row: cells sorted by symbol id, without zeros.
///
/// A sorted array makes substitution a linear merge and keeps rows contiguous; it sits behind
/// this one name so that another representation can be measured against it.
typealias CellMap = ContiguousArray<Cell>

/// kiwi's threshold below which a coefficient or constant counts as zero.
@inline(__always) func nearZero(_ value: Double) -> Bool {
    abs(value) < 1.0e-8
}

/// `basic = constant + Σ coefficient · symbol` (kiwi's `Row`): a row being made, or taken out of
/// the tableau's `RowStore` for a pivot; the tableau keeps its rows in the store.
struct Row: Sendable {
    var constant: Double
    var cells: CellMap

    init(constant: Double = 0.0, cells: CellMap = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would be inserted.
    @inline(__always) func search(_ id: Int32) -> (index: Int, found: Bool) {
        searchCells(for: id, count: cells.count) { cells[$0].symbol.id }
    }

    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = search(symbol.id)
        return found ? cells[index].coefficient : 0.0
    }

    func contains(_ id: Int32) -> Bool { search(id).found }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels (kiwi's `insert`).
    /// Returns true when a new cell was created.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = search(symbol.id)
        if found {
            let value = cells[index].coefficient + coefficient
            if nearZero(value) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = value
            }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.insert(Cell(symbol, coefficient), at: index)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol.id)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Rewrites `0 = constant + Σ` as `symbol = constant' + Σ'` (kiwi's `solveFor(symbol)`).
    mutating func solve(for symbol: Symbol) {
        let (index, found) = search(symbol.id)
        precondition(found, "solve(for:) needs a symbol in the row")
        let factor = -1.0 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = row'` (kiwi's `solveFor(lhs, rhs)`).
    mutating func solve(for lhs: Symbol, into rhs: Symbol) {
        insert(lhs, -1.0)
        solve(for: rhs)
    }

    /// Whether every cell is a dummy (a redundant or contradictory required equality).
    var allDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }
}

/// Where symbol `id` is among `count` cells sorted by symbol id, read by offset through `key`: its offset when
/// found, else the offset it would be inserted at. Rows alone and rows in `Tableau.RowStore` share it.
@inline(__always) func searchCells(for id: Int32, count: Int, key: (Int) -> Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = count
    while low < high {
        let mid = (low &+ high) >> 1
        let found = key(mid)
        if found < id {
            low = mid &+ 1
        } else if found > id {
            high = mid
        } else {
            return (mid, true)
        }
    }
    return (low, false)
}
