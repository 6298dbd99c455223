import Foundation
import Testing

@testable import AdaptiveKit

/// Frames, callback orders, reuse and bad input of UITableView; numbers are UIKit's as
/// Apple documents them (UITableView: rowHeight, automaticDimension, estimatedRowHeight, separatorInset) or as
/// public measurements and Interface Builder canvases give them.
@MainActor
@Suite struct UITableViewTests {
    private func scene(
        _ device: String = "iPhone 8", orientation: DeviceOrientation = .portrait, rows: [Int] = [3],
        style: UITableView.Style = .plain
    ) throws -> (DeviceSimulator, TrackingTableController) {
        let controller = TrackingTableController(rows: rows, style: style)
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    // MARK: Frames

    /// Rows at 0, 44, 88; a 43.5 content view and a 0.5 separator at 43.5 (@2x); text at 16;
    /// the separator runs from the text to the trailing edge on iPhone.
    @Test func rowFramesAtTwoX() throws {
        let (simulator, controller) = try scene()
        defer { withExtendedLifetime(simulator) {} }
        let table = controller.tableView!
        let cells = table.visibleCells
        #expect(cells.map(\.frame) == [0, 44, 88].map { CGRect(x: 0, y: CGFloat($0), width: 375, height: 44) })
        let cell = cells[0]
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 43.5))
        #expect(cell.separatorView.frame == CGRect(x: 16, y: 43.5, width: 359, height: 0.5))
        #expect(cell.textLabel?.frame.minX == CGFloat(16))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 375, height: 44))
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    }

    /// At @3x the content view loses a third of a point to the separator.
    @Test func contentViewAtThreeX() throws {
        let (simulator, controller) = try scene("iPhone 15 Pro")
        defer { withExtendedLifetime(simulator) {} }
        let cell = try #require(controller.tableView.visibleCells.first)
        #expect(cell.frame.height == CGFloat(44))
        #expect(abs(cell.contentView.frame.height - (44 - 1.0 / 3)) < 0.0001)
    }

    /// Derived: without separators the content view keeps the whole row.
    @Test func noSeparatorKeepsFullHeight() throws {
        let (simulator, controller) = try scene()
        controller.tableView.separatorStyle = .none
        simulator.window.layoutIfNeeded()
        let cell = try #require(controller.tableView.visibleCells.first)
        #expect(cell.contentView.frame.height == CGFloat(44))
        #expect(cell.separatorView.isHidden)
    }

    /// With no heights given the table estimates 44 per row, so the content is 44 × rows tall before
    /// any row is shown, and only the visible rows get cells.
    @Test func estimatesAndVisibleRowsOnly() throws {
        let (simulator, controller) = try scene(rows: [1000])
        defer { withExtendedLifetime(simulator) {} }
        let table = controller.tableView!
        #expect(table.contentSize == CGSize(width: 375, height: 44_000))
        // 667 tall from y = -20: rows 0...14 (row 14 starts at 616 < 647).
        #expect(table.indexPathsForVisibleRows == (0...14).map { IndexPath(row: $0, section: 0) })
        #expect(controller.events.filter { $0.hasPrefix("cellForRow") }.count == 15)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.alwaysBounceVertical)
        #expect(UITableView(frame: .zero).style == .plain)
    }

    /// The delegate's height wins over rowHeight; estimates off (0) sizes every row at reload.
    @Test func delegateHeightWins() throws {
        let (simulator, controller) = try scene(rows: [3])
        controller.fixedRowHeight = 60
        controller.tableView.rowHeight = 30
        controller.tableView.estimatedRowHeight = 0
        controller.events = []
        controller.tableView.reloadData()
        simulator.window.layoutIfNeeded()
        #expect(controller.tableView.visibleCells.map(\.frame.minY) == [0, 60, 120])
        #expect(
            controller.events == [
                "numberOfSections", "numberOfRows 0", "heightForRow 0-0", "heightForRow 0-1", "heightForRow 0-2",
                "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2",
                "cellForRow 0-0", "willDisplay 0-0", "cellForRow 0-1", "willDisplay 0-1", "cellForRow 0-2",
                "willDisplay 0-2",
            ])
    }

    /// Self-sizing: a content view whose constraints ask for 80 gives an 80.5 row at @2x.
    @Test func selfSizingFromConstraints() throws {
        let (simulator, controller) = try scene(rows: [3])
        let table = controller.tableView!
        table.register(ConstrainedCell.self, forCellReuseIdentifier: "Constrained")
        controller.cellIdentifier = "Constrained"
        table.reloadData()
        simulator.window.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [80.5, 80.5, 80.5])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 80.5, 161])
        let cell = try #require(table.visibleCells.first as? ConstrainedCell)
        #expect(cell.contentView.frame.height == CGFloat(80))
        #expect(cell.label.frame == CGRect(x: 16, y: 10, width: 343, height: 60))
        #expect(table.contentSize.height == CGFloat(241.5))
        // The content view had its measured size before the window solved: nothing conflicts.
        #expect(LayoutDiagnostics.conflicts(in: simulator.window).isEmpty)
    }

    /// Readable width: on a regular-width iPad in landscape, cell text follows the readable content width
    /// (664 at Large) when `cellLayoutMarginsFollowReadableWidth` is on, and the margin (20) when it is off.
    @Test func readableWidthOnIPad() throws {
        let (simulator, controller) = try scene("iPad Pro 12.9-inch (3rd-6th generation)", orientation: .landscape)
        let table = controller.tableView!
        #expect(table.cellLayoutMarginsFollowReadableWidth == false)
        let cell = try #require(table.visibleCells.first)
        #expect(cell.textLabel?.frame.minX == CGFloat(20))
        table.cellLayoutMarginsFollowReadableWidth = true
        simulator.window.layoutIfNeeded()
        let label = try #require(cell.textLabel)
        #expect(label.frame.minX == CGFloat(351))
        #expect(label.frame.width == CGFloat(664))
        // On iPad the separator stops at the text's trailing margin.
        #expect(cell.separatorView.frame.minX == CGFloat(351))
        #expect(cell.separatorView.frame.maxX == CGFloat(1015))
    }

    /// Inset-grouped sections are inset by the margin, 16 on a compact phone in portrait and 20 in
    /// landscape and on iPad, with the text another margin inside.
    @Test(arguments: [
        ("iPhone 8", DeviceOrientation.portrait, CGFloat(16), CGFloat(375)),
        ("iPhone 8", .landscape, 20, 667),
        ("iPad (10th generation)", .portrait, 20, 820),
    ])
    func insetGroupedMargins(device: String, orientation: DeviceOrientation, inset: CGFloat, width: CGFloat) throws {
        let (simulator, controller) = try scene(device, orientation: orientation, style: .insetGrouped)
        defer { withExtendedLifetime(simulator) {} }
        let cell = try #require(controller.tableView.visibleCells.first)
        #expect(cell.frame.minX == inset)
        #expect(cell.frame.width == width - 2 * inset)
        #expect(cell.textLabel?.frame.minX == inset)
        #expect(cell.convert(cell.textLabel!.frame, to: controller.tableView).minX == 2 * inset)
    }

    /// In landscape on a notched phone the cell spans the table but its content view starts at the
    /// safe area; with `insetsContentViewsToSafeArea` off it starts at 0.
    @Test func contentViewInsetToSafeArea() throws {
        let (simulator, controller) = try scene("iPhone X", orientation: .landscape)
        let table = controller.tableView!
        let safeLeft = table.safeAreaInsets.left
        #expect(safeLeft == CGFloat(44))
        let cell = try #require(table.visibleCells.first)
        #expect(cell.frame.minX == CGFloat(0))
        #expect(cell.frame.width == table.bounds.width)
        #expect(cell.contentView.frame.minX == CGFloat(44))
        #expect(cell.contentView.frame.width == table.bounds.width - 88)
        table.insetsContentViewsToSafeArea = false
        simulator.window.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == CGFloat(0))
    }

    /// A disclosure indicator keeps 33 points at the trailing edge.
    @Test func disclosureIndicatorNarrowsContentView() throws {
        let (simulator, controller) = try scene()
        let cell = try #require(controller.tableView.visibleCells.first)
        cell.accessoryType = .disclosureIndicator
        simulator.window.layoutIfNeeded()
        #expect(cell.contentView.frame.width == CGFloat(375 - 33))
        let accessory = try #require(cell.standardAccessoryView)
        #expect(accessory.frame.maxX == CGFloat(375 - 10))
    }

    /// A titled plain header is 22 tall below 22 points of top padding; a grouped table leaves 49.5
    /// above the first row of a titled section.
    @Test func sectionHeaders() throws {
        let controller = TrackingTableController(rows: [2, 2])
        controller.headerTitles = ["A", "B"]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 22))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == CGFloat(44))
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 44 + 88))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 132 + 22, width: 375, height: 22))

        let grouped = TrackingTableController(rows: [2], style: .grouped)
        grouped.headerTitles = ["A"]
        let groupedSimulator = try DeviceSimulator(deviceNamed: "iPhone 11", rootViewController: grouped)
        groupedSimulator.window.layoutIfNeeded()
        #expect(grouped.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == CGFloat(49.5))
    }

    /// A plain table shows no header for an untitled section even with a section header height set (as
    /// Interface Builder writes 28 into every plain table); a titled section still gets its header.
    @Test func plainUntitledSectionsHaveNoHeaderWhateverTheHeight() throws {
        let controller = TrackingTableController(rows: [2, 2])
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        controller.tableView.sectionHeaderHeight = 28
        controller.tableView.sectionFooterHeight = 28
        simulator.window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == CGFloat(0))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(88))

        controller.headerTitles = ["A", "B"]
        table.reloadData()
        simulator.window.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == CGFloat(50))
    }

    // MARK: Built-in styles

    /// The subtitle style stacks a 17-point title (20.5 tall) over a 12-point detail (14.5 tall) at the
    /// text margin; value1 puts the detail at the trailing margin.
    @Test func cellStyles() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.traitOverrides.displayScale = 2
        subtitle.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.layoutIfNeeded()
        let title = subtitle.textLabel!.frame
        let detail = subtitle.detailTextLabel!.frame
        #expect(title.minX == CGFloat(16) && detail.minX == CGFloat(16))
        #expect(title.height == CGFloat(20.5))
        #expect(detail.height == CGFloat(14.5))
        #expect(detail.minY == title.maxY)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        value1.textLabel?.text = "Title"
        value1.detailTextLabel?.text = "Detail"
        value1.layoutIfNeeded()
        #expect(value1.detailTextLabel!.frame.maxX == CGFloat(375 - 16))
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    /// iOS 14 content configurations replace the built-in labels and lay out like the matching style.
    @Test func listContentConfiguration() throws {
        let (simulator, controller) = try scene()
        let cell = try #require(controller.tableView.visibleCells.first)
        var content = cell.defaultContentConfiguration()
        content.text = "Configured"
        content.secondaryText = "Secondary"
        cell.contentConfiguration = content
        simulator.window.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.last as? UIListContentView)
        #expect(view.frame == cell.contentView.bounds)
        #expect(cell.textLabel?.isHidden == true)
        let labels = view.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Configured", "Secondary"])
        #expect(labels[0].frame.minX == CGFloat(16))
        content.text = "Changed"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.last === view)
        #expect(labels[0].text == "Changed")
    }
}
