import Foundation

extension DeviceSimulator {
    /// Simulates a tap on a table's row: the delegate hears `willSelectRowAt`, the deselection of the old row
    /// (single selection), then `didSelectRowAt`, as for a touch. While the table is editing, only tables that
    /// allow selection during editing select.
    public func tapRow(at indexPath: IndexPath, in tableView: UITableView) {
        guard !tableView.isEditing || tableView.allowsSelectionDuringEditing else { return }
        tableView.userSelectRow(at: indexPath)
        window.layoutIfNeeded()
    }

    /// Simulates tapping a row's accessory button (a detail button or detail disclosure button): the
    /// storyboard's accessory segues of the cell run (`trigger="accessoryAction"`), then the delegate hears
    /// `accessoryButtonTappedForRowWith`. A row whose accessory is not a button, or that is not on screen, does
    /// nothing.
    public func tapAccessory(ofRowAt indexPath: IndexPath, in tableView: UITableView) {
        guard let cell = tableView.cellForRow(at: indexPath),
            cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton
        else { return }
        cell.performStoryboardSegues(accessory: true)
        let delegate = tableView.delegate as? any UITableViewDelegate
        delegate?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        window.layoutIfNeeded()
    }

    /// Swipes a row with a finger and taps its Delete button, through the table's swipe recognizer: with no
    /// trailing actions from the delegate, a row the data source lets be edited shows UIKit's Delete action; the
    /// delegate hears `willBeginEditingRowAt`, the data source `commit(.delete, forRowAt:)`, then the delegate
    /// `didEndEditingRowAt`. A row that cannot be edited, or a table in editing mode, takes no swipe.
    public func swipeToDelete(rowAt indexPath: IndexPath, in tableView: UITableView) {
        guard !tableView.isEditing, tableView.isRow(indexPath) else { return }
        swipe(rowAt: indexPath, in: tableView)
        guard let delete = tableView.revealedSwipeActions?.configuration.actions.first?.title else { return }
        tapSwipeAction(titled: delete, in: tableView)
        window.layoutIfNeeded()
    }

    /// Simulates tapping a row's editing control while the table is editing: the insert control commits
    /// `.insert`; the delete control reveals the Delete button, which this also taps, committing `.delete`.
    /// Rows that cannot be edited, or whose editing style is `.none`, show no control.
    public func tapEditingControl(ofRowAt indexPath: IndexPath, in tableView: UITableView) {
        guard tableView.isEditing, tableView.isRow(indexPath), let dataSource = tableView.dataSource,
            dataSource.tableView(tableView, canEditRowAt: indexPath)
        else { return }
        let delegate = tableView.delegate as? any UITableViewDelegate
        let style = delegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
        guard style != .none else { return }
        dataSource.tableView(tableView, commit: style, forRowAt: indexPath)
        window.layoutIfNeeded()
    }

    /// Simulates dragging a row by its reorder control to another position while the table is editing: the
    /// delegate may redirect the destination (`targetIndexPathForMoveFromRowAt`), the data source hears `moveRowAt`
    /// to update its model and the table moves the row. Rows that cannot move stay.
    public func dragRow(at sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath, in tableView: UITableView) {
        guard tableView.isEditing, tableView.isRow(sourceIndexPath), let dataSource = tableView.dataSource,
            dataSource.tableView(tableView, canMoveRowAt: sourceIndexPath)
        else { return }
        let delegate = tableView.delegate as? any UITableViewDelegate
        let destination =
            delegate?.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedIndexPath)
            ?? proposedIndexPath
        guard destination != sourceIndexPath, tableView.isRow(destination) else { return }
        // The data source hears first here, so that the table's update finds the model's counts already moved
        // (UIKit moves its own row first and asks nothing).
        dataSource.tableView(tableView, moveRowAt: sourceIndexPath, to: destination)
        tableView.moveRow(at: sourceIndexPath, to: destination)
        window.layoutIfNeeded()
    }
}
