import Foundation

extension UICollectionViewCompositionalLayout {
    /// A boundary supplementary item of a section with its frame in content coordinates.
    struct PlacedSupplementary {
        var kind: String
        var frame: CGRect
    }

    /// Places a section's top (or bottom) boundary items one under another from the cursor, as wide as the
    /// section between its content insets; the header top padding comes before top items.
    func placeBoundaryItems(
        of section: NSCollectionLayoutSection, bottom: Bool, x: CGFloat, container: CGSize, cursor: inout CGFloat
    ) -> [PlacedSupplementary] {
        let chosen = section.boundarySupplementaryItems.filter { $0.alignment.isBottom == bottom }
        guard !chosen.isEmpty else { return [] }
        if !bottom { cursor += section.headerTopPadding }
        return chosen.map { item in
            let size = item.layoutSize.resolved(in: container)
            let frame = CGRect(x: x, y: cursor, width: container.width, height: size.height)
            cursor += size.height
            return PlacedSupplementary(kind: item.elementKind, frame: frame)
        }
    }

    func supplementary(_ placed: PlacedSupplementary, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: placed.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = placed.frame
        attributes.zIndex = 10
        return attributes
    }
}
