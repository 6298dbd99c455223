import Foundation

extension UITableView {
    /// The standard heights of titled and untitled section headers and footers (see Deviations.md).
    enum StandardHeight {
        /// A titled plain header or footer: 22 (iOS 7–11, measured).
        static let plainTitled: CGFloat = 22
        /// The plain style's automatic `sectionHeaderTopPadding` (iOS 15, measured).
        static let plainHeaderTopPadding: CGFloat = 22
        /// A titled grouped header: the first row of a titled first section sits at 49.5 (iOS 15 canvas).
        static let groupedTitledHeader: CGFloat = 49.5
        /// An untitled grouped header: about 35 points of space (community reports, unconfirmed).
        static let groupedUntitledHeader: CGFloat = 35
        /// A titled grouped footer: Interface Builder's 18 (unconfirmed as a rendered height).
        static let groupedTitledFooter: CGFloat = 18
        /// The estimate for rows when none is given (iOS 11, measured: content height 44 × rows).
        static let rowEstimate: CGFloat = 44
    }

    /// Reads the sections from the data source and rebuilds the geometry: counts, titles, header and footer
    /// heights, and for each row its estimate (or its height when estimates are off).
    func loadSections() {
        guard let dataSource else {
            tableState.sections = []
            rebuildGeometry(rowHeights: [])
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        var sections: [TableSectionInfo] = []
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            sections.append(
                TableSectionInfo(
                    rowCount: rows, headerTitle: dataSource.tableView(self, titleForHeaderInSection: section),
                    footerTitle: dataSource.tableView(self, titleForFooterInSection: section)))
        }
        tableState.sections = sections
        var rowHeights: [[CGFloat]] = []
        // Read once: each read is a weak load and a protocol cast, a noticeable share of a big reload when per row.
        let delegate = tableDelegate
        for (section, info) in sections.enumerated() {
            rowHeights.append(
                (0..<info.rowCount).map { initialHeight(IndexPath(row: $0, section: section), delegate: delegate) })
        }
        rebuildGeometry(rowHeights: rowHeights)
    }

    /// A row's height before it is shown: its estimate, or its height when estimates are off.
    func initialHeight(_ indexPath: IndexPath) -> CGFloat { initialHeight(indexPath, delegate: tableDelegate) }

    /// A row's height before it is shown, asking a delegate the caller already read.
    func initialHeight(_ indexPath: IndexPath, delegate: (any UITableViewDelegate)?) -> CGFloat {
        if estimatedRowHeight == 0 {
            let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            return height < 0 ? StandardHeight.rowEstimate : height
        }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate > 0 { return estimate }
        return rowHeight >= 0 ? rowHeight : StandardHeight.rowEstimate
    }

    /// Rebuilds the slots from row heights per section, asking for header and footer heights again.
    func rebuildGeometry(rowHeights: [[CGFloat]]) {
        var heights: [CGFloat] = []
        heights.reserveCapacity(rowHeights.reduce(0) { $0 + $1.count } + 2 * rowHeights.count)
        var starts: [Int] = []
        var paddings: [CGFloat] = []
        for (section, rows) in rowHeights.enumerated() {
            starts.append(heights.count)
            let header = headerHeight(section)
            let padding = header > 0 ? headerTopPadding : 0
            paddings.append(padding)
            heights.append(header + padding)
            heights.append(contentsOf: rows)
            heights.append(footerHeight(section))
        }
        var geometry = TableGeometry()
        geometry.heights = RowHeights(heights)
        geometry.sectionStarts = starts
        geometry.headerPaddings = paddings
        geometry.top = tableHeaderView?.frame.height ?? 0
        geometry.bottom = tableFooterView?.frame.height ?? 0
        tableState.geometry = geometry
        updateContentSize()
    }

    /// Rebuilds the geometry from the current row heights, keeping cells (a height property changed).
    func reloadGeometryKeepingCells() {
        guard tableState.hasLoaded else { return }
        let geometry = tableState.geometry
        let rows = tableState.sections.enumerated().map { section, info in
            (0..<info.rowCount).map { geometry.heights[geometry.rowSlot(IndexPath(row: $0, section: section))] }
        }
        rebuildGeometry(rowHeights: rows)
        setNeedsLayout()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: tableState.geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    var headerTopPadding: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? StandardHeight.plainHeaderTopPadding : 0
    }

    private func headerHeight(_ section: Int) -> CGFloat {
        let titled = tableState.sections[section].headerTitle != nil
        let given = tableDelegate.flatMap { delegate in
            DelegateDefaults.implemented { delegate.tableView(self, heightForHeaderInSection: section) }
        }
        var height = given ?? sectionHeaderHeight
        // Grouped tables treat 0 from the delegate as "use the default" (measured).
        if style != .plain, height == 0, tableDelegate != nil { height = Self.automaticDimension }
        // A plain table shows no header for a section with neither a title nor a view, whatever the table's
        // `sectionHeaderHeight` (Interface Builder writes 28 into every plain table); a height the delegate
        // gives for the section still counts.
        if style == .plain, !titled, given == nil,
            tableDelegate?.tableView(self, viewForHeaderInSection: section) == nil
        {
            return 0
        }
        if height >= 0 { return height }
        switch style {
        case .plain: return titled ? StandardHeight.plainTitled : 0
        case .grouped, .insetGrouped:
            return titled ? StandardHeight.groupedTitledHeader : StandardHeight.groupedUntitledHeader
        }
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let titled = tableState.sections[section].footerTitle != nil
        let given = tableDelegate.flatMap { delegate in
            DelegateDefaults.implemented { delegate.tableView(self, heightForFooterInSection: section) }
        }
        var height = given ?? sectionFooterHeight
        if style != .plain, height == 0, tableDelegate != nil { height = Self.automaticDimension }
        if style == .plain, !titled, given == nil,
            tableDelegate?.tableView(self, viewForFooterInSection: section) == nil
        {
            return 0
        }
        if height >= 0 { return height }
        switch style {
        case .plain: return titled ? StandardHeight.plainTitled : 0
        case .grouped, .insetGrouped: return titled ? StandardHeight.groupedTitledFooter : 0
        }
    }

