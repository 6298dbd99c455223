import AdaptiveKit
import Foundation

// Tables and lists as UIKit draws them: grouped sections on the grouped background (rounded when
// inset-grouped), hairline separators from the cells' separator frames, and the standard accessories.

extension SVGRenderer {
    /// The corner radius of an inset-grouped section (iOS 13+).
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The grey of the disclosure chevron (systemGray3 in light mode).
    private static let chevronGray = "#C7C7CC"

    /// The background UIKit gives a view whose `backgroundColor` was not set: grouped tables and grouped
    /// lists sit on the grouped background; everything else is clear.
    func effectiveBackground(_ view: UIView) -> UIColor? {
        if let color = view.backgroundColor { return color }
        if let table = view as? UITableView, table.style != .plain { return .systemGroupedBackground }
        if let collection = view as? UICollectionView, let list = listConfiguration(of: collection) {
            if let color = list.backgroundColor { return color }
            switch list.appearance {
            case .grouped, .insetGrouped: return .systemGroupedBackground
            case .plain, .sidebar, .sidebarPlain: return nil
            }
        }
        return nil
    }

    func listConfiguration(of collection: UICollectionView) -> UICollectionLayoutListConfiguration? {
        (collection.collectionViewLayout as? UICollectionViewCompositionalLayout)?.firstListConfiguration
    }

    /// Cells and section headers and footers: drawn without the wireframe's outline, as are their content views.
    func isListChrome(_ view: UIView) -> Bool {
        view is UITableViewCell || view is UICollectionViewListCell || view is UITableViewHeaderFooterView
    }

    /// Whether `draw` leaves a subview to `drawCellDecorations` (separators and standard accessories).
    func isCellDecoration(_ subview: UIView, of view: UIView) -> Bool {
        guard let cell = view as? UITableViewCell else { return false }
        return subview === cell.separatorView || (subview === cell.standardAccessoryView && cell.accessoryView == nil)
    }

    // MARK: Section backgrounds

    /// Behind the rows of a grouped table or list: each section's rows on the secondary grouped
    /// background, rounded in inset-grouped style, with hairlines above and below in grouped style.
    func drawSectionBackgrounds(
        of scrollView: UIScrollView, frame: CGRect, depth: Int, into svg: inout SVGBuilder
    ) {
        let origin = CGPoint(x: frame.minX - scrollView.bounds.minX, y: frame.minY - scrollView.bounds.minY)
        let sections: [CGRect]
        let inset: Bool
        switch scrollView {
        case let table as UITableView where table.style != .plain:
            inset = table.style == .insetGrouped
            sections = (0..<table.numberOfSections).compactMap { section in
                let rows = table.numberOfRows(inSection: section)
                guard rows > 0 else { return nil }
                return table.rectForRow(at: IndexPath(row: 0, section: section))
                    .union(table.rectForRow(at: IndexPath(row: rows - 1, section: section)))
            }
        case let collection as UICollectionView:
            guard let list = listConfiguration(of: collection),
                list.appearance == .grouped || list.appearance == .insetGrouped
            else { return }
            inset = list.appearance == .insetGrouped
            sections = (0..<collection.numberOfSections).compactMap { section in
                let items = collection.numberOfItems(inSection: section)
                guard items > 0,
                    let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                    let last = collection.layoutAttributesForItem(at: IndexPath(item: items - 1, section: section))
                else { return nil }
                return first.frame.union(last.frame)
            }
        default:
            return
        }
        let traits = scrollView.traitCollection
        let fill = SVGFormat.paint(.secondarySystemGroupedBackground, traits: traits)?.hex ?? "#FFFFFF"
        let hairline = 1 / max(traits.displayScale, 1)
        let separator = separatorPaint(of: scrollView)
        for content in sections where content.intersects(scrollView.bounds) {
            let rect = content.offsetBy(dx: origin.x, dy: origin.y)
            let radius = inset ? " rx=\"\(SVGFormat.number(Self.insetGroupedCornerRadius))\"" : ""
            svg.line(depth, "<rect class=\"section-background\" \(SVGFormat.rect(rect))\(radius) fill=\"\(fill)\"/>")
            guard !inset else { continue }
            for y in [rect.minY, rect.maxY - hairline] {
                let line = CGRect(x: rect.minX, y: y, width: rect.width, height: hairline)
                svg.line(depth, "<rect class=\"section-separator\" \(SVGFormat.rect(line)) \(separator)/>")
            }
        }
    }

