import Testing

@testable import LayoutSolver

/// The tableau's compact stores (memory per view): constraint records by id, the rows' cells, and the
/// column index.
struct TableauStorageTests {
    func constraint(_ id: Int) -> Constraint {
        Constraint(id: id, Expression(constant: Double(id)), .equal)
    }

    @Test func constraintTableFindsDenseNegativeAndFarIds() {
        var table = Tableau.ConstraintTable()
        let ids = [1, 2, 3, -1, -2, 1_000_000_000, -1_000_000_000, Int.max, Int.min, 0]
        for id in ids { table.insert(constraint(id), tag: Tag()) }
        #expect(table.count == ids.count)
        for id in ids { #expect(table[id]?.constraint.id == id) }
        #expect(table[4] == nil)
        #expect(table[-3] == nil)
        #expect(table[999] == nil)
        #expect(table.ids.sorted() == ids.sorted())
    }

    @Test func constraintTableRemovesAndFindsTheOthers() {
        var table = Tableau.ConstraintTable()
        for id in [5, -7, 1 << 40, 6] { table.insert(constraint(id), tag: Tag()) }
        #expect(table.removeValue(forKey: 5)?.constant == 5)
        #expect(table.removeValue(forKey: 5) == nil)
        #expect(table[6]?.constraint.id == 6)
        #expect(table.removeValue(forKey: 1 << 40)?.constant == Double(1 << 40))
        #expect(table.ids.sorted() == [-7, 6])
        _ = table.removeValue(forKey: 6)
        #expect(table.ids == [-7])
        // A far id stored before the dense table grew past it is still found and removed.
        var grown = Tableau.ConstraintTable()
        grown.insert(constraint(3000), tag: Tag())
        for id in 0..<1000 { grown.insert(constraint(id), tag: Tag()) }
        grown.insert(constraint(3001), tag: Tag())
        #expect(grown[3000]?.constraint.id == 3000)
        #expect(grown.removeValue(forKey: 3000)?.constant == 3000)
        #expect(grown[3000] == nil)
        #expect(grown.count == 1001)
    }

    @Test func constraintTableGivesBackEveryConstraintAfterRemovalsAndCompaction() {
        func made(_ id: Int) -> Constraint {
            let terms = (0..<(id % 4)).map { Term(Variable(id + $0), Double($0) - 0.5) }
            let relation: Constraint.Relation = id % 3 == 0 ? .lessThanOrEqual : .equal
            return Constraint(id: id, Expression(terms, constant: Double(id)), relation, strength: .strong)
        }
        var table = Tableau.ConstraintTable()
        for id in 0..<300 { table.insert(made(id), tag: Tag(marker: Symbol(Int32(id), .slack))) }
        // Far ids, kept outside the dense arrays, have their terms moved by the compaction too.
        let far = [(1 << 40) + 3, (1 << 41) + 2, -(1 << 40)]
        for id in far { table.insert(made(id), tag: Tag(marker: Symbol(7, .slack))) }
        // Removing most of them leaves their terms behind until the store compacts itself.
        for id in 0..<300 where id % 5 != 0 { #expect(table.removeValue(forKey: id)?.constant == Double(id)) }
        table.setConstant(-1.5, of: 10)
        table.insert(made(7), tag: Tag())
        #expect(table.count == 64 && table.slots.sparse == 3)
        for id in far { #expect(table.constraint(id) == made(id)) }
        for id in 0..<300 where id % 5 == 0 && id != 10 {
            #expect(table.constraint(id) == made(id))
            #expect(table[id]?.tag.marker.id == Int32(id))
        }
        var moved = made(10)
        moved.expression.constant = -1.5
        #expect(table.constraint(10) == moved)
        #expect(table.entry(10)?.constant == -1.5)
        #expect(table.constraint(7) == made(7))
        #expect(table.constraint(8) == nil)
        #expect(!table.contains(8))
    }

    @Test func rowStoreKeepsRowsApartThroughGrowthRemovalAndCompaction() {
        func row(_ ids: [Int32], _ constant: Double) -> Row {
            Row(constant: constant, cells: CellMap(ids.map { Cell(Symbol($0, .slack), Double($0) + 0.5) }))
        }
        func ids(_ store: Tableau.RowStore, _ r: Int) -> [Int32] { store[r].map { $0.symbol.id } }
        let grown: [Int32] = [103] + Array(150..<170) + [203]
        let appended: [Int32] = Array(300..<350)
        var store = Tableau.RowStore()
        for _ in 0..<40 { store.addSymbol() }
        for r in 0..<40 { store.put(r, row([Int32(100 + r), Int32(200 + r)], Double(r))) }
        // Row 3 grows past its run (it moves), row 4 shrinks in place, row 5 leaves.
        store.replace(3, 1..<1, with: CellMap((0..<20).map { Cell(Symbol(150 + $0, .slack), 1.0) }))
        store.remove(4, Symbol(104, .slack))
        let taken = store.take(5)
        #expect(taken.constant == 5.0)
        #expect(taken.cells.map { $0.symbol.id } == [105, 205])
        #expect(store.count(5) == 0 && store.constants[5] == 0.0)
        #expect(ids(store, 3) == grown)
        #expect(ids(store, 4) == [204])
        #expect(store.coefficient(4, Symbol(204, .slack)) == 204.5)
        #expect(store.coefficient(4, Symbol(104, .slack)) == 0.0)
        let hit = store.search(3, 160)
        let miss = store.search(3, 171)
        #expect(hit.index == 11 && hit.found)
        #expect(miss.index == 21 && !miss.found)
        // Enough churn to make the store grow, which drops what removed and moved rows left behind.
        for round in 0..<50 {
            for r in 0..<40 where r != 5 {
                let cells = CellMap([Cell(Symbol(Int32(300 + round), .slack), 1.0)])
                store.replace(r, store.count(r)..<store.count(r), with: cells)
            }
            #expect(store._layoutViolations() == [])
        }
        #expect(store.storage.count < 2 * 40 * 60)
        #expect(ids(store, 3) == grown + appended)
        #expect(ids(store, 39) == [139, 239] + appended)
        #expect(store.constants[39] == 39.0)
        #expect([8, 9, 17, 100].map(Tableau.RowStore.room) == [8, 9, 18, 104])
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

    /// A cell is 8 bytes (memory per view): the coefficient in it when a `Float` holds it exactly, else in the
    /// store's `wide` table; either way it reads back bit for bit.
    @Test func packedCellGivesBackSymbolKindAndCoefficientBitForBit() {
        let cells = [
            Cell(Symbol(0, .external), 1.5),
            Cell(Symbol(7, .slack), -0.1),
            Cell(Symbol(12_345, .error), 1e-300),
            Cell(Symbol(Int32(1 << 28) - 1, .dummy), -.greatestFiniteMagnitude),
            Cell(.invalid, 0.0),
            Cell(Symbol(3, .external), -0.0),
            Cell(Symbol(9, .slack), 1.0 / 3.0),
            Cell(Symbol(10, .slack), Double(Float.greatestFiniteMagnitude)),
            Cell(Symbol(11, .slack), Double(Float.leastNonzeroMagnitude)),
            Cell(Symbol(12, .slack), 1e39),
        ]
        let narrow = [true, false, false, false, true, true, false, true, true, false]
        #expect(MemoryLayout<Tableau.PackedCell>.stride == 8)
        var store = Tableau.RowStore()
        for (cell, isNarrow) in zip(cells, narrow) {
            let packed = store.pack(cell)
            #expect(packed.isWide == !isNarrow, "\(cell.coefficient)")
            #expect(packed.id == cell.symbol.id)
            #expect(packed.symbol == cell.symbol)
            #expect(store.coefficient(of: packed).bitPattern == cell.coefficient.bitPattern)
        }
        #expect(store.wide == [-0.1, 1e-300, -.greatestFiniteMagnitude, 1.0 / 3.0, 1e39])
        // The last index the sign bit and the mantissa give.
        let last = Tableau.PackedCell(Symbol(5, .error), wideIndex: Tableau.PackedCell.wideCapacity - 1)
        #expect(last.isWide && last.wideIndex == Tableau.PackedCell.wideCapacity - 1)
        #expect(last.symbol == Symbol(5, .error))
        // Keys sort as ids do whatever the kinds, so a row's binary search can compare them.
        #expect(store.pack(Cell(Symbol(4, .dummy), 1)).id < store.pack(Cell(Symbol(5, .external), 1)).id)
    }

    /// Rewriting cells whose coefficients a `Float` does not hold leaves their old entries in `wide`; a
    /// compaction keeps the live ones only, so the table stays within twice them however often rows change.
    @Test func wideCoefficientsOfRewrittenCellsAreDroppedByTheNextCompaction() {
        var store = Tableau.RowStore()
        // A third of 1/(id + 1) has a mantissa longer than a `Float`'s, and so has it plus a whole number.
        func value(_ id: Int32, _ round: Int) -> Double { 1 / Double(3 * (id + 1)) + Double(round) }
        func thirds(_ ids: Range<Int32>, _ round: Int) -> CellMap {
            CellMap(ids.map { Cell(Symbol($0, .slack), value($0, round)) })
        }
        for _ in 0..<50 { store.addSymbol() }
        for r in 0..<50 { store.put(r, Row(constant: 0, cells: thirds(Int32(10 * r)..<Int32(10 * r + 3), 0))) }
        #expect(store.wide.count == 150)
        for round in 1...100 {
            for r in 0..<50 { store.replace(r, 0..<3, with: thirds(Int32(10 * r)..<Int32(10 * r + 3), round)) }
        }
        // 15 150 coefficients written, 150 alive.
        #expect(store.wide.count <= 1024 + 150)
        for r in 0..<50 {
            let row = store.row(r)
            #expect(row.cells.map(\.coefficient) == (0..<3).map { value(Int32(10 * r + $0), 100) })
        }
        #expect(store._layoutViolations() == [])
    }

    /// A full store with garbage in it compacts where it is (memory: no second buffer alive beside
    /// it), keeps every row, and grows only when compacting leaves too little room.
    @Test func aFullRowStoreCompactsInPlaceBeforeItGrows() {
        func cells(_ ids: Range<Int32>) -> CellMap { CellMap(ids.map { Cell(Symbol($0, .slack), Double($0)) }) }
        var store = Tableau.RowStore()
        for _ in 0..<10 { store.addSymbol() }
        store.reserveCells(64)
        let capacity = store.storage.capacity
        // Rows 0 to 9 of 4 cells each (40 cells), then rows 2 and 7 move to the end (8 more, 8 left behind).
        for r in 0..<10 { store.put(r, Row(constant: Double(r), cells: cells(Int32(10 * r)..<Int32(10 * r + 4)))) }
        for r in [7, 2] {
            store.replace(r, 4..<4, with: cells(Int32(10 * r + 4)..<Int32(10 * r + 9)))
        }
        #expect(store.storage.count == 40 + 9 + 9)
        // Room for a run of 8 needs the garbage (row 0's old run joins it): compacted in place, nothing lost.
        #expect(store.storage.count + 8 > capacity)
        store.put(0, Row(constant: -1, cells: cells(100..<108)))
        #expect(store.storage.capacity == capacity)
        #expect(store.storage.count == 7 * 4 + 2 * 9 + 8)
        #expect(store._layoutViolations() == [])
        #expect(store.row(0).cells.map(\.symbol.id) == Array(100..<108))
        for r in 1..<10 {
            let length: Int32 = r == 2 || r == 7 ? 9 : 4
            #expect(store.row(r).cells.map(\.symbol.id) == Array(Int32(10 * r)..<Int32(10 * r) + length))
            #expect(store.row(r).constant == Double(r))
        }
        // A run that does not fit even then grows the store.
        store.put(1, Row(constant: 1, cells: cells(200..<240)))
        #expect(store.storage.capacity > capacity)
        #expect(store._layoutViolations() == [])
        #expect(store.row(7).cells.count == 9 && store.row(1).cells.count == 40)
    }

    @Test func rowStoreKeepsCoefficientsThroughMovesAndCompaction() {
        var store = Tableau.RowStore()
        for _ in 0..<3 { store.addSymbol() }
        store.put(0, Row(constant: 2.5, cells: [Cell(Symbol(4, .external), -0.25), Cell(Symbol(9, .dummy), 1e-7)]))
        store.put(1, Row(constant: -1, cells: [Cell(Symbol(5, .error), 3)]))
        // Row 0 outgrows its run of 2 and moves; row 1 leaves; the store then grows and compacts.
        store.replace(0, 1..<1, with: [Cell(Symbol(6, .slack), 0.125), Cell(Symbol(8, .error), -42)])
        _ = store.take(1)
        store.put(2, Row(constant: 7, cells: CellMap((10..<40).map { Cell(Symbol($0, .slack), Double($0) / 4) })))
        #expect(store._layoutViolations() == [])
        let row = store.row(0)
        #expect(row.constant == 2.5)
        #expect(
            row.cells.map(\.symbol) == [Symbol(4, .external), Symbol(6, .slack), Symbol(8, .error), Symbol(9, .dummy)])
        #expect(row.cells.map(\.coefficient) == [-0.25, 0.125, -42, 1e-7])
        #expect(store.symbol(0, 3) == Symbol(9, .dummy))
        #expect(store.coefficient(2, Symbol(39, .slack)) == 9.75)
        #expect(store.count(1) == 0 && store.constants[1] == 0)
    }

    @Test func columnIndexCompactsPastItsLimitAndForgetsLimitsAtTheMinimum() {
        var columns = Tableau.ColumnIndex()
        for _ in 0..<2 { columns.addSymbol() }
        #expect(columns.detach(1) == -1)
        let minimum = Int(Tableau.ColumnIndex.minimumLimit)
        // The append past the minimum says so, once.
        let overfull = (0..<minimum + 2).map { columns.append(0, Int32($0)) }
        #expect(overfull == Array(repeating: false, count: minimum) + [true, false])
        #expect(columns.isOverfull(0))
        // A compaction that keeps every entry sets the limit to twice that, rounded up to a power of two.
        columns.resetLimit(0)
        #expect(columns.limit(0) == 64)
        #expect(!columns.isOverfull(0))
        let more = (0..<64 - (minimum + 2)).map { columns.append(0, Int32(100 + $0)) }
        #expect(!more.contains(true))
        let past = columns.append(0, 999)
        #expect(past, "64 entries, plus one")
        #expect(columns.isOverfull(0))
        let expected: [Int32] = Array(0..<Int32(minimum + 2)) + Array(100..<Int32(100 + 64 - minimum - 2)) + [999]
        #expect(Array(columns[0]) == expected)
        // One that keeps seven brings the limit back to the minimum.
        var node = columns.detach(0)
        while node >= 0 {
            let next = columns.next(node)
            if columns.basic(node) % 10 == 1 { columns.link(0, node) } else { columns.release(node) }
            node = next
        }
        columns.resetLimit(0)
        #expect(columns.limit(0) == minimum)
        #expect(Array(columns[0]) == [1, 11, 101, 111, 121, 131, 141])
        #expect(!columns.isOverfull(0))
        let again = (0..<minimum).map { columns.append(0, Int32(200 + $0)) }
        #expect(again.firstIndex(of: true) == minimum - 7)
    }

    /// A system built after `reserveCapacity(variables:constraints:optional:)` fits the room made: the rows'
    /// cells and the column index are not copied while it goes in (each copy's old and new buffer alive at once
    /// was the peak of a layout engine's build), and it solves as without the reservation.
    @Test func aReservedChainIsBuiltWithoutGrowingTheCellsOrTheColumnIndex() throws {
        let rows = 1000
        /// Each row's top is the previous row's bottom (the first at 0), and its height 10 + row % 3.
        func addChain(to solver: inout Solver) throws {
            for row in 0..<rows {
                let top = Expression(Variable(2 * row))
                let previous =
                    row == 0 ? Expression() : Expression([Term(Variable(2 * row - 2)), Term(Variable(2 * row - 1))])
                let height = Expression([Term(Variable(2 * row + 1))], constant: -Double(10 + row % 3))
                try solver.addConstraint(Constraint(id: 2 * row + 1, top - previous, .equal))
                try solver.addConstraint(Constraint(id: 2 * row + 2, height, .equal))
            }
            solver.updateVariables()
        }
        var unreserved = Solver()
        try addChain(to: &unreserved)
        var solver = Solver()
        solver.reserveCapacity(variables: 2 * rows, constraints: 2 * rows, optional: 0)
        let cells = solver.tableau.rows.storage.capacity
        let nodes = solver.tableau.columns.nodes.capacity
        #expect(cells >= 4 * rows && nodes >= 4 * rows)
        try addChain(to: &solver)
        #expect(solver.tableau.rows.storage.capacity == cells)
        #expect(solver.tableau.columns.nodes.capacity == nodes)
        #expect(solver.tableau.rows.storage.count > 2 * rows)
        // The last top is the sum of the heights above it: 10 + 11 + 12 + 10 + … over 999 rows.
        let last = Variable(2 * rows - 2)
        let expected = (0..<rows - 1).reduce(0.0) { $0 + Double(10 + $1 % 3) }
        #expect(solver.value(of: last) == expected)
        #expect(unreserved.value(of: last) == expected)
    }

    /// Symbols past the room reserved (a layout does not reserve the artificial variables) grow every
    /// per-symbol table together by half, not each by doubling on its own append.
    @Test func symbolsPastTheReservedRoomGrowTheTablesTogetherByHalf() {
        var tableau = Tableau()
        tableau.reserveCapacity(symbols: 1000)
        for index in 0..<1010 { _ = tableau.newSymbol(index % 2 == 0 ? .slack : .error) }
        #expect(tableau.symbolCount == 1010)
        // Room for half again, as every table really has it (the allocator may round a table up).
        #expect(tableau.symbolRoom >= 1500 && tableau.symbolRoom < 1516)
        #expect(tableau.symbolRoom <= tableau.objective.capacity && tableau.symbolRoom <= tableau.states.capacity)
        let limit = 1500 + 16
        #expect(tableau.objective.capacity < limit && tableau.stamps.capacity < limit)
        #expect(tableau.externalSlots.symbolCapacity < limit + 32)
        #expect(tableau.rows.constants.capacity < limit && tableau.rows.spans.capacity < limit)
        // A one-byte table may get up to 31 bytes more than asked: malloc hands out a free chunk whole when what
        // would be left of it is smaller than its least chunk (the bound above failed for it now and then).
        #expect(tableau.states.capacity < 1500 + 32)
        #expect(tableau.states[1009].kind == .error && tableau.objective[1009] == 0)
        #expect(!tableau.externalSlots.isExternal(1009))
    }

    /// The objective's coefficients live in the row constants' table, in the entries of the non-basic symbols
    /// (memory per view): as an edit drives the errors of a preference in and out of the basis, the values and
    /// the cost of the weighted violations stay the optimum's, a basic error's entry is
    /// its row's constant (never negative), and a non-basic one's its reduced cost (never negative at an optimum).
    @Test func theObjectiveAndTheRowConstantsShareOneTableWithoutMixing() throws {
        var solver = Solver()
        let x = Variable(0)
        let weak = Strength(weight: 1)
        let strong = Strength(weight: 1000)
        let preference = Constraint(id: 1, expr((x, 1), constant: -10), .equal, strength: weak)
        let bounds = [
            Constraint(id: 2, expr((x, 1)), .greaterThanOrEqual),
            Constraint(id: 3, expr((x, -1), constant: 100), .greaterThanOrEqual),
        ]
        try solver.addConstraint(preference)
        for bound in bounds { try solver.addConstraint(bound) }
        try solver.addEditVariable(x, strength: strong)
        // The suggestion, where x lands, and what the optimum costs: the edit's and the preference's
        // violations, weighted.
        let steps: [(suggested: Double, x: Double, cost: Double)] = [
            (50, 50, 40), (5, 5, 5), (200, 100, 100 * 1000 + 90), (10, 10, 0), (-3, 0, 3 * 1000 + 10), (60, 60, 50),
        ]
        var sawErrorBasic = false
        var sawErrorWeighted = false
        for step in steps {
            try solver.suggestValue(step.suggested, for: x)
            solver.updateVariables()
            #expect(solver.value(of: x) == step.x, "suggested \(step.suggested)")
            let cost = objective([preference] + bounds, edits: [(x, strong, step.suggested)], in: solver)
            #expect(abs(cost - step.cost) < 1e-5, "suggested \(step.suggested)")
            #expect(solver.invariantViolations == [])
            let tableau = solver.tableau
            for symbol in 0..<tableau.symbolCount where tableau.states[symbol].kind == .error {
                if tableau.states[symbol].isBasic {
                    sawErrorBasic = true
                    #expect(tableau.rows.constants[symbol] >= 0, "a restricted row stays feasible")
                } else {
                    #expect(tableau.objective[symbol] >= 0, "an optimum has no negative reduced cost")
                    if tableau.objective[symbol] > 0 { sawErrorWeighted = true }
                }
            }
        }
        #expect(sawErrorBasic && sawErrorWeighted)
    }

    /// The column index keeps no stale entry in a short column (memory: stale entries were 16 of the
    /// dense chain's 52 entries a view). A pivot keeps a row and changes its basic symbol: the entries that named
    /// the leaving symbol are renamed for the entering one. A cell that cancels in a substitution takes its entry
    /// out with it. An edit driven across both bounds of x pivots and cancels cells at every step; the index then
    /// holds exactly one entry for each cell.
    @Test func theColumnIndexFollowsPivotsAndCancellations() throws {
        var solver = Solver()
        let x = Variable(0)
        let y = Variable(1)
        try solver.addConstraint(Constraint(id: 1, expr((x, 1)), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(id: 2, expr((x, -1), constant: 100), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(id: 3, expr((y, 1), (x, -2), constant: -4), .equal))
        try solver.addConstraint(Constraint(id: 4, expr((y, 1), constant: -150), .equal, strength: Strength(weight: 1)))
        try solver.addEditVariable(x, strength: Strength(weight: 1000))
        for _ in 0..<4 {
            for (suggested, expected) in [(50.0, 50.0), (-20, 0), (300, 100), (70, 70), (-1, 0), (101, 100)] {
                try solver.suggestValue(suggested, for: x)
                solver.updateVariables()
                #expect(solver.value(of: x) == expected, "suggested \(suggested)")
                #expect(solver.value(of: y) == 2 * expected + 4, "suggested \(suggested)")
                #expect(solver.invariantViolations == [])
                let tableau = solver.tableau
                let entries = (0..<tableau.symbolCount).reduce(0) { $0 + tableau.columns.count($1) }
                let cells = (0..<tableau.symbolCount).reduce(0) {
                    $0 + (tableau.states[$1].isBasic ? tableau.rows.count($1) : 0)
                }
                #expect(entries == cells, "suggested \(suggested)")
            }
        }
    }

    /// The marks of a walk are 16 bits (memory per view): when the epoch wraps, the table is cleared, and no
    /// walk after it takes an old mark for its own. A chain whose constants move across the wrap solves as a
    /// chain built fresh with the final constants.
    @Test func walksAcrossTheEpochsWrapKeepTheirMarksApart() throws {
        func chain(_ gaps: [Double]) throws -> Solver {
            var solver = Solver()
            try solver.addConstraint(Constraint(id: 0, expr((Variable(0), 1)), .equal))
            for (index, gap) in gaps.enumerated() {
                let constraint = Constraint(
                    id: index + 1, expr((Variable(index + 1), 1), (Variable(index), -1), constant: -gap), .equal)
                try solver.addConstraint(constraint)
                let bound = Constraint(
                    id: 1000 + index, expr((Variable(index + 1), 1), constant: -5), .greaterThanOrEqual)
                try solver.addConstraint(bound)
            }
            return solver
        }
        var gaps = Array(repeating: 10.0, count: 20)
        var solver = try chain(gaps)
        // The worst marks the table could hold at the wrap: those of the first walks after it.
        for symbol in solver.tableau.stamps.indices { solver.tableau.stamps[symbol] = UInt16(1 + symbol % 3) }
        solver.tableau.epoch = .max
        for step in 0..<12 {
            let index = step * 7 % gaps.count
            gaps[index] += Double(step)
            let moved = Constraint(
                id: index + 1, expr((Variable(index + 1), 1), (Variable(index), -1), constant: -gaps[index]), .equal)
            try solver.updateConstant(of: moved, to: -gaps[index])
        }
        #expect(solver.tableau.epoch < 100, "the epoch wrapped")
        solver.updateVariables()
        var fresh = try chain(gaps)
        fresh.updateVariables()
        for index in 0...gaps.count {
            #expect(solver.value(of: Variable(index)) == fresh.value(of: Variable(index)))
        }
        #expect(solver.value(of: Variable(gaps.count)) == gaps.reduce(0, +))
        #expect(solver.invariantViolations == [])
    }

    @Test func columnIndexRemovesAndRenamesInShortColumnsOnly() {
        var columns = Tableau.ColumnIndex()
        for _ in 0..<2 { columns.addSymbol() }
        for basic in Int32(10)..<15 { columns.append(0, basic) }
        columns.removeInShortColumn(0, 14)
        columns.removeInShortColumn(0, 10)
        columns.removeInShortColumn(0, 12)
        columns.removeInShortColumn(0, 99)
        #expect(Array(columns[0]) == [11, 13])
        let renamed = columns.renameInShortColumn(0, from: 13, to: 20)
        let renamedAgain = columns.renameInShortColumn(0, from: 13, to: 21)
        #expect(renamed && !renamedAgain)
        #expect(Array(columns[0]) == [11, 20])
        columns.removeInShortColumn(0, 11)
        columns.removeInShortColumn(0, 20)
        #expect(columns.isEmpty(0) && Array(columns[0]) == [])
        let pool = columns.nodes.count
        // A column past the minimum limit is left to its compaction.
        let long = Int32(Tableau.ColumnIndex.minimumLimit) + 1
        for basic in 0..<long { columns.append(1, basic) }
        #expect(columns.nodes.count == pool + Int(long) - 5, "the five nodes taken out were reused")
        columns.removeInShortColumn(1, 3)
        let renamedInLong = columns.renameInShortColumn(1, from: 4, to: 40)
        #expect(!renamedInLong)
        #expect(Array(columns[1]) == Array(0..<long))
    }

    /// A row that finds no subject goes in through an artificial variable; each one takes the symbol the last
    /// one gave back, so a layout that needs one a view does not grow the per-symbol tables by a symbol each
    /// (memory per view), and the solution is the one a fresh symbol gave.
    @Test func artificialVariablesShareOneSymbolGivenBackWhenTheirRowIsDone() throws {
        var solver = Solver()
        let count = 50
        for index in 0..<count {
            let x = Variable(index)
            // `x >= 0` makes `x` basic over its slack, so `x == index` (required) has no subject of its own: its
            // row holds the slack with a positive coefficient and a dummy.
            try solver.addConstraint(Constraint(id: 2 * index, expr((x, 1)), .greaterThanOrEqual))
            try solver.addConstraint(
                Constraint(id: 2 * index + 1, expr((x, 1), constant: -Double(index)), .equal))
        }
        let tableau = solver.tableau
        // x₀, its slack, its dummy, then the first artificial variable (3), and nothing more for the others.
        #expect(tableau.symbolCount == 3 * count + 1)
        #expect(tableau.spareArtificial == 3)
        #expect(tableau.states[3].kind == .slack && !tableau.states[3].isBasic && tableau.columns.isEmpty(3))
        #expect(tableau.objective[3] == 0.0 && tableau.rows.count(3) == 0)
        for index in 0..<count { #expect(solver.value(of: Variable(index)) == Double(index)) }
        #expect(solver.invariantViolations == [])
        // A row the artificial phase cannot satisfy gives the symbol back too: `y == 5` against `0 <= y <= 2`.
        let y = Variable(count)
        try solver.addConstraint(Constraint(id: 1000, expr((y, 1)), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(id: 1001, expr((y, 1), constant: -2), .lessThanOrEqual))
        let symbols = solver.tableau.symbolCount
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(id: 1002, expr((y, 1), constant: -5), .equal))
        }
        #expect(solver.tableau.spareArtificial == 3)
        #expect(solver.tableau.symbolCount == symbols + 1, "the failed row's dummy, no artificial variable")
        #expect(!solver.tableau.states[3].isBasic && solver.tableau.columns.isEmpty(3))
        let z = Variable(count + 1)
        try solver.addConstraint(Constraint(id: 1003, expr((z, 1)), .greaterThanOrEqual))
        try solver.addConstraint(Constraint(id: 1004, expr((z, 1), constant: -7), .equal))
        #expect(solver.tableau.spareArtificial == 3)
        #expect(solver.tableau.symbolCount == symbols + 4, "the dummy, then z, its slack and its dummy")
        #expect(solver.value(of: z) == 7)
        #expect(solver.value(of: y) == 2)
        #expect(solver.value(of: Variable(count - 1)) == Double(count - 1))
        #expect(solver.invariantViolations == [])
    }

    /// A symbol's kind, basic flag and change flags share one byte, each written without touching the others.
    @Test func aSymbolStateKeepsKindBasicAndChangeFlagsApartInOneByte() {
        #expect(MemoryLayout<Tableau.SymbolState>.stride == 1)
        let kinds: [Symbol.Kind] = [.invalid, .external, .slack, .error, .dummy]
        let flags: [ChangeFlags] = [
            [], .changed, .queued, .reported, [.changed, .reported], [.changed, .queued, .reported],
        ]
        for kind in kinds {
            for basic in [false, true] {
                for flag in flags {
                    var state = Tableau.SymbolState(kind)
                    #expect(state.kind == kind && !state.isBasic && state.flags == [])
                    state.flags = flag
                    state.isBasic = basic
                    #expect(state.kind == kind && state.isBasic == basic && state.flags == flag)
                    state.flags.remove(.changed)
                    state.isBasic.toggle()
                    #expect(state.kind == kind && state.isBasic == !basic && state.flags == flag.subtracting(.changed))
                }
            }
        }
    }

    /// An external symbol's slot is the number of external symbols made before it, across the 32-symbol blocks
    /// of the rank table (memory per view), in a tableau as in the table alone.
    @Test func anExternalSymbolsSlotCountsTheExternalSymbolsBeforeIt() {
        var slots = Tableau.ExternalSlots()
        var expected: [Int] = []
        var externals = 0
        // Runs of every length around the block size, and a block with no external symbol at all.
        let pattern = (0..<300).map { index in index % 7 == 0 || index % 11 < 3 || (100..<140).contains(index) }
        for (index, external) in pattern.enumerated() {
            slots.addSymbol(external: external && !(200..<240).contains(index))
            expected.append(slots.isExternal(index) ? externals : -1)
            if slots.isExternal(index) { externals += 1 }
        }
        #expect(slots.symbolCount == 300 && MemoryLayout<Tableau.ExternalSlots.Block>.stride == 8)
        for (index, slot) in expected.enumerated() where slot >= 0 { #expect(slots[index] == slot, "symbol \(index)") }
        #expect(expected.filter { $0 >= 0 }.count == externals && !slots.isExternal(220) && slots.isExternal(0))

        var tableau = Tableau()
        for index in 0..<100 {
            if index % 3 == 0 { _ = tableau.newSymbol(.slack) }
            let symbol = tableau.symbol(for: Variable(99 - index))
            #expect(tableau.externalSlot(symbol.index) == index)
            #expect(tableau.slotVariables[index] == Int32(99 - index))
        }
    }

    @Test func growReservesExactlyForABigStepAndAnEighthMoreForSmallOnes() {
        var table = ContiguousArray<Int32>()
        table.grow(toHold: 1000)
        #expect(table.capacity >= 1000 && table.capacity < 1100)
        let capacity = table.capacity
        table.grow(toHold: capacity)
        #expect(table.capacity == capacity)
        table.grow(toHold: capacity + 1)
        #expect(table.capacity >= capacity + capacity / 8)
        // A small table grows to 16 at least, not one element at a time.
        var small = ContiguousArray<Int32>()
        small.grow(toHold: 1)
        #expect(small.capacity >= 16)
    }
}
