import Foundation
import Testing

@testable import AdaptiveKit

/// Plain tables keep the header of the section at the top pinned while its rows scroll under it, until the next
/// section pushes it up; grouped tables scroll headers with their rows.
@MainActor
@Suite struct UITableViewFloatingHeaderTests {
    /// Three titled sections of ten fixed 44-point rows, no top padding: each section is 22 + 440 points tall.
    private func table(_ style: UITableView.Style) throws -> (DeviceSimulator, TrackingTableController) {
        let controller = TrackingTableController(rows: [10, 10, 10], style: style)
        controller.headerTitles = ["A", "B", "C"]
        controller.fixedRowHeight = 44
        controller.loadViewIfNeeded()
        controller.tableView.sectionHeaderTopPadding = 0
        controller.tableView.sectionHeaderHeight = 22
        controller.tableView.contentInsetAdjustmentBehavior = .never
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller)
    }

    @Test func plainHeadersPinToTheTopUntilPushedUp() throws {
        let (simulator, controller) = try table(.plain)
        let table = controller.tableView!
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 375, height: 22))
        // Halfway through section A: its header sits at the top of the visible area, above the rows.
        table.contentOffset = CGPoint(x: 0, y: 200)
        simulator.window.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame == CGRect(x: 0, y: 200, width: 375, height: 22))
        #expect(table.subviews.last === header)
        // Section A ends at 462: at 450 B's header (at 462) pushes A's up to 440.
        table.contentOffset = CGPoint(x: 0, y: 450)
        simulator.window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == CGFloat(440))
        #expect(table.headerView(forSection: 1)?.frame.minY == CGFloat(462))
        // Inside section B: B's header is pinned, A's is gone.
        table.contentOffset = CGPoint(x: 0, y: 600)
        simulator.window.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.minY == CGFloat(600))
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
    }

    @Test func groupedHeadersScrollWithTheirRows() throws {
        let (simulator, controller) = try table(.grouped)
        let table = controller.tableView!
        table.contentOffset = CGPoint(x: 0, y: 200)
        simulator.window.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
    }
}