    /// `fill="…"` (with `fill-opacity`) of a table's `separatorColor`, or the system separator grey.
    private func separatorPaint(of view: UIView) -> String {
        let color = (view as? UITableView)?.separatorColor ?? .separator
        guard let paint = SVGFormat.paint(color, traits: view.traitCollection) else { return "fill=\"none\"" }
        return "fill=\"\(paint.hex)\"" + (paint.alpha < 1 ? " fill-opacity=\"\(SVGFormat.number(paint.alpha))\"" : "")
    }

    // MARK: Cells

    /// A table cell's separator (where the cell laid it out: its inset and one pixel tall) and its
    /// standard accessory. The last row of a grouped section leaves its line to the section's edge.
    func drawCellDecorations(_ cell: UITableViewCell, context: DrawingContext, depth: Int, into svg: inout SVGBuilder) {
        drawEditingControls(of: cell, frame: context.frame(of: cell), depth: depth, into: &svg)
        if cell.accessoryView == nil, let accessory = cell.standardAccessoryView, !accessory.isHidden {
            drawAccessory(cell.accessoryType, frame: context.frame(of: accessory), of: cell, depth: depth, into: &svg)
        }
        let separator = cell.separatorView
        guard !separator.isHidden, separator.bounds.height > 0, separator.bounds.width > 0 else { return }
        let table = cell.superview as? UITableView
        if let table, table.style != .plain, let indexPath = table.indexPath(for: cell),
            indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1
        {
            return
        }
        svg.line(
            depth,
            "<rect class=\"separator\" \(SVGFormat.rect(context.frame(of: separator))) "
                + "\(separatorPaint(of: table ?? cell))/>")
    }

    /// A list cell's separators where the cell puts them, in its configuration's colour, and its shown accessories
    /// drawn as a table row draws the same ones: the chevron, the checkmark, the delete circle and the reorder
    /// bars; the outline disclosure is a tinted chevron pointing down while its item is expanded, the label its
    /// text in the secondary label colour.
    func drawListCellDecorations(
        _ cell: UICollectionViewListCell, frame: CGRect, depth: Int, into svg: inout SVGBuilder
    ) {
        let origin = CGPoint(x: frame.minX, y: frame.minY)
        for placed in cell.accessoryLayout.placed {
            let glyph = placed.glyph.offsetBy(dx: origin.x, dy: origin.y)
            let slot = placed.slot.offsetBy(dx: origin.x, dy: origin.y)
            switch placed.accessory.kind {
            case .disclosureIndicator:
                drawAccessory(.disclosureIndicator, frame: glyph, of: cell, depth: depth, into: &svg)
            case .checkmark:
                drawAccessory(.checkmark, frame: glyph, of: cell, depth: depth, into: &svg)
            case .delete:
                drawEditingCircle(center: CGPoint(x: slot.midX, y: slot.midY), insert: false, depth: depth, into: &svg)
            case .reorder:
                drawReorderBars(centerX: slot.midX, midY: slot.midY, depth: depth, into: &svg)
            case .outlineDisclosure:
                let collection = cell.owningCollectionView
                let expanded =
                    collection.flatMap { collection in
                        collection.indexPath(for: cell).map { indexPath in
                            (collection.dataSource as? any OutlineExpanding)?.isExpandedItem(at: indexPath) ?? false
                        }
                    } ?? false
                svg.line(
                    depth,
                    chevron(
                        glyph, className: "accessory-outline-disclosure", pointingDown: expanded,
                        stroke: tint(of: cell)))
            case .label(let text):
                let font = UICellAccessory.labelFont
                let color = SVGFormat.paint(.secondaryLabel, traits: cell.traitCollection)?.hex ?? "#8A8A8E"
                drawTextLine(
                    text, x: glyph.minX, baseline: glyph.minY + font.ascender, font: font, color: color,
                    anchor: "start", depth: depth, into: &svg, className: "accessory-label")
            }
        }
        guard let separators = cell.listSeparators else { return }
        let paint = paintAttributes(separators.color, traits: cell.traitCollection)
        for line in [separators.top, separators.bottom].compactMap({ $0 }) {
            let rect = line.offsetBy(dx: origin.x, dy: origin.y)
            svg.line(depth, "<rect class=\"separator\" \(SVGFormat.rect(rect)) \(paint)/>")
        }
    }

