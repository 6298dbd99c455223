import AdaptiveKit
import Foundation

// UIKit's controls as small wireframes: a switch is a rounded track and a knob, a slider a track
// and a thumb, a segmented control its segments with their titles, and so on. Nothing depends on
// the clock or the date, so the output stays stable for golden files.

extension SVGRenderer {
    private static let tint = "#007AFF"
    private static let fillGray = "#E9E9EB"
    private static let secondaryText = "#8E8E93"

    /// Draws a control's face over its frame; other views draw nothing here.
    func drawControl(_ view: UIView, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        guard frame.width > 0, frame.height > 0 else { return }
        let depth = depth + 1
        switch view {
        case let control as UISwitch: drawSwitch(control, frame: frame, depth: depth, into: &svg)
        case let control as UISlider: drawSlider(control, frame: frame, depth: depth, into: &svg)
        case let control as UISegmentedControl: drawSegments(control, frame: frame, depth: depth, into: &svg)
        case let control as UIStepper: drawStepper(control, frame: frame, depth: depth, into: &svg)
        case let control as UIPageControl: drawPageDots(control, frame: frame, depth: depth, into: &svg)
        case let control as UIDatePicker:
            drawWheels(
                frame: frame, columns: [], caption: "Date", depth: depth, into: &svg,
                compact: control.datePickerStyle != .wheels)
        case let control as UIProgressView: drawProgress(control, frame: frame, depth: depth, into: &svg)
        case let control as UIActivityIndicatorView: drawSpinner(control, frame: frame, depth: depth, into: &svg)
        case let control as UIPickerView: drawPicker(control, frame: frame, depth: depth, into: &svg)
        case let control as UISearchBar: drawSearchBar(control, frame: frame, depth: depth, into: &svg)
        case let control as UIToolbar: drawToolbar(control, frame: frame, depth: depth, into: &svg)
        case let control as UITextView: drawTextView(control, frame: frame, depth: depth, into: &svg)
        case is UIVisualEffectView:
            svg.line(
                depth, "<rect class=\"blur\" \(SVGFormat.rect(frame)) fill=\"#F2F2F7\" fill-opacity=\"0.8\"/>")
        default: break
        }
    }

    private func color(_ color: UIColor?, of view: UIView, default fallback: String) -> String {
        SVGFormat.paint(color, traits: view.traitCollection)?.hex ?? fallback
    }

    private func n(_ value: CGFloat) -> String { SVGFormat.number(value) }

    private func drawSwitch(_ control: UISwitch, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let track = color(
            control.isOn ? control.onTintColor : nil, of: control, default: control.isOn ? "#34C759" : Self.fillGray)
        svg.line(
            depth,
            "<rect class=\"switch-track\" \(SVGFormat.rect(frame)) rx=\"\(n(frame.height / 2))\" fill=\"\(track)\"/>")
        let radius = frame.height / 2 - 2
        let x = control.isOn ? frame.maxX - 2 - radius : frame.minX + 2 + radius
        svg.line(
            depth,
            "<circle class=\"switch-knob\" cx=\"\(n(x))\" cy=\"\(n(frame.midY))\" r=\"\(n(radius))\" "
                + "fill=\"\(color(control.thumbTintColor, of: control, default: "#FFFFFF"))\" stroke=\"#D1D1D6\" stroke-width=\"0.5\"/>"
        )
    }

    private func drawSlider(_ control: UISlider, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let radius: CGFloat = min(14, frame.height / 2)
        let start = frame.minX + radius
        let length = max(0, frame.width - 2 * radius)
        let thumb = start + length * control.fraction
        let y = frame.midY - 2
        let minimum = color(control.minimumTrackTintColor, of: control, default: Self.tint)
        let maximum = color(control.maximumTrackTintColor, of: control, default: Self.fillGray)
        svg.line(
            depth,
            "<rect class=\"slider-track\" x=\"\(n(frame.minX))\" y=\"\(n(y))\" width=\"\(n(frame.width))\" height=\"4\" "
                + "rx=\"2\" fill=\"\(maximum)\"/>")
        svg.line(
            depth,
            "<rect class=\"slider-fill\" x=\"\(n(frame.minX))\" y=\"\(n(y))\" width=\"\(n(thumb - frame.minX))\" "
                + "height=\"4\" rx=\"2\" fill=\"\(minimum)\"/>")
        svg.line(
            depth,
            "<circle class=\"slider-thumb\" cx=\"\(n(thumb))\" cy=\"\(n(frame.midY))\" r=\"\(n(radius))\" "
                + "fill=\"\(color(control.thumbTintColor, of: control, default: "#FFFFFF"))\" stroke=\"#D1D1D6\" stroke-width=\"0.5\"/>"
        )
    }

