import Foundation
import Testing

@testable import AdaptiveKit

/// Callback orders, reuse, batch updates, selection and bad input of UITableView and UITableViewController.
@MainActor
@Suite struct UITableViewBehaviourTests {
    private func scene(
        _ device: String = "iPhone 8", rows: [Int] = [3], navigation: Bool = false
    ) throws -> (DeviceSimulator, TrackingTableController) {
        let controller = TrackingTableController(rows: rows)
        let root: UIViewController = navigation ? UINavigationController(rootViewController: controller) : controller
        let simulator = try DeviceSimulator(deviceNamed: device, rootViewController: root)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// The controller is data source and delegate and loads on first appearance: counts
    /// and estimates at once, then per visible row height, cell, willDisplay in the layout pass.
    @Test func firstLoadCallbackOrder() throws {
        let (simulator, controller) = try scene(rows: [2, 1])
        defer { withExtendedLifetime(simulator) {} }
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(
            controller.events == [
                "numberOfSections", "numberOfRows 0", "numberOfRows 1",
                "estimatedHeight 0-0", "estimatedHeight 0-1", "estimatedHeight 1-0",
                "heightForRow 0-0", "cellForRow 0-0", "willDisplay 0-0",
                "heightForRow 0-1", "cellForRow 0-1", "willDisplay 0-1",
                "heightForRow 1-0", "cellForRow 1-0", "willDisplay 1-0",
            ])
    }

    /// `reloadData` asks for counts at once and defers cells to the next layout, which first gives the
    /// old cells back (didEndDisplaying) and then reuses them.
    @Test func reloadDataCallbackOrder() throws {
        let (simulator, controller) = try scene(rows: [2])
        let before = controller.tableView.visibleCells
        controller.events = []
        controller.tableView.reloadData()
        #expect(
            controller.events == ["numberOfSections", "numberOfRows 0", "estimatedHeight 0-0", "estimatedHeight 0-1"])
        simulator.window.layoutIfNeeded()
        #expect(
            controller.events == [
                "numberOfSections", "numberOfRows 0", "estimatedHeight 0-0", "estimatedHeight 0-1",
                "didEndDisplaying 0-0", "didEndDisplaying 0-1",
                "heightForRow 0-0", "cellForRow 0-0", "willDisplay 0-0",
                "heightForRow 0-1", "cellForRow 0-1", "willDisplay 0-1",
            ])
        // The cells came back out of the reuse pool (last in, first out).
        #expect(
            Set(controller.tableView.visibleCells.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
    }

    /// A rotation re-measures the rows that stay visible (height only) and displays the rows that come into view;
    /// rows that leave the screen are given back.
    @Test func rotationCallbackOrder() throws {
        let (simulator, controller) = try scene(rows: [20])
        #expect(controller.tableView.indexPathsForVisibleRows?.count == 15)
        controller.events = []
        controller.recordsEstimates = false
        simulator.rotate(to: .landscape)
        let table = controller.tableView!
        // Landscape iPhone 8: 375 tall, no status bar: rows 0...8 visible.
        #expect(table.indexPathsForVisibleRows == (0...8).map { path($0) })
        let expected =
            (9...14).map { "didEndDisplaying 0-\($0)" } + (0...8).map { "heightForRow 0-\($0)" }
        #expect(controller.events == expected)
        #expect(table.visibleCells.allSatisfy { $0.frame.width == 667 })
    }

