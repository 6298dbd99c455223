import Foundation

@testable import AdaptiveKit

/// A table controller that serves `rows` rows per section from a registered cell class and records every data source
/// and delegate call as one history (UIKit's order matters, so tests compare whole histories rather than single calls).
@MainActor
final class TrackingTableController: UITableViewController {
    var rows: [Int]
    var headerTitles: [String?] = []
    /// Footer titles per section (answered without recording an event).
    var footerTitles: [String?] = []
    var events: [String] = []
    /// Fixed row height to answer, or nil for the table's `rowHeight`.
    var fixedRowHeight: CGFloat?
    var cellIdentifier = "Cell"
    var recordsEstimates = true

    init(rows: [Int], style: UITableView.Style = .plain) {
        self.rows = rows
        super.init(style: style)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TrackingCell.self, forCellReuseIdentifier: "Cell")
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }

    override func numberOfSections(in tableView: UITableView) -> Int {
        events.append("numberOfSections")
        return rows.count
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.append("numberOfRows \(section)")
        return rows[section]
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < headerTitles.count ? headerTitles[section] : nil
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section < footerTitles.count ? footerTitles[section] : nil
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cellForRow \(name(indexPath))")
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        cell.textLabel?.text = "Row \(name(indexPath))"
        return cell
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if recordsEstimates { events.append("estimatedHeight \(name(indexPath))") }
        return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        events.append("heightForRow \(name(indexPath))")
        return fixedRowHeight ?? tableView.rowHeight
    }
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        events.append("willDisplay \(name(indexPath))")
    }
    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(name(indexPath))")
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(name(indexPath))")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath))")
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect \(name(indexPath))")
        return indexPath
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(name(indexPath))")
    }
}

/// A cell that counts how often it was made and prepared for reuse.
final class TrackingCell: UITableViewCell {
    @MainActor static var made = 0
    var reuseCount = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        TrackingCell.made += 1
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A cell whose content view holds a label pinned to its edges with a fixed height: a self-sizing row.
final class ConstrainedCell: UITableViewCell {
    let label = UILabel()
    var labelHeight: NSLayoutConstraint!

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        labelHeight = label.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            labelHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }
}
