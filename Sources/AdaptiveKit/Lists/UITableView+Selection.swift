import Foundation

extension UITableView {
    /// The selected row (the first one when several are selected), or nil.
    public var indexPathForSelectedRow: IndexPath? { tableState.selectedRows.min() }

    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        tableState.selectedRows.isEmpty ? nil : tableState.selectedRows.sorted()
    }

    /// Selects a row in code (no delegate calls, as in UIKit), optionally scrolling to it; nil deselects all.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in tableState.selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard isRow(indexPath), allowsSelection else { return }
        if !allowsMultipleSelection {
            for row in tableState.selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !tableState.selectedRows.contains(indexPath) { tableState.selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row in code (no delegate calls, as in UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let position = tableState.selectedRows.firstIndex(of: indexPath) else { return }
        tableState.selectedRows.remove(at: position)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// Whether an index path names an existing row.
    func isRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && tableState.sections.indices.contains(indexPath.section)
            && (0..<tableState.sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// What a tap on a row does: the delegate's will/did deselect and select calls around the change, as UIKit
    /// sends them for a touch. Used by `DeviceSimulator.tapRow(at:in:)`.
    func userSelectRow(at indexPath: IndexPath) {
        loadIfNeeded()
        guard allowsSelection, isRow(indexPath) else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection, tableState.selectedRows.contains(indexPath) {
            let answer: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target = answer else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = answer, isRow(target) else { return }
        if !allowsMultipleSelection {
            for row in tableState.selectedRows.sorted() where row != target {
                let answer: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row
                guard let deselected = answer else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        // A storyboard's selection segue runs before the delegate hears of the selection, as in UIKit.
        cellForRow(at: target)?.performStoryboardSegues()
        delegate?.tableView(self, didSelectRowAt: target)
    }
}
