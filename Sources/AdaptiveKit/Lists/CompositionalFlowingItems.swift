import Foundation

/// The items of a compositional section whose widths are estimated: each item as wide as its cell fitted
/// (its estimate until then), so groups no longer share one size.
///
/// A horizontal group of estimated-width items holds as many as fit its width, the next item starting the
/// next group (a tag cloud). A group as tall as an estimate is as tall as its tallest item. In an orthogonal
/// section the groups follow each other sideways: a group whose width is estimated holds its subitems once and is
/// as wide as they are, a group of fixed width holds as many as fit it; the section is as tall as its tallest group.
@MainActor
struct CompositionalFlowingItems {
    /// Each item's frame relative to the section's origin, in item order (groups follow each other).
    private(set) var frames: [CGRect] = []
    /// Where each group starts along the section (sideways in an orthogonal section), then where the last one ends.
    private(set) var groupStarts: [CGFloat] = []
    /// The first item of each group.
    private(set) var groupFirstItems: [Int] = []
    /// Each group's width (its extent sideways).
    private(set) var groupWidths: [CGFloat] = []
    /// The section's extent below its top inset: every group's height and the spacing between groups (in an
    /// orthogonal section, its tallest group's height).
    private(set) var height: CGFloat = 0
    /// An orthogonal section's extent sideways: every group's width and the spacing between groups.
    private(set) var width: CGFloat = 0
    /// Whether the groups follow each other sideways (an orthogonal section).
    let isOrthogonal: Bool
    /// The axes the section's cells fit along.
    let axes: SelfSizingAxes
    /// The widest a cell may be: its group's width inside the group's insets.
    let limit: CGSize

    /// The layout of a section whose item widths are estimated, nil for any other section.
    init?(
        section: NSCollectionLayoutSection, sectionIndex: Int, itemCount: Int, groupSize: CGSize, container: CGSize,
        fitted: FittedSizes, rightToLeft: Bool
    ) {
        let group = section.group
        let subitems = group.subitems
        isOrthogonal = section.orthogonalScrollingBehavior != .none
        // An orthogonal group of estimated width holds its subitems once, each as wide as it fits the section.
        let groupWidthEstimated = isOrthogonal && group.layoutSize.widthDimension.isEstimated
        guard group.isHorizontal, group.count == nil, !subitems.isEmpty,
            !subitems.contains(where: { $0 is NSCollectionLayoutGroup }),
            subitems.contains(where: { $0.layoutSize.widthDimension.isEstimated }) || groupWidthEstimated
        else { return nil }
        let groupInsets = group.contentInsets
        let inner = CGSize(
            width: max(
                0,
                (groupWidthEstimated ? container.width : groupSize.width) - groupInsets.leading
                    - groupInsets.trailing),
            height: max(0, groupSize.height - groupInsets.top - groupInsets.bottom))
        let heightEstimated =
            group.layoutSize.heightDimension.isEstimated
            || subitems.contains { $0.layoutSize.heightDimension.isEstimated }
        axes = heightEstimated ? .both : .width
        limit = CGSize(width: inner.width, height: .greatestFiniteMagnitude)
        let spacing = group.interItemSpacing?.spacing ?? 0
        let groupHeightEstimated = group.layoutSize.heightDimension.isEstimated

        // Each item's size: the estimate (resolved in the group), the fitted size where the cell gave one.
        func size(ofItem item: Int) -> CGSize {
            let layoutItem = subitems[item % subitems.count]
            let insets = layoutItem.contentInsets
            var leaf = layoutItem.layoutSize.resolved(in: inner)
            leaf.width -= insets.leading + insets.trailing
            leaf.height -= insets.top + insets.bottom
            if let size = fitted[IndexPath(item: item, section: sectionIndex)] { leaf = size }
            leaf.width = min(max(0, leaf.width), limit.width)
            return CGSize(
                width: leaf.width + insets.leading + insets.trailing,
                height: max(0, leaf.height) + insets.top + insets.bottom)
        }

        var rows: [[CGSize]] = []
        var row: [CGSize] = []
        var used: CGFloat = 0
        for item in 0..<itemCount {
            let next = size(ofItem: item)
            let full =
                groupWidthEstimated
                ? row.count == subitems.count : used + spacing + next.width > inner.width + 1e-6
            if !row.isEmpty, full {
                rows.append(row)
                row = []
            }
            used = row.isEmpty ? next.width : used + spacing + next.width
            row.append(next)
        }
        if !row.isEmpty { rows.append(row) }

        var position: CGFloat = 0
        var item = 0
        for (index, sizes) in rows.enumerated() {
            groupStarts.append(position)
            groupFirstItems.append(item)
            let tallest = sizes.map(\.height).max() ?? 0
            let rowHeight = groupHeightEstimated ? tallest + groupInsets.top + groupInsets.bottom : groupSize.height
            let content = sizes.map(\.width).reduce(0, +) + spacing * CGFloat(sizes.count - 1)
            let rowWidth = groupWidthEstimated ? content + groupInsets.leading + groupInsets.trailing : groupSize.width
            groupWidths.append(rowWidth)
            var x = groupInsets.leading
            for size in sizes {
                let layoutItem = subitems[item % subitems.count]
                let insets = layoutItem.contentInsets
                var frame = CGRect(
                    x: x + insets.leading, y: groupInsets.top + insets.top,
                    width: size.width - insets.leading - insets.trailing,
                    height: size.height - insets.top - insets.bottom)
                if isOrthogonal {
                    frame.origin.x += position
                } else {
                    frame.origin.y += position
                    if rightToLeft { frame.origin.x = groupSize.width - frame.maxX }
                }
                frames.append(frame)
                x += size.width + spacing
                item += 1
            }
            let extent = isOrthogonal ? rowWidth : rowHeight
            position += extent + (index < rows.count - 1 ? section.interGroupSpacing : 0)
            height = isOrthogonal ? max(height, rowHeight) : position
        }
        if isOrthogonal { width = position }
        groupStarts.append(position)
    }

    /// The sideways offsets at which an orthogonal section's groups come to rest: each group's start, or with
    /// `centred` the offset that centres it as offset zero centres the first.
    func restingOffsets(centred: Bool) -> [CGFloat] {
        zip(groupStarts, groupWidths).map { start, width in
            centred ? start + (width - (groupWidths.first ?? 0)) / 2 : start
        }
    }

    /// The items whose groups reach into a range along the section, measured from its origin.
    func items(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard !frames.isEmpty else { return 0..<0 }
        let starts = groupStarts.dropLast()
        let firstGroup = starts.lastIndex { $0 <= low } ?? 0
        guard let lastGroup = starts.lastIndex(where: { $0 <= high }) else { return 0..<0 }
        let end = lastGroup + 1 < groupFirstItems.count ? groupFirstItems[lastGroup + 1] : frames.count
        return groupFirstItems[firstGroup]..<end
    }
}