    private func drawSegments(
        _ control: UISegmentedControl, frame: CGRect, depth: Int, into svg: inout SVGBuilder
    ) {
        svg.line(depth, "<rect class=\"segments\" \(SVGFormat.rect(frame)) rx=\"8\" fill=\"\(Self.fillGray)\"/>")
        let origin = CGPoint(x: frame.minX - control.bounds.minX, y: frame.minY - control.bounds.minY)
        let label = color(.label, of: control, default: "#000000")
        for (index, local) in control.segmentFrames.enumerated() {
            let segment = local.offsetBy(dx: origin.x, dy: origin.y)
            let selected = index == control.selectedSegmentIndex
            if selected {
                let fill = color(control.selectedSegmentTintColor, of: control, default: "#FFFFFF")
                svg.line(
                    depth,
                    "<rect class=\"segment-selected\" \(SVGFormat.rect(segment.insetBy(dx: 2, dy: 2))) rx=\"7\" "
                        + "fill=\"\(fill)\" stroke=\"#D1D1D6\" stroke-width=\"0.5\"/>")
            } else if index > 0, index - 1 != control.selectedSegmentIndex {
                svg.line(
                    depth,
                    "<line class=\"segment-separator\" x1=\"\(n(segment.minX))\" y1=\"\(n(segment.minY + 8))\" "
                        + "x2=\"\(n(segment.minX))\" y2=\"\(n(segment.maxY - 8))\" stroke=\"#C7C7CC\" stroke-width=\"1\"/>"
                )
            }
            guard let title = control.titleForSegment(at: index) else { continue }
            let font =
                selected ? UIFont.systemFont(ofSize: 13, weight: .semibold) : UISegmentedControl.titleFont
            let text = TextStyle.truncate(title, font: font, width: max(0, segment.width - 8))
            let enabled = control.isEnabled && control.isEnabledForSegment(at: index)
            drawTextLine(
                text, x: segment.midX, baseline: segment.midY + font.capHeight / 2, font: font,
                color: enabled ? label : Self.secondaryText, anchor: "middle", depth: depth, into: &svg,
                className: "segment-title")
        }
    }

    private func drawStepper(_ control: UIStepper, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        svg.line(depth, "<rect class=\"stepper\" \(SVGFormat.rect(frame)) rx=\"8\" fill=\"\(Self.fillGray)\"/>")
        svg.line(
            depth,
            "<line class=\"stepper-divider\" x1=\"\(n(frame.midX))\" y1=\"\(n(frame.minY + 8))\" x2=\"\(n(frame.midX))\" "
                + "y2=\"\(n(frame.maxY - 8))\" stroke=\"#C7C7CC\" stroke-width=\"1\"/>")
        let font = UIFont.systemFont(ofSize: 20)
        let label = color(.label, of: control, default: "#000000")
        let atMinimum = control.value <= control.minimumValue && !control.wraps
        let atMaximum = control.value >= control.maximumValue && !control.wraps
        for (text, x, dimmed) in [
            ("−", frame.minX + frame.width / 4, atMinimum), ("+", frame.maxX - frame.width / 4, atMaximum),
        ] {
            drawTextLine(
                text, x: x, baseline: frame.midY + font.capHeight / 2, font: font,
                color: dimmed ? Self.secondaryText : label, anchor: "middle", depth: depth, into: &svg,
                className: "stepper-button")
        }
    }

    private func drawPageDots(_ control: UIPageControl, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        guard control.showsDots else { return }
        let pitch: CGFloat = 16
        let first = frame.midX - pitch * CGFloat(control.numberOfPages - 1) / 2
        let current = color(control.currentPageIndicatorTintColor, of: control, default: "#000000")
        let other = color(control.pageIndicatorTintColor, of: control, default: "#C7C7CC")
        for page in 0..<control.numberOfPages {
            svg.line(
                depth,
                "<circle class=\"page-dot\" cx=\"\(n(first + pitch * CGFloat(page)))\" cy=\"\(n(frame.midY))\" r=\"3.5\" "
                    + "fill=\"\(page == control.currentPage ? current : other)\"/>")
        }
    }

    private func drawProgress(_ control: UIProgressView, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let radius = control.progressViewStyle == .bar ? 0 : frame.height / 2
        let track = color(control.trackTintColor, of: control, default: Self.fillGray)
        let fill = color(control.progressTintColor, of: control, default: Self.tint)
        var done = frame
        done.size.width = frame.width * CGFloat(control.progress)
        svg.line(
            depth, "<rect class=\"progress-track\" \(SVGFormat.rect(frame)) rx=\"\(n(radius))\" fill=\"\(track)\"/>")
        svg.line(depth, "<rect class=\"progress-fill\" \(SVGFormat.rect(done)) rx=\"\(n(radius))\" fill=\"\(fill)\"/>")
    }

