import LayoutSolver

/// The slots of `LayoutEngine.variableOwners` whose views a solve moved: a bit set, kept by the engine from one
/// solve to the next, that also lists which of its words are set, so that reading it back costs the slots it
/// holds and not the window's size.
///
/// A bit set of every slot made for each solve was, on a big window, an array allocated (in malloc's large bins,
/// where it consolidated the fast bins first), zeroed and scanned word by word to find the few slots set: a
/// one-constant change cost more at 20 000 views than at 1 000, nearly all the difference in that array. Kept
/// between solves, its words are allocated once and cleared one by one as they are read; the list of set words
/// is sorted, so the slots still come out in the engine's order, which is what keeps each superview's queue
/// sorted.
struct MovedSlots {
    /// One bit per slot; every word is zero between solves.
    private var words: [UInt64] = []
    /// The index of each word that is not zero, in the order it was first set.
    private var setWords: [Int32] = []

    /// Whether no slot is in the set.
    var isEmpty: Bool { setWords.isEmpty }

    /// How many words hold a slot: what `removeAll(inOrder:)` reads.
    var setWordCount: Int { setWords.count }

    /// Makes room for the slots `0..<count`, while the set is empty: once for an engine's size (the full pass
    /// after the engine grew), so that a solve that lists what moved allocates nothing; else a comparison.
    mutating func reserve(slots count: Int) {
        let needed = count / 64 + 1
        guard words.count < needed else { return }
        assert(isEmpty)
        words = [UInt64](repeating: 0, count: needed)
        setWords.reserveCapacity(needed)
    }

    /// Adds the slots of the variables below `limit`, four variables a slot (see `LayoutEngine.variableOwners`);
    /// every slot is below the count reserved.
    ///
    /// In one pass over the words' buffer: a call per slot checked that the array was unique at each write (a
    /// rotation of 1 000 views reports about a thousand moved variables). No closure from the engine either:
    /// one is main-actor isolated, and each call of it through a lazy filter checked the executor.
    mutating func insertSlots(of variables: [Variable], below limit: Int) {
        // Checked once, not per slot: a variable below `limit` is in a word below `limit / 256`.
        precondition(limit <= 256 * words.count, "slots beyond the reserved count")
        var setWords: [Int32] = []
        swap(&setWords, &self.setWords)
        words.withUnsafeMutableBufferPointer { words in
            for variable in variables where variable.id < limit {
                // A variable's id is not negative: shifts rather than signed divisions.
                let slot = UInt(bitPattern: variable.id) >> 2
                let word = Int(slot >> 6)
                if words[word] == 0 { setWords.append(Int32(truncatingIfNeeded: word)) }
                words[word] |= 1 << UInt64(slot & 63)
            }
        }
        swap(&setWords, &self.setWords)
    }

    /// Calls `body` with each slot once, lowest first, and empties the set.
    mutating func removeAll(inOrder body: (Int) -> Void) {
        if setWords.count > 1 { setWords.sort() }
        for word in setWords {
            let index = Int(word)
            var bits = words[index]
            words[index] = 0
            while bits != 0 {
                body(index * 64 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        setWords.removeAll(keepingCapacity: true)
    }
}
