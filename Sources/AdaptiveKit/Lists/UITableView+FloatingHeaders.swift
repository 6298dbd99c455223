import Foundation

extension UITableView {
    /// Pins the header of the section at the top of the visible area to that top, as a `.plain` table's headers
    /// float while their rows scroll under them; the next section's header pushes it up. Grouped styles scroll
    /// headers with their rows.
    func floatSectionHeader() {
        guard style == .plain, !tableState.sections.isEmpty else { return }
        let geometry = tableState.geometry
        let top = bounds.minY + adjustedContentInset.top
        guard geometry.heights.count > 0, top > geometry.top else { return }
        let section: Int
        switch geometry.slot(at: geometry.slotIndex(atY: min(top, geometry.contentHeight - 0.001))) {
        case .header(let index), .footer(let index): section = index
        case .row(let indexPath): section = indexPath.section
        }
        let slot = geometry.headerSlot(section)
        let padding = geometry.headerPaddings[section]
        let height = geometry.heights[slot] - padding
        guard height > 0 else { return }
        let key = TableGeometry.Slot.header(section)
        guard let header = tableState.visibleHeaderFooters[key] ?? makeFloatingHeader(section) else { return }
        tableState.visibleHeaderFooters[key] = header
        let natural = geometry.minY(slot) + padding
        let sectionEnd = geometry.minY(geometry.footerSlot(section)) + geometry.heights[geometry.footerSlot(section)]
        let y = max(natural, min(top, sectionEnd - height))
        header.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        bringSubviewToFront(header)
    }

    /// Pins the footer of the section at the bottom of the visible area to that bottom, as a `.plain` table's
    /// footers float over the rows scrolling under them; the section's header pushes it down.
    func floatSectionFooter() {
        guard style == .plain, !tableState.sections.isEmpty else { return }
        let geometry = tableState.geometry
        let bottom = bounds.maxY - adjustedContentInset.bottom
        let contentEnd = geometry.top + geometry.heights.total
        guard geometry.heights.count > 0, bottom < contentEnd, bottom > geometry.top else { return }
        let section: Int
        switch geometry.slot(at: geometry.slotIndex(atY: bottom - 0.001)) {
        case .header(let index), .footer(let index): section = index
        case .row(let indexPath): section = indexPath.section
        }
        let slot = geometry.footerSlot(section)
        let height = geometry.heights[slot]
        guard height > 0 else { return }
        let key = TableGeometry.Slot.footer(section)
        guard let footer = tableState.visibleHeaderFooters[key] ?? makeHeaderFooter(key) else { return }
        if footer.superview !== self { addSubview(footer) }
        tableState.visibleHeaderFooters[key] = footer
        let natural = geometry.minY(slot)
        let header = geometry.headerSlot(section)
        let sectionStart = geometry.minY(header) + geometry.heights[header]
        let y = min(natural, max(bottom - height, sectionStart))
        footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        bringSubviewToFront(footer)
    }

    private func makeFloatingHeader(_ section: Int) -> UIView? {
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            if view.superview !== self { addSubview(view) }
            return view
        }
        guard let title = tableState.sections[section].headerTitle else { return nil }
        let standard =
            tableState.reusableHeaderFooters[UITableViewHeaderFooterView.standardIdentifier]?.popLast()
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableViewHeaderFooterView.standardIdentifier)
        standard.textLabel?.text = title
        addSubview(standard)
        return standard
    }
}
