import Testing

@testable import LayoutSolver

/// The tableau's compact stores (issue 17, memory): constraint records by id, and the column index.
struct TableauStorageTests {
    func record(_ id: Int) -> Tableau.ConstraintRecord {
        Tableau.ConstraintRecord(
            constraint: Constraint(id: id, Expression(constant: Double(id)), .equal), tag: Tag())
    }

    @Test func constraintTableFindsDenseNegativeAndFarIds() {
        var table = Tableau.ConstraintTable()
        let ids = [1, 2, 3, -1, -2, 1_000_000_000, -1_000_000_000, Int.max, Int.min, 0]
        for id in ids { table[id] = record(id) }
        #expect(table.count == ids.count)
        for id in ids { #expect(table[id]?.constraint.id == id) }
        #expect(table[4] == nil)
        #expect(table[-3] == nil)
        #expect(table[999] == nil)
        #expect(table.ids.sorted() == ids.sorted())
    }

    @Test func constraintTableRemovesByMovingTheLastRecord() {
        var table = Tableau.ConstraintTable()
        for id in [5, -7, 1 << 40, 6] { table[id] = record(id) }
        #expect(table.removeValue(forKey: 5)?.constraint.id == 5)
        #expect(table.removeValue(forKey: 5) == nil)
        #expect(table[6]?.constraint.id == 6)
        #expect(table.removeValue(forKey: 1 << 40)?.constraint.id == 1 << 40)
        #expect(table.ids.sorted() == [-7, 6])
        table[6] = nil
        #expect(table.ids == [-7])
        // A far id stored before the dense table grew past it is still found and removed.
        var grown = Tableau.ConstraintTable()
        grown[3000] = record(3000)
        for id in 0..<1000 { grown[id] = record(id) }
        grown[3001] = record(3001)
        #expect(grown[3000]?.constraint.id == 3000)
        #expect(grown.removeValue(forKey: 3000)?.constraint.id == 3000)
        #expect(grown[3000] == nil)
        #expect(grown.count == 1001)
    }

    @Test func columnIndexKeepsOrderAndReusesReleasedNodes() {
        var columns = Tableau.ColumnIndex()
        for _ in 0..<3 { columns.addSymbol() }
        columns.append(0, 10)
        columns.append(1, 20)
        columns.append(0, 11)
        columns.append(0, 12)
        #expect(Array(columns[0]) == [10, 11, 12])
        #expect(columns.count(0) == 3)
        #expect(columns.isEmpty(2))
        // Keep 10 and 12, as a compaction does.
        var node = columns.detach(0)
        while node >= 0 {
            let next = columns.next(node)
            if columns.basic(node) == 11 { columns.release(node) } else { columns.link(0, node) }
            node = next
        }
        #expect(Array(columns[0]) == [10, 12])
        columns.removeAll(1)
        #expect(Array(columns[1]) == [])
        let pool = columns.nodes.count
        columns.append(2, 30)
        columns.append(2, 31)
        #expect(Array(columns[2]) == [30, 31])
        #expect(columns.nodes.count == pool, "released nodes are reused")
    }
}
