import Foundation

extension DeviceSimulator {
    /// Simulates a tap on a table's row: the delegate hears `willSelectRowAt`, the deselection of the old row
    /// (single selection), then `didSelectRowAt`, as for a touch.
    public func tapRow(at indexPath: IndexPath, in tableView: UITableView) {
        tableView.userSelectRow(at: indexPath)
        window.layoutIfNeeded()
    }
}