    /// Real reuse: scrolling by a screen hands the cells of rows that left to rows that entered, calling
    /// prepareForReuse; no more cells exist than fit on screen at once (plus one).
    @Test func scrollingReusesCells() throws {
        TrackingCell.made = 0
        let (simulator, controller) = try scene(rows: [1000])
        let table = controller.tableView!
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(TrackingCell.made == 15)
        controller.events = []
        table.contentOffset = CGPoint(x: 0, y: 647)
        simulator.window.layoutIfNeeded()
        let rows = try #require(table.indexPathsForVisibleRows)
        #expect(rows.first == path(14) && rows.last == path(29))
        #expect(TrackingCell.made == 16)
        let reused = table.visibleCells.filter { first.contains(ObjectIdentifier($0)) }
        #expect(reused.count == 15)
        // Row 14 kept its cell; the 14 cells of rows 0...13 were prepared for reuse once each.
        #expect(reused.map { ($0 as? TrackingCell)?.reuseCount ?? -1 } == [0] + Array(repeating: 1, count: 14))
        // The rows that left end displaying first; then each new row asks height, cell, willDisplay.
        #expect(
            Array(controller.events.prefix(17))
                == (0...13).map { "didEndDisplaying 0-\($0)" } + [
                    "heightForRow 0-15", "cellForRow 0-15", "willDisplay 0-15",
                ])
    }

    /// Dequeuing an identifier nobody registered: UIKit's exception message is recorded, a plain cell is used.
    @Test func unregisteredIdentifier() throws {
        let controller = TrackingTableController(rows: [1])
        controller.cellIdentifier = "Missing"
        let diagnostics = try DiagnosticLog.capture {
            let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
            simulator.window.layoutIfNeeded()
        }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInternalInconsistencyException",
                    message: "unable to dequeue a cell with identifier Missing - must register a nib or a class for "
                        + "the identifier or connect a prototype cell in a storyboard")
            ])
        #expect(controller.tableView.visibleCells.first?.reuseIdentifier == "Missing")
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "Other") == nil)
    }

    /// A registered factory (how prototype cells arrive) makes cells for its identifier; a class registration
    /// for the same identifier replaces it.
    @Test func cellFactoryRegistration() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.registerCellFactory(
            { UITableViewCell(style: .subtitle, reuseIdentifier: "Proto") }, forCellReuseIdentifier: "Proto")
        let cell = table.dequeueReusableCell(withIdentifier: "Proto", for: path(0))
        #expect(cell.reuseIdentifier == "Proto" && cell.detailTextLabel != nil)
        table.register(TrackingCell.self, forCellReuseIdentifier: "Proto")
        #expect(table.dequeueReusableCell(withIdentifier: "Proto") is TrackingCell)
    }

    // MARK: Batch updates

    /// Inserts, deletes and moves in one batch keep the cells of surviving rows and move selection with them.
    @Test func batchUpdates() throws {
        let (simulator, controller) = try scene(rows: [4])
        let table = controller.tableView!
        let cells = table.visibleCells
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)
        controller.rows = [4]
        controller.events = []
        var completed: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [path(0)], with: .automatic)
            table.insertRows(at: [path(1)], with: .automatic)
            table.moveRow(at: path(2), to: path(0))
        }) { completed = $0 }
        #expect(completed == true)
        simulator.window.layoutIfNeeded()
        // New order: old 2, new row, old 1, old 3.
        #expect(table.cellForRow(at: path(0)) === cells[2])
        #expect(table.cellForRow(at: path(2)) === cells[1])
        #expect(table.cellForRow(at: path(3)) === cells[3])
        #expect(table.indexPathForSelectedRow == path(3))
        #expect(
            controller.events == [
                "numberOfSections", "numberOfRows 0", "estimatedHeight 0-1", "didEndDisplaying 0-0",
                "heightForRow 0-1", "cellForRow 0-1", "willDisplay 0-1",
            ])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
    }

    /// Index paths out of range and counts that do not add up get UIKit's messages; the table keeps its rows.
    @Test func invalidBatchUpdatesLeaveTableUnchanged() throws {
        let (simulator, controller) = try scene(rows: [3])
        let table = controller.tableView!
        let cells = table.visibleCells
        var completed: Bool?
        let diagnostics = DiagnosticLog.capture {
            table.performBatchUpdates({ table.deleteRows(at: [path(7)], with: .fade) }) { completed = $0 }
            controller.rows = [4]
            table.insertRows(at: [path(9)], with: .fade)
            table.insertRows(at: [path(0), path(1)], with: .fade)
        }
        #expect(completed == false)
        #expect(
            diagnostics.map(\.message) == [
                "attempt to delete row 7 from section 0 which only contains 3 rows before the update",
                "attempt to insert row 9 into section 0, but there are only 4 rows in section 0 after the update",
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (4) must be equal to the number of rows contained in that section "
                    + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
                    + "(2 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 0 moved out).",
            ])
        #expect(diagnostics.allSatisfy { $0.name == "NSInternalInconsistencyException" })
        simulator.window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
    }

    /// Section inserts and deletes, and a section count that does not add up.
    @Test func sectionUpdates() throws {
        let (simulator, controller) = try scene(rows: [1, 2])
        defer { withExtendedLifetime(simulator) {} }
        let table = controller.tableView!
        controller.rows = [5, 6, 1, 2]
        table.insertSections(IndexSet([0, 1]), with: .automatic)
        #expect(table.numberOfSections == 4)
        #expect((0..<4).map { table.numberOfRows(inSection: $0) } == [5, 6, 1, 2])
        let table2 = try scene(rows: [1, 2]).1
        table2.rows = [2]
        table2.tableView.deleteSections(IndexSet([0]), with: .automatic)
        #expect(table2.tableView.numberOfSections == 1)
        #expect(table2.tableView.numberOfRows(inSection: 0) == 2)
        let diagnostics = DiagnosticLog.capture {
            table2.rows = [2, 2, 2]
            table2.tableView.insertSections(IndexSet([1]), with: .automatic)
        }
        #expect(
            diagnostics.map(\.message) == [
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                    + "the update (3) must be equal to the number of sections contained in the table view before the "
                    + "update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
            ])
    }

    // MARK: Selection

    /// A tap sends willSelect/didSelect and, in single selection, deselects the old row first; deselectRow in
    /// code sends nothing.
    @Test func tapSelection() throws {
        let (simulator, controller) = try scene(rows: [3])
        let table = controller.tableView!
        controller.events = []
        simulator.tapRow(at: path(1), in: table)
        simulator.tapRow(at: path(2), in: table)
        #expect(
            controller.events == [
                "willSelect 0-1", "didSelect 0-1", "willSelect 0-2", "willDeselect 0-1", "didDeselect 0-1",
                "didSelect 0-2",
            ])
        #expect(table.indexPathForSelectedRow == path(2))
        #expect(table.cellForRow(at: path(2))?.isSelected == true)
        #expect(table.cellForRow(at: path(1))?.isSelected == false)
        controller.events = []
        table.deselectRow(at: path(2), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(controller.events.isEmpty)
        table.allowsMultipleSelection = true
        table.selectRow(at: path(0), animated: false, scrollPosition: .none)
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [path(0), path(2)])
    }

    /// Coming back to a table controller clears its selection; with the flag off it stays.
    @Test func clearsSelectionOnViewWillAppear() throws {
        let (simulator, controller) = try scene(rows: [3], navigation: true)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let navigation = try #require(controller.navigationController)
        controller.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        simulator.runUntilIdle()
        controller.events = []
        _ = navigation.popViewController(animated: false)
        simulator.runUntilIdle()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        #expect(!controller.events.contains("numberOfSections"))

        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: path(1), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        simulator.runUntilIdle()
        _ = navigation.popViewController(animated: false)
        simulator.runUntilIdle()
        #expect(controller.tableView.indexPathForSelectedRow == path(1))
    }

    // MARK: Scrolling and hit testing

    /// scrollToRow places a row at the top, middle or bottom of the area inside the adjusted insets.
    @Test func scrollToRow() throws {
        let (simulator, controller) = try scene(rows: [100])
        let table = controller.tableView!
        table.scrollToRow(at: path(50), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(50 * 44 - 20))
        table.scrollToRow(at: path(50), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(51 * 44 - 667))
        table.scrollToRow(at: path(0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(-20))
        simulator.window.layoutIfNeeded()
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == path(2))
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 10)) == [path(0), path(1)])
        let diagnostics = DiagnosticLog.capture { table.scrollToRow(at: path(500), at: .top, animated: false) }
        #expect(
            diagnostics.map(\.message) == [
                "Attempted to scroll the table view to an out-of-bounds row (500) when there are only 100 rows in "
                    + "section 0."
            ])
    }
}
