import Testing

@testable import LayoutSolver

/// The census the memory benchmark prints: what the tableau holds, by kind.
struct TableauCensusTests {
    /// `x = 10`, `w = x` and `w ≥ 3`: two lazy external rows, one with a reference, and the inequality's slack
    /// row expanded through both, carrying the markers of the two equalities.
    @Test func aCensusCountsSymbolsRowsCellsAndColumnEntriesByKind() throws {
        let x = Variable(0)
        let w = Variable(1)
        var solver = Solver()
        #expect(solver.census() == TableauCensus())
        try solver.addConstraint(Constraint(id: 1, expr((x, 1), constant: -10), .equal))
        try solver.addConstraint(Constraint(id: 2, expr((w, 1), (x, -1)), .equal))
        try solver.addConstraint(Constraint(id: 3, expr((w, 1), constant: -3), .greaterThanOrEqual))
        let census = solver.census()
        #expect(census.symbols == [.external: 2, .dummy: 2, .slack: 1])
        #expect(census.rows == [.external: 2, .slack: 1])
        #expect(
            census.cells == [
                .init(row: .external, cell: .dummy): 2, .init(row: .external, cell: .external): 1,
                .init(row: .slack, cell: .dummy): 2,
            ])
        #expect(census.cellCount == 5 && census.dummyCells == 4)
        #expect(census.columnEntries == 5 && census.constraints == 3)
        // What the stores have touched: x's row of one cell and w's of two, and the slack's row (made with its
        // room, and no cell moved out of it); the column index made a node per entry and none was freed.
        #expect(census.storedCells == 5 && census.columnNodes == 5)
        #expect(solver.value(of: w) == 10)
    }
}
