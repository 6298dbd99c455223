/// A binary min-heap of symbol ids: the objective's candidates for entering the basis.
///
/// kiwi scans the whole objective row for a negative coefficient before every pivot; the heap
/// hands out the lowest such id (kiwi's choice, Bland's rule) without the scan. Entries are lazy:
/// an id stays until it reaches the top and no longer qualifies.
struct SymbolHeap: Sendable {
    private(set) var storage: ContiguousArray<Int32> = []

    init() {}

    /// A heap of the given ids (heapified in linear time).
    init(_ ids: ContiguousArray<Int32>) {
        storage = ids
        var parent = storage.count / 2 - 1
        while parent >= 0 {
            siftDown(parent)
            parent -= 1
        }
    }

    var min: Int32? { storage.first }
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }

    func contains(_ id: Int32) -> Bool { storage.contains(id) }

    mutating func push(_ id: Int32) {
        storage.append(id)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if storage[parent] <= storage[child] { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() {
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
            if storage[parent] <= storage[smallest] { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }

    mutating func removeAll() { storage.removeAll() }
}
