extension Tableau {
    /// The constraint records by constraint id: 16-byte records side by side in one array (a removed
    /// record's place is reused by the next one), found through tables indexed by the id where ids are
    /// dense and a dictionary for the others; the terms of every record in one more array, and only
    /// when the solver keeps them (`keepsTerms`).
    ///
    /// A dictionary of records cost about 420 bytes per view of the settings chain at 5 000 views
    /// (dhat, issue 17: a 56-byte record and its key per bucket, at most three quarters full, doubled
    /// in steps). The layout engine numbers its constraints 1, 2, 3… and the user's −1, −2, −3…, so
    /// two arrays of slots (4 bytes per id) find nearly every record; any other id still works.
    ///
    /// The tableau itself never reads a constraint's terms once its row is made: removing it, changing
    /// its constant and reading values need its tag, relation, strength and constant alone. The terms
    /// are kept only to give the constraint back (`constraint(_:)`, the dump). A client that keeps its
    /// own constraints (the layout engine: its `NSLayoutConstraint`s and what it generated from) makes
    /// its solver without them: they were 300 of the chain's 3 200 bytes per view (issue 17, memory).
    struct ConstraintTable: Sendable {
        /// One constraint as the table gives it back (it keeps it as a 12-byte `Packed`).
        struct Entry: Sendable {
            var constant: Double
            var strength: Strength
            var tag: Tag
            var relation: Constraint.Relation
        }

        /// What the table keeps of one constraint: its constant as last set, its marker's symbol id, and in
        /// one word its relation, whether it has a second symbol, and its strength's place in `strengths`.
        /// The tag's symbol kinds follow from the relation and strength (see `makeRow`), and the second
        /// symbol is made right after the marker (its id is the marker's + 1; any other id is kept in
        /// `extras`). The constant is a `Float` when one holds it exactly (a layout's points, halves and
        /// thirds times three do), else it is kept in `extras` too. 12 bytes: an id, a strength and two
        /// symbols side by side took 48, and a `Double` constant 16 (issue 17, memory).
        struct Packed: Sendable {
            /// The constant, when `info`'s wide bit is clear.
            var narrowConstant: Float
            /// The marker's symbol id (−1: none); `Int32.min` marks a free place.
            var marker: Int32
            /// Bits 0–1 the relation + 1, bit 2 whether there is a second symbol, bit 3 whether its id is
            /// in `extras`, bit 4 whether the constant is in `extras`, bits 5… the strength's place in
            /// `strengths`; in a free place, the next free place (as an `Int32`'s bits).
            var info: UInt32

            static let wideBit: UInt32 = 16
            static let strengthShift: UInt32 = 5

            var isFree: Bool { marker == Int32.min }
            var relation: Constraint.Relation { Constraint.Relation(rawValue: Int(info & 3) - 1) ?? .equal }
            var hasOther: Bool { info & 4 != 0 }
            var otherIsFar: Bool { info & 8 != 0 }
            var constantIsWide: Bool { info & Self.wideBit != 0 }
            var strengthIndex: Int { Int(info >> Self.strengthShift) }
        }

        /// Where a record's terms are in `terms`.
        private struct TermRange: Sendable {
            var start: Int32
            var count: Int32
        }

        /// Whether the records keep their terms (see the type's comment).
        let keepsTerms: Bool
        /// The records, live and free; a free place holds the next free one.
        private var entries: ContiguousArray<Packed> = []
        /// Every strength a record has had, each once; place 0 is `required`. Layouts use a few dozen.
        private var strengths: ContiguousArray<Strength> = [.required]
        /// The places of `strengths` by weight, once there are more than `scannedStrengths`.
        private var strengthPlaces: [Double: UInt32] = [:]
        /// What a record keeps beside it (`Packed`'s bits 3 and 4 say which): a second symbol that is not the
        /// marker's + 1, a constant that no `Float` holds. One dictionary for both, by place: the solver is copied
        /// whole on some changes, and each stored reference costs a retain and a release there.
        struct Extras: Sendable {
            var other: Int32?
            var constant: Double?
        }
        private var extras: [Int32: Extras] = [:]
        /// The first free place in `entries`, or −1.
        private var freeHead: Int32 = -1
        private var freeCount = 0
        /// The live records.
        private(set) var count = 0
        /// The terms of `entries[i]` at `termRanges[i]`, when `keepsTerms`.
        private var termRanges: ContiguousArray<TermRange> = []
        /// The terms of every record in turn. A removed record leaves its terms behind until they are
        /// more than half of the array, and then the array is compacted.
        private var terms: ContiguousArray<Term> = []
        private var garbage = 0
        /// Place + 1 of each record (0: none): id `i >= 0` at `positive[i]`, id `-1 - i` at
        /// `negative[i]`. Arrays, and the dictionary only once needed, because every copy of the
        /// solver retains each array it holds (callgrind: a rotation copies it).
        private var positive: ContiguousArray<Int32> = []
        private var negative: ContiguousArray<Int32> = []
        private var sparse: [Int: Int32]?

