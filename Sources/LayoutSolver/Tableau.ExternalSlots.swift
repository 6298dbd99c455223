extension Tableau {
    /// Each external symbol's slot in the per-external tables (`values`, `ranks`, `slotVariables`): how many
    /// external symbols came before it. A bit per symbol and a count per 32 symbols, 0.25 bytes a symbol where a
    /// table of slots took 4 for every symbol, external or not (the dense settings chain has three symbols for
    /// each external one). A slot is the count before the symbol's block plus the bits set
    /// below it in the block.
    struct ExternalSlots: Sendable {
        struct Block: Sendable {
            /// External symbols before this block.
            var before: UInt32
            /// Bit `i` set: symbol `32 · block + i` is external.
            var bits: UInt32
        }

        private(set) var blocks: ContiguousArray<Block> = []
        private(set) var symbolCount = 0

        /// The symbols the table has room for without growing.
        var symbolCapacity: Int { blocks.capacity * 32 }

        mutating func reserveCapacity(symbols count: Int) {
            blocks.grow(toHold: (count + 31) / 32)
        }

        /// Adds a symbol after the others, external or not.
        mutating func addSymbol(external: Bool) {
            let offset = symbolCount & 31
            if offset == 0 {
                let before = blocks.last.map { $0.before + UInt32($0.bits.nonzeroBitCount) } ?? 0
                blocks.append(Block(before: before, bits: 0))
            }
            if external { blocks[blocks.count - 1].bits |= 1 &<< UInt32(offset) }
            symbolCount += 1
        }

        /// Whether `symbol` is external.
        func isExternal(_ symbol: Int) -> Bool {
            blocks[symbol &>> 5].bits & 1 &<< UInt32(symbol & 31) != 0
        }

        /// The slot of external symbol `symbol`.
        @inline(__always) subscript(symbol: Int) -> Int {
            let block = blocks[symbol &>> 5]
            let below = block.bits & (1 &<< UInt32(symbol & 31) &- 1)
            return Int(block.before) + below.nonzeroBitCount
        }
    }
}
