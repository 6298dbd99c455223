import Foundation

/// The heights of a list's slots (section headers, rows, footers) with their running offsets.
///
/// A Fenwick tree: reading a slot's offset, changing one height and finding the slot at an offset are
/// all O(log n), so laying out the visible rows of a long table costs the same whatever its length.
struct RowHeights: Sendable {
    private(set) var heights: [CGFloat]
    private var tree: [CGFloat]

    init(_ heights: [CGFloat] = []) {
        self.heights = heights
        tree = [0] + heights
        // Linear-time construction: each node passes its sum to its parent once.
        for index in 1..<max(tree.count, 1) {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    var count: Int { heights.count }

    /// The sum of all heights.
    var total: CGFloat { offset(of: heights.count) }

    subscript(slot: Int) -> CGFloat {
        get { heights[slot] }
        set {
            let delta = newValue - heights[slot]
            guard delta != 0 else { return }
            heights[slot] = newValue
            var index = slot + 1
            while index < tree.count {
                tree[index] += delta
                index += index & -index
            }
        }
    }

    /// The sum of the heights before `slot`: where the slot starts.
    func offset(of slot: Int) -> CGFloat {
        var sum: CGFloat = 0
        var index = min(slot, heights.count)
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The slot that contains `offset` (the last slot for offsets past the end, 0 before the start).
    func slot(at offset: CGFloat) -> Int {
        guard !heights.isEmpty else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, heights.count - 1)
    }
}
