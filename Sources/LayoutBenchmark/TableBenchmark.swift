import AdaptiveKit
import Foundation

// Times a table of self-sizing rows (release build):
//   swift run -c release layout-benchmark --table 1000,10000,100000
// Each row's cell pins a label between its content view's margins with a height constraint, so every shown
// row is measured through Auto Layout. Reported per row count: reloadData (counts and one estimate per row,
// linear as in UIKit), the layout that follows (cells for the visible rows only), their sum, and scrolling
// by one screen (cells reused, new rows measured), each with its ratio to the smallest count measured in the
// same run, and how many cells the scroll asked for. The layout and scroll ratios should stay near 1.
// A single count (`--table 10000`) is compared with 1 000 rows. For callgrind, the scroll alone:
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRegion*' \
//     .build/release/layout-benchmark --callgrind table 10000

/// A self-sizing cell: a label pinned to the content view's margins, 28 points tall.
final class BenchmarkCell: UITableViewCell {
    let label = UILabel()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.heightAnchor.constraint(equalToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Serves `rows` rows of `BenchmarkCell` and counts the cells it was asked for.
final class BenchmarkTableController: UITableViewController {
    let rows: Int
    var cellsAsked = 0

    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BenchmarkCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsAsked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? BenchmarkCell)?.label.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A table of `rows` self-sizing rows in a window, laid out once.
@MainActor
func makeTable(rows: Int) throws -> (DeviceSimulator, BenchmarkTableController) {
    let controller = BenchmarkTableController(rows: rows)
    let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
    simulator.window.layoutIfNeeded()
    return (simulator, controller)
}

/// Scrolls a table down by one screen and lays the window out.
@MainActor
func scrollOneScreen(_ table: UITableView, in window: UIWindow) {
    table.contentOffset.y += table.bounds.height
    window.layoutIfNeeded()
}

struct TableMeasurement {
    var reload = Double.infinity
    var layout = Double.infinity
    var both = Double.infinity
    var scroll = Double.infinity
    var visible = 0
    var asked = 0
}

/// Times reloadData + layout and a one-screen scroll for a row count; the best of a few runs.
@MainActor
func measureTable(rows: Int, repeats: Int = 9) throws -> TableMeasurement {
    var result = TableMeasurement()
    for _ in 0..<repeats {
        let (simulator, controller) = try makeTable(rows: rows)
        let window = simulator.window
        let table = controller.tableView!
        let reloadTime = milliseconds { table.reloadData() }
        let layoutTime = milliseconds { window.layoutIfNeeded() }
        result.reload = min(result.reload, reloadTime)
        result.layout = min(result.layout, layoutTime)
        result.both = min(result.both, reloadTime + layoutTime)
        controller.cellsAsked = 0
        result.scroll = min(result.scroll, milliseconds { scrollOneScreen(table, in: window) })
        result.visible = table.visibleCells.count
        result.asked = controller.cellsAsked
    }
    return result
}

@MainActor
func runTableBenchmark(_ sizes: [Int]) throws {
    var counts = sizes.isEmpty ? [1000, 10_000, 100_000] : sizes
    if counts.count == 1, counts[0] != 1000 { counts.insert(1000, at: 0) }
    let results = try counts.map { try measureTable(rows: $0) }
    guard let baseline = results.first else { return }
    print(
        "rows     visible   reloadData (ratio)       layout (ratio)           reloadData+layout (ratio)   "
            + "scroll one screen (ratio)   cells asked by the scroll")
    for (count, result) in zip(counts, results) {
        func cell(_ value: Double, _ base: Double) -> String { String(format: "%8.3f ms (%6.3f)", value, value / base) }
        print(
            String(format: "%-8d %-9d ", count, result.visible) + cell(result.reload, baseline.reload) + "   "
                + cell(result.layout, baseline.layout) + "   " + cell(result.both, baseline.both) + "      "
                + cell(result.scroll, baseline.scroll) + String(format: "      %d", result.asked))
    }
    if let last = results.last, let largest = counts.last, results.count > 1 {
        print(
            String(
                format: "ratio %d/%d: reloadData %.2f, layout %.2f, scroll one screen %.2f", largest, counts[0],
                last.reload / baseline.reload, last.layout / baseline.layout, last.scroll / baseline.scroll))
    }
}

/// The callgrind case `table`: one screen of scrolling after a reload and its layout, as timed above.
@MainActor
func runTableCallgrindCase(rows: Int) throws {
    let (simulator, controller) = try makeTable(rows: rows)
    let table = controller.tableView!
    table.reloadData()
    simulator.window.layoutIfNeeded()
    controller.cellsAsked = 0
    measure { scrollOneScreen(table, in: simulator.window) }
    print("rows \(rows): the scroll asked for \(controller.cellsAsked) cells, \(table.visibleCells.count) visible")
}