        init(keepsTerms: Bool = true) {
            self.keepsTerms = keepsTerms
        }

        /// Room for `count` records in all, at two terms each when it keeps terms (a layout
        /// constraint has one or two).
        mutating func reserveCapacity(_ count: Int) {
            let added = count - self.count
            guard added > 0 else { return }
            let places = entries.count + Swift.max(0, added - freeCount)
            entries.reserveCapacity(places)
            guard keepsTerms else { return }
            termRanges.reserveCapacity(places)
            terms.reserveCapacity(terms.count - garbage + 2 * added)
        }

        /// Room in the dense tables for the ids `range` (the part of it that fits them), so that a client
        /// numbering its constraints densely grows them once instead of doubling them.
        mutating func reserveIDs(_ range: ClosedRange<Int>) {
            let limit = 8 * (count + range.count) + 2048
            if range.upperBound >= 0 {
                positive.reserveCapacity(Swift.min(range.upperBound + 1, limit))
            }
            if range.lowerBound < 0, range.lowerBound != Int.min {
                negative.reserveCapacity(Swift.min(-range.lowerBound, limit))
            }
        }

        private func place(_ id: Int) -> Int? {
            if id >= 0 {
                if id < positive.count, positive[id] != 0 { return Int(positive[id]) - 1 }
            } else if id != Int.min, -1 - id < negative.count, negative[-1 - id] != 0 {
                return Int(negative[-1 - id]) - 1
            }
            guard let place = sparse?[id] else { return nil }
            return Int(place)
        }

        /// Records `value` (place + 1, 0 to forget) for `id`, in a dense table where the id fits one:
        /// up to eight slots per record (and two thousand to start), so that a sparse id cannot make
        /// the tables outgrow the records.
        private mutating func setPlace(_ id: Int, _ value: Int32) {
            // An id may have gone to the dictionary before its dense table grew past it.
            if sparse != nil { sparse!.removeValue(forKey: id) }
            let index = id >= 0 ? id : (id == Int.min ? Int.max : -1 - id)
            let length = id >= 0 ? positive.count : negative.count
            if index >= length {
                if value == 0 { return }
                guard index < 8 * count + 2048 else {
                    if sparse == nil { sparse = [:] }
                    sparse![id] = value - 1
                    return
                }
                let grown = repeatElement(Int32(0), count: index + 1 - length)
                if id >= 0 { positive.append(contentsOf: grown) } else { negative.append(contentsOf: grown) }
            }
            if id >= 0 { positive[index] = value } else { negative[index] = value }
        }

        func contains(_ id: Int) -> Bool { place(id) != nil }

        /// The record of `id` without its terms.
        func entry(_ id: Int) -> Entry? {
            guard let place = place(id) else { return nil }
            return unpacked(place)
        }

        private func unpacked(_ place: Int) -> Entry {
            let packed = entries[place]
            let relation = packed.relation
            let strength = strengths[packed.strengthIndex]
            var tag = Tag()
            if packed.marker >= 0 {
                let kind: Symbol.Kind = relation != .equal ? .slack : strength.isRequired ? .dummy : .error
                tag.marker = Symbol(packed.marker, kind)
            }
            if packed.hasOther {
                let other = packed.otherIsFar ? extras[Int32(place)]?.other ?? -1 : packed.marker + 1
                tag.other = Symbol(other, .error)
            }
            return Entry(constant: constant(of: packed, at: place), strength: strength, tag: tag, relation: relation)
        }

