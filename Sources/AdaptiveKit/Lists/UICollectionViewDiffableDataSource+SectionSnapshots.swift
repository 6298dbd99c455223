import Foundation

extension UICollectionViewDiffableDataSource {
    /// Shows a section snapshot in one section (appended when the data source has no such section): the section
    /// gets the snapshot's visible items, and the collection view the differences as one batch update.
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var full = current.settled
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        guard let index = full.indexOfSection(section) else { return }
        let visible = snapshot.visibleItems
        let elsewhere = Set(full.itemsBySection.enumerated().filter { $0.offset != index }.flatMap(\.element))
        if let duplicate = visible.first(where: elsewhere.contains) {
            DiagnosticLog.raise(
                "Item identifier already exists in the data source: \(duplicate)",
                name: "NSInternalInconsistencyException")
            return
        }
        full.itemsBySection[index] = visible
        sectionSnapshots[section] = snapshot
        show(full, completion: completion)
    }

    /// The section snapshot of a section: the one last applied to it, or its items as root items when the section
    /// came from a whole snapshot; empty for a section the data source does not have.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Drops the hierarchy of every section whose items a whole snapshot changes: that section becomes flat.
    func forgetSectionSnapshots(
        changedBy snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        sectionSnapshots = sectionSnapshots.filter { section, stored in
            snapshot.indexOfSection(section) != nil
                && snapshot.itemIdentifiers(inSection: section) == stored.visibleItems
        }
    }
}
