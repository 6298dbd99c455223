extension Tableau {
    /// The row of every basic symbol: the cells of all rows in one array, each row a run of it
    /// (`spans`), its constant beside it (`constants`).
    ///
    /// A `ContiguousArray` per row cost a heap block per basic symbol (a header and malloc's own word
    /// around four or five cells), more than the cells themselves. Here a row's run has room for
    /// `Self.room(count)` cells; a row that outgrows it moves to the end of the array, and what it
    /// leaves behind is dropped the next time the array has to grow: that copy happens anyway.
    /// A cell is stored in 8 bytes (`PackedCell`) rather than `Cell`'s 16: its coefficient as a `Float` when
    /// one holds it exactly, else in `wide`.
    struct RowStore: Sendable {
        struct Span: Sendable {
            var start: Int32 = 0
            var count: Int32 = 0
        }

        /// Every row's run of cells, runs of removed or moved rows still among them until the next
        /// time the array grows.
        private(set) var storage: ContiguousArray<PackedCell> = []
        private(set) var spans: ContiguousArray<Span> = []
        /// The constant of each basic symbol's row. A non-basic symbol has no row, and its entry is
        /// the tableau's to use: its coefficient in the objective (`Tableau.objective`).
        var constants: ContiguousArray<Double> = []
        /// Cells of `storage` in no run.
        private var garbage = 0
        /// The coefficients a `Float` does not hold exactly, for the cells that name them (`PackedCell`); entries
        /// of cells since rewritten stay until the next compaction, which keeps the live ones only.
        private(set) var wide: ContiguousArray<Double> = []
        /// The length of `wide` past which the next change compacts the store (twice what the last
        /// compaction kept), so that rewriting cells with such coefficients in place cannot grow it without bound.
        private var wideLimit = 1024

        /// The cells a run of `count` cells takes: exact for short rows (most rows stay as made),
        /// up to an eighth more for long ones, so that a long row growing cell by cell moves
        /// only every few cells.
        @inline(__always) static func room(_ count: Int) -> Int {
            if count <= 8 { return count }
            let step = 1 << (Int.bitWidth - count.leadingZeroBitCount - 4)
            return (count + step - 1) & ~(step - 1)
        }

        /// Room for `count` more cells of new rows.
        mutating func reserveCells(_ count: Int) {
            storage.grow(toHold: storage.count + count)
        }

        mutating func reserveCapacity(symbols count: Int) {
            spans.grow(toHold: count)
            constants.grow(toHold: count)
        }

        /// The symbols both per-symbol tables have room for.
        var symbolCapacity: Int { Swift.min(spans.capacity, constants.capacity) }

        mutating func addSymbol() {
            spans.append(Span())
            constants.append(0.0)
        }

        @inline(__always) func count(_ row: Int) -> Int { Int(spans[row].count) }

        @inline(__always) func cell(_ row: Int, _ index: Int) -> Cell {
            let packed = storage[Int(spans[row].start) &+ index]
            return Cell(packed.symbol, coefficient(of: packed))
        }

        /// The coefficient `packed` stands for.
        @inline(__always) func coefficient(of packed: PackedCell) -> Double { packed.coefficient(in: wide) }

        /// `cell` as stored: its coefficient in the cell when a `Float` holds it exactly, else in `wide`.
        @inline(__always) mutating func pack(_ cell: Cell) -> PackedCell {
            PackedCell(narrowing: cell) ?? packWide(cell)
        }

        @inline(never) private mutating func packWide(_ cell: Cell) -> PackedCell {
            precondition(wide.count < PackedCell.wideCapacity, "more than 2^24 coefficients a Float does not hold")
            wide.append(cell.coefficient)
            return PackedCell(cell.symbol, wideIndex: wide.count - 1)
        }

        @inline(__always) func symbol(_ row: Int, _ index: Int) -> Symbol {
            storage[Int(spans[row].start) &+ index].symbol
        }

        /// The cells of `row`, to read while the store does not change (a change would copy it).
        @inline(__always) subscript(row: Int) -> Cells {
            Cells(storage: storage, wide: wide, start: Int(spans[row].start), count: Int(spans[row].count))
        }

        /// `initial` plus, cell by cell in order, each coefficient of `row` times what `factor` gives its symbol
        /// (the cells it gives nil skipped). Read in place rather than through the row's `Cells`, which retains
        /// both arrays for each row evaluated.
        @inline(__always) func weightedSum(_ row: Int, from initial: Double, _ factor: (Symbol) -> Double?) -> Double {
            var total = initial
            let start = Int(spans[row].start)
            for index in start..<start &+ Int(spans[row].count) {
                let packed = storage[index]
                if let value = factor(packed.symbol) { total += coefficient(of: packed) * value }
            }
            return total
        }

        /// The index of `id`'s cell in `row`, or where it would be inserted.
        @inline(__always) func search(_ row: Int, _ id: Int32) -> (index: Int, found: Bool) {
            let start = Int(spans[row].start)
            return searchCells(for: id, count: Int(spans[row].count)) { storage[start &+ $0].id }
        }

        @inline(__always) func coefficient(_ row: Int, _ symbol: Symbol) -> Double {
            let (index, found) = search(row, symbol.id)
            return found ? coefficient(of: storage[Int(spans[row].start) &+ index]) : 0.0
        }

        @inline(__always) func contains(_ row: Int, _ id: Int32) -> Bool { search(row, id).found }

        /// `row` as a `Row` of its own.
        func row(_ row: Int) -> Row {
            var cells = CellMap()
            cells.append(contentsOf: self[row])
            return Row(constant: constants[row], cells: cells)
        }

        /// Empties `row` and returns what it held.
        mutating func take(_ row: Int) -> Row {
            let taken = self.row(row)
            garbage += Self.room(count(row))
            spans[row] = Span()
            constants[row] = 0.0
            return taken
        }

        /// Stores `value` as the row of the empty `row`.
        mutating func put(_ row: Int, _ value: Row) {
            garbage += Self.room(count(row))
            spans[row] = Span()
            let count = value.cells.count
            let room = Self.room(count)
            makeRoom(room)
            // Appended rather than written into a blank run made first: `put` is most of what the store
            // adds to building a chain.
            let start = storage.count
            for cell in value.cells { storage.append(pack(cell)) }
            if room > count { storage.append(contentsOf: repeatElement(PackedCell.blank, count: room - count)) }
            spans[row] = Span(start: Int32(start), count: Int32(count))
            constants[row] = value.constant
        }

        /// Replaces cells `range` of `row` by `cells`.
        mutating func replace(_ row: Int, _ range: Range<Int>, with cells: CellMap) {
            compactIfWideOutgrew()
            let old = count(row)
            let new = old - range.count + cells.count
            let oldRoom = Self.room(old)
            let newRoom = Self.room(new)
            if newRoom <= oldRoom {
                // In place: the tail moves by the difference, and the run's end may become garbage.
                let start = Int(spans[row].start)
                let shift = cells.count - range.count
                if shift < 0 {
                    for k in range.upperBound..<old { storage[start + k + shift] = storage[start + k] }
                } else if shift > 0 {
                    for k in stride(from: old - 1, through: range.upperBound, by: -1) {
                        storage[start + k + shift] = storage[start + k]
                    }
                }
                for (k, cell) in cells.enumerated() { storage[start + range.lowerBound + k] = pack(cell) }
                spans[row].count = Int32(new)
                garbage += oldRoom - newRoom
                return
            }
            // Out of room: the row moves to a new run (which may compact the store and move the old one).
            let target = allocate(newRoom)
            let start = Int(spans[row].start)
            var write = target
            for k in 0..<range.lowerBound {
                storage[write] = storage[start + k]
                write += 1
            }
            for cell in cells {
                storage[write] = pack(cell)
                write += 1
            }
            for k in range.upperBound..<old {
                storage[write] = storage[start + k]
                write += 1
            }
            garbage += oldRoom
            spans[row] = Span(start: Int32(target), count: Int32(new))
        }

        /// Removes the cell of `symbol` from `row`, if it has one.
        mutating func remove(_ row: Int, _ symbol: Symbol) {
            let (index, found) = search(row, symbol.id)
            if found { replace(row, index..<index + 1, with: []) }
        }

        /// The start of a new run of `room` cells at the end of `storage`. When `storage` is full, the live
        /// runs are first moved down over the garbage, and it grows by a quarter only if that left too little.
        private mutating func allocate(_ room: Int) -> Int {
            makeRoom(room)
            let start = storage.count
            storage.append(contentsOf: repeatElement(PackedCell.blank, count: room))
            return start
        }

        /// Compacts the store when `wide` passed its limit, before a change that may write to it.
        @inline(__always) private mutating func compactIfWideOutgrew() {
            if wide.count > wideLimit { compact() }
        }

        /// Capacity for `room` more cells at the end of `storage`, compacting it before it grows.
        private mutating func makeRoom(_ room: Int) {
            compactIfWideOutgrew()
            guard storage.count + room > storage.capacity else { return }
            if garbage > 0 { compact() }
            if storage.count + room > storage.capacity {
                storage.reserveCapacity(Swift.max(storage.count + storage.count / 4, storage.count + room))
            }
        }

        /// Moves the live runs down over the garbage, in the order they lie in `storage`, so that each
        /// moves to where no run is left to read and no second buffer is needed: compacting into a new
        /// array had the old and the new one alive at once, the peak of a build whose rows change much.
        /// The runs keep their order, and `wide` keeps the coefficients of the live cells only.
        private mutating func compact() {
            // The rows in the order of their runs, 4 bytes a row and allocated once: this list is alive at the
            // peak of a build that compacts (a list of (start, row) grown by appending was much larger).
            var liveRows = 0
            for span in spans where span.count > 0 { liveRows += 1 }
            var runs = ContiguousArray<Int32>()
            runs.reserveCapacity(liveRows)
            for row in spans.indices where spans[row].count > 0 { runs.append(Int32(row)) }
            do {
                let spans = self.spans
                runs.sort { spans[Int($0)].start < spans[Int($1)].start }
            }
            var write = 0
            storage.withUnsafeMutableBufferPointer { cells in
                for row in runs {
                    let start = Int(spans[Int(row)].start)
                    let used = Self.room(Int(spans[Int(row)].count))
                    if start != write {
                        for k in 0..<used { cells[write + k] = cells[start + k] }
                        spans[Int(row)].start = Int32(write)
                    }
                    write += used
                }
            }
            storage.removeLast(storage.count - write)
            garbage = 0
            if !wide.isEmpty { compactWide() }
        }

        /// Keeps in `wide` the coefficients of the cells in runs only, renumbered in the order of `storage`.
        private mutating func compactWide() {
            var live = ContiguousArray<Double>()
            let old = wide
            storage.withUnsafeMutableBufferPointer { cells in
                for k in cells.indices where cells[k].isWide {
                    live.append(old[cells[k].wideIndex])
                    cells[k] = PackedCell(cells[k].symbol, wideIndex: live.count - 1)
                }
            }
            wide = live
            wideLimit = Swift.max(1024, 2 * live.count)
        }

        #if DEBUG
            /// Every run within `storage`, no two overlapping, and `garbage` what they leave over.
            func _layoutViolations() -> [String] {
                var problems: [String] = []
                var runs: [(start: Int, end: Int, row: Int)] = []
                for row in spans.indices where spans[row].count > 0 {
                    let start = Int(spans[row].start)
                    runs.append((start, start + Self.room(Int(spans[row].count)), row))
                }
                runs.sort { $0.start < $1.start }
                var end = 0
                for run in runs {
                    if run.start < end { problems.append("the run of row \(run.row) overlaps the one before") }
                    end = Swift.max(end, run.end)
                }
                if end > storage.count { problems.append("a run ends at \(end), past the store's \(storage.count)") }
                let live = runs.reduce(0) { $0 + $1.end - $1.start }
                if storage.count - garbage != live {
                    problems.append("the store holds \(storage.count) cells, \(garbage) garbage, but runs of \(live)")
                }
                return problems
            }
        #endif

        /// The cells of one row, indexed from 0.
        struct Cells: RandomAccessCollection {
            let storage: ContiguousArray<PackedCell>
            let wide: ContiguousArray<Double>
            let start: Int
            let count: Int

            var startIndex: Int { 0 }
            var endIndex: Int { count }

            @inline(__always) subscript(index: Int) -> Cell {
                let packed = storage[start &+ index]
                return Cell(packed.symbol, packed.coefficient(in: wide))
            }
        }
    }

    /// A `Cell` in 8 bytes: the symbol's id and kind in one `Int32` (`id << 3 | kind`, which sorts as the
    /// id does), and the coefficient's `Float` when that holds it exactly. A layout's coefficients nearly all
    /// are (±1, halves, its multipliers, what pivots on them make); any other is kept in the store's `wide`
    /// table, and the cell holds its index in a bit pattern no finite `Float` has (all exponent bits set).
    ///
    /// The rows' cells are the largest holder of a layout's memory; a cell with the whole `Double` would
    /// take 12 bytes.
    struct PackedCell: Sendable {
        private var key: Int32
        private var bits: UInt32

        static let blank = PackedCell(narrowing: Cell(.invalid, 0.0))!
        /// The exponent bits of a `Float`: all set only in an index of `wide` (a coefficient is never infinite).
        private static let exponent: UInt32 = 0x7F80_0000
        /// The indices the 23 mantissa bits and the sign bit give.
        static let wideCapacity = 1 << 24

        /// The cell with its coefficient in itself, or nil when a `Float` does not hold it exactly.
        @inline(__always) init?(narrowing cell: Cell) {
            guard let narrow = Float(exactly: cell.coefficient) else { return nil }
            key = cell.symbol.id << 3 | Int32(cell.symbol.kind.rawValue)
            bits = narrow.bitPattern
        }

        /// The cell of `symbol` whose coefficient is `wide[wideIndex]`.
        @inline(__always) init(_ symbol: Symbol, wideIndex: Int) {
            key = symbol.id << 3 | Int32(symbol.kind.rawValue)
            let index = UInt32(wideIndex)
            bits = Self.exponent | index & 0x7F_FFFF | (index >> 23) << 31
        }

        @inline(__always) var id: Int32 { key >> 3 }

        @inline(__always) var symbol: Symbol {
            Symbol(key >> 3, unsafeBitCast(UInt8(truncatingIfNeeded: key & 7), to: Symbol.Kind.self))
        }

        /// Whether the coefficient is in the store's `wide` table, at `wideIndex`.
        @inline(__always) var isWide: Bool { bits & Self.exponent == Self.exponent }

        @inline(__always) var wideIndex: Int { Int(bits & 0x7F_FFFF | (bits >> 31) << 23) }

        /// The coefficient, from `wide` (the store's table) when the cell is wide.
        @inline(__always) func coefficient(in wide: ContiguousArray<Double>) -> Double {
            isWide ? wide[wideIndex] : Double(Float(bitPattern: bits))
        }
    }
}
