import Foundation

extension UITableView {
    /// Lays out the visible rows: recycles cells that left the visible rectangle, asks for the cells of rows that
    /// entered it (sizing each as it comes), and places headers, footers and the table's own header and footer.
    func layoutTable() {
        loadIfNeeded()
        layoutTableHeaderAndFooter()
        let widthChanged = tableState.lastLayoutWidth != bounds.width
        tableState.lastLayoutWidth = bounds.width
        if tableState.cellsAreStale {
            tableState.cellsAreStale = false
            for (indexPath, cell) in tableState.visibleCells.sorted(by: { $0.key < $1.key }) {
                endDisplaying(cell, at: indexPath)
            }
            tableState.visibleCells = [:]
            for (_, view) in tableState.visibleHeaderFooters { recycleHeaderFooter(view) }
            tableState.visibleHeaderFooters = [:]
        }
        layoutVisibleSlots(resizing: widthChanged)
        floatSectionHeader()
        floatSectionFooter()
        updateContentSize()
        updatePrefetching()
    }

    private func layoutTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: tableState.geometry.contentHeight - footer.frame.height, width: bounds.width,
                height: footer.frame.height)
        }
    }

    /// The slots from the top of the visible rectangle to its bottom get views; the rest give theirs back.
    private func layoutVisibleSlots(resizing: Bool) {
        var geometry: TableGeometry { tableState.geometry }
        let visible = bounds
        // Rows that left the visible rectangle give their cells back first, so the rows entering it reuse them.
        for (indexPath, cell) in tableState.visibleCells.sorted(by: { $0.key < $1.key })
        where !isRow(indexPath) || !rowFrame(geometry.rowSlot(indexPath)).intersects(visible) {
            tableState.visibleCells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        var shownRows: [IndexPath: UITableViewCell] = [:]
        var shownHeaderFooters: [TableGeometry.Slot: UIView] = [:]
        var index = geometry.heights.count > 0 ? geometry.slotIndex(atY: max(visible.minY, geometry.top)) : 0
        while index < geometry.heights.count, geometry.minY(index) < visible.maxY {
            let slot = geometry.slot(at: index)
            switch slot {
            case .row(let indexPath):
                if let cell = tableState.visibleCells.removeValue(forKey: indexPath) {
                    if resizing {
                        resize(cell, at: indexPath, slot: index)
                    } else {
                        prepare(cell, at: indexPath)
                    }
                    cell.frame = rowFrame(index)
                    shownRows[indexPath] = cell
                } else if geometry.heights[index] > 0 || geometry.minY(index) >= visible.minY {
                    shownRows[indexPath] = display(indexPath, slot: index)
                }
            case .header(let section), .footer(let section):
                guard geometry.heights[index] > 0 else { break }
                if let view = tableState.visibleHeaderFooters.removeValue(forKey: slot) ?? makeHeaderFooter(slot) {
                    var frame = geometry.rect(index, width: bounds.width)
                    if case .header = slot {
                        frame.origin.y += geometry.headerPaddings[section]
                        frame.size.height -= geometry.headerPaddings[section]
                    }
                    view.frame = frame
                    // Headers and footers stay above the cells, as UIKit's floating headers do.
                    bringSubviewToFront(view)
                    shownHeaderFooters[slot] = view
                }
            }
            index += 1
        }
        for (indexPath, cell) in tableState.visibleCells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: indexPath)
        }
        for (_, view) in tableState.visibleHeaderFooters { recycleHeaderFooter(view) }
        tableState.visibleCells = shownRows
        tableState.visibleHeaderFooters = shownHeaderFooters
    }

    /// Asks for a row's height and cell, sizes the cell, adds it and tells the delegate it will display.
    private func display(_ indexPath: IndexPath, slot: Int) -> UITableViewCell {
        let delegate = tableDelegate
        var height = tableState.geometry.heights[slot]
        if estimatedRowHeight != 0 {
            height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        }
        let cell =
            dataSource?.tableView(self, cellForRowAt: indexPath)
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        prepare(cell, at: indexPath, asksEditing: true)
        if height < 0 { height = cell.fittingHeight(width: rowFrame(slot).width) }
        tableState.geometry.heights[slot] = height
        cell.frame = rowFrame(slot)
        // The content view gets its size now, before Auto Layout next solves the window: its constraints were
        // measured at this size, and an old size (a reused cell's last row) would conflict with them.
        cell.contentView.frame = cell.contentViewFrame(in: cell.bounds.size)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        cell.setSelected(tableState.selectedRows.contains(indexPath), animated: false)
        if cell.isEditing != tableState.isEditing { cell.setEditing(tableState.isEditing, animated: false) }
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Re-measures a shown self-sizing row after the table's width changed (a rotation).
    private func resize(_ cell: UITableViewCell, at indexPath: IndexPath, slot: Int) {
        prepare(cell, at: indexPath)
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height < 0 { height = cell.fittingHeight(width: rowFrame(slot).width) }
        tableState.geometry.heights[slot] = height
    }

    /// Gives a cell the table's insets, margins and separator for its row.
    ///
    /// While the table edits, a row is asked for its editing control when it enters editing mode or, with
    /// `asksEditing`, when it is shown.
    func prepare(_ cell: UITableViewCell, at indexPath: IndexPath, asksEditing: Bool = false) {
        let frame = rowFrame(tableState.geometry.rowSlot(indexPath))
        let safeArea = safeAreaInsets
        let text = cellTextInsets
        var context = CellTableContext()
        if insetsContentViewsToSafeArea {
            context.contentLeading = max(0, safeArea.left - frame.minX)
            context.contentTrailing = max(0, safeArea.right - (bounds.width - frame.maxX))
        }
        context.marginLeading = max(0, text.left - frame.minX - context.contentLeading)
        context.marginTrailing = max(0, text.right - (bounds.width - frame.maxX) - context.contentTrailing)
        context.scale = max(traitCollection.displayScale, 1)
        context.separatorHeight = separatorStyle == .none ? 0 : 1 / context.scale
        if let custom = tableState.customSeparatorInset {
            context.separatorFollowsText = false
            var inset = custom
            if separatorInsetReference == .fromAutomaticInsets {
                let automatic = automaticSeparatorInset
                inset.left += automatic.left
                inset.right += automatic.right
            }
            context.separatorInset = inset
        } else {
            context.separatorInset = automaticSeparatorInset
            context.separatorInset.left -= frame.minX
            context.separatorInset.right = max(0, context.separatorInset.right - (bounds.width - frame.maxX))
        }
        if tableState.isEditing, isRow(indexPath) {
            context.isEditing = true
            if !asksEditing, cell.tableContext.isEditing {
                // Asked when the row entered editing mode or was shown in it; a scroll or an update asks nothing.
                context.editingControl = cell.tableContext.editingControl
                context.indentsWhileEditing = cell.tableContext.indentsWhileEditing
                context.canMove = cell.tableContext.canMove
            } else {
                if dataSource?.tableView(self, canEditRowAt: indexPath) ?? false {
                    context.editingControl =
                        tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
                }
                context.indentsWhileEditing =
                    tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
                context.canMove =
                    cell.showsReorderControl && dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
            }
        }
        if traitCollection.layoutDirection == .rightToLeft {
            swap(&context.contentLeading, &context.contentTrailing)
            swap(&context.separatorInset.left, &context.separatorInset.right)
        }
        if cell.tableContext != context {
            cell.tableContext = context
            cell.setNeedsLayout()
        }
    }

    /// Takes a cell off the table into the reuse pool and tells the delegate.
    private func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { tableState.reusableCells[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// A section's header or footer view: the delegate's, or a standard one showing the title.
    func makeHeaderFooter(_ slot: TableGeometry.Slot) -> UIView? {
        let view: UIView?
        let title: String?
        switch slot {
        case .header(let section):
            view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
            title = tableState.sections[section].headerTitle
        case .footer(let section):
            view = tableDelegate?.tableView(self, viewForFooterInSection: section)
            title = tableState.sections[section].footerTitle
        case .row:
            return nil
        }
        if let view {
            if view.superview !== self { addSubview(view) }
            return view
        }
        guard let title else { return nil }
        let standard =
            tableState.reusableHeaderFooters[UITableViewHeaderFooterView.standardIdentifier]?.popLast()
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableViewHeaderFooterView.standardIdentifier)
        standard.textLabel?.text = title
        addSubview(standard)
        return standard
    }

    func recycleHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            tableState.reusableHeaderFooters[identifier, default: []].append(reusable)
        }
    }

    // MARK: Visible rows

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        tableState.visibleCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, in order; nil when there are none, as in UIKit.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = tableState.visibleCells.keys.sorted()
        return rows.isEmpty ? nil : rows
    }

    /// The cell shown for a row, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { tableState.visibleCells[indexPath] }

    /// The row a shown cell stands for, or nil.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        tableState.visibleCells.first { $0.value === cell }?.key
    }

    /// The header view shown for a section, or nil.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tableState.visibleHeaderFooters[.header(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for a section, or nil.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tableState.visibleHeaderFooters[.footer(section)] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so that a row sits at the top, middle or bottom of the visible area (or just becomes visible).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard indexPath.count == 2, tableState.sections.indices.contains(indexPath.section),
            (0..<tableState.sections[indexPath.section].rowCount).contains(indexPath.row)
        else {
            DiagnosticLog.raise(
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) "
                    + "when there are only \(numberOfRows(inSection: indexPath.count == 2 ? indexPath.section : 0)) "
                    + "rows in section \(indexPath.count == 2 ? indexPath.section : 0).",
                name: "NSRangeException")
            return
        }
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        }
        let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
        setContentOffset(target, animated: animated)
    }
}
