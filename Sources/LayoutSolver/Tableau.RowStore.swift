extension Tableau {
    /// The row of every basic symbol: the cells of all rows in one array, each row a run of it
    /// (`spans`), its constant beside it (`constants`).
    ///
    /// A `ContiguousArray` per row cost a heap block per basic symbol (a 32-byte header and malloc's
    /// own word around four or five 16-byte cells): about 560 bytes per view of the settings chain
    /// (dhat, issue 17), of which the cells are 360. Here a row's run has room for
    /// `Self.room(count)` cells; a row that outgrows it moves to the end of the array, and what it
    /// leaves behind is dropped the next time the array has to grow: that copy happens anyway.
    /// A cell is stored in 12 bytes (`PackedCell`) rather than `Cell`'s 16.
    struct RowStore: Sendable {
        struct Span: Sendable {
            var start: Int32 = 0
            var count: Int32 = 0
        }

        /// Every row's run of cells, runs of removed or moved rows still among them until the next
        /// time the array grows.
        private(set) var storage: ContiguousArray<PackedCell> = []
        private(set) var spans: ContiguousArray<Span> = []
        /// The constant of each basic symbol's row; 0 for the others.
        var constants: ContiguousArray<Double> = []
        /// Cells of `storage` in no run.
        private var garbage = 0

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

        @inline(__always) func cell(_ row: Int, _ index: Int) -> Cell { storage[Int(spans[row].start) &+ index].cell }

        @inline(__always) func symbol(_ row: Int, _ index: Int) -> Symbol {
            storage[Int(spans[row].start) &+ index].symbol
        }

        /// The cells of `row`, to read while the store does not change (a change would copy it).
        @inline(__always) subscript(row: Int) -> Cells {
            Cells(storage: storage, start: Int(spans[row].start), count: Int(spans[row].count))
        }

        /// The index of `id`'s cell in `row`, or where it would be inserted.
        @inline(__always) func search(_ row: Int, _ id: Int32) -> (index: Int, found: Bool) {
            let start = Int(spans[row].start)
            return searchCells(for: id, count: Int(spans[row].count)) { storage[start &+ $0].id }
        }

        @inline(__always) func coefficient(_ row: Int, _ symbol: Symbol) -> Double {
            let (index, found) = search(row, symbol.id)
            return found ? storage[Int(spans[row].start) &+ index].coefficient : 0.0
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
            // Appended whole rather than written cell by cell into a blank run (callgrind: `put` is
            // most of what the store adds to building a chain).
            let start = storage.count
            storage.append(contentsOf: value.cells.lazy.map { PackedCell($0) })
            if room > count { storage.append(contentsOf: repeatElement(PackedCell.blank, count: room - count)) }
            spans[row] = Span(start: Int32(start), count: Int32(count))
            constants[row] = value.constant
        }

        /// Replaces cells `range` of `row` by `cells`.
        mutating func replace(_ row: Int, _ range: Range<Int>, with cells: CellMap) {
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
                for (k, cell) in cells.enumerated() { storage[start + range.lowerBound + k] = PackedCell(cell) }
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
                storage[write] = PackedCell(cell)
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

        /// Capacity for `room` more cells at the end of `storage`, compacting it before it grows.
        private mutating func makeRoom(_ room: Int) {
            guard storage.count + room > storage.capacity else { return }
            if garbage > 0 { compact() }
            if storage.count + room > storage.capacity {
                storage.reserveCapacity(Swift.max(storage.count + storage.count / 4, storage.count + room))
            }
        }

        /// Moves the live runs down over the garbage, in the order they lie in `storage`, so that each
        /// moves to where no run is left to read and no second buffer is needed: compacting into a new
        /// array had the old and the new one alive at once, the peak of a build whose rows change much
        /// (issue 17, memory: 940 bytes per view of the dense chain, dhat). The runs keep their order.
        private mutating func compact() {
            var runs = ContiguousArray<(start: Int32, row: Int32)>()
            for row in spans.indices where spans[row].count > 0 { runs.append((spans[row].start, Int32(row))) }
            runs.sort { $0.start < $1.start }
            var write = 0
            storage.withUnsafeMutableBufferPointer { cells in
                for run in runs {
                    let start = Int(run.start)
                    let used = Self.room(Int(spans[Int(run.row)].count))
                    if start != write {
                        for k in 0..<used { cells[write + k] = cells[start + k] }
                        spans[Int(run.row)].start = Int32(write)
                    }
                    write += used
                }
            }
            storage.removeLast(storage.count - write)
            garbage = 0
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
            let start: Int
            let count: Int

            var startIndex: Int { 0 }
            var endIndex: Int { count }

            @inline(__always) subscript(index: Int) -> Cell { storage[start &+ index].cell }
        }
    }

    /// A `Cell` in 12 bytes: the symbol's id and kind in one `Int32` (`id << 3 | kind`, which sorts as the
    /// id does), the coefficient as two 32-bit halves so that nothing aligns the cell to 8 bytes.
    ///
    /// The rows' cells are the largest holder of a layout's memory (455 of about 3 070 bytes per view
    /// of the settings chain, dhat, issue 17), and `Cell`'s 16 bytes hold three of padding after the kind.
    struct PackedCell: Sendable {
        private var key: Int32
        private var low: UInt32
        private var high: UInt32

        static let blank = PackedCell(Cell(.invalid, 0.0))

        @inline(__always) init(_ cell: Cell) {
            key = cell.symbol.id << 3 | Int32(cell.symbol.kind.rawValue)
            let bits = cell.coefficient.bitPattern
            low = UInt32(truncatingIfNeeded: bits)
            high = UInt32(truncatingIfNeeded: bits >> 32)
        }

        @inline(__always) var id: Int32 { key >> 3 }

        @inline(__always) var symbol: Symbol {
            Symbol(key >> 3, unsafeBitCast(UInt8(truncatingIfNeeded: key & 7), to: Symbol.Kind.self))
        }

        @inline(__always) var coefficient: Double { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }

        @inline(__always) var cell: Cell { Cell(symbol, coefficient) }
    }
}
