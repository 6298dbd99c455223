import Foundation

/// Turns a table's or collection view's context menu interaction into its delegate's context menu methods: a
/// press on a row asks `contextMenuConfigurationForRowAt` (an item, `contextMenuConfigurationForItemsAt`), and
/// the menu's display, end and preview tap reach the delegate's `willDisplayContextMenu`,
/// `willEndContextMenuInteraction` and `willPerformPreviewActionForMenuWith`.
@MainActor
final class ListContextMenuDelegate: UIContextMenuInteractionDelegate {
    weak var list: UIScrollView?

    init(list: UIScrollView) { self.list = list }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let table = list as? UITableView {
            guard !table.isEditing, let indexPath = table.indexPathForRow(at: location) else { return nil }
            return table.tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
        }
        if let collection = list as? UICollectionView {
            let indexPaths = collection.indexPathForItem(at: location).map { [$0] } ?? []
            return collection.collectionDelegate?.collectionView(
                collection, contextMenuConfigurationForItemsAt: indexPaths, point: location)
        }
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(
                table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        } else if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(
                collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
        } else if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(
                collection, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        } else if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(
                collection, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}

extension UICollectionView {
    /// The collection view's swipe on list items and context menu interaction, installed when it is made, as
    /// UIKit's are.
    func installItemInteractions() {
        let interactions = ListInteractions(list: self)
        interactionRareStorage().listInteractions = interactions
        addGestureRecognizer(interactions.swipe.recognizer)
        addInteraction(interactions.contextMenu)
    }
}
