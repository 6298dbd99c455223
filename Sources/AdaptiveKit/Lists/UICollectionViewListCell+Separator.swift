import Foundation

/// Where a list cell draws its separators, in its own coordinates, and in which colour.
package struct ListCellSeparators: Sendable {
    /// The separator along the cell's top edge, or nil.
    package var top: CGRect?
    /// The separator along the cell's bottom edge, or nil.
    package var bottom: CGRect?
    /// The separators' colour.
    package var color: UIColor
}

extension UICollectionViewListCell {
    /// The cell's separators: one pixel at its bottom (and at its top when its configuration makes the top one
    /// visible), from the separator guide's leading edge (the content view's leading margin unless the app
    /// constrains the guide) or the configuration's leading inset, to the trailing edge less the trailing inset.
    /// The list's `separatorConfiguration`, as its `itemSeparatorHandler` changes it, decides; `.automatic` shows
    /// a bottom separator after every item but the last of a non-plain section and no top one. Nil when the list
    /// hides separators or the cell is not shown by a list layout.
    package var listSeparators: ListCellSeparators? {
        guard let collection = superview as? UICollectionView, let indexPath = collection.indexPath(for: self),
            let layout = collection.collectionViewLayout as? UICollectionViewCompositionalLayout,
            let list = layout.listConfiguration(forSection: indexPath.section), list.showsSeparators
        else { return nil }
        var configuration = list.separatorConfiguration
        if let handler = list.itemSeparatorHandler { configuration = handler(indexPath, configuration) }
        let endsGroupedSection =
            list.appearance != .plain && indexPath.item == collection.numberOfItems(inSection: indexPath.section) - 1
        let showsBottom: Bool =
            switch configuration.bottomSeparatorVisibility {
            case .automatic: !endsGroupedSection
            case .visible: true
            case .hidden: false
            }
        let hairline = self.hairline
        return ListCellSeparators(
            top: configuration.topSeparatorVisibility == .visible
                ? separatorLine(y: 0, insets: configuration.topSeparatorInsets) : nil,
            bottom: showsBottom
                ? separatorLine(y: bounds.height - hairline, insets: configuration.bottomSeparatorInsets) : nil,
            color: configuration.color)
    }

    /// The cell's bottom separator, or nil.
    package var listSeparatorFrame: CGRect? { listSeparators?.bottom }

    private func separatorLine(y: CGFloat, insets: NSDirectionalEdgeInsets) -> CGRect {
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let leading = UIListSeparatorConfiguration.explicit(insets.leading) ?? guidedSeparatorLeading
        let trailing = UIListSeparatorConfiguration.explicit(insets.trailing) ?? 0
        return CGRect(
            x: rightToLeft ? trailing : leading, y: y, width: max(0, bounds.width - leading - trailing),
            height: hairline)
    }

    /// The automatic separator start from the cell's leading edge: the separator guide's, once the guide exists
    /// (the app may have constrained it), otherwise the content view's leading margin.
    private var guidedSeparatorLeading: CGFloat {
        guard let guide = separatorGuide?.guide else { return automaticSeparatorLeading }
        let frame = guide.layoutFrame
        return traitCollection.layoutDirection == .rightToLeft ? bounds.width - frame.maxX : frame.minX
    }
}
