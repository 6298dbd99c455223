extension Tableau {
    /// For each symbol, the basic symbols whose rows may contain it, in the order they were added:
    /// one linked list per symbol, all in one pool of nodes, with freed nodes reused.
    ///
    /// An array per symbol cost a heap block for nearly every symbol (a header plus malloc's own word
    /// around two or three 4-byte entries). Here an entry costs 8 bytes and a symbol 8. Columns are
    /// short and read whole, so walking a list costs about what an array did.
    struct ColumnIndex: Sendable {
        struct Node: Sendable {
            var basic: Int32
            var next: Int32
        }

        /// A column is a circle of nodes reached through its last one (the first is the last's
        /// `next`), so that a symbol needs no `head` beside its `tail`; its length and its limit share
        /// one word, rather than a third field here and a table of limits.
        struct Ends: Sendable {
            var tail: Int32 = -1
            /// The length in the low `countBits` bits; above them `s`, for a limit of `minimumLimit << s`.
            var bits: UInt32 = 0

            static let countBits: UInt32 = 27
            static let countMask: UInt32 = 1 << countBits - 1

            @inline(__always) var count: Int32 { Int32(bitPattern: bits & Self.countMask) }
            @inline(__always) var limit: Int32 { ColumnIndex.minimumLimit << Int32(bitPattern: bits >> Self.countBits) }
        }

        private(set) var nodes: ContiguousArray<Node> = []
        /// One array for the per-symbol fields: every copy of the solver retains each array it
        /// holds (three arrays here made a rotation measurably slower).
        private var ends: ContiguousArray<Ends> = []
        /// The first free node, the others linked through `next`; -1 when none is free.
        private var free: Int32 = -1

        /// Columns of at most this many entries are never compacted for their length.
        static let minimumLimit: Int32 = 16

        var symbolCount: Int { ends.count }

        mutating func reserveCapacity(symbols count: Int) {
            ends.grow(toHold: count)
        }

        /// The symbols `ends` has room for.
        var symbolCapacity: Int { ends.capacity }

        /// Room for `count` more entries.
        mutating func reserveNodes(_ count: Int) {
            nodes.grow(toHold: nodes.count + count)
        }

        mutating func addSymbol() {
            ends.append(Ends())
        }

        @inline(__always) func count(_ symbol: Int) -> Int { Int(ends[symbol].count) }

        @inline(__always) func isEmpty(_ symbol: Int) -> Bool { ends[symbol].count == 0 }

        @inline(__always) func basic(_ node: Int32) -> Int32 { nodes[Int(node)].basic }

        /// The node after `node` in a detached column (-1 after its last), or in the free pool.
        @inline(__always) func next(_ node: Int32) -> Int32 { nodes[Int(node)].next }

        /// Whether `symbol`'s column holds more entries than its limit, stale entries included.
        @inline(__always) func isOverfull(_ symbol: Int) -> Bool { ends[symbol].count > ends[symbol].limit }

        /// The length past which `symbol`'s column is compacted (see `isOverfull`).
        func limit(_ symbol: Int) -> Int { Int(ends[symbol].limit) }

        /// Sets `symbol`'s limit to twice its length rounded up to a power of two (at least
        /// `minimumLimit`), after a compaction left only live entries: the next compaction comes after
        /// at least as many appends as it reads entries. An emptied column (`detach`) is at the minimum.
        mutating func resetLimit(_ symbol: Int) {
            let twice = 2 * UInt32(ends[symbol].count)
            var shift: UInt32 = 0
            if twice > UInt32(Self.minimumLimit) {
                shift = UInt32(UInt32.bitWidth - (twice - 1).leadingZeroBitCount) - 4
            }
            ends[symbol].bits = ends[symbol].bits & Ends.countMask | shift << Ends.countBits
        }

        /// Adds `basic` at the end of `symbol`'s column; true when this makes the column overfull.
        @discardableResult
        mutating func append(_ symbol: Int, _ basic: Int32) -> Bool {
            let node: Int32
            if free >= 0 {
                node = free
                free = nodes[Int(node)].next
                nodes[Int(node)] = Node(basic: basic, next: -1)
            } else {
                node = Int32(nodes.count)
                // A quarter more at a time rather than twice: the pool is the second largest store of a
                // nested stack grid, and doubling left up to half of it unused.
                if nodes.count == nodes.capacity { nodes.reserveCapacity(nodes.count + nodes.count / 4 + 16) }
                nodes.append(Node(basic: basic, next: -1))
            }
            link(symbol, node)
            return ends[symbol].count == ends[symbol].limit + 1
        }

        /// Renames an entry `from` of `symbol`'s column to `to`, if one of them is `from` and the column is no
        /// longer than `minimumLimit` (a longer one is compacted anyway, and walking it would cost more); false
        /// otherwise.
        @inline(__always) mutating func renameInShortColumn(_ symbol: Int, from: Int32, to: Int32) -> Bool {
            let tail = ends[symbol].tail
            guard tail >= 0, ends[symbol].count <= Self.minimumLimit else { return false }
            var node = tail
            repeat {
                node = nodes[Int(node)].next
                if nodes[Int(node)].basic == from {
                    nodes[Int(node)].basic = to
                    return true
                }
            } while node != tail
            return false
        }

        /// Takes an entry `basic` out of `symbol`'s column, if one of them is `basic` and the column is no longer
        /// than `minimumLimit` (see `renameInShortColumn`).
        @inline(__always) mutating func removeInShortColumn(_ symbol: Int, _ basic: Int32) {
            var end = ends[symbol]
            guard end.tail >= 0, end.count <= Self.minimumLimit else { return }
            let tail = end.tail
            let removed: Int32? = nodes.withUnsafeMutableBufferPointer { nodes in
                var previous = tail
                repeat {
                    let node = nodes[Int(previous)].next
                    if nodes[Int(node)].basic == basic {
                        if node == previous {
                            end.tail = -1
                        } else {
                            nodes[Int(previous)].next = nodes[Int(node)].next
                            if node == tail { end.tail = previous }
                        }
                        nodes[Int(node)].next = free
                        return node
                    }
                    previous = node
                } while previous != tail
                return nil
            }
            guard let removed else { return }
            free = removed
            end.bits -= 1
            ends[symbol] = end
        }

        /// Puts `node` (taken from a detached column) back at the end of `symbol`'s column.
        @inline(__always) mutating func link(_ symbol: Int, _ node: Int32) {
            let tail = ends[symbol].tail
            if tail >= 0 {
                nodes[Int(node)].next = nodes[Int(tail)].next
                nodes[Int(tail)].next = node
            } else {
                nodes[Int(node)].next = node
            }
            ends[symbol].tail = node
            precondition(ends[symbol].bits & Ends.countMask != Ends.countMask, "a column of 2^27 entries")
            ends[symbol].bits += 1
        }

        /// Empties `symbol`'s column and returns its first node (-1 if it was empty): the nodes stay
        /// linked, the last one's `next` -1, to be walked and then linked back one by one (`link`) or
        /// released (`release`).
        mutating func detach(_ symbol: Int) -> Int32 {
            let tail = ends[symbol].tail
            guard tail >= 0 else { return -1 }
            let head = nodes[Int(tail)].next
            nodes[Int(tail)].next = -1
            ends[symbol] = Ends()
            return head
        }

        /// Returns one node of a detached column to the pool.
        @inline(__always) mutating func release(_ node: Int32) {
            nodes[Int(node)].next = free
            free = node
        }

        /// Returns every node of a detached column from `head` on to the pool.
        mutating func releaseAll(from head: Int32) {
            var node = head
            while node >= 0 {
                let next = nodes[Int(node)].next
                release(node)
                node = next
            }
        }

        mutating func removeAll(_ symbol: Int) {
            releaseAll(from: detach(symbol))
        }

        /// The column of `symbol` as a sequence, for walks that change no column meanwhile (a
        /// change would copy the whole pool).
        subscript(symbol: Int) -> Column { Column(nodes: nodes, tail: ends[symbol].tail) }

        struct Column: Sequence {
            let nodes: ContiguousArray<Node>
            let tail: Int32

            struct Iterator: IteratorProtocol {
                let nodes: ContiguousArray<Node>
                let tail: Int32
                var node: Int32

                @inline(__always) mutating func next() -> Int32? {
                    guard node >= 0 else { return nil }
                    let current = nodes[Int(node)]
                    node = node == tail ? -1 : current.next
                    return current.basic
                }
            }

            func makeIterator() -> Iterator {
                Iterator(nodes: nodes, tail: tail, node: tail >= 0 ? nodes[Int(tail)].next : -1)
            }
        }
    }
}
