import Foundation

extension UICollectionViewDiffableDataSource {
    /// The handlers a diffable data source calls when the user expands or collapses an item, like UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether an item may expand; nil lets every item expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Told that an item is about to expand.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether an item may collapse; nil lets every item collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Told that an item is about to collapse.
        public var willCollapseItem: ((Item) -> Void)?
        /// Gives the children an expanding parent shows, from its current children.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that let every item expand and collapse.
        public init() {}
    }
}

/// A data source whose items the user can expand and collapse with a list cell's outline disclosure.
@MainActor
package protocol OutlineExpanding: AnyObject {
    /// Whether the item at an index path is expanded in its section snapshot.
    func isExpandedItem(at indexPath: IndexPath) -> Bool
    /// Expands a collapsed item or collapses an expanded one, as a tap on its outline disclosure does.
    func toggleExpansion(ofItemAt indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    package func isExpandedItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section)
        else { return false }
        return snapshot(for: section).isExpanded(item)
    }

    /// Asks `shouldCollapseItem` (or `shouldExpandItem`), tells `willCollapseItem` (or `willExpandItem`), lets
    /// `snapshotForExpandingParent` replace an expanding item's children, then applies the section snapshot. Children
    /// the handler gives that the section already shows elsewhere are refused with the section snapshot's message.
    package func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section)
        else { return }
        let handlers = sectionSnapshotHandlers
        var sectionSnapshot = snapshot(for: section)
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParent {
                let children = provide(item, sectionSnapshot.snapshot(of: item))
                sectionSnapshot.replace(childrenOf: item, using: children)
                // Children already elsewhere in the section were refused (and logged): the section stays as it was.
                guard Set(sectionSnapshot.snapshot(of: item).items).isSuperset(of: children.items) else { return }
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
    }
}
