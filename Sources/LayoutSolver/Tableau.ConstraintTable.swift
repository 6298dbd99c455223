extension Tableau {
    /// The constraint records by constraint id: 12-byte records at their ids in two arrays where ids are dense
    /// (0, 1, 2… and −1, −2, −3…, a free slot marked), in a dictionary for the others; the terms of every record
    /// in one more array, and only when the solver keeps them (`keepsTerms`).
    ///
    /// A dictionary of records cost much of a layout's memory (a wide record and its key per bucket, at most
    /// three quarters full, doubled in steps). The layout engine numbers its constraints 1, 2, 3… and the
    /// user's −1, −2, −3… (and renames them as it compacts its own table), so a record sits at its id: tables
    /// of places beside an array of records took a field more per constraint. Any other id still works.
    ///
    /// The tableau itself never reads a constraint's terms once its row is made: removing it, changing
    /// its constant and reading values need its tag, relation, strength and constant alone. The terms
    /// are kept only to give the constraint back (`constraint(_:)`, the dump). A client that keeps its
    /// own constraints (the layout engine: its `NSLayoutConstraint`s and what it generated from) makes
    /// its solver without them: they were about a tenth of a settings chain's memory.
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
        /// thirds times three do), else it is kept in `extras` too. 12 bytes, where an id, a strength and two
        /// symbols side by side took four times as much.
        struct Packed: Sendable {
            /// The constant, when `info`'s wide bit is clear.
            var narrowConstant: Float
            /// The marker's symbol id (−1: none); `Int32.min` marks a free slot (`free`).
            var marker: Int32
            /// Bits 0–1 the relation + 1, bit 2 whether there is a second symbol, bit 3 whether its id is
            /// in `extras`, bit 4 whether the constant is in `extras`, bits 5… the strength's place in
            /// `strengths`.
            var info: UInt32

            /// What a slot of the dense arrays without a record holds.
            static let free = Packed(narrowConstant: 0, marker: Int32.min, info: 0)

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
            var start: Int32 = 0
            var count: Int32 = 0
        }

        /// A record whose id has no slot in the dense arrays.
        private struct SparseRecord: Sendable {
            var packed: Packed
            var terms: TermRange
        }

        /// Where the record of an id is, or would be.
        private enum Slot {
            case positive(Int)
            case negative(Int)
            case sparse
        }

        /// Whether the records keep their terms (see the type's comment).
        let keepsTerms: Bool
        /// The record of id `i >= 0` at `positive[i]`, of id `-1 - i` at `negative[i]`; a slot without one is
        /// `Packed.free`. Ids past what the arrays may grow to are in `sparse`.
        private var positive: ContiguousArray<Packed> = []
        private var negative: ContiguousArray<Packed> = []
        private var sparse: [Int: SparseRecord]?
        /// The terms of each record in `positive` and `negative`, at the same index, when `keepsTerms`.
        private var positiveTerms: ContiguousArray<TermRange> = []
        private var negativeTerms: ContiguousArray<TermRange> = []
        /// Every strength a record has had, each once; place 0 is `required`. Layouts use a few dozen.
        private var strengths: ContiguousArray<Strength> = [.required]
        /// The places of `strengths` by weight, once there are more than `scannedStrengths`.
        private var strengthPlaces: [Double: UInt32] = [:]
        /// What a record keeps beside it (`Packed`'s bits 3 and 4 say which): a second symbol that is not the
        /// marker's + 1, a constant that no `Float` holds. One dictionary for both, by id: the solver is copied
        /// whole on some changes, and each stored reference costs a retain and a release there.
        struct Extras: Sendable {
            var other: Int32?
            var constant: Double?
        }
        private var extras: [Int: Extras] = [:]
        /// The live records.
        private(set) var count = 0
        /// The terms of every record in turn. A removed record leaves its terms behind until they are
        /// more than half of the array, and then the array is compacted.
        private var terms: ContiguousArray<Term> = []
        private var garbage = 0

        init(keepsTerms: Bool = true) {
            self.keepsTerms = keepsTerms
        }

        /// Room for the terms of `count` records in all, at two terms each (a layout constraint has one or
        /// two); the records themselves take the room of their ids (`reserveIDs(_:)`).
        mutating func reserveCapacity(_ count: Int) {
            let added = count - self.count
            guard added > 0, keepsTerms else { return }
            terms.reserveCapacity(terms.count - garbage + 2 * added)
        }

        /// Room in the dense arrays for the ids `range` (the part of it that fits them), so that a client
        /// numbering its constraints densely grows them once instead of doubling them.
        mutating func reserveIDs(_ range: ClosedRange<Int>) {
            let limit = denseLimit(adding: range.count)
            if range.upperBound >= 0 {
                let room = Swift.min(range.upperBound + 1, limit)
                positive.reserveCapacity(room)
                if keepsTerms { positiveTerms.reserveCapacity(room) }
            }
            if range.lowerBound < 0, range.lowerBound != Int.min {
                let room = Swift.min(-range.lowerBound, limit)
                negative.reserveCapacity(room)
                if keepsTerms { negativeTerms.reserveCapacity(room) }
            }
        }

        /// How long a dense array may grow with `added` more records: four slots a record (and a thousand to
        /// start), so that sparse ids cannot make the arrays outgrow the records.
        private func denseLimit(adding added: Int) -> Int { 4 * (count + added) + 1024 }

        /// The slot of `id` in a dense array when it has one or may grow to one, else `sparse`.
        @inline(__always) private func slot(_ id: Int, growing: Bool = false) -> Slot {
            if id >= 0 {
                if id < positive.count || growing && id < denseLimit(adding: 1) { return .positive(id) }
            } else if id != Int.min {
                let index = -1 - id
                if index < negative.count || growing && index < denseLimit(adding: 1) { return .negative(index) }
            }
            return .sparse
        }

        /// The record of `id`, or nil. An id kept in `sparse` before its dense array grew past it stays there, its
        /// dense slot free.
        @inline(__always) private func packed(_ id: Int) -> Packed? {
            switch slot(id) {
            case let .positive(index): if !positive[index].isFree { return positive[index] }
            case let .negative(index): if !negative[index].isFree { return negative[index] }
            case .sparse: break
            }
            return sparse?[id]?.packed
        }

        /// Writes the record of `id` (and its terms' range when the table keeps terms; nil keeps the record's), or
        /// frees its slot when `packed` is `Packed.free`: where it is, and a new id in its dense array when that may
        /// grow to it.
        private mutating func write(_ packed: Packed, terms range: TermRange?, for id: Int) {
            let inSparse = sparse?[id] != nil
            switch inSparse ? Slot.sparse : slot(id, growing: !packed.isFree) {
            case let .positive(index):
                Self.write(packed, range, at: index, in: &positive, &positiveTerms, keepsTerms)
            case let .negative(index):
                Self.write(packed, range, at: index, in: &negative, &negativeTerms, keepsTerms)
            case .sparse:
                if packed.isFree {
                    sparse?[id] = nil
                } else {
                    if sparse == nil { sparse = [:] }
                    sparse![id] = SparseRecord(packed: packed, terms: range ?? sparse![id]?.terms ?? TermRange())
                }
            }
        }

        /// Writes a record and its range at `index` of a dense array, growing it to `index` with free slots.
        @inline(__always) private static func write(
            _ packed: Packed, _ range: TermRange?, at index: Int, in records: inout ContiguousArray<Packed>,
            _ ranges: inout ContiguousArray<TermRange>, _ keepsTerms: Bool
        ) {
            if index < records.count {
                records[index] = packed
                if keepsTerms, let range { ranges[index] = range }
                return
            }
            if index > records.count {
                records.append(contentsOf: repeatElement(Packed.free, count: index - records.count))
                if keepsTerms { ranges.append(contentsOf: repeatElement(TermRange(), count: index - ranges.count)) }
            }
            records.append(packed)
            if keepsTerms { ranges.append(range ?? TermRange()) }
        }

        /// The range of the terms of `id`'s record (empty when the table keeps none).
        private func termRange(_ id: Int) -> TermRange {
            guard keepsTerms else { return TermRange() }
            switch slot(id) {
            case let .positive(index): if !positive[index].isFree { return positiveTerms[index] }
            case let .negative(index): if !negative[index].isFree { return negativeTerms[index] }
            case .sparse: break
            }
            return sparse?[id]?.terms ?? TermRange()
        }

        @inline(__always) func contains(_ id: Int) -> Bool { packed(id) != nil }

        /// The record of `id` without its terms.
        func entry(_ id: Int) -> Entry? {
            guard let packed = packed(id) else { return nil }
            return unpacked(packed, id)
        }

        private func unpacked(_ packed: Packed, _ id: Int) -> Entry {
            let relation = packed.relation
            let strength = strengths[packed.strengthIndex]
            var tag = Tag()
            if packed.marker >= 0 {
                let kind: Symbol.Kind = relation != .equal ? .slack : strength.isRequired ? .dummy : .error
                tag.marker = Symbol(packed.marker, kind)
            }
            if packed.hasOther {
                let other = packed.otherIsFar ? extras[id]?.other ?? -1 : packed.marker + 1
                tag.other = Symbol(other, .error)
            }
            return Entry(constant: constant(of: packed, id), strength: strength, tag: tag, relation: relation)
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

        /// Up to this many strengths are scanned, and more are found through a dictionary: the first use of the
        /// dictionary's type in a process is costly (its metadata is made then), and most layouts never need it.
        private static let scannedStrengths = 16

        /// The record of `constraint`; a second symbol not next to the marker goes to `extras`.
        private mutating func pack(_ constraint: Constraint, tag: Tag) -> Packed {
            let id = constraint.id
            var info =
                UInt32(constraint.relation.rawValue + 1) | strengthPlace(constraint.strength) << Packed.strengthShift
            if tag.other.isValid {
                info |= 4
                if tag.other.id != tag.marker.id &+ 1 || !tag.marker.isValid {
                    info |= 8
                    updateExtras(of: id) { $0.other = tag.other.id }
                }
            }
            var packed = Packed(narrowConstant: 0, marker: tag.marker.isValid ? tag.marker.id : -1, info: info)
            store(constraint.expression.constant, in: &packed, id)
            return packed
        }

        /// Changes the extras of the record of `id`, forgetting them once they hold nothing.
        private mutating func updateExtras(of id: Int, _ change: (inout Extras) -> Void) {
            var value = extras[id] ?? Extras()
            change(&value)
            extras[id] = value.other == nil && value.constant == nil ? nil : value
        }

        /// Forgets the extras of `packed`, the record of `id`, before it is removed or replaced.
        @inline(__always) private mutating func dropExtras(of packed: Packed, _ id: Int) {
            if packed.otherIsFar || packed.constantIsWide { extras[id] = nil }
        }

        /// The constant of `packed`, the record of `id`.
        @inline(__always) private func constant(of packed: Packed, _ id: Int) -> Double {
            packed.constantIsWide ? extras[id]?.constant ?? 0 : Double(packed.narrowConstant)
        }

        /// Writes `constant` into `packed`, the record of `id`: in it when a `Float` holds it exactly, else in
        /// `extras` (and one left there by an earlier constant is dropped).
        private mutating func store(_ constant: Double, in packed: inout Packed, _ id: Int) {
            if let narrow = Float(exactly: constant) {
                if packed.constantIsWide { updateExtras(of: id) { $0.constant = nil } }
                packed.narrowConstant = narrow
                packed.info &= ~Packed.wideBit
            } else {
                updateExtras(of: id) { $0.constant = constant }
                packed.narrowConstant = 0
                packed.info |= Packed.wideBit
            }
        }

        /// The constraint with this id as added, its constant as last set; nil when it is not in the
        /// table or the table does not keep terms.
        func constraint(_ id: Int) -> Constraint? {
            guard keepsTerms, let packed = packed(id) else { return nil }
            return constraint(id, packed)
        }

        private func constraint(_ id: Int, _ packed: Packed) -> Constraint {
            let entry = unpacked(packed, id)
            var termsOfEntry: [Term] = []
            if keepsTerms {
                let range = termRange(id)
                termsOfEntry = Array(terms[Int(range.start)..<Int(range.start + range.count)])
            }
            return Constraint(
                id: id, Expression(termsOfEntry, constant: entry.constant), entry.relation, strength: entry.strength)
        }

        /// The constraint (without terms when the table keeps none) and its tag.
        subscript(id: Int) -> ConstraintRecord? {
            guard let packed = packed(id) else { return nil }
            return ConstraintRecord(constraint: constraint(id, packed), tag: unpacked(packed, id).tag)
        }

        /// Adds the record of `constraint`, or replaces the one with its id.
        mutating func insert(_ constraint: Constraint, tag: Tag) {
            let id = constraint.id
            let expression = constraint.expression
            let range = TermRange(start: Int32(terms.count), count: Int32(expression.terms.count))
            if keepsTerms { terms.append(contentsOf: expression.terms) }
            guard let old = packed(id) else {
                count += 1
                write(pack(constraint, tag: tag), terms: range, for: id)
                return
            }
            dropExtras(of: old, id)
            if keepsTerms { garbage += Int(termRange(id).count) }
            write(pack(constraint, tag: tag), terms: range, for: id)
            if keepsTerms { compactIfSparse() }
        }

        /// Gives the record of `id` the id `newID` (which no record has).
        mutating func rename(_ id: Int, to newID: Int) {
            guard let packed = packed(id) else { return }
            precondition(!contains(newID), "a constraint with this id is present")
            let range = termRange(id)
            if packed.otherIsFar || packed.constantIsWide { extras[newID] = extras.removeValue(forKey: id) }
            write(.free, terms: TermRange(), for: id)
            write(packed, terms: range, for: newID)
        }

        mutating func setConstant(_ constant: Double, of id: Int) {
            guard var packed = packed(id) else { return }
            store(constant, in: &packed, id)
            write(packed, terms: nil, for: id)
        }

        /// Removes the record of `id`.
        mutating func removeValue(forKey id: Int) -> Entry? {
            guard let packed = packed(id) else { return nil }
            let entry = unpacked(packed, id)
            if keepsTerms { garbage += Int(termRange(id).count) }
            dropExtras(of: packed, id)
            write(.free, terms: TermRange(), for: id)
            count -= 1
            if keepsTerms { compactIfSparse() }
            return entry
        }

        /// Drops the terms of removed records once they are the larger part of `terms`.
        private mutating func compactIfSparse() {
            guard garbage > 64 && 2 * garbage > terms.count else { return }
            var kept = ContiguousArray<Term>()
            kept.reserveCapacity(terms.count - garbage)
            func move(_ range: inout TermRange) {
                let start = Int(range.start)
                range.start = Int32(kept.count)
                kept.append(contentsOf: terms[start..<start + Int(range.count)])
            }
            for index in positiveTerms.indices where !positive[index].isFree { move(&positiveTerms[index]) }
            for index in negativeTerms.indices where !negative[index].isFree { move(&negativeTerms[index]) }
            sparse = sparse?.mapValues { record in
                var moved = record
                move(&moved.terms)
                return moved
            }
            terms = kept
            garbage = 0
        }

        /// Every live record with its id, in no particular order.
        var identifiedEntries: [(id: Int, entry: Entry)] {
            var all: [(id: Int, entry: Entry)] = []
            all.reserveCapacity(count)
            for (index, packed) in positive.enumerated() where !packed.isFree {
                all.append((index, unpacked(packed, index)))
            }
            for (index, packed) in negative.enumerated() where !packed.isFree {
                all.append((-1 - index, unpacked(packed, -1 - index)))
            }
            for (id, record) in sparse ?? [:] { all.append((id, unpacked(record.packed, id))) }
            return all
        }

        var ids: [Int] { identifiedEntries.map(\.id) }

        /// The slots of the dense arrays, with and without a record, and the records outside them: what the
        /// records take, for tests of it.
        var slots: (dense: Int, sparse: Int) { (positive.count + negative.count, sparse?.count ?? 0) }
    }
}
