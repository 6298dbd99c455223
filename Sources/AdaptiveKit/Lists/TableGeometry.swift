import Foundation

/// Where a table's sections, rows, headers and footers lie along its content, in one flat list of slots:
/// for each section its header, its rows, then its footer.
struct TableGeometry {
    /// One slot: a section's header or footer, or a row.
    enum Slot: Hashable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    /// Heights of every slot, with running offsets.
    var heights = RowHeights()
    /// The slot index of each section's header.
    var sectionStarts: [Int] = []
    /// Space above the first section (the table header view).
    var top: CGFloat = 0
    /// Space below the last section (the table footer view).
    var bottom: CGFloat = 0
    /// The top padding each section's header slot starts with (iOS 15 `sectionHeaderTopPadding`).
    var headerPaddings: [CGFloat] = []

    var contentHeight: CGFloat { top + heights.total + bottom }

    func headerSlot(_ section: Int) -> Int { sectionStarts[section] }
    func rowSlot(_ indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }
    func footerSlot(_ section: Int) -> Int {
        section + 1 < sectionStarts.count ? sectionStarts[section + 1] - 1 : heights.count - 1
    }

    /// What a slot index holds; O(log sections).
    func slot(at index: Int) -> Slot {
        // The last section whose start is at or before `index`.
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let offset = index - sectionStarts[low]
        if offset == 0 { return .header(low) }
        if index == footerSlot(low) { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The minimum y of a slot in content coordinates.
    func minY(_ index: Int) -> CGFloat { top + heights.offset(of: index) }

    /// The rectangle of a slot at a width.
    func rect(_ index: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: minY(index), width: width, height: heights[index])
    }

    /// The index of the slot at a content y (clamped to the slots).
    func slotIndex(atY y: CGFloat) -> Int { heights.slot(at: y - top) }
}
