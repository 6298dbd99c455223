import Foundation

extension UICollectionViewCompositionalLayout {
    /// A boundary supplementary item of a section with its frame in content coordinates.
    struct PlacedSupplementary {
        var kind: String
        /// Where the item sits when nothing pins it (its section's offset zero).
        var frame: CGRect
        /// Whether the item is pinned to the visible area's top (or, at the bottom, to its bottom).
        var pins = false
        var isBottom = false
        var zIndex = 1
        /// The axes along which the item's view fits itself (an estimated height, an estimated width).
        var axes: SelfSizingAxes?
        /// The widest the view may be when its width is estimated: the section's width.
        var limit: CGSize?
    }

    /// Places a section's top (or bottom) boundary items one under another from the cursor, as wide as the
    /// section between its content insets; the header top padding comes before top items. An item with an
    /// `.estimated` height takes its view's fitted height once the view showed. An item that does not extend its
    /// section lies over the section's edge: at the cursor for a top item, ending at it for a bottom one.
    func placeBoundaryItems(
        of section: NSCollectionLayoutSection, index: Int, bottom: Bool, x: CGFloat, container: CGSize,
        cursor: inout CGFloat
    ) -> [PlacedSupplementary] {
        let chosen = section.boundarySupplementaryItems.filter { $0.alignment.isBottom == bottom }
        guard !chosen.isEmpty else { return [] }
        if !bottom { cursor += section.headerTopPadding }
        let rightToLeft = collectionView?.traitCollection.layoutDirection == .rightToLeft
        return chosen.map { item in
            var size = item.layoutSize.resolved(in: container)
            let height = item.layoutSize.heightDimension.isEstimated
            let width = item.layoutSize.widthDimension.isEstimated
            if let fitted = fittedSizes[supplementary: item.elementKind, IndexPath(item: 0, section: index)] {
                if height { size.height = fitted.height }
                if width { size.width = min(fitted.width, container.width) }
            }
            let y = item.extendsBoundary || !bottom ? cursor : cursor - size.height
            var frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            if rightToLeft { frame.origin.x = x + container.width - size.width }
            if item.extendsBoundary { cursor += size.height }
            frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
            let axes: SelfSizingAxes? = height && width ? .both : height ? .height : width ? .width : nil
            return PlacedSupplementary(
                kind: item.elementKind, frame: frame, pins: item.pinToVisibleBounds, isBottom: bottom,
                zIndex: item.zIndex, axes: axes, limit: CGSize(width: container.width, height: .greatestFiniteMagnitude)
            )
        }
    }

    /// Where an item shows now: a pinned top item stays at the top of the visible area (below the adjusted content
    /// inset) while its section shows, and is pushed up by the section's end; a pinned bottom item stays at the
    /// visible bottom and is pushed down by the section's start. Neither leaves its place for the other side.
    func shownFrame(of placed: PlacedSupplementary, in section: PreparedSection) -> CGRect {
        guard placed.pins, let collectionView else { return placed.frame }
        let inset = collectionView.adjustedContentInset
        var frame = placed.frame
        if placed.isBottom {
            let bottom = collectionView.bounds.maxY - inset.bottom
            frame.origin.y = min(placed.frame.minY, max(bottom - frame.height, section.start))
        } else {
            let top = collectionView.bounds.minY + inset.top
            frame.origin.y = max(placed.frame.minY, min(top, section.end - frame.height))
        }
        return frame
    }

    func supplementary(_ placed: PlacedSupplementary, in section: PreparedSection) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: placed.kind, with: IndexPath(item: 0, section: section.index))
        attributes.frame = shownFrame(of: placed, in: section)
        attributes.zIndex = placed.zIndex
        return attributes
    }

    func placedSupplementary(_ kind: String, _ indexPath: IndexPath) -> PlacedSupplementary? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].supplementaries.first { $0.kind == kind }
    }
}
