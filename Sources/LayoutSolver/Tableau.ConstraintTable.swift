extension Tableau {
    /// The constraint records by constraint id: 24-byte records side by side in one array (a removed
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
        /// What the table keeps of one constraint: its constant as last set, strength, relation and
        /// tag. The tag's symbol kinds follow from the relation and strength (see `makeRow`), so the
        /// record keeps the two symbol ids and the relation in 8 bytes.
        struct Entry: Sendable {
            var constant: Double
            var strength: Strength
            /// The marker's symbol id; `Int32.min` marks a free place (see `ConstraintTable.freeHead`).
            fileprivate var marker: Int32
            /// `(other's id + 1) << 2 | (relation + 1)`; in a free place, the next free place.
            fileprivate var otherAndRelation: Int32

            /// Symbol ids up to this fit the packed `other` field.
            static let symbolLimit = Int32(1 << 29 - 2)

            init(constant: Double, strength: Strength, tag: Tag, relation: Constraint.Relation) {
                precondition(tag.other.id < Self.symbolLimit, "too many symbols for a constraint record")
                self.constant = constant
                self.strength = strength
                marker = tag.marker.isValid ? tag.marker.id : -1
                otherAndRelation = (tag.other.isValid ? tag.other.id + 1 : 0) << 2 | Int32(relation.rawValue + 1)
            }

            fileprivate init(freeNext: Int32) {
                constant = 0
                strength = .required
                marker = Int32.min
                otherAndRelation = freeNext
            }

            fileprivate var isFree: Bool { marker == Int32.min }

            var relation: Constraint.Relation {
                Constraint.Relation(rawValue: Int(otherAndRelation & 3) - 1) ?? .equal
            }

            /// The tag `makeRow` made: a slack marker (with an error symbol when not required) for an
            /// inequality, a dummy for a required equality, two error symbols for an optional one.
            var tag: Tag {
                let otherID = (otherAndRelation >> 2) - 1
                let required = strength.isRequired
                let markerKind: Symbol.Kind =
                    marker < 0 ? .invalid : relation != .equal ? .slack : required ? .dummy : .error
                return Tag(
                    marker: marker < 0 ? .invalid : Symbol(marker, markerKind),
                    other: otherID < 0 ? .invalid : Symbol(otherID, .error))
            }
        }

        /// Where a record's terms are in `terms`.
        private struct TermRange: Sendable {
            var start: Int32
            var count: Int32
        }

        /// Whether the records keep their terms (see the type's comment).
        let keepsTerms: Bool
        /// The records, live and free; a free place holds the next free one.
        private var entries: ContiguousArray<Entry> = []
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
            return entries[place]
        }

        /// The constraint with this id as added, its constant as last set; nil when it is not in the
        /// table or the table does not keep terms.
        func constraint(_ id: Int) -> Constraint? {
            guard keepsTerms, let place = place(id) else { return nil }
            return constraint(id, at: place)
        }

        private func constraint(_ id: Int, at place: Int) -> Constraint {
            let entry = entries[place]
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
            return ConstraintRecord(constraint: constraint(id, at: place), tag: entries[place].tag)
        }

        /// Adds the record of `constraint`, or replaces the one with its id.
        mutating func insert(_ constraint: Constraint, tag: Tag) {
            let expression = constraint.expression
            let entry = Entry(
                constant: expression.constant, strength: constraint.strength, tag: tag, relation: constraint.relation)
            let range = TermRange(start: Int32(terms.count), count: Int32(expression.terms.count))
            if keepsTerms { terms.append(contentsOf: expression.terms) }
            if let place = place(constraint.id) {
                entries[place] = entry
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
                freeHead = entries[place].otherAndRelation
                freeCount -= 1
                entries[place] = entry
                if keepsTerms { termRanges[place] = range }
            } else {
                place = entries.count
                entries.append(entry)
                if keepsTerms { termRanges.append(range) }
            }
            count += 1
            setPlace(constraint.id, Int32(place + 1))
        }

        mutating func setConstant(_ constant: Double, of id: Int) {
            guard let place = place(id) else { return }
            entries[place].constant = constant
        }

        /// Removes the record of `id`; its place is the next one filled.
        mutating func removeValue(forKey id: Int) -> Entry? {
            guard let place = place(id) else { return nil }
            let entry = entries[place]
            setPlace(id, 0)
            entries[place] = Entry(freeNext: freeHead)
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
                all.append((index, entries[Int(value) - 1]))
            }
            for (index, value) in negative.enumerated() where value != 0 {
                all.append((-1 - index, entries[Int(value) - 1]))
            }
            for (id, place) in sparse ?? [:] { all.append((id, entries[Int(place)])) }
            return all
        }

        var ids: [Int] { identifiedEntries.map(\.id) }

        /// The places the records take (live and free), for tests of their reuse.
        var places: Int { entries.count }
    }
}
