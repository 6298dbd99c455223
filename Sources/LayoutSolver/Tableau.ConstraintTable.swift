extension Tableau {
    /// The constraint records by constraint id: the records side by side in one array, found through
    /// a table indexed by the id where ids are dense, and a dictionary for the others; every record's
    /// terms side by side in one more array.
    ///
    /// A dictionary of records cost about 420 bytes per view of the settings chain at 5 000 views
    /// (dhat, issue 17: a 56-byte record and its key per bucket, at most three quarters full, doubled
    /// in steps). The layout engine numbers its constraints 1, 2, 3… and the user's −1, −2, −3…, so
    /// two arrays of slots (4 bytes per id) find nearly every record; any other id still works.
    /// Keeping each `Constraint` whole kept its expression's terms in a heap array of their own (a
    /// 32-byte header and malloc's rounding around two 16-byte terms, about 300 bytes per view of the
    /// chain): here a record names a range of `terms` instead, and `constraint(_:)` puts the
    /// constraint back together when a client asks for it.
    struct ConstraintTable: Sendable {
        /// What the table keeps of one constraint: its expression's terms are
        /// `terms[termStart ..< termStart + termCount]`.
        struct Entry: Sendable {
            var id: Int
            var constant: Double
            var strength: Strength
            var termStart: Int32
            var termCount: Int32
            var tag: Tag
            var relation: Constraint.Relation
        }

        private(set) var entries: ContiguousArray<Entry> = []
        /// The terms of every entry in turn. A removed entry leaves its terms behind until they are
        /// more than half of the array, and then the array is compacted.
        private var terms: ContiguousArray<Term> = []
        private var garbage = 0
        /// Slot + 1 of each record (0: none): id `i >= 0` at `2 i`, id `-1 - i` at `2 i + 1`. One
        /// array, and the dictionary only once needed, because every copy of the solver retains
        /// each array it holds (callgrind: a rotation copies it).
        private var slots: ContiguousArray<Int32> = []
        private var sparse: [Int: Int32]?

        var count: Int { entries.count }

        /// Room for `count` records in all, at two terms each (a layout constraint has one or two).
        mutating func reserveCapacity(_ count: Int) {
            entries.reserveCapacity(count)
            terms.reserveCapacity(terms.count - garbage + 2 * (count - entries.count))
        }

        /// Where the slot of `id` lives in `slots` (if it is that long).
        @inline(__always) private func denseIndex(_ id: Int) -> Int {
            id >= 0 ? (id < Int.max / 2 ? 2 * id : Int.max) : (id > Int.min / 2 ? 2 * (-1 - id) + 1 : Int.max)
        }

        /// Whether an id this far out may grow the dense table: up to eight slots per record (and
        /// two thousand to start), so that a sparse id cannot make the table outgrow the records.
        @inline(__always) private func fitsDense(_ index: Int) -> Bool {
            index < 8 * entries.count + 2048
        }

        private func slot(_ id: Int) -> Int? {
            let index = denseIndex(id)
            if index < slots.count, slots[index] != 0 { return Int(slots[index]) - 1 }
            guard let slot = sparse?[id] else { return nil }
            return Int(slot)
        }

        /// Records `slot` (slot + 1, 0 to forget) for `id`, in a dense table where the id fits one.
        private mutating func setSlot(_ id: Int, _ slot: Int32) {
            // An id may have gone to the dictionary before its dense table grew past it.
            if sparse != nil { sparse!.removeValue(forKey: id) }
            let index = denseIndex(id)
            if index >= slots.count {
                if slot == 0 { return }
                if !fitsDense(index) {
                    if sparse == nil { sparse = [:] }
                    sparse![id] = slot - 1
                    return
                }
                slots.append(contentsOf: repeatElement(Int32(0), count: index + 1 - slots.count))
            }
            slots[index] = slot
        }

        func contains(_ id: Int) -> Bool { slot(id) != nil }

        /// The record of `id` without its terms.
        func entry(_ id: Int) -> Entry? {
            guard let slot = slot(id) else { return nil }
            return entries[slot]
        }

        /// The constraint with this id as added, its constant as last set.
        func constraint(_ id: Int) -> Constraint? {
            guard let slot = slot(id) else { return nil }
            return constraint(entries[slot])
        }

        private func constraint(_ entry: Entry) -> Constraint {
            let start = Int(entry.termStart)
            let expression = Expression(Array(terms[start..<start + Int(entry.termCount)]), constant: entry.constant)
            return Constraint(id: entry.id, expression, entry.relation, strength: entry.strength)
        }

        subscript(id: Int) -> ConstraintRecord? {
            guard let slot = slot(id) else { return nil }
            return ConstraintRecord(constraint: constraint(entries[slot]), tag: entries[slot].tag)
        }

        /// Adds the record of `constraint`, or replaces the one with its id.
        mutating func insert(_ constraint: Constraint, tag: Tag) {
            let expression = constraint.expression
            let entry = Entry(
                id: constraint.id, constant: expression.constant, strength: constraint.strength,
                termStart: Int32(terms.count), termCount: Int32(expression.terms.count), tag: tag,
                relation: constraint.relation)
            terms.append(contentsOf: expression.terms)
            if let slot = slot(constraint.id) {
                garbage += Int(entries[slot].termCount)
                entries[slot] = entry
                compactIfSparse()
            } else {
                entries.append(entry)
                setSlot(constraint.id, Int32(entries.count))
            }
        }

        mutating func setConstant(_ constant: Double, of id: Int) {
            guard let slot = slot(id) else { return }
            entries[slot].constant = constant
        }

        /// Removes the record of `id`; the last record moves into its slot.
        mutating func removeValue(forKey id: Int) -> Entry? {
            guard let slot = slot(id) else { return nil }
            let entry = entries[slot]
            setSlot(id, 0)
            let last = entries.count - 1
            if slot != last {
                entries[slot] = entries[last]
                setSlot(entries[slot].id, Int32(slot + 1))
            }
            entries.removeLast()
            garbage += Int(entry.termCount)
            compactIfSparse()
            return entry
        }

        /// Drops the terms of removed records once they are the larger part of `terms`.
        private mutating func compactIfSparse() {
            guard garbage > 64 && 2 * garbage > terms.count else { return }
            var kept = ContiguousArray<Term>()
            kept.reserveCapacity(terms.count - garbage)
            for i in entries.indices {
                let start = Int(entries[i].termStart)
                entries[i].termStart = Int32(kept.count)
                kept.append(contentsOf: terms[start..<start + Int(entries[i].termCount)])
            }
            terms = kept
            garbage = 0
        }

        var ids: [Int] { entries.map(\.id) }
    }
}
