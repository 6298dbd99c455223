import Foundation

/// A view behind a compositional section, like UIKit's `NSCollectionLayoutDecorationItem`: a section background
/// covers the section's whole frame (its boundary items included) less the item's `contentInsets`, drawn by the view
/// class the layout registered for its kind.
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the layout makes the view by (`register(_:forDecorationViewOfKind:)`).
    public let elementKind: String
    /// The item's stacking order; 0 by default, below the section's cells and supplementary views.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background behind a whole section, of a kind.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

extension UICollectionViewCompositionalLayout {
    /// A section's decoration with its frame in content coordinates.
    struct PlacedDecoration {
        var kind: String
        var frame: CGRect
        var zIndex: Int
    }

    /// Places each prepared section's decoration items over the section's frame: from its start to its end, across
    /// the section's area between its inset reference's insets, less each item's content insets.
    func placeDecorations(_ provided: [(section: NSCollectionLayoutSection, x: CGFloat, width: CGFloat)?]) {
        let rightToLeft = collectionView?.traitCollection.layoutDirection == .rightToLeft
        for (index, area) in provided.enumerated() where sections.indices.contains(index) {
            guard let area, !area.section.decorationItems.isEmpty else { continue }
            let prepared = sections[index]
            sections[index].decorations = area.section.decorationItems.map { item in
                let insets = item.contentInsets
                let left = rightToLeft ? insets.trailing : insets.leading
                let right = rightToLeft ? insets.leading : insets.trailing
                let frame = CGRect(
                    x: area.x + left, y: prepared.start + insets.top, width: max(0, area.width - left - right),
                    height: max(0, prepared.end - prepared.start - insets.top - insets.bottom))
                return PlacedDecoration(kind: item.elementKind, frame: frame, zIndex: item.zIndex)
            }
        }
    }

    func decoration(_ placed: PlacedDecoration, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: placed.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = placed.frame
        attributes.zIndex = placed.zIndex
        return attributes
    }
}
