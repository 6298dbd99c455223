import AdaptiveKit
import Foundation

// Times a table of self-sizing rows (release build):
//   swift run -c release layout-benchmark --table 10000
// Each row's cell pins a label between its content view's margins with a height constraint, so every shown
// row is measured through Auto Layout. Reported for the baseline (1 000 rows) and the requested count:
// reloadData (counts and one estimate per row, linear as in UIKit), the layout that follows (cells for the
// visible rows only), their sum, and scrolling by one screen (cells reused, new rows measured), each with its
// ratio to the baseline measured in the same run. The layout and scroll ratios should stay near 1.

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

/// Serves `rows` rows of `BenchmarkCell`.
final class BenchmarkTableController: UITableViewController {
    let rows: Int

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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? BenchmarkCell)?.label.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Times reloadData + layout and a one-screen scroll for a row count; the best of a few runs.
@MainActor
func measureTable(rows: Int, repeats: Int = 9) throws -> (
    reload: Double, layout: Double, both: Double, scroll: Double, visible: Int
) {
    var reload = Double.infinity
    var layout = Double.infinity
    var both = Double.infinity
    var scroll = Double.infinity
    var visible = 0
    for _ in 0..<repeats {
        let controller = BenchmarkTableController(rows: rows)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let window = simulator.window
        window.layoutIfNeeded()
        let table = controller.tableView!
        let reloadTime = milliseconds { table.reloadData() }
        let layoutTime = milliseconds { window.layoutIfNeeded() }
        reload = min(reload, reloadTime)
        layout = min(layout, layoutTime)
        both = min(both, reloadTime + layoutTime)
        scroll = min(
            scroll,
            milliseconds {
                table.contentOffset.y += table.bounds.height
                window.layoutIfNeeded()
            })
        visible = table.visibleCells.count
    }
    return (reload, layout, both, scroll, visible)
}

@MainActor
func runTableBenchmark(rows: Int) throws {
    let baselineRows = 1000
    let baseline = try measureTable(rows: baselineRows)
    let measured = try measureTable(rows: rows)
    print(
        "rows     visible   reloadData (ratio)       layout (ratio)           reloadData+layout (ratio)   "
            + "scroll one screen (ratio)")
    for (count, result) in [(baselineRows, baseline), (rows, measured)] {
        func cell(_ value: Double, _ base: Double) -> String { String(format: "%8.3f ms (%6.3f)", value, value / base) }
        print(
            String(format: "%-8d %-9d ", count, result.visible) + cell(result.reload, baseline.reload) + "   "
                + cell(result.layout, baseline.layout) + "   " + cell(result.both, baseline.both) + "      "
                + cell(result.scroll, baseline.scroll))
    }
}
