import Foundation

extension UICollectionView {
    /// The changes collected inside `performBatchUpdates(_:completion:)`.
    struct UpdateBatch {
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var movedSections: [(from: Int, to: Int)] = []
        var reloadedSections = IndexSet()
        var insertedItems: [IndexPath] = []
        var deletedItems: [IndexPath] = []
        var movedItems: [(from: IndexPath, to: IndexPath)] = []
        var reloadedItems: [IndexPath] = []
    }

    /// Runs several inserts, deletes, moves and reloads as one update: deletes and reloads use index paths
    /// before the update, inserts and move destinations index paths after it, as in UIKit.
    ///
    /// The completion runs when the update has been applied (there are no animations); it gets false when
    /// the update was refused.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        collectionState.batchDepth += 1
        updates?()
        collectionState.batchDepth -= 1
        guard collectionState.batchDepth == 0 else {
            completion?(true)
            return
        }
        let batch = collectionState.batch
        collectionState.batch = UpdateBatch()
        completion?(apply(batch))
    }

    /// Inserts items at index paths after the update.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes items at index paths before the update.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Asks the data source again for the cells of items.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Inserts sections at indexes after the update.
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections at indexes before the update.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Moves a section with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
    /// Asks the data source again for the counts and cells of sections.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

    /// Adds a change to the open batch, or applies it alone outside a batch.
    private func record(_ change: (inout UpdateBatch) -> Void) {
        if collectionState.batchDepth > 0 {
            change(&collectionState.batch)
        } else {
            var batch = UpdateBatch()
            change(&batch)
            _ = apply(batch)
        }
    }

    /// Checks a batch against the counts before and after it, then moves the visible cells and the
    /// selection to their new index paths. Returns false when the batch was refused.
    private func apply(_ batch: UpdateBatch) -> Bool {
        guard let old = collectionState.counts else {
            // Nothing was loaded yet: the next layout pass reads everything anyway.
            reloadData()
            return true
        }
        let new = readCounts()
        if let message = Self.rangeError(batch, old: old, new: new) {
            DiagnosticLog.raise(message, name: "NSInternalInconsistencyException")
            return false
        }
        let map = UpdateMap(batch: batch, oldSectionCount: old.count)
        if let message = Self.countError(batch, map: map, old: old, new: new) {
            DiagnosticLog.warn("[UICollectionView] Performing reloadData as a fallback — " + message)
            reloadData()
            collectionState.counts = new
            return true
        }
        collectionState.counts = new
        let reloaded = Set(batch.reloadedItems)
        for (indexPath, cell) in collectionState.visibleCells.sorted(by: { $0.key < $1.key }) {
            _ = cell
            if reloaded.contains(indexPath) || batch.reloadedSections.contains(indexPath.section) {
                endDisplayingCell(at: indexPath)
            } else if map.newIndexPath(for: indexPath) == nil {
                endDisplayingCell(at: indexPath)
            }
        }
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in collectionState.visibleCells {
            if let target = map.newIndexPath(for: indexPath) { moved[target] = cell }
        }
        collectionState.visibleCells = moved
        collectionState.selected = Set(collectionState.selected.compactMap { map.newIndexPath(for: $0) })
        for key in Array(collectionState.visibleSupplementaryViews.keys) {
            guard let view = collectionState.visibleSupplementaryViews.removeValue(forKey: key) else { continue }
            view.removeFromSuperview()
        }
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
        return true
    }

    /// UIKit's exception for an index outside the counts before (deletes, reloads, move sources) or after
    /// (inserts, move destinations) the update.
    private static func rangeError(_ batch: UpdateBatch, old: [Int], new: [Int]) -> String? {
        for section in batch.deletedSections.union(batch.reloadedSections) + batch.movedSections.map(\.from)
        where section >= old.count {
            return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
        }
        for section in Array(batch.insertedSections) + batch.movedSections.map(\.to) where section >= new.count {
            return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
        }
        for indexPath in batch.deletedItems + batch.reloadedItems + batch.movedItems.map(\.from) {
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < old.count else {
                return "attempt to delete item \(indexPath.last ?? 0) from section \(indexPath.first ?? 0), "
                    + "but there are only \(old.count) sections before the update"
            }
            if indexPath.item < 0 || indexPath.item >= old[indexPath.section] {
                return "attempt to delete item \(indexPath.item) from section \(indexPath.section) which only "
                    + "contains \(old[indexPath.section]) items before the update"
            }
        }
        for indexPath in batch.insertedItems + batch.movedItems.map(\.to) {
            guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < new.count else {
                return "attempt to insert item \(indexPath.last ?? 0) into section \(indexPath.first ?? 0), "
                    + "but there are only \(new.count) sections after the update"
            }
            if indexPath.item < 0 || indexPath.item >= new[indexPath.section] {
                return "attempt to insert item \(indexPath.item) into section \(indexPath.section), but there are "
                    + "only \(new[indexPath.section]) items in section \(indexPath.section) after the update"
            }
        }
        return nil
    }

    /// UIKit's "Invalid update" text when the data source's counts do not add up with the batch.
    private static func countError(_ batch: UpdateBatch, map: UpdateMap, old: [Int], new: [Int]) -> String? {
        let expectedSections = old.count - batch.deletedSections.count + batch.insertedSections.count
        if new.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(old.count)), plus or minus the number of sections inserted or "
                + "deleted (\(batch.insertedSections.count) inserted, \(batch.deletedSections.count) deleted)."
        }
        for section in old.indices where !batch.deletedSections.contains(section) {
            guard let target = map.newSection(for: section), !batch.reloadedSections.contains(section) else { continue }
            let deleted = batch.deletedItems.filter { $0.section == section }.count
            let inserted = batch.insertedItems.filter { $0.section == target }.count
            let movedOut = batch.movedItems.filter { $0.from.section == section && $0.to.section != target }.count
            let movedIn = batch.movedItems.filter { $0.to.section == target && $0.from.section != section }.count
            let expected = old[section] - deleted + inserted - movedOut + movedIn
            if new[target] != expected {
                return "Invalid update: invalid number of items in section \(target). The number of items contained "
                    + "in an existing section after the update (\(new[target])) must be equal to the number of items "
                    + "contained in that section before the update (\(old[section])), plus or minus the number of "
                    + "items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
                    + "or minus the number of items moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out)."
            }
        }
        return nil
    }
}

