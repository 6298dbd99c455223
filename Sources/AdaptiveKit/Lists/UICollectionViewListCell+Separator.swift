import Foundation

extension UICollectionViewListCell {
    /// The list cell's separator in its own coordinates: one pixel at its bottom from the content's leading
    /// margin (the system margin plus the indentation, as a table row's separator follows its text) to its
    /// trailing edge; nil when the list hides separators, after the last item of a non-plain section, or
    /// when the cell is not shown by a list layout.
    package var listSeparatorFrame: CGRect? {
        guard let collection = superview as? UICollectionView,
            let list = (collection.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration,
            list.showsSeparators, let indexPath = collection.indexPath(for: self)
        else { return nil }
        if list.appearance != .plain, indexPath.item == collection.numberOfItems(inSection: indexPath.section) - 1 {
            return nil
        }
        let hairline = 1 / max(traitCollection.displayScale, 1)
        let margin =
            collection.window.map { $0.screen.device.systemMinimumHorizontalMargin[$0.screen.orientation] } ?? 16
        let leading = margin + CGFloat(indentationLevel) * indentationWidth
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        return CGRect(
            x: rightToLeft ? 0 : leading, y: bounds.height - hairline, width: max(0, bounds.width - leading),
            height: hairline)
    }
}
