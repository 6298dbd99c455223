/// A binary min-heap: the objective's candidates for entering the basis.
///
/// kiwi scans the whole objective row for a negative coefficient before every pivot; a heap hands
/// out the next candidate without the scan. Entries are lazy: one stays until it reaches the top and
/// no longer qualifies (its symbol left the candidates, or its coefficient changed since it was pushed).
package struct MinHeap<Element: Comparable & Sendable>: Sendable {
    package private(set) var storage: ContiguousArray<Element> = []

    package init() {}

    /// A heap of the given elements (heapified in linear time).
    package init(_ elements: ContiguousArray<Element>) {
        storage = elements
        var parent = storage.count / 2 - 1
        while parent >= 0 {
            siftDown(parent)
            parent -= 1
        }
    }

    package var min: Element? { storage.first }
    package var isEmpty: Bool { storage.isEmpty }
    package var count: Int { storage.count }

    package mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if !(storage[child] < storage[parent]) { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    package mutating func popMin() {
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
            var smallest = left
            if left + 1 < count && storage[left + 1] < storage[left] { smallest = left + 1 }
            if !(storage[smallest] < storage[parent]) { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }

    package mutating func removeAll() { storage.removeAll() }
}

/// Symbol ids, lowest first: kiwi's choice of entering symbol (Bland's rule).
typealias SymbolHeap = MinHeap<Int32>

/// `(coefficient, symbol id)` pairs, most negative coefficient first, ties to the lowest id: Dantzig's
/// rule. `addToObjective` pushes a pair whenever a coefficient becomes a new negative value, so each
/// choice of an entering symbol is a logarithm where scanning the candidates was a pass per pivot.
typealias SteepestHeap = MinHeap<SteepestCandidate>

/// A symbol's objective coefficient when it was pushed onto the `SteepestHeap`.
struct SteepestCandidate: Comparable, Sendable {
    var value: Double
    var id: Int32

    @inline(__always) static func < (a: Self, b: Self) -> Bool {
        a.value < b.value || (a.value == b.value && a.id < b.id)
    }
}
