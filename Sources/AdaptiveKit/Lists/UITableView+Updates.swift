import Foundation

/// The row and section changes collected inside `performBatchUpdates`, in UIKit's terms: deletions and
/// reloads name rows before the update, insertions name rows after it, moves name both.
struct TableUpdates {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []

    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty
    }
}

extension UITableView {
    /// Applies the inserts, deletes, moves and reloads made in `updates` as one change, then calls `completion`.
    ///
    /// UIKit raises `NSInternalInconsistencyException` when the changes do not match the data source's new
    /// counts or name rows that do not exist; here the message is recorded in `DiagnosticLog`, the table
    /// keeps its rows and cells as they were, and `completion` gets false.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        loadIfNeeded()
        tableState.updateDepth += 1
        updates?()
        tableState.updateDepth -= 1
        guard tableState.updateDepth == 0 else { return }
        let pending = tableState.pendingUpdates
        tableState.pendingUpdates = TableUpdates()
        let applied = pending.isEmpty || apply(pending)
        completion?(applied)
    }

    /// Starts a group of changes ended by `endUpdates()` (the older form of `performBatchUpdates`).
    public func beginUpdates() {
        loadIfNeeded()
        tableState.updateDepth += 1
    }

    /// Ends a group started by `beginUpdates()` and applies it.
    public func endUpdates() {
        guard tableState.updateDepth > 0 else { return }
        tableState.updateDepth -= 1
        guard tableState.updateDepth == 0 else { return }
        let pending = tableState.pendingUpdates
        tableState.pendingUpdates = TableUpdates()
        if !pending.isEmpty { _ = apply(pending) }
    }

    /// Inserts rows at index paths of the updated data.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes rows at index paths of the data before the update.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks again for the heights and cells of rows (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves a row from an index path before the update to one after it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at indexes of the updated data.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Deletes sections at indexes of the data before the update.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Asks again for whole sections (deleted and inserted at the same indexes).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record {
            $0.deletedSections += Array(sections)
            $0.insertedSections += Array(sections)
        }
    }

    /// Adds changes to the open batch, or applies them at once outside one.
    private func record(_ change: (inout TableUpdates) -> Void) {
        loadIfNeeded()
        if tableState.updateDepth > 0 {
            change(&tableState.pendingUpdates)
            return
        }
        var updates = TableUpdates()
        change(&updates)
        _ = apply(updates)
    }

    private func fail(_ message: String) -> Bool {
        DiagnosticLog.raise(message, name: "NSInternalInconsistencyException")
        return false
    }

    /// Checks a batch against the old and new counts and applies it; false (table unchanged) when invalid.
    private func apply(_ updates: TableUpdates) -> Bool {
        let oldSections = tableState.sections
        // Sections: validate and map old sections to new ones.
        for section in updates.deletedSections where !oldSections.indices.contains(section) {
            return fail(
                "attempt to delete section \(section), but there are only \(oldSections.count) sections before the update"
            )
        }
        let newSectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        for section in updates.insertedSections where !(0..<newSectionCount).contains(section) {
            return fail(
                "attempt to insert section \(section) but there are only \(newSectionCount) sections after the update")
        }
        let deletedSections = Set(updates.deletedSections)
        let insertedSections = Set(updates.insertedSections)
        let expectedSections = oldSections.count - deletedSections.count + insertedSections.count
        guard expectedSections == newSectionCount else {
            return fail(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                    + "the update (\(newSectionCount)) must be equal to the number of sections contained in the table "
                    + "view before the update (\(oldSections.count)), plus or minus the number of sections inserted or "
                    + "deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }
        // The old section each new section continues, or nil for an inserted one.
        var survivors = oldSections.indices.filter { !deletedSections.contains($0) }.makeIterator()
        let sourceSection: [Int?] = (0..<newSectionCount).map { insertedSections.contains($0) ? nil : survivors.next() }
        var newIndexOfOld: [Int: Int] = [:]
        for (new, old) in sourceSection.enumerated() { if let old { newIndexOfOld[old] = new } }

        // Rows: check the index paths against the counts before and after.
        let newCounts = (0..<newSectionCount).map {
            max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0)
        }
        func oldRowExists(_ path: IndexPath) -> Bool {
            path.count == 2 && oldSections.indices.contains(path.section)
                && (0..<oldSections[path.section].rowCount).contains(path.row)
        }
        for path in updates.deletedRows + updates.reloadedRows + updates.movedRows.map(\.from) where !oldRowExists(path)
        {
            let section = path.count == 2 ? path.section : -1
            let count = oldSections.indices.contains(section) ? oldSections[section].rowCount : 0
            return fail(
                "attempt to delete row \(path.count == 2 ? path.row : -1) from section \(section) which only contains "
                    + "\(count) rows before the update")
        }
        for path in updates.insertedRows + updates.movedRows.map(\.to)
        where
            !(path.count == 2 && newCounts.indices.contains(path.section)
            && (0..<newCounts[path.section]).contains(path.row))
        {
            let section = path.count == 2 ? path.section : -1
            let count = newCounts.indices.contains(section) ? newCounts[section] : 0
            return fail(
                "attempt to insert row \(path.count == 2 ? path.row : -1) into section \(section), but there are only "
                    + "\(count) rows in section \(section) after the update")
        }

        // Each new row's source: an old row (kept or moved) or nil (inserted or reloaded).
        let deleted = Set(updates.deletedRows)
        let reloaded = Set(updates.reloadedRows)
        let movedFrom = Set(updates.movedRows.map(\.from))
        var sources: [[IndexPath?]] = []
        for (newSection, oldSection) in sourceSection.enumerated() {
            var rows: [IndexPath?] = []
            if let oldSection {
                for row in 0..<oldSections[oldSection].rowCount {
                    let path = IndexPath(row: row, section: oldSection)
                    if deleted.contains(path) || movedFrom.contains(path) { continue }
                    rows.append(reloaded.contains(path) ? IndexPath(indexes: [-1, row]) : path)
                }
            }
            let arrivals =
                updates.insertedRows.filter { $0.section == newSection }.map { ($0.row, IndexPath?.none) }
                + updates.movedRows.filter { $0.to.section == newSection }.map { ($0.to.row, IndexPath?.some($0.from)) }
            for (row, source) in arrivals.sorted(by: { $0.0 < $1.0 }) {
                rows.insert(source, at: min(row, rows.count))
            }
            let inserted = updates.insertedRows.filter { $0.section == newSection }.count
            let removed = oldSection.map { old in deleted.filter { $0.section == old }.count } ?? 0
            let movedIn = updates.movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }
                .count
            let movedOut =
                oldSection.map { old in
                    updates.movedRows.filter { $0.from.section == old && newIndexOfOld[old] != $0.to.section }.count
                } ?? 0
            if oldSection != nil, rows.count != newCounts[newSection] {
                return fail(
                    "Invalid update: invalid number of rows in section \(newSection). The number of rows contained in "
                        + "an existing section after the update (\(newCounts[newSection])) must be equal to the number "
                        + "of rows contained in that section before the update (\(oldSections[oldSection!].rowCount)), "
                        + "plus or minus the number of rows inserted or deleted from that section (\(inserted) "
                        + "inserted, \(removed) deleted) and plus or minus the number of rows moved into or out of "
                        + "that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            while rows.count < newCounts[newSection] { rows.append(nil) }
            sources.append(rows)
        }
        commit(sources: sources, newSectionCount: newSectionCount)
        return true
    }

    /// Rebuilds sections and heights from the row sources, carrying over heights, cells and selection.
    private func commit(sources: [[IndexPath?]], newSectionCount: Int) {
        let oldGeometry = tableState.geometry
        var newPathOfOld: [IndexPath: IndexPath] = [:]
        var heights: [[CGFloat]] = []
        var sections: [TableSectionInfo] = []
        for (section, rows) in sources.enumerated() {
            sections.append(
                TableSectionInfo(
                    rowCount: rows.count,
                    headerTitle: dataSource?.tableView(self, titleForHeaderInSection: section),
                    footerTitle: dataSource?.tableView(self, titleForFooterInSection: section)))
        }
        tableState.sections = sections
        for (section, rows) in sources.enumerated() {
            var sectionHeights: [CGFloat] = []
            for (row, source) in rows.enumerated() {
                let newPath = IndexPath(row: row, section: section)
                if let source, source.section >= 0 {
                    newPathOfOld[source] = newPath
                    sectionHeights.append(oldGeometry.heights[oldGeometry.rowSlot(source)])
                } else {
                    sectionHeights.append(initialHeight(newPath))
                }
            }
            heights.append(sectionHeights)
        }
        rebuildGeometry(rowHeights: heights)
        var cells: [IndexPath: UITableViewCell] = [:]
        for (oldPath, cell) in tableState.visibleCells.sorted(by: { $0.key < $1.key }) {
            if let newPath = newPathOfOld[oldPath] {
                cells[newPath] = cell
            } else {
                cell.removeFromSuperview()
                if let identifier = cell.reuseIdentifier {
                    tableState.reusableCells[identifier, default: []].append(cell)
                }
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: oldPath)
            }
        }
        tableState.visibleCells = cells
        tableState.selectedRows = tableState.selectedRows.compactMap { newPathOfOld[$0] }
        for (_, view) in tableState.visibleHeaderFooters { recycleHeaderFooter(view) }
        tableState.visibleHeaderFooters = [:]
        setNeedsLayout()
    }
}