    /// `fill="…"` (with `fill-opacity`) of a colour.
    private func paintAttributes(_ color: UIColor, traits: UITraitCollection) -> String {
        guard let paint = SVGFormat.paint(color, traits: traits) else { return "fill=\"none\"" }
        return "fill=\"\(paint.hex)\"" + (paint.alpha < 1 ? " fill-opacity=\"\(SVGFormat.number(paint.alpha))\"" : "")
    }

    /// A view's tint as `#RRGGBB`.
    private func tint(of view: UIView) -> String {
        SVGFormat.paint(view.tintColor, traits: view.traitCollection)?.hex ?? "#007AFF"
    }

    /// A chevron filling a frame: pointing right (the disclosure indicator, a collapsed outline) or, turned about
    /// the frame's centre, down (an expanded outline).
    private func chevron(_ frame: CGRect, className: String, pointingDown: Bool = false, stroke: String) -> String {
        let n = SVGFormat.number
        let path: String
        if pointingDown {
            let box = CGRect(
                x: frame.midX - frame.height / 2, y: frame.midY - frame.width / 2, width: frame.height,
                height: frame.width)
            path = "M\(n(box.minX)) \(n(box.minY)) L\(n(box.midX)) \(n(box.maxY)) L\(n(box.maxX)) \(n(box.minY))"
        } else {
            path =
                "M\(n(frame.minX)) \(n(frame.minY)) L\(n(frame.maxX)) \(n(frame.midY)) L\(n(frame.minX)) \(n(frame.maxY))"
        }
        return "<path class=\"\(className)\" d=\"\(path)\" fill=\"none\" stroke=\"\(stroke)\" "
            + "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// The disclosure chevron, the checkmark and the detail button, each inside the frame the cell gave it.
    private func drawAccessory(
        _ type: UITableViewCell.AccessoryType, frame: CGRect, of cell: UIView, depth: Int,
        into svg: inout SVGBuilder
    ) {
        let tint = tint(of: cell)
        let n = SVGFormat.number
        func chevron(_ frame: CGRect) -> String {
            self.chevron(frame, className: "accessory-disclosure", stroke: Self.chevronGray)
        }
        func detail(center: CGPoint, radius: CGFloat) -> [String] {
            let font = UIFont.systemFont(ofSize: radius * 1.3, weight: .semibold)
            return [
                "<circle class=\"accessory-detail\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" "
                    + "fill=\"none\" stroke=\"\(tint)\" stroke-width=\"1.5\"/>",
                "<text class=\"accessory-detail-i\" x=\"\(n(center.x))\" y=\"\(n(center.y + font.capHeight / 2))\" "
                    + "\(TextStyle.fontFamily) font-size=\"\(n(font.pointSize))\" font-weight=\"600\" "
                    + "fill=\"\(tint)\" text-anchor=\"middle\">i</text>",
            ]
        }
        switch type {
        case .none:
            return
        case .disclosureIndicator:
            svg.line(depth, chevron(frame))
        case .checkmark:
            svg.line(
                depth,
                "<path class=\"accessory-checkmark\" d=\"M\(n(frame.minX)) \(n(frame.minY + frame.height * 0.55)) "
                    + "L\(n(frame.minX + frame.width * 0.35)) \(n(frame.maxY)) L\(n(frame.maxX)) \(n(frame.minY))\" "
                    + "fill=\"none\" stroke=\"\(tint)\" stroke-width=\"2\" stroke-linecap=\"round\" "
                    + "stroke-linejoin=\"round\"/>")
        case .detailButton:
            let radius = min(frame.width, frame.height) / 2 - 1
            for line in detail(center: CGPoint(x: frame.midX, y: frame.midY), radius: radius) { svg.line(depth, line) }
        case .detailDisclosureButton:
            // The info button sits in the gap UIKit keeps before the chevron.
            let radius = frame.height / 2
            for line in detail(center: CGPoint(x: frame.minX - 4 - radius, y: frame.midY), radius: radius) {
                svg.line(depth, line)
            }
            svg.line(depth, chevron(frame))
        }
    }

    // MARK: Editing

    /// The controls of an editing row: the red delete (or green insert) circle centred in the slot its content
    /// moved out of at the left edge, and the three grey bars of the reorder control at the right edge
    /// (left-to-right layout only; see Deviations.md).
    func drawEditingControls(of cell: UITableViewCell, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let height = frame.height - cell.separatorView.bounds.height
        let insets = cell.contentView.frame
        let control = cell.shownEditingControl
        if control != .none {
            let width = UITableViewCell.editingControlWidth
            // The control sits at the content's old leading edge: after the safe area the content view keeps.
            let leading = cell.shouldIndentWhileEditing ? insets.minX - width : insets.minX
            let center = CGPoint(x: frame.minX + leading + width / 2, y: frame.minY + height / 2)
            drawEditingCircle(center: center, insert: control == .insert, depth: depth, into: &svg)
        }
        if cell.showsReorderControlNow {
            let width = UITableViewCell.reorderControlWidth
            drawReorderBars(
                centerX: frame.minX + insets.maxX + width / 2, midY: frame.minY + height / 2, depth: depth, into: &svg)
        }
    }

    /// The red delete (or green insert) circle with its white bar (and upright), centred on a point.
    private func drawEditingCircle(center: CGPoint, insert: Bool, depth: Int, into svg: inout SVGBuilder) {
        let n = SVGFormat.number
        let radius: CGFloat = 11
        let fill = insert ? Self.insertGreen : Self.deleteRed
        svg.line(
            depth,
            "<circle class=\"editing-\(insert ? "insert" : "delete")\" cx=\"\(n(center.x))\" "
                + "cy=\"\(n(center.y))\" r=\"\(n(radius))\" fill=\"\(fill)\"/>")
        let bar = CGRect(x: center.x - 6.5, y: center.y - 1, width: 13, height: 2)
        svg.line(depth, "<rect class=\"editing-bar\" \(SVGFormat.rect(bar)) fill=\"#FFFFFF\"/>")
        if insert {
            let upright = CGRect(x: center.x - 1, y: center.y - 6.5, width: 2, height: 13)
            svg.line(depth, "<rect class=\"editing-bar\" \(SVGFormat.rect(upright)) fill=\"#FFFFFF\"/>")
        }
    }

    /// The three grey bars of a reorder control, centred on a point.
    private func drawReorderBars(centerX: CGFloat, midY: CGFloat, depth: Int, into svg: inout SVGBuilder) {
        for offset in [-5.5, 0, 5.5] as [CGFloat] {
            let line = CGRect(x: centerX - 8.5, y: midY + offset - 0.75, width: 17, height: 1.5)
            svg.line(depth, "<rect class=\"reorder-control\" \(SVGFormat.rect(line)) fill=\"\(Self.chevronGray)\"/>")
        }
    }

    /// systemRed and systemGreen in light mode.
    private static let deleteRed = "#FF3B30"
    private static let insertGreen = "#34C759"
}
