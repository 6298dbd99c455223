extension Tableau {
    /// The constraint records by constraint id: the records side by side in one array, found through
    /// a table indexed by the id where ids are dense, and a dictionary for the others.
    ///
    /// A dictionary of records cost about 420 bytes per view of the settings chain at 5 000 views
    /// (dhat, issue 17: a 56-byte record and its key per bucket, at most three quarters full, doubled
    /// in steps). The layout engine numbers its constraints 1, 2, 3… and the user's −1, −2, −3…, so
    /// two arrays of slots (4 bytes per id) find nearly every record; any other id still works.
    struct ConstraintTable: Sendable {
        private(set) var records: ContiguousArray<ConstraintRecord> = []
        /// Slot + 1 of each record (0: none): id `i >= 0` at `2 i`, id `-1 - i` at `2 i + 1`. One
        /// array, and the dictionary only once needed, because every copy of the solver retains
        /// each array it holds (callgrind: a rotation copies it).
        private var slots: ContiguousArray<Int32> = []
        private var sparse: [Int: Int32]?

        var count: Int { records.count }

        mutating func reserveCapacity(_ count: Int) {
            records.reserveCapacity(count)
        }

        /// Where the slot of `id` lives in `slots` (if it is that long).
        @inline(__always) private func denseIndex(_ id: Int) -> Int {
            id >= 0 ? (id < Int.max / 2 ? 2 * id : Int.max) : (id > Int.min / 2 ? 2 * (-1 - id) + 1 : Int.max)
        }

        /// Whether an id this far out may grow the dense table: up to eight slots per record (and
        /// two thousand to start), so that a sparse id cannot make the table outgrow the records.
        @inline(__always) private func fitsDense(_ index: Int) -> Bool {
            index < 8 * records.count + 2048
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

        subscript(id: Int) -> ConstraintRecord? {
            get {
                guard let slot = slot(id) else { return nil }
                return records[slot]
            }
            set {
                if let newValue {
                    if let slot = slot(id) {
                        records[slot] = newValue
                    } else {
                        records.append(newValue)
                        setSlot(id, Int32(records.count))
                    }
                } else {
                    _ = removeValue(forKey: id)
                }
            }
        }

        /// Removes the record of `id`; the last record moves into its slot.
        mutating func removeValue(forKey id: Int) -> ConstraintRecord? {
            guard let slot = slot(id) else { return nil }
            let record = records[slot]
            setSlot(id, 0)
            let last = records.count - 1
            if slot != last {
                records[slot] = records[last]
                setSlot(records[slot].constraint.id, Int32(slot + 1))
            }
            records.removeLast()
            return record
        }

        var ids: [Int] { records.map(\.constraint.id) }
    }
}
