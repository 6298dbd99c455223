import Foundation

/// A table data source driven by snapshots of identifiers, like UIKit's `UITableViewDiffableDataSource`.
///
/// `apply(_:animatingDifferences:completion:)` compares the new snapshot with the current one and updates the
/// table with deletes, inserts, moves and reloads in one batch (no animation here); a change in the order of
/// the surviving sections reloads the table instead.
@MainActor
open class UITableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    NSObject, UITableViewDataSource
{
    /// Makes the cell for an item, like UIKit's `UITableViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation for changes; stored only.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it the table's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current.settled
    }

    /// The item at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? current.item(inSection: indexPath.section, at: indexPath.row) : nil
    }

    /// The index path of an item, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    /// The identifier of the section at an index, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The index of a section identifier, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionIdentifiers.firstIndex(of: sectionIdentifier)
    }

    /// Shows a new snapshot: the table gets the differences from the current one as one batch update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.settled
        guard let tableView, tableView.tableState.hasLoaded else {
            completion?()
            return
        }
        guard let changes = Self.changes(from: old, to: snapshot) else {
            tableView.reloadData()
            completion?()
            return
        }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            tableView.deleteSections(changes.deletedSections, with: animation)
            tableView.insertSections(changes.insertedSections, with: animation)
            tableView.deleteRows(at: changes.deletedRows, with: animation)
            tableView.insertRows(at: changes.insertedRows, with: animation)
            for (from, to) in changes.movedRows { tableView.moveRow(at: from, to: to) }
            tableView.reloadRows(at: changes.reloadedRows, with: animation)
        }) { _ in completion?() }
    }

    /// Shows a snapshot by reloading the table, without computing differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.settled
        tableView?.reloadData()
        completion?()
    }

    struct Changes {
        var deletedSections = IndexSet()
        var insertedSections = IndexSet()
        var deletedRows: [IndexPath] = []
        var insertedRows: [IndexPath] = []
        var movedRows: [(IndexPath, IndexPath)] = []
        var reloadedRows: [IndexPath] = []
    }

    /// The batch that turns `old` into `new`, or nil when surviving sections changed order. Items kept in
    /// place are those on a longest increasing run of old positions; the others move.
    static func changes(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> Changes? {
        var changes = Changes()
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        for (index, section) in old.sectionIdentifiers.enumerated() where newSectionIndex[section] == nil {
            changes.deletedSections.insert(index)
        }
        for (index, section) in new.sectionIdentifiers.enumerated() where oldSectionIndex[section] == nil {
            changes.insertedSections.insert(index)
        }
        let survivingOrder = old.sectionIdentifiers.compactMap { newSectionIndex[$0] }
        guard survivingOrder == survivingOrder.sorted() else { return nil }

        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in old.itemsBySection.enumerated() {
            for (row, item) in items.enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var newPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, items) in new.itemsBySection.enumerated() {
            for (row, item) in items.enumerated() { newPaths[item] = IndexPath(row: row, section: section) }
        }
        // Items in deleted sections go with their section; items in inserted sections come with theirs.
        for (item, path) in oldPaths where !changes.deletedSections.contains(path.section) && newPaths[item] == nil {
            changes.deletedRows.append(path)
        }
        // Items kept from old to new, in new order, keyed by their old position (section mapped to the new index).
        var candidates: [(item: ItemIdentifierType, key: IndexPath)] = []
        for (section, items) in new.itemsBySection.enumerated() where !changes.insertedSections.contains(section) {
            for (row, item) in items.enumerated() {
                guard let oldPath = oldPaths[item], !changes.deletedSections.contains(oldPath.section) else {
                    changes.insertedRows.append(IndexPath(row: row, section: section))
                    continue
                }
                let mappedSection = newSectionIndex[old.sectionIdentifiers[oldPath.section]] ?? -1
                if mappedSection != section {
                    changes.movedRows.append((oldPath, IndexPath(row: row, section: section)))
                } else {
                    candidates.append((item, IndexPath(row: oldPath.row, section: mappedSection)))
                }
            }
        }
        let stay = Set(longestIncreasingRun(candidates.map(\.key)).map { candidates[$0].item })
        for candidate in candidates where !stay.contains(candidate.item) {
            if let from = oldPaths[candidate.item], let to = newPaths[candidate.item] {
                changes.movedRows.append((from, to))
            }
        }
        for item in new.reloadedItems {
            guard let from = oldPaths[item], stay.contains(item) else { continue }
            changes.reloadedRows.append(from)
        }
        changes.deletedRows.sort()
        changes.insertedRows.sort()
        changes.reloadedRows.sort()
        return changes
    }

    /// The indexes of a longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ keys: [IndexPath]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: keys.count)
        for index in keys.indices {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if keys[tails[middle]] < keys[index] { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(index)
            index = previous[index]
        }
        return result.reversed()
    }

    // MARK: Data source

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            DiagnosticLog.raise(
                "UITableView dataSource returned a nil cell for row at index path: \(indexPath)",
                name: "NSInternalInconsistencyException")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    // Not editable unless a subclass says so, as UIKit's diffable data source answers.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
