import Foundation

extension DeviceSimulator {
    /// Simulates a tap on a collection view's item: the delegate hears `shouldSelectItemAt` and `didSelectItemAt`
    /// (and `didDeselectItemAt` for the item it replaces) as for a touch. While the collection view is editing,
    /// only one that allows selection during editing selects.
    public func tapItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
        collectionView.tapItem(at: indexPath)
        window.layoutIfNeeded()
    }

    /// Simulates a tap on the outline disclosure of a list cell on screen: a diffable data source expands the item
    /// in its section snapshot (or collapses it), through its `sectionSnapshotHandlers`. Nothing happens when the
    /// item's cell is not on screen or shows no outline disclosure (as in the editing state it hides in).
    public func tapOutlineDisclosure(ofItemAt indexPath: IndexPath, in collectionView: UICollectionView) {
        guard let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell,
            cell.accessoryLayout.placed.contains(where: { $0.accessory.kind == .outlineDisclosure }),
            let dataSource = collectionView.dataSource as? any OutlineExpanding
        else { return }
        dataSource.toggleExpansion(ofItemAt: indexPath)
        window.layoutIfNeeded()
    }
}
