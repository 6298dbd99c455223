import TestSupport
import Testing

@testable import LayoutSolver

/// Removing a constraint whose marker only external rows hold: the lowest-ranked of them leaves the
/// basis with its references, unexpanded, and the rest of the chain stays consistent.
extension SolverChainTests {
    /// The id `Chain.build()` gives to row `index`'s top-to-previous-bottom link.
    func linkID(row index: Int, of rows: Int) -> Int { 4 + 4 * rows + 3 * index + 1 }

    @Test func L1_removingALinkOfTheChainAndAddingItBackMovesTheRowsBelow() throws {
        var chain = try Chain(rows: 60)
        try chain.build()
        _ = chain.solver.values(ofFirst: chain.nextVariable)
        let rows = chain.rows
        let link = Constraint(id: linkID(row: 30, of: 60), Expression(rows[30].row.y), .equal)
        try chain.solver.removeConstraint(link)
        #expect(chain.solver.invariantViolations == [])
        #expect(!chain.solver.hasConstraint(link))
        // Row 30 is free now; put it 20 points lower than the link did.
        let previousBottom = Expression(rows[29].row.y) + Expression(rows[29].row.height)
        try chain.add(Expression(rows[30].row.y) - previousBottom - 20)
        chain.solver.updateVariables()
        #expect(chain.solver.invariantViolations == [])
        let tops = rows.map { chain.solver.value(of: $0.row.y) }
        let expected: [Double] = (0..<60).map { index in
            let top: Double = 44.0 * Double(index)
            return index >= 30 ? top + 20.0 : top
        }
        #expect(tops == expected)
        let lastTitle: Double = 44.0 * 59.0 + 31.0
        #expect(chain.solver.value(of: rows[59].title.y) == lastTitle)
    }

    @Test func L1_removingEveryLinkInTurnKeepsTheTableauConsistent() throws {
        var chain = try Chain(rows: 24)
        try chain.build()
        var solver = chain.solver
        _ = solver.values(ofFirst: chain.nextVariable)
        // Each removal pivots a row that holds references out of the basis; none may break the ranks.
        for index in stride(from: 23, through: 1, by: -2) {
            try solver.removeConstraint(
                Constraint(id: linkID(row: index, of: 24), Expression(chain.rows[index].row.y), .equal))
            #expect(solver.invariantViolations == [], "after removing row \(index)'s link")
        }
        solver.updateVariables()
        // Unlinked rows may sit anywhere (the system no longer fixes them); each linked row still
        // follows the one above it, and every row still holds its title 11 points down.
        let tops = chain.rows.map { solver.value(of: $0.row.y) }
        let gaps: [Double] = stride(from: 1, through: 21, by: 2).map { tops[$0 + 1] - tops[$0] }
        #expect(gaps == [Double](repeating: 44, count: 11))
        #expect(
            chain.rows.map { solver.value(of: $0.title.y) - solver.value(of: $0.row.y) }
                == Array(repeating: 11, count: 24))
    }
}
