import Foundation
import Testing

@testable import AdaptiveKit

/// Snapshots and the diffable table data source: applying a snapshot updates the table in one batch that keeps
/// the cells of surviving items.
@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    private func texts(_ table: UITableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    private func scene() throws -> (DeviceSimulator, UITableView, UITableViewDiffableDataSource<String, String>) {
        let controller = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        controller.view = table
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "banana", "cherry"], toSection: "fruit")
        snapshot.appendItems(["carrot"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, table, dataSource)
    }

    @Test func snapshotQueries() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(["a", "b"], toSection: 1)
        snapshot.appendItems(["c"])
        snapshot.insertItems(["x"], beforeItem: "b")
        snapshot.moveItem("a", afterItem: "c")
        #expect(snapshot.itemIdentifiers == ["x", "b", "c", "a"])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        #expect(snapshot.itemIdentifiers(inSection: 2) == ["c", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == 2)
        #expect(snapshot.indexOfItem("c") == 2)
        snapshot.deleteSections([1])
        #expect(snapshot.itemIdentifiers == ["c", "a"])
    }

    /// Misuse gets UIKit's messages and leaves the snapshot as it was.
    @Test func snapshotMisuse() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        let diagnostics = DiagnosticLog.capture {
            snapshot.appendItems(["a"])
            snapshot.appendSections([1])
            snapshot.appendItems(["a", "a"])
        }
        #expect(
            diagnostics.map(\.message) == [
                "There are currently no sections in the data source. Please add a section first.",
                "Item identifier already exists in the data source: a",
            ])
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func applyUpdatesInOneBatch() throws {
        let (simulator, table, dataSource) = try scene()
        #expect(texts(table) == ["apple", "banana", "cherry", "carrot"])
        let cells = Dictionary(uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel!.text!, $0) })
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["banana"])
        snapshot.insertItems(["date"], afterItem: "apple")
        snapshot.moveItem("cherry", beforeItem: "apple")
        snapshot.appendItems(["pea"], toSection: "veg")
        snapshot.reloadItems(["carrot"])
        var completed = false
        dataSource.apply(snapshot) { completed = true }
        simulator.window.layoutIfNeeded()
        #expect(completed)
        #expect(texts(table) == ["cherry", "apple", "date", "carrot", "pea"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cells["cherry"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cells["apple"])
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "date")
        #expect(dataSource.indexPath(for: "pea") == IndexPath(row: 1, section: 1))
    }

    /// Surviving sections that change order reload the table instead.
    @Test func sectionReorderReloads() throws {
        let (simulator, table, dataSource) = try scene()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["veg", "fruit"])
        snapshot.appendItems(["carrot"], toSection: "veg")
        snapshot.appendItems(["apple"], toSection: "fruit")
        dataSource.apply(snapshot)
        simulator.window.layoutIfNeeded()
        #expect(texts(table) == ["carrot", "apple"])
        #expect(dataSource.sectionIdentifier(for: 1) == "fruit")
    }
}
