import Foundation
import Testing

@testable import AdaptiveKit

/// A self-sizing cell (ConstrainedCell's constraints: an 80-point content view) that logs each of its
/// `layoutSubviews` calls.
private final class LayoutCountingCell: UITableViewCell {
    @MainActor static var layouts: [ObjectIdentifier] = []
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        LayoutCountingCell.layouts.append(ObjectIdentifier(self))
    }
}

/// A long self-sizing table does work only for the rows that appear. Counted, not timed:
/// `layout-benchmark --table` times the same scroll.
@MainActor
@Suite struct UITableViewLongTableTests {
    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// A 10 000-row self-sizing table on an iPhone 8 (667 tall, 20 of status bar): rows measure 80.5 (80 of
    /// content, a 0.5 separator at @2x) against the 44 estimate.
    private func scene() throws -> (DeviceSimulator, TrackingTableController) {
        let controller = TrackingTableController(rows: [10_000])
        controller.recordsEstimates = false
        controller.loadViewIfNeeded()
        controller.tableView.register(LayoutCountingCell.self, forCellReuseIdentifier: "Counting")
        controller.cellIdentifier = "Counting"
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    /// The first layout shows rows 0...8 (row 8 starts at 644 < 647) and measures only them: the content is
    /// 9 rows of 80.5 and 9 991 estimates of 44.
    @Test func firstLayoutMeasuresOnlyVisibleRows() throws {
        let (simulator, controller) = try scene()
        defer { withExtendedLifetime(simulator) {} }
        let table = controller.tableView!
        #expect(table.indexPathsForVisibleRows == (0...8).map(path))
        #expect(controller.events.filter { $0.hasPrefix("cellForRow") } == (0...8).map { "cellForRow 0-\($0)" })
        #expect(table.contentSize.height == CGFloat(9 * 80.5 + 9_991 * 44))
        #expect(table.visibleCells.map(\.frame.height) == Array(repeating: CGFloat(80.5), count: 9))
    }

    /// Scrolling by one screen (667) shows rows 8...16: only rows 9...16 are asked for a height and a cell,
    /// once each; rows 0...7 end displaying; no other row of the 10 000 is asked anything. Only the shown
    /// cells lay out, once each: the 8 new ones, and row 8's kept cell because its safe area changed (77.5
    /// of it hung below the screen, now 23 of it is under the status bar).
    @Test func scrollingOneScreenAsksOnlyForRowsThatAppear() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        let keptCell = try #require(table.cellForRow(at: path(8)))
        controller.events = []
        LayoutCountingCell.layouts = []
        table.contentOffset.y += table.bounds.height
        simulator.window.layoutIfNeeded()
        #expect(table.contentOffset.y == CGFloat(647))
        #expect(table.indexPathsForVisibleRows == (8...16).map(path))
        #expect(table.cellForRow(at: path(8)) === keptCell)
        let left = (0...7).map { "didEndDisplaying 0-\($0)" }
        let appeared = (9...16).flatMap { ["heightForRow 0-\($0)", "cellForRow 0-\($0)", "willDisplay 0-\($0)"] }
        #expect(controller.events == left + appeared)
        let laidOut: [IndexPath?] = LayoutCountingCell.layouts.map { id in
            table.visibleCells.first { ObjectIdentifier($0) == id }.flatMap { table.indexPath(for: $0) }
        }
        #expect(laidOut == (8...16).map { Optional(path($0)) })
        #expect(keptCell.safeAreaInsets == UIEdgeInsets(top: 23, left: 0, bottom: 0, right: 0))
        // The 8 new rows were measured; every row below them keeps its estimate.
        #expect(table.contentSize.height == CGFloat(17 * 80.5 + 9_983 * 44))
        #expect(table.visibleCells.map(\.frame.minY) == (8...16).map { CGFloat($0) * 80.5 })
    }

    /// A one-point scroll that shows no new row asks the data source and delegate nothing; only the two
    /// cells whose safe area moved lay out again: row 0 (now 1 point under the status bar) and row 8
    /// (77.5 → 76.5 points below the screen).
    @Test func scrollingWithinTheShownRowsAsksNothing() throws {
        let (simulator, controller) = try scene()
        let table = controller.tableView!
        let first = try #require(table.cellForRow(at: path(0)))
        let last = try #require(table.cellForRow(at: path(8)))
        #expect(last.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 77.5, right: 0))
        controller.events = []
        LayoutCountingCell.layouts = []
        table.contentOffset.y += 1
        simulator.window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (0...8).map(path))
        #expect(controller.events == [])
        #expect(LayoutCountingCell.layouts == [ObjectIdentifier(first), ObjectIdentifier(last)])
        #expect(first.safeAreaInsets == UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        #expect(last.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 76.5, right: 0))
    }
}
