import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// A table in editing mode is drawn as UIKit draws it: the red delete control (green insert control) in the slot
/// the indented content left at the leading edge, the reorder control's three bars at the trailing edge, no
/// accessory, and the separator following the indented text.
@MainActor
@Suite struct ListEditingRenderingTests {
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var styles: [UITableViewCell.EditingStyle] = [.delete, .insert, .none]
        var movable = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = ["One", "Two", "Three"][indexPath.row]
            cell.accessoryType = .disclosureIndicator
            cell.showsReorderControl = true
            return cell
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        { styles[indexPath.row] }
    }

    /// A plain table on an iPhone 15 Pro (@3x) at y = 100, 393 wide, editing.
    private func render(_ rows: Rows) throws -> (svg: [String], table: UITableView, simulator: DeviceSimulator) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 393, height: 600), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        controller.view.addSubview(table)
        simulator.window.layoutIfNeeded()
        table.setEditing(true, animated: false)
        simulator.window.layoutIfNeeded()
        let lines = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (lines, table, simulator)
    }

    private func elements(_ svg: [String], prefix: String) -> [String] {
        svg.filter { $0.contains("class=\"\(prefix)") }
    }

    @Test func editingRowsShowTheirControlsAndIndentTheirContent() throws {
        let (svg, table, _) = try render(Rows())
        // Delete and insert controls centred in the 38-point slot of rows 0 and 1 (rows 44 tall from y = 100).
        #expect(
            elements(svg, prefix: "editing-") == [
                ##"<circle class="editing-delete" cx="19" cy="121.83" r="11" fill="#FF3B30"/>"##,
                ##"<rect class="editing-bar" x="12.5" y="120.83" width="13" height="2" fill="#FFFFFF"/>"##,
                ##"<circle class="editing-insert" cx="19" cy="165.83" r="11" fill="#34C759"/>"##,
                ##"<rect class="editing-bar" x="12.5" y="164.83" width="13" height="2" fill="#FFFFFF"/>"##,
                ##"<rect class="editing-bar" x="18" y="159.33" width="2" height="13" fill="#FFFFFF"/>"##,
            ])
        // Three reorder bars per row in the trailing 38 points (centred at x = 374).
        let reorder = elements(svg, prefix: "reorder-control")
        #expect(reorder.count == 9)
        #expect(
            reorder.prefix(3) == [
                ##"<rect class="reorder-control" x="365.5" y="115.58" width="17" height="1.5" fill="#C7C7CC"/>"##,
                ##"<rect class="reorder-control" x="365.5" y="121.08" width="17" height="1.5" fill="#C7C7CC"/>"##,
                ##"<rect class="reorder-control" x="365.5" y="126.58" width="17" height="1.5" fill="#C7C7CC"/>"##,
            ])
        // No accessory while editing; the separators follow the indented text (38 + 16), the third row's too.
        #expect(elements(svg, prefix: "accessory").isEmpty)
        #expect(
            elements(svg, prefix: "separator").map { $0.components(separatedBy: " ")[2] } == [
                ##"x="54""##, ##"x="54""##, ##"x="16""##,
            ])
        _ = table
    }

    @Test func leavingEditingModeRemovesTheControls() throws {
        let (_, table, simulator) = try render(Rows())
        table.setEditing(false, animated: false)
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window)
        #expect(!svg.contains("editing-delete") && !svg.contains("reorder-control"))
        #expect(svg.components(separatedBy: "class=\"accessory-disclosure\"").count == 4)
    }

    @Test func rowsThatCannotMoveShowNoReorderControl() throws {
        let rows = Rows()
        rows.movable = false
        let (svg, _, _) = try render(rows)
        #expect(elements(svg, prefix: "reorder-control").isEmpty)
        #expect(elements(svg, prefix: "editing-delete").count == 1)
    }
}
