import Foundation
import Testing

@testable import AdaptiveKit

/// Editing mode moves a row's content in for its editing control (38 points), makes room for the reorder control
/// at the trailing edge, and hides the accessory; leaving editing mode puts everything back.
@MainActor
@Suite struct UITableViewEditingLayoutTests {
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var styles: [UITableViewCell.EditingStyle] = [.delete, .none, .delete]
        var indents = true
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.accessoryType = .disclosureIndicator
            cell.showsReorderControl = indexPath.row == 2
            if indexPath.row == 1 { cell.accessoryView = accessory }
            return cell
        }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        { styles[indexPath.row] }
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            indents
        }
    }

    private func make(_ rows: Rows) throws -> (UITableView, DeviceSimulator) {
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        controller.view.addSubview(table)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (table, simulator)
    }

    private func contentFrames(_ table: UITableView) -> [CGRect] {
        (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.contentView.frame ?? .null }
    }

    @Test func editingIndentsTheContentAndHidesTheAccessory() throws {
        let rows = Rows()
        let (table, simulator) = try make(rows)
        let before = contentFrames(table)
        #expect(before[0].minX == CGFloat(0) && before[0].width < CGFloat(375))
        table.setEditing(true, animated: false)
        simulator.window.layoutIfNeeded()
        // @2x: the content is 43.5 tall above the separator.
        #expect(
            contentFrames(table) == [
                CGRect(x: 38, y: 0, width: 337, height: 43.5),
                CGRect(x: 0, y: 0, width: 375, height: 43.5),
                CGRect(x: 38, y: 0, width: 299, height: 43.5),
            ])
        let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.shownEditingControl) == [.delete, .none, .delete])
        #expect(cells.map(\.showsReorderControlNow) == [false, false, true])
        #expect(cells.allSatisfy { $0.isEditing })
        #expect(cells[0].standardAccessoryView?.isHidden == true && rows.accessory.isHidden)

        table.setEditing(false, animated: false)
        simulator.window.layoutIfNeeded()
        #expect(contentFrames(table) == before)
        #expect(cells[0].standardAccessoryView?.isHidden == false && !rows.accessory.isHidden)
        #expect(cells.map(\.shownEditingControl) == [.none, .none, .none])
    }

    @Test func rowsThatDoNotIndentKeepTheirContentInPlace() throws {
        let rows = Rows()
        rows.indents = false
        let (table, simulator) = try make(rows)
        table.setEditing(true, animated: false)
        simulator.window.layoutIfNeeded()
        #expect(contentFrames(table).map(\.minX) == [0, 0, 0])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.shownEditingControl == .delete)
        cell.shouldIndentWhileEditing = true
        #expect(cell.shouldIndentWhileEditing)
    }
}
