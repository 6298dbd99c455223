import Foundation
import Testing

@testable import AdaptiveKit

/// L2: a table view tells its prefetch data source which rows it will show soon, as the user scrolls.
@MainActor
@Suite struct UITableViewPrefetchingTests {
    /// A thousand 44-point rows; records prefetch calls.
    final class Source: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
        var calls: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            calls.append("prefetch \(Self.rows(indexPaths))")
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            calls.append("cancel \(Self.rows(indexPaths))")
        }

        static func rows(_ indexPaths: [IndexPath]) -> String {
            guard let first = indexPaths.first?.row, let last = indexPaths.last?.row else { return "none" }
            return indexPaths.map(\.row) == Array(first...last) ? "\(first)...\(last)" : "\(indexPaths.map(\.row))"
        }
    }

    func start() throws -> (DeviceSimulator, UITableView, Source) {
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.contentInsetAdjustmentBehavior = .never
        let source = Source()
        table.dataSource = source
        table.prefetchDataSource = source
        controller.view = table
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, table, source)
    }

    func scroll(_ table: UITableView, to y: CGFloat, in simulator: DeviceSimulator) {
        table.contentOffset = CGPoint(x: 0, y: y)
        simulator.window.layoutIfNeeded()
    }

    @Test func L2_scrollingPrefetchesTheScreenfulAheadAndCancelsWhatFallsBehind() throws {
        let (simulator, table, source) = try start()
        #expect(table.isPrefetchingEnabled)
        #expect(source.calls.isEmpty, "nothing is prefetched before the user scrolls")
        // 852 points show rows 0...19; after 88 points down, rows 2...21, and the next 852 points reach row 40.
        scroll(table, to: 88, in: simulator)
        #expect(table.indexPathsForVisibleRows?.first?.row == 2)
        #expect(table.indexPathsForVisibleRows?.last?.row == 21)
        #expect(source.calls == ["prefetch 22...40"])
        scroll(table, to: 176, in: simulator)
        #expect(source.calls.last == "prefetch 41...42", "only rows that entered the window are new")
        source.calls = []
        // Up: the window is above the visible rows; what was pending below is cancelled.
        scroll(table, to: 132, in: simulator)
        #expect(source.calls == ["cancel 24...42", "prefetch 0...2"])
    }

    @Test func L2_reloadingOrTurningPrefetchingOffCancelsWhatIsPendingAndStopsPrefetching() throws {
        let (simulator, table, source) = try start()
        scroll(table, to: 88, in: simulator)
        table.reloadData()
        simulator.window.layoutIfNeeded()
        #expect(source.calls == ["prefetch 22...40", "cancel 22...40"])
        scroll(table, to: 176, in: simulator)
        source.calls = []
        table.isPrefetchingEnabled = false
        scroll(table, to: 440, in: simulator)
        #expect(source.calls == ["cancel 24...42"])
    }
}