extension UICollectionView {
    /// Where each section and item of the old data lands after a batch, worked out per asked index path so
    /// the cost follows the number of changes, not the number of items.
    struct UpdateMap {
        let batch: UICollectionView.UpdateBatch
        let oldSectionCount: Int

        init(batch: UICollectionView.UpdateBatch, oldSectionCount: Int) {
            self.batch = batch
            self.oldSectionCount = oldSectionCount
        }

        /// The section's index after the update, nil when it was deleted.
        func newSection(for section: Int) -> Int? {
            if batch.deletedSections.contains(section) { return nil }
            if let move = batch.movedSections.first(where: { $0.from == section }) { return move.to }
            let removedBefore =
                batch.deletedSections.count(in: 0..<section) + batch.movedSections.filter { $0.from < section }.count
            return Self.shift(
                section - removedBefore, past: Array(batch.insertedSections) + batch.movedSections.map(\.to))
        }

        /// The item's index path after the update, nil when it (or its section) was deleted.
        func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
            guard indexPath.count == 2 else { return nil }
            if batch.deletedItems.contains(indexPath) { return nil }
            if let move = batch.movedItems.first(where: { $0.from == indexPath }) { return move.to }
            guard let section = newSection(for: indexPath.section) else { return nil }
            let removedBefore =
                batch.deletedItems.filter { $0.section == indexPath.section && $0.item < indexPath.item }.count
                + batch.movedItems.filter { $0.from.section == indexPath.section && $0.from.item < indexPath.item }
                .count
            let added =
                batch.insertedItems.filter { $0.section == section }.map(\.item)
                + batch.movedItems.filter { $0.to.section == section }.map(\.to.item)
            return IndexPath(item: Self.shift(indexPath.item - removedBefore, past: added), section: section)
        }

        /// Moves an index past the inserted indexes at or before it (inserts are in final coordinates).
        private static func shift(_ index: Int, past inserted: [Int]) -> Int {
            var result = index
            for position in inserted.sorted() where position <= result { result += 1 }
            return result
        }
    }
}