    /// Eight spokes fading round the circle, the first one darkest.
    private func drawSpinner(
        _ control: UIActivityIndicatorView, frame: CGRect, depth: Int, into svg: inout SVGBuilder
    ) {
        let outer = min(frame.width, frame.height) / 2
        let inner = outer / 2
        let width = control.style.isLarge ? 3 : 2
        let paint = color(control.color, of: control, default: Self.secondaryText)
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let (cosine, sine) = ((cos(angle) * 1000).rounded() / 1000, (sin(angle) * 1000).rounded() / 1000)
            svg.line(
                depth,
                "<line class=\"spinner-spoke\" x1=\"\(n(frame.midX + inner * cosine))\" "
                    + "y1=\"\(n(frame.midY + inner * sine))\" x2=\"\(n(frame.midX + outer * cosine))\" "
                    + "y2=\"\(n(frame.midY + outer * sine))\" stroke=\"\(paint)\" stroke-width=\"\(width)\" "
                    + "stroke-linecap=\"round\" stroke-opacity=\"\(n(1 - CGFloat(spoke) * 0.1))\"/>")
        }
    }

    private func drawPicker(_ control: UIPickerView, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let columns = (0..<control.numberOfComponents).map { component in
            let selected = control.selectedRow(inComponent: component)
            let rows = control.numberOfRows(inComponent: component)
            return (-2...2).map { offset -> String? in
                let row = selected + offset
                guard selected >= 0, (0..<rows).contains(row) else { return nil }
                return control.delegate?.pickerView(control, titleForRow: row, forComponent: component)
            }
        }
        drawWheels(frame: frame, columns: columns, caption: nil, depth: depth, into: &svg, compact: false)
    }

    /// A wheel picker: the selection band across the middle and, per column, five rows of titles.
    private func drawWheels(
        frame: CGRect, columns: [[String?]], caption: String?, depth: Int, into svg: inout SVGBuilder, compact: Bool
    ) {
        let font = UIFont.systemFont(ofSize: compact ? 17 : 21)
        if compact {
            let pill = CGRect(x: frame.minX, y: frame.midY - 17, width: min(frame.width, 120), height: 34)
            svg.line(
                depth, "<rect class=\"picker-compact\" \(SVGFormat.rect(pill)) rx=\"6\" fill=\"\(Self.fillGray)\"/>")
            if let caption {
                drawTextLine(
                    caption, x: pill.midX, baseline: pill.midY + font.capHeight / 2, font: font, color: Self.tint,
                    anchor: "middle", depth: depth, into: &svg, className: "picker-caption")
            }
            return
        }
        let band = CGRect(x: frame.minX + 8, y: frame.midY - 17, width: max(0, frame.width - 16), height: 34)
        svg.line(depth, "<rect class=\"picker-band\" \(SVGFormat.rect(band)) rx=\"8\" fill=\"\(Self.fillGray)\"/>")
        if let caption {
            drawTextLine(
                caption, x: frame.midX, baseline: frame.midY + font.capHeight / 2, font: font,
                color: Self.secondaryText, anchor: "middle", depth: depth, into: &svg, className: "picker-caption")
        }
        guard !columns.isEmpty else { return }
        let width = frame.width / CGFloat(columns.count)
        for (column, rows) in columns.enumerated() {
            let x = frame.minX + width * (CGFloat(column) + 0.5)
            for (index, title) in rows.enumerated() {
                guard let title else { continue }
                let offset = CGFloat(index - 2)
                let text = TextStyle.truncate(title, font: font, width: max(0, width - 8))
                drawTextLine(
                    text, x: x, baseline: frame.midY + offset * 32 + font.capHeight / 2, font: font,
                    color: offset == 0 ? "#000000" : Self.secondaryText, anchor: "middle", depth: depth, into: &svg,
                    className: "picker-row")
            }
        }
    }

    private func drawSearchBar(_ control: UISearchBar, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let font = UIFont.systemFont(ofSize: 17)
        let cancel = "Cancel"
        let cancelWidth = control.showsCancelButton ? TextStyle.width(of: cancel, font: font) + 16 : 0
        let field = CGRect(
            x: frame.minX + 8, y: frame.midY - 18, width: max(0, frame.width - 16 - cancelWidth), height: 36)
        svg.line(depth, "<rect class=\"search-field\" \(SVGFormat.rect(field)) rx=\"10\" fill=\"\(Self.fillGray)\"/>")
        svg.line(
            depth,
            "<circle class=\"search-glass\" cx=\"\(n(field.minX + 14))\" cy=\"\(n(field.midY - 1))\" r=\"5\" "
                + "fill=\"none\" stroke=\"\(Self.secondaryText)\" stroke-width=\"1.5\"/>")
        let text = control.text.flatMap { $0.isEmpty ? nil : $0 }
        if let shown = text ?? control.placeholder {
            let fitted = TextStyle.truncate(shown, font: font, width: max(0, field.width - 36))
            drawTextLine(
                fitted, x: field.minX + 28, baseline: field.midY + font.capHeight / 2, font: font,
                color: text == nil ? Self.secondaryText : color(.label, of: control, default: "#000000"),
                anchor: "start", depth: depth, into: &svg, className: "search-text")
        }
        if control.showsCancelButton {
            drawTextLine(
                cancel, x: frame.maxX - 8, baseline: field.midY + font.capHeight / 2, font: font, color: Self.tint,
                anchor: "end", depth: depth, into: &svg, className: "search-cancel")
        }
    }

    /// Items left to right 16 points in from the edges and 8 apart; flexible spaces share what is left.
    private func drawToolbar(_ control: UIToolbar, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        let background = color(control.barTintColor, of: control, default: "#F9F9F9")
        svg.line(depth, "<rect class=\"bar-background\" \(SVGFormat.rect(frame)) fill=\"\(background)\"/>")
        svg.line(
            depth,
            "<line class=\"bar-separator\" x1=\"\(n(frame.minX))\" y1=\"\(n(frame.minY))\" x2=\"\(n(frame.maxX))\" "
                + "y2=\"\(n(frame.minY))\" stroke=\"#C6C6C8\" stroke-width=\"0.5\"/>")
        let items = control.items ?? []
        let font = UIFont.systemFont(ofSize: 17)
        let labels = items.map { item -> String? in
            switch item.systemItem {
            case .flexibleSpace?: nil
            case .fixedSpace?: ""
            case .add?: "+"
            case let system?: item.title ?? "\(system)".prefix(1).uppercased() + "\(system)".dropFirst()
            case nil: item.title ?? ""
            }
        }
        let widths = labels.map { $0.map { TextStyle.width(of: $0, font: font) } }
        let fixed = widths.compactMap { $0 }.reduce(0, +) + 8 * CGFloat(max(0, items.count - 1))
        let flexibleCount = widths.filter { $0 == nil }.count
        let flexible = flexibleCount > 0 ? max(0, frame.width - 32 - fixed) / CGFloat(flexibleCount) : 0
        var x = frame.minX + 16
        let baseline = frame.minY + (min(frame.height, 44) + font.capHeight) / 2
        for (index, label) in labels.enumerated() {
            guard let label, let width = widths[index] else {
                x += flexible + 8
                continue
            }
            if !label.isEmpty {
                let weight: UIFont.Weight = items[index].style == .done ? .semibold : .regular
                drawTextLine(
                    label, x: x, baseline: baseline, font: .systemFont(ofSize: 17, weight: weight),
                    color: items[index].isEnabled ? Self.tint : Self.secondaryText, anchor: "start", depth: depth,
                    into: &svg, className: "toolbar-item")
            }
            x += width + 8
        }
    }

    /// The text from the top, inside the container inset and the 5-point line padding.
    private func drawTextView(_ control: UITextView, frame: CGRect, depth: Int, into svg: inout SVGBuilder) {
        guard let text = control.text, !text.isEmpty else { return }
        let font = control.effectiveFont
        let inset = control.textContainerInset
        let width = max(0, frame.width - inset.left - inset.right - 10)
        let height = max(font.lineHeight, frame.height - inset.top - inset.bottom)
        let lines = TextStyle.lines(of: text, font: font, width: width, height: height, numberOfLines: 0)
        let (x, anchor): (CGFloat, String) =
            switch control.textAlignment {
            case .center: (frame.minX + inset.left + 5 + width / 2, "middle")
            case .right: (frame.minX + inset.left + 5 + width, "end")
            default: (frame.minX + inset.left + 5, "start")
            }
        let paint = color(control.textColor ?? .label, of: control, default: "#000000")
        for (index, line) in lines.enumerated() {
            let baseline = frame.minY + inset.top + font.ascender + CGFloat(index) * font.lineHeight
            drawTextLine(
                line, x: x, baseline: baseline, font: font, color: paint, anchor: anchor, depth: depth, into: &svg,
                className: "text-view-text")
        }
    }
}