    // MARK: Rectangles

    private func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && tableState.sections.indices.contains(indexPath.section)
            && (0..<tableState.sections[indexPath.section].rowCount).contains(indexPath.row)
    }

    /// The rectangle of a section (header, rows and footer) in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard tableState.sections.indices.contains(section) else { return .zero }
        let geometry = tableState.geometry
        let minY = geometry.minY(geometry.headerSlot(section))
        let maxY = geometry.minY(geometry.footerSlot(section) + 1)
        return CGRect(x: 0, y: minY, width: bounds.width, height: maxY - minY)
    }

    /// The rectangle of a row in content coordinates (its current height or estimate).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return rowFrame(tableState.geometry.rowSlot(indexPath))
    }

    /// The rectangle of a section's header (below its top padding) in content coordinates.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard tableState.sections.indices.contains(section) else { return .zero }
        let geometry = tableState.geometry
        var rect = geometry.rect(geometry.headerSlot(section), width: bounds.width)
        rect.origin.y += geometry.headerPaddings[section]
        rect.size.height -= geometry.headerPaddings[section]
        return rect
    }

    /// The rectangle of a section's footer in content coordinates.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard tableState.sections.indices.contains(section) else { return .zero }
        return tableState.geometry.rect(tableState.geometry.footerSlot(section), width: bounds.width)
    }

    /// A row's frame: the full width, or inset by the margins in an inset-grouped table.
    func rowFrame(_ slot: Int) -> CGRect {
        var rect = tableState.geometry.rect(slot, width: bounds.width)
        if style == .insetGrouped {
            let inset = insetGroupedInsets
            rect.origin.x = inset.left
            rect.size.width = max(0, bounds.width - inset.left - inset.right)
        }
        return rect
    }

    /// The row at a point in content coordinates, or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        let geometry = tableState.geometry
        guard geometry.heights.count > 0, point.y >= geometry.top, point.y < geometry.top + geometry.heights.total
        else { return nil }
        guard case .row(let indexPath) = geometry.slot(at: geometry.slotIndex(atY: point.y)) else { return nil }
        return indexPath
    }

    /// The rows that intersect a rectangle in content coordinates.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        let geometry = tableState.geometry
        guard geometry.heights.count > 0, rect.height >= 0 else { return [] }
        var result: [IndexPath] = []
        var index = geometry.slotIndex(atY: max(rect.minY, geometry.top))
        while index < geometry.heights.count, geometry.minY(index) < rect.maxY {
            if case .row(let indexPath) = geometry.slot(at: index), geometry.heights[index] > 0 || rect.height == 0 {
                result.append(indexPath)
            }
            index += 1
        }
        return result
    }

    // MARK: Margins

    /// The horizontal margin of cells: 16 or 20 points by device and orientation (the system minimum margins).
    var cellMargin: CGFloat {
        if let window {
            return window.screen.device.systemMinimumHorizontalMargin[window.screen.orientation]
        }
        return traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    /// The insets of inset-grouped sections: the safe area plus the cell margin (the canvas's, when the table
    /// reproduces one).
    var insetGroupedInsets: UIEdgeInsets {
        let safeArea = safeAreaInsets
        let margin = canvasInsetGroupedMargin ?? cellMargin
        return UIEdgeInsets(top: 0, left: safeArea.left + margin, bottom: 0, right: safeArea.right + margin)
    }

    /// Where cell text starts and ends, as insets from the table's edges: the safe area plus the cell margin,
    /// or the readable content width when `cellLayoutMarginsFollowReadableWidth` is on.
    var cellTextInsets: UIEdgeInsets {
        let safeArea = safeAreaInsets
        let margin = cellMargin
        if style == .insetGrouped {
            let inset = insetGroupedInsets
            return UIEdgeInsets(top: 0, left: inset.left + margin, bottom: 0, right: inset.right + margin)
        }
        var insets = UIEdgeInsets(top: 0, left: safeArea.left + margin, bottom: 0, right: safeArea.right + margin)
        if cellLayoutMarginsFollowReadableWidth {
            // The readable content guide's rule (UIView+AutoLayout): only regular-width views narrow.
            let available = bounds.width - insets.left - insets.right
            let extra = (available - UIView.readableWidth(for: traitCollection.preferredContentSizeCategory)) / 2
            if traitCollection.horizontalSizeClass == .regular, extra > 20 {
                insets.left += extra
                insets.right += extra
            }
        }
        return insets
    }

    /// The automatic separator inset: from the text's leading edge; to the trailing edge on iPhone, to the
    /// margin on iPad.
    var automaticSeparatorInset: UIEdgeInsets {
        let text = cellTextInsets
        let right = traitCollection.userInterfaceIdiom == .pad ? text.right : 0
        return UIEdgeInsets(top: 0, left: text.left, bottom: 0, right: right)
    }
}
