/// A binary min-heap of `(coefficient, symbol id)` pairs: the objective's candidates for Dantzig's
/// rule, most negative coefficient first, ties to the lowest id.
///
/// Entries are lazy: `addToObjective` pushes a pair whenever a coefficient becomes a new negative
/// value, and a pair whose coefficient has changed since is dropped when it reaches the top. This
/// makes each choice of an entering symbol a logarithm, where scanning the candidates cost one pass
/// over them per pivot.
struct SteepestHeap: Sendable {
    struct Entry: Sendable {
        var value: Double
        var id: Int32

        @inline(__always) static func precedes(_ a: Entry, _ b: Entry) -> Bool {
            a.value < b.value || (a.value == b.value && a.id < b.id)
        }
    }

    private(set) var storage: ContiguousArray<Entry> = []

    init() {}

    /// A heap of the given entries (heapified in linear time).
    init(_ entries: ContiguousArray<Entry>) {
        storage = entries
        var parent = storage.count / 2 - 1
        while parent >= 0 {
            siftDown(parent)
            parent -= 1
        }
    }

    var top: Entry? { storage.first }
    var count: Int { storage.count }

    mutating func push(_ value: Double, _ id: Int32) {
        storage.append(Entry(value: value, id: id))
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if !Entry.precedes(storage[child], storage[parent]) { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popTop() {
        let last = storage.removeLast()
        if storage.isEmpty { return }
        storage[0] = last
        siftDown(0)
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = storage.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            var first = left
            if left + 1 < count && Entry.precedes(storage[left + 1], storage[left]) { first = left + 1 }
            if !Entry.precedes(storage[first], storage[parent]) { break }
            storage.swapAt(parent, first)
            parent = first
        }
    }
}
