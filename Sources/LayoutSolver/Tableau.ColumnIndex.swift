extension Tableau {
    /// For each symbol, the basic symbols whose rows may contain it, in the order they were added:
    /// one linked list per symbol, all in one pool of nodes, with freed nodes reused.
    ///
    /// An array per symbol cost a heap block for nearly every symbol (a 32-byte header plus
    /// malloc's own for two or three 4-byte entries): about 330 bytes per view of the settings chain
    /// at 5 000 views, 8.5 blocks per view (dhat, issue 17). Here an entry costs 8 bytes and a
    /// symbol 12. Columns are short and read whole, so walking a list costs about what an array did.
    struct ColumnIndex: Sendable {
        struct Node: Sendable {
            var basic: Int32
            var next: Int32
        }

        struct Ends: Sendable {
            var head: Int32 = -1
            var tail: Int32 = -1
            var count: Int32 = 0
        }

        private(set) var nodes: ContiguousArray<Node> = []
        /// One array for the three per-symbol fields: every copy of the solver retains each array
        /// it holds (three arrays here cost 1.5 % more instructions on a rotation, callgrind).
        private var ends: ContiguousArray<Ends> = []
        /// The first free node, the others linked through `next`; -1 when none is free.
        private var free: Int32 = -1

        var symbolCount: Int { ends.count }

        mutating func reserveCapacity(symbols count: Int) {
            ends.reserveCapacity(count)
        }

        mutating func addSymbol() {
            ends.append(Ends())
        }

        @inline(__always) func count(_ symbol: Int) -> Int { Int(ends[symbol].count) }

        @inline(__always) func isEmpty(_ symbol: Int) -> Bool { ends[symbol].count == 0 }

        /// The first node of `symbol`'s column, -1 when it is empty; walk on with `next`.
        @inline(__always) func first(_ symbol: Int) -> Int32 { ends[symbol].head }

        @inline(__always) func basic(_ node: Int32) -> Int32 { nodes[Int(node)].basic }

        @inline(__always) func next(_ node: Int32) -> Int32 { nodes[Int(node)].next }

        mutating func append(_ symbol: Int, _ basic: Int32) {
            let node: Int32
            if free >= 0 {
                node = free
                free = nodes[Int(node)].next
                nodes[Int(node)] = Node(basic: basic, next: -1)
            } else {
                node = Int32(nodes.count)
                nodes.append(Node(basic: basic, next: -1))
            }
            link(symbol, node)
        }

        /// Puts `node` (taken from a detached column) back at the end of `symbol`'s column.
        @inline(__always) mutating func link(_ symbol: Int, _ node: Int32) {
            nodes[Int(node)].next = -1
            let tail = ends[symbol].tail
            if tail >= 0 { nodes[Int(tail)].next = node } else { ends[symbol].head = node }
            ends[symbol].tail = node
            ends[symbol].count += 1
        }

        /// Empties `symbol`'s column and returns its first node: the nodes stay linked, to be walked
        /// and then linked back one by one (`link`) or released (`release`).
        mutating func detach(_ symbol: Int) -> Int32 {
            let head = ends[symbol].head
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
        subscript(symbol: Int) -> Column { Column(nodes: nodes, head: ends[symbol].head) }

        struct Column: Sequence {
            let nodes: ContiguousArray<Node>
            let head: Int32

            struct Iterator: IteratorProtocol {
                let nodes: ContiguousArray<Node>
                var node: Int32

                @inline(__always) mutating func next() -> Int32? {
                    guard node >= 0 else { return nil }
                    let current = nodes[Int(node)]
                    node = current.next
                    return current.basic
                }
            }

            func makeIterator() -> Iterator { Iterator(nodes: nodes, node: head) }
        }
    }
}
