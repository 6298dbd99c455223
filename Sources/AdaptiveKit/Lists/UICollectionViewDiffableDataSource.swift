import Foundation

/// A collection view data source driven by snapshots of identifiers, like UIKit's
/// `UICollectionViewDiffableDataSource`.
///
/// `apply(_:animatingDifferences:completion:)` compares the new snapshot with the current one and updates the
/// collection view with deletes, inserts, moves and reloads in one batch (no animation here); a change in the
/// order of the surviving sections reloads the data instead.
@MainActor
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UICollectionViewDataSource
{
    /// Makes the cell for an item, like UIKit's `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view of a kind, like UIKit's `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = Snapshot()
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)`, kept while the section
    /// shows exactly their visible items.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes the supplementary views the layout asks for; nil means the layout must ask for none.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What happens when the user expands or collapses an item of a section snapshot (iOS 14).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source and makes it the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current.settled
    }

    /// The item at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? current.item(inSection: indexPath.section, at: indexPath.item) : nil
    }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The identifier of the section at an index, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of a section identifier, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionIdentifiers.firstIndex(of: sectionIdentifier)
    }

    /// Shows a new snapshot: the collection view gets the differences from the current one as one batch update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        forgetSectionSnapshots(changedBy: snapshot)
        show(snapshot, completion: completion)
    }

    /// Makes `snapshot` current and sends the collection view the differences from the previous one.
    func show(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)?
    ) {
        let old = current
        current = snapshot.settled
        guard let collectionView, collectionView.collectionState.counts != nil else {
            collectionView?.reloadData()
            completion?()
            return
        }
        typealias Differ = UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
        guard let changes = Differ.changes(from: old, to: snapshot) else {
            collectionView.reloadData()
            completion?()
            return
        }
        func items(_ paths: [IndexPath]) -> [IndexPath] { paths.map { IndexPath(item: $0.row, section: $0.section) } }
        collectionView.performBatchUpdates({
            collectionView.deleteSections(changes.deletedSections)
            collectionView.insertSections(changes.insertedSections)
            collectionView.deleteItems(at: items(changes.deletedRows))
            collectionView.insertItems(at: items(changes.insertedRows))
            for (from, to) in changes.movedRows {
                collectionView.moveItem(
                    at: IndexPath(item: from.row, section: from.section),
                    to: IndexPath(item: to.row, section: to.section))
            }
            collectionView.reloadItems(at: items(changes.reloadedRows))
        }) { _ in completion?() }
    }

    /// Shows a snapshot by reloading the collection view, without computing differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        forgetSectionSnapshots(changedBy: snapshot)
        current = snapshot.settled
        collectionView?.reloadData()
        completion?()
    }

    // MARK: Data source

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        // No cell: a plain one without a reuse identifier, which the collection view reports with UIKit's message.
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }
}