        /// The place of `strength` in `strengths`, added if new: found by a scan while there are few (a layout's
        /// required, 250, 750…), through `strengthPlaces` once there are more.
        private mutating func strengthPlace(_ strength: Strength) -> UInt32 {
            if strength.isRequired { return 0 }
            if strengths.count <= Self.scannedStrengths {
                for place in 1..<strengths.count where strengths[place] == strength { return UInt32(place) }
            } else if let place = strengthPlaces[strength.weight] {
                return place
            }
            let place = UInt32(strengths.count)
            precondition(place < 1 << (32 - Packed.strengthShift), "too many strengths for the constraint records")
            strengths.append(strength)
            if strengths.count > Self.scannedStrengths {
                if strengthPlaces.isEmpty {
                    for index in 1..<strengths.count { strengthPlaces[strengths[index].weight] = UInt32(index) }
                } else {
                    strengthPlaces[strength.weight] = place
                }
            }
            return place
        }

        /// Up to this many strengths are scanned, and more are found through a dictionary (callgrind: the first
        /// use of the dictionary's type in a process cost 380 000 instructions, a fifth of hiding one arranged
        /// view when that came first).
        private static let scannedStrengths = 16

        /// `constraint`'s record at `place`, a free or new one; a second symbol not next to the marker goes to
        /// `extras`.
        private mutating func pack(_ constraint: Constraint, tag: Tag, at place: Int) -> Packed {
            var info =
                UInt32(constraint.relation.rawValue + 1) | strengthPlace(constraint.strength) << Packed.strengthShift
            if tag.other.isValid {
                info |= 4
                if tag.other.id != tag.marker.id &+ 1 || !tag.marker.isValid {
                    info |= 8
                    updateExtras(at: place) { $0.other = tag.other.id }
                }
            }
            var packed = Packed(narrowConstant: 0, marker: tag.marker.isValid ? tag.marker.id : -1, info: info)
            store(constraint.expression.constant, in: &packed, at: place)
            return packed
        }

        /// Changes the extras of the record at `place`, forgetting them once they hold nothing.
        private mutating func updateExtras(at place: Int, _ change: (inout Extras) -> Void) {
            let key = Int32(place)
            var value = extras[key] ?? Extras()
            change(&value)
            extras[key] = value.other == nil && value.constant == nil ? nil : value
        }

        /// Forgets the extras of `packed`, the record at `place`, before the place is freed or filled again.
        @inline(__always) private mutating func dropExtras(of packed: Packed, at place: Int) {
            if packed.otherIsFar || packed.constantIsWide { extras[Int32(place)] = nil }
        }

        /// The constant of `packed`, the record at `place`.
        @inline(__always) private func constant(of packed: Packed, at place: Int) -> Double {
            packed.constantIsWide ? extras[Int32(place)]?.constant ?? 0 : Double(packed.narrowConstant)
        }

        /// Writes `constant` into `packed`, the record at `place`: in it when a `Float` holds it exactly, else in
        /// `extras` (and one left there by an earlier constant is dropped).
        private mutating func store(_ constant: Double, in packed: inout Packed, at place: Int) {
            if let narrow = Float(exactly: constant) {
                if packed.constantIsWide { updateExtras(at: place) { $0.constant = nil } }
                packed.narrowConstant = narrow
                packed.info &= ~Packed.wideBit
            } else {
                updateExtras(at: place) { $0.constant = constant }
                packed.narrowConstant = 0
                packed.info |= Packed.wideBit
            }
        }

        /// The constraint with this id as added, its constant as last set; nil when it is not in the
        /// table or the table does not keep terms.
        func constraint(_ id: Int) -> Constraint? {
            guard keepsTerms, let place = place(id) else { return nil }
            return constraint(id, at: place)
        }

