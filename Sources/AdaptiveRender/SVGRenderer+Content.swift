import AdaptiveKit
import Foundation

extension SVGRenderer {
    // MARK: Text

    /// A label's text, vertically centered in its frame as UILabel draws it, each line as wide as
    /// AdaptiveKit measured it.
    func drawText(
        of label: UILabel, frame: CGRect, depth: Int, into svg: inout SVGBuilder, className: String? = nil
    ) {
        guard let text = label.text, !text.isEmpty, frame.width > 0, frame.height > 0 else { return }
        let font: UIFont = label.font
        let lines = TextStyle.lines(
            of: text, font: font, width: frame.width, height: frame.height, numberOfLines: label.numberOfLines)
        let color =
            label.isEnabled
            ? SVGFormat.paint(label.textColor, traits: label.traitCollection)?.hex ?? "none" : "#8E8E93"
        let rightToLeft = label.traitCollection.layoutDirection == .rightToLeft
        let (x, anchor): (CGFloat, String) =
            switch label.textAlignment {
            case .center: (frame.midX, "middle")
            case .right: (frame.maxX, "end")
            case .natural where rightToLeft: (frame.maxX, "end")
            default: (frame.minX, "start")
            }
        let top = frame.midY - CGFloat(lines.count) * font.lineHeight / 2
        for (index, line) in lines.enumerated() {
            let baseline = top + font.ascender + CGFloat(index) * font.lineHeight
            drawTextLine(
                line, x: x, baseline: baseline, font: font, color: color, anchor: anchor, depth: depth + 1,
                into: &svg, className: className)
        }
    }

    /// `section-header` or `section-footer` for the title label of a table's standard header or footer view.
    func sectionTextClass(of label: UILabel) -> String? {
        guard let headerFooter = label.superview?.superview as? UITableViewHeaderFooterView,
            headerFooter.textLabel === label, let table = headerFooter.superview as? UITableView
        else { return nil }
        for section in 0..<table.numberOfSections {
            if table.headerView(forSection: section) === headerFooter { return "section-header" }
            if table.footerView(forSection: section) === headerFooter { return "section-footer" }
        }
        return nil
    }

    /// A text field's rounded border (the default `.roundedRect` look of Interface Builder's fields) and its
    /// text, bullets for secure entry, or its placeholder in the placeholder grey, 7 points in.
    func drawTextField(_ field: UITextField, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        guard frame.width > 0, frame.height > 0 else { return }
        svg.line(
            depth + 1,
            "<rect class=\"text-field\" \(SVGFormat.rect(frame)) rx=\"5\" fill=\"none\" stroke=\"#C7C7CC\" "
                + "stroke-width=\"0.5\"/>")
        let font = UIFont.systemFont(ofSize: 17)
        let typed = field.text.flatMap { $0.isEmpty ? nil : $0 }
        guard
            let shown = typed.map({ field.isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 })
                ?? field.placeholder, !shown.isEmpty
        else { return }
        let color =
            typed == nil ? "#C4C4C6" : SVGFormat.paint(.label, traits: field.traitCollection)?.hex ?? "#000000"
        let fitted = TextStyle.truncate(shown, font: font, width: max(0, frame.width - 14))
        drawTextLine(
            fitted, x: frame.minX + 7, baseline: frame.midY + font.capHeight / 2, font: font, color: color,
            anchor: "start", depth: depth + 1, into: &svg,
            className: typed == nil ? "text-field-placeholder" : "text-field-text")
    }

    func drawTextLine(
        _ text: String, x: CGFloat, baseline: CGFloat, font: UIFont, color: String, anchor: String, depth: Int,
        into svg: inout SVGBuilder, className: String? = nil
    ) {
        let weight = TextStyle.weight(of: font)
        var attributes = [
            "x=\"\(SVGFormat.number(x))\"", "y=\"\(SVGFormat.number(baseline))\"", TextStyle.fontFamily,
            "font-size=\"\(SVGFormat.number(font.pointSize))\"",
        ]
        if let className { attributes.insert("class=\"\(className)\"", at: 0) }
        if weight != 400 { attributes.append("font-weight=\"\(weight)\"") }
        attributes.append("fill=\"\(color)\"")
        if anchor != "start" { attributes.append("text-anchor=\"\(anchor)\"") }
        // Spacing, not glyphs, absorbs the difference between the browser's font and the model,
        // so letters keep their shape while the line spans exactly the measured width.
        let width = TextStyle.width(of: text, font: font)
        if width > 0 { attributes.append("textLength=\"\(SVGFormat.number(width))\" lengthAdjust=\"spacing\"") }
        // XML collapses runs of spaces the layout measured ("Hiking  ›"); keep them.
        if text.contains("  ") || text.hasPrefix(" ") || text.hasSuffix(" ") {
            attributes.append("xml:space=\"preserve\"")
        }
        svg.line(depth, "<text " + attributes.joined(separator: " ") + ">\(SVGFormat.escape(text))</text>")
    }

