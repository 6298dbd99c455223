import Foundation

/// One section of a table's static cells, Interface Builder's `dataMode="static"`.
package struct StaticTableSection {
    /// The section's header title (`headerTitle`).
    package var headerTitle: String?
    /// The section's footer title (`footerTitle`).
    package var footerTitle: String?
    /// The cells, made once when the table was loaded, in order.
    package var cells: [UITableViewCell]
    /// Each cell's own row height (`rowHeight` on the cell), nil where the table's applies.
    package var rowHeights: [CGFloat?]

    /// Creates a section.
    package init(headerTitle: String?, footerTitle: String?, cells: [UITableViewCell], rowHeights: [CGFloat?]) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights
    }
}

extension UITableView {
    /// The static cells a storyboard gave the table, nil for a dynamic table.
    ///
    /// In UIKit a `UITableViewController`'s own data source and delegate methods answer with them; here a
    /// table with static cells and no data source answers with them too.
    package var staticSections: [StaticTableSection]? {
        get { tableState.staticSections }
        set {
            tableState.staticSections = newValue
            if newValue != nil, dataSource == nil {
                let source = StaticTableSource()
                tableState.staticSource = source
                dataSource = source
                if delegate == nil { delegate = source }
            }
            tableState.hasLoaded = false
            setNeedsLayout()
        }
    }

    /// Whether the data source is the stand-in a table with static cells made for itself.
    var hasStaticStandInDataSource: Bool { dataSource is StaticTableSource }

    func staticSection(_ section: Int) -> StaticTableSection? {
        guard let sections = tableState.staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }

    /// The static cell of a row, nil outside the static sections.
    func staticCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let section = staticSection(indexPath.section), section.cells.indices.contains(indexPath.row) else {
            return nil
        }
        return section.cells[indexPath.row]
    }

    /// The static cell's own height, else the table's row height.
    func staticRowHeight(at indexPath: IndexPath) -> CGFloat {
        guard let section = staticSection(indexPath.section), section.rowHeights.indices.contains(indexPath.row),
            let height = section.rowHeights[indexPath.row]
        else { return rowHeight }
        return height
    }
}

/// What answers for a table with static cells when nothing else does (a storyboard table whose controller is
/// not a `UITableViewController`).
@MainActor
final class StaticTableSource: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { tableView.tableState.staticSections?.count ?? 0 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticSection(section)?.cells.count ?? 0
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.staticCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticSection(section)?.headerTitle
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticSection(section)?.footerTitle
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.staticRowHeight(at: indexPath)
    }
}
