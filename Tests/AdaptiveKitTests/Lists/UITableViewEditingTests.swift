import Foundation
import Testing

@testable import AdaptiveKit

/// A list of names that can be edited: deletes, inserts and moves go to the model, then to the table, and every
/// editing call is recorded as one history.
@MainActor
private final class EditableListController: UITableViewController {
    var names = ["Anna", "Ben", "Cleo", "Dev"]
    var events: [String] = []
    var lockedRows: Set<Int> = []
    var insertRows: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        events.append("setEditing \(editing) animated \(animated)")
        super.setEditing(editing, animated: animated)
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        events.append("canEdit \(indexPath.row)")
        return !lockedRows.contains(indexPath.row)
    }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        events.append("editingStyle \(indexPath.row)")
        return insertRows.contains(indexPath.row) ? .insert : .delete
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        events.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else {
            names.insert("New", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
        }
    }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        events.append("willBeginEditing \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing \(indexPath.map { "\($0.row)" } ?? "nil")")
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        events.append("canMove \(indexPath.row)")
        return true
    }
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        events.append("target \(sourceIndexPath.row) -> \(proposedDestinationIndexPath.row)")
        return proposedDestinationIndexPath
    }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        events.append("move \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.row)")
    }
}

/// Table editing: `setEditing`, `editButtonItem`, and deletes, inserts and moves the user makes, which reach the
/// data source's `commit` and `moveRowAt`.
@MainActor
@Suite struct UITableViewEditingTests {
    private func scene() throws -> (DeviceSimulator, EditableListController) {
        let controller = EditableListController(style: .plain)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", rootViewController: UINavigationController(rootViewController: controller))
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    private func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    @Test func editButtonItemTogglesTheControllerTableAndCells() throws {
        let (simulator, controller) = try scene()
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit" && button.style == .plain)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        DeviceSimulator.tap(button)
        simulator.window.layoutIfNeeded()
        #expect(button.title == "Done" && button.style == .done)
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(controller.tableView.visibleCells.allSatisfy { $0.isEditing })
        DeviceSimulator.tap(button)
        #expect(button.title == "Edit")
        #expect(!controller.tableView.isEditing && controller.tableView.visibleCells.allSatisfy { !$0.isEditing })
        // Entering editing mode asks each visible row for its editing control, as UIKit does.
        #expect(
            controller.events == ["setEditing true animated true"]
                + (0..<4).flatMap { ["canEdit \($0)", "editingStyle \($0)"] } + ["setEditing false animated true"])
        // Setting the property is not animated.
        controller.isEditing = true
        #expect(controller.events.last == "setEditing true animated false")
    }

    @Test func swipeToDeleteAsksCommitsAndEnds() throws {
        let (simulator, controller) = try scene()
        simulator.swipeToDelete(rowAt: IndexPath(row: 1, section: 0), in: controller.tableView)
        #expect(controller.events == ["canEdit 1", "willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
        #expect(texts(controller.tableView) == ["Anna", "Cleo", "Dev"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        // A row the data source locks cannot be swiped; a table in editing mode takes no swipe.
        controller.events = []
        controller.lockedRows = [0]
        simulator.swipeToDelete(rowAt: IndexPath(row: 0, section: 0), in: controller.tableView)
        #expect(controller.events == ["canEdit 0"])
        controller.setEditing(true, animated: false)
        controller.events = []
        simulator.swipeToDelete(rowAt: IndexPath(row: 1, section: 0), in: controller.tableView)
        #expect(controller.events.isEmpty)
        #expect(texts(controller.tableView) == ["Anna", "Cleo", "Dev"])
    }

    @Test func editingControlsDeleteAndInsert() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        // Not editing: no editing controls to tap.
        simulator.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0), in: table)
        #expect(controller.events.isEmpty)
        controller.setEditing(true, animated: false)
        simulator.window.layoutIfNeeded()
        controller.insertRows = [1]
        controller.events = []
        simulator.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0), in: table)
        simulator.tapEditingControl(ofRowAt: IndexPath(row: 1, section: 0), in: table)
        #expect(
            controller.events == [
                "canEdit 0", "editingStyle 0", "commit delete 0", "canEdit 1", "editingStyle 1", "commit insert 1",
                // The inserted row is shown in editing mode: it is asked for its control.
                "canEdit 2", "editingStyle 2",
            ])
        #expect(texts(table) == ["Ben", "Cleo", "New", "Dev"])
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        // Rows are not selected while editing unless the table allows it.
        simulator.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        #expect(controller.events.last == "editingStyle 2")
        table.allowsSelectionDuringEditing = true
        simulator.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        #expect(controller.events.last == "didSelect 0")
    }

    @Test func draggingARowMovesItInTheModelAndTheTable() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        simulator.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table)
        #expect(controller.events.isEmpty)
        controller.setEditing(true, animated: false)
        simulator.window.layoutIfNeeded()
        controller.events = []
        simulator.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: table)
        #expect(controller.events == ["canMove 0", "target 0 -> 2", "move 0 -> 2"])
        #expect(controller.names == ["Ben", "Cleo", "Anna", "Dev"])
        #expect(texts(table) == ["Ben", "Cleo", "Anna", "Dev"])
        // A destination outside the table is refused after the delegate saw it.
        controller.events = []
        simulator.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 9, section: 0), in: table)
        #expect(controller.events == ["canMove 0", "target 0 -> 9"])
        #expect(controller.names == ["Ben", "Cleo", "Anna", "Dev"])
    }
}