    // MARK: Images

    /// No pixels exist headless: a crossed box with the image's name (its accessibility identifier)
    /// or its size.
    func drawPlaceholder(_ imageView: UIImageView, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        guard frame.width > 0, frame.height > 0 else { return }
        let (a, b) = (frame.origin, CGPoint(x: frame.maxX, y: frame.maxY))
        svg.line(
            depth + 1,
            "<path class=\"image-placeholder\" d=\"M\(SVGFormat.number(a.x)) \(SVGFormat.number(a.y)) "
                + "L\(SVGFormat.number(b.x)) \(SVGFormat.number(b.y)) M\(SVGFormat.number(b.x)) \(SVGFormat.number(a.y)) "
                + "L\(SVGFormat.number(a.x)) \(SVGFormat.number(b.y))\" stroke=\"#AEAEB2\" stroke-width=\"0.5\"/>")
        let caption: String
        if let identifier = imageView.accessibilityIdentifier {
            caption = identifier
        } else if let image = imageView.image {
            caption = "\(SVGFormat.number(image.size.width))×\(SVGFormat.number(image.size.height))"
        } else {
            return
        }
        let font = UIFont.systemFont(ofSize: min(13, max(8, frame.height / 4)))
        guard TextStyle.width(of: caption, font: font) <= frame.width else { return }
        drawTextLine(
            caption, x: frame.midX, baseline: frame.midY + font.capHeight / 2, font: font, color: "#636366",
            anchor: "middle", depth: depth + 1, into: &svg, className: "image-caption")
    }

    // MARK: Bars

    private func barColors(_ traits: UITraitCollection) -> (background: String, separator: String) {
        traits.userInterfaceStyle == .dark ? ("#1C1C1E", "#38383A") : ("#F9F9F9", "#C6C6C8")
    }

    /// The bar's material reaches up under the status bar, as UIKit extends it; the title is
    /// centered (or large, leading), with a back button naming the controller below the top one.
    func drawNavigationBar(
        _ bar: UINavigationBar, frame: CGRect, context: DrawingContext, depth: Int, into svg: inout SVGBuilder
    ) {
        let container = bar.superview.map { context.frame(of: $0) } ?? frame
        let colors = barColors(bar.traitCollection)
        let background = CGRect(
            x: frame.minX, y: container.minY, width: frame.width, height: frame.maxY - container.minY)
        svg.line(
            depth + 1, "<rect class=\"bar-background\" \(SVGFormat.rect(background)) fill=\"\(colors.background)\"/>")
        svg.line(
            depth + 1,
            "<line class=\"bar-separator\" x1=\"\(SVGFormat.number(frame.minX))\" "
                + "y1=\"\(SVGFormat.number(frame.maxY))\" x2=\"\(SVGFormat.number(frame.maxX))\" "
                + "y2=\"\(SVGFormat.number(frame.maxY))\" stroke=\"\(colors.separator)\" stroke-width=\"0.5\"/>")
        let label = SVGFormat.paint(.label, traits: bar.traitCollection)?.hex ?? "#000000"
        let navigation = bar.superview.flatMap { context.tree.controller(owning: $0) } as? UINavigationController
        let margin = bar.superview?.layoutMargins.left ?? 16
        if let title = bar.topItemTitle, !title.isEmpty {
            if frame.height >= 96 {
                let font = UIFont.systemFont(ofSize: 34, weight: .bold)
                drawTextLine(
                    title, x: frame.minX + margin, baseline: frame.maxY - 12, font: font, color: label,
                    anchor: "start", depth: depth + 1, into: &svg, className: "bar-title")
            } else {
                let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
                // A back button takes the leading side; the title stays centered, clear of it on both sides.
                let inset: CGFloat = (navigation?.viewControllers.count ?? 0) > 1 ? 104 : 16
                let fitted = TextStyle.truncate(title, font: font, width: max(0, frame.width - 2 * inset))
                drawTextLine(
                    fitted, x: frame.midX, baseline: frame.minY + (min(frame.height, 44) + font.capHeight) / 2,
                    font: font, color: label, anchor: "middle", depth: depth + 1, into: &svg, className: "bar-title")
            }
        }
        if let stack = navigation?.viewControllers, stack.count > 1 {
            let previous = stack[stack.count - 2]
            let font = UIFont.systemFont(ofSize: 17)
            let back =
                "‹ "
                + TextStyle.truncate(
                    previous.navigationItem.title ?? previous.title ?? "Back", font: font,
                    width: max(60, frame.width * 0.3))
            let tint = SVGFormat.paint(.systemBlue, traits: bar.traitCollection)?.hex ?? "#007AFF"
            drawTextLine(
                back, x: frame.minX + 8, baseline: frame.minY + (min(frame.height, 44) + font.capHeight) / 2,
                font: font, color: tint, anchor: "start", depth: depth + 1, into: &svg, className: "bar-back")
        }
    }