        private func constraint(_ id: Int, at place: Int) -> Constraint {
            let entry = unpacked(place)
            var termsOfEntry: [Term] = []
            if keepsTerms {
                let range = termRanges[place]
                termsOfEntry = Array(terms[Int(range.start)..<Int(range.start + range.count)])
            }
            return Constraint(
                id: id, Expression(termsOfEntry, constant: entry.constant), entry.relation, strength: entry.strength)
        }

        /// The constraint (without terms when the table keeps none) and its tag.
        subscript(id: Int) -> ConstraintRecord? {
            guard let place = place(id) else { return nil }
            return ConstraintRecord(constraint: constraint(id, at: place), tag: unpacked(place).tag)
        }

        /// Adds the record of `constraint`, or replaces the one with its id.
        mutating func insert(_ constraint: Constraint, tag: Tag) {
            let expression = constraint.expression
            let range = TermRange(start: Int32(terms.count), count: Int32(expression.terms.count))
            if keepsTerms { terms.append(contentsOf: expression.terms) }
            if let place = place(constraint.id) {
                dropExtras(of: entries[place], at: place)
                entries[place] = pack(constraint, tag: tag, at: place)
                if keepsTerms {
                    garbage += Int(termRanges[place].count)
                    termRanges[place] = range
                    compactIfSparse()
                }
                return
            }
            let place: Int
            if freeHead >= 0 {
                place = Int(freeHead)
                freeHead = Int32(bitPattern: entries[place].info)
                freeCount -= 1
                entries[place] = pack(constraint, tag: tag, at: place)
                if keepsTerms { termRanges[place] = range }
            } else {
                place = entries.count
                entries.append(pack(constraint, tag: tag, at: place))
                if keepsTerms { termRanges.append(range) }
            }
            count += 1
            setPlace(constraint.id, Int32(place + 1))
        }

        /// Gives the record of `id` the id `newID` (which no record has).
        mutating func rename(_ id: Int, to newID: Int) {
            guard let place = place(id) else { return }
            precondition(!contains(newID), "a constraint with this id is present")
            setPlace(id, 0)
            setPlace(newID, Int32(place + 1))
        }

        mutating func setConstant(_ constant: Double, of id: Int) {
            guard let place = place(id) else { return }
            var packed = entries[place]
            store(constant, in: &packed, at: place)
            entries[place] = packed
        }

        /// Removes the record of `id`; its place is the next one filled.
        mutating func removeValue(forKey id: Int) -> Entry? {
            guard let place = place(id) else { return nil }
            let entry = unpacked(place)
            setPlace(id, 0)
            dropExtras(of: entries[place], at: place)
            entries[place] = Packed(narrowConstant: 0, marker: Int32.min, info: UInt32(bitPattern: freeHead))
            freeHead = Int32(place)
            freeCount += 1
            count -= 1
            if keepsTerms {
                garbage += Int(termRanges[place].count)
                termRanges[place].count = 0
                compactIfSparse()
            }
            return entry
        }

        /// Drops the terms of removed records once they are the larger part of `terms`.
        private mutating func compactIfSparse() {
            guard garbage > 64 && 2 * garbage > terms.count else { return }
            var kept = ContiguousArray<Term>()
            kept.reserveCapacity(terms.count - garbage)
            for i in termRanges.indices {
                let range = termRanges[i]
                termRanges[i].start = Int32(kept.count)
                kept.append(contentsOf: terms[Int(range.start)..<Int(range.start + range.count)])
            }
            terms = kept
            garbage = 0
        }

        /// Every live record with its id, in no particular order.
        var identifiedEntries: [(id: Int, entry: Entry)] {
            var all: [(id: Int, entry: Entry)] = []
            all.reserveCapacity(count)
            for (index, value) in positive.enumerated() where value != 0 {
                all.append((index, unpacked(Int(value) - 1)))
            }
            for (index, value) in negative.enumerated() where value != 0 {
                all.append((-1 - index, unpacked(Int(value) - 1)))
            }
            for (id, place) in sparse ?? [:] { all.append((id, unpacked(Int(place)))) }
            return all
        }

        var ids: [Int] { identifiedEntries.map(\.id) }

        /// The places the records take (live and free), for tests of their reuse.
        var places: Int { entries.count }
    }
}