    /// Items share the bar's width; the selected one is tinted. On a 49-point phone bar the title
    /// sits under the icon; on compact-height phones (32 points) and iPads (50) beside it, as UIKit lays them.
    func drawTabBar(_ bar: UITabBar, frame: CGRect, context: DrawingContext, depth: Int, into svg: inout SVGBuilder) {
        let colors = barColors(bar.traitCollection)
        svg.line(depth + 1, "<rect class=\"bar-background\" \(SVGFormat.rect(frame)) fill=\"\(colors.background)\"/>")
        svg.line(
            depth + 1,
            "<line class=\"bar-separator\" x1=\"\(SVGFormat.number(frame.minX))\" "
                + "y1=\"\(SVGFormat.number(frame.minY))\" x2=\"\(SVGFormat.number(frame.maxX))\" "
                + "y2=\"\(SVGFormat.number(frame.minY))\" stroke=\"\(colors.separator)\" stroke-width=\"0.5\"/>")
        let items = bar.items ?? []
        guard !items.isEmpty else { return }
        let controller = bar.superview.flatMap { context.tree.controller(owning: $0) } as? UITabBarController
        let contentHeight = min(controller?.tabBarHeight ?? 49, frame.height)
        let stacked = contentHeight >= 49 && bar.traitCollection.userInterfaceIdiom != .pad
        let slot = frame.width / CGFloat(items.count)
        let font = UIFont.systemFont(ofSize: stacked ? 10 : 13, weight: .medium)
        let iconSize: CGFloat = stacked ? 25 : 20
        for (index, item) in items.enumerated() {
            let selected = item === bar.selectedItem
            let color = selected ? "#007AFF" : "#8E8E93"
            let center = frame.minX + slot * (CGFloat(index) + 0.5)
            let title = item.title.map { TextStyle.truncate($0, font: font, width: slot - iconSize - 10) } ?? ""
            let titleWidth = TextStyle.width(of: title, font: font)
            let icon: CGRect
            if stacked {
                icon = CGRect(x: center - iconSize / 2, y: frame.minY + 5, width: iconSize, height: iconSize)
            } else {
                let width = iconSize + (title.isEmpty ? 0 : 6 + titleWidth)
                icon = CGRect(
                    x: center - width / 2, y: frame.minY + (contentHeight - iconSize) / 2, width: iconSize,
                    height: iconSize)
            }
            svg.line(
                depth + 1,
                "<rect class=\"tab-icon\" \(SVGFormat.rect(icon)) rx=\"5\" fill=\"\(color)\" "
                    + "fill-opacity=\"\(selected ? "1" : "0.5")\"/>")
            guard !title.isEmpty else { continue }
            let (x, baseline, anchor): (CGFloat, CGFloat, String) =
                stacked
                ? (center, frame.minY + 42, "middle")
                : (icon.maxX + 6, frame.minY + (contentHeight + font.capHeight) / 2, "start")
            drawTextLine(
                title, x: x, baseline: baseline, font: font, color: color, anchor: anchor, depth: depth + 1, into: &svg,
                className: "tab-title")
        }
    }

    /// Expanded, a hairline at the trailing edge of each sidebar column shown (primary, supplementary).
    func drawColumnSeparator(
        _ split: UISplitViewController, context: DrawingContext, depth: Int, into svg: inout SVGBuilder
    ) {
        let columns = split.viewControllers
        guard !split.isCollapsed, columns.count >= 2, split.displayMode != .secondaryOnly else { return }
        let colors = barColors(split.traitCollection)
        for sidebar in columns.dropLast() {
            guard let view = sidebar.viewIfLoaded, view.superview != nil else { continue }
            let frame = context.frame(of: view)
            svg.line(
                depth + 1,
                "<line class=\"column-separator\" x1=\"\(SVGFormat.number(frame.maxX))\" "
                    + "y1=\"\(SVGFormat.number(frame.minY))\" x2=\"\(SVGFormat.number(frame.maxX))\" "
                    + "y2=\"\(SVGFormat.number(frame.maxY))\" stroke=\"\(colors.separator)\" stroke-width=\"0.5\"/>"
            )
        }
    }
}
