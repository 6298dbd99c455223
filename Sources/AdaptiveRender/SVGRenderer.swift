import AdaptiveKit
import Foundation

/// Draws a laid-out window as an SVG wireframe: the screen, its safe area, and every visible view.
///
/// Output is deterministic (fixed number formatting, document order = view order) so it can be
/// kept as a golden file. Views draw their resolved background color and an outline; a view's
/// `accessibilityIdentifier` becomes its `id`.
@MainActor
public struct SVGRenderer {
    /// Whether to outline the safe area with a dashed line.
    public var showsSafeArea = true

    public init() {}

    /// Renders the window as it is now; call `layoutIfNeeded()` first for up-to-date frames.
    public func render(_ window: UIWindow) -> String {
        let size = window.bounds.size
        var lines = [
            ##"<?xml version="1.0" encoding="UTF-8"?>"##,
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(number(size.width))" height="\##(number(size.height))" "##
                + ##"viewBox="0 0 \##(number(size.width)) \##(number(size.height))">"##,
            ##"  <rect class="screen" x="0" y="0" width="\##(number(size.width))" height="\##(number(size.height))" "##
                + ##"fill="\##(fill(window))" stroke="#000000" stroke-width="1"/>"##,
        ]
        for subview in window.subviews { draw(subview, in: window, depth: 1, into: &lines) }
        if showsSafeArea {
            let safe = window.bounds.inset(by: window.safeAreaInsets)
            lines.append(
                ##"  <rect class="safe-area" x="\##(number(safe.minX))" y="\##(number(safe.minY))" "##
                    + ##"width="\##(number(safe.width))" height="\##(number(safe.height))" fill="none" "##
                    + ##"stroke="#FF2D55" stroke-width="1" stroke-dasharray="4 3"/>"##)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func draw(_ view: UIView, in window: UIWindow, depth: Int, into lines: inout [String]) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let frame = view.convert(view.bounds, to: window)
        let indent = String(repeating: "  ", count: depth)
        var attributes = [##"class="\##(escape(String(describing: type(of: view))))""##]
        if let identifier = view.accessibilityIdentifier { attributes.append(##"id="\##(escape(identifier))""##) }
        attributes += [
            ##"x="\##(number(frame.minX))""##, ##"y="\##(number(frame.minY))""##,
            ##"width="\##(number(frame.width))""##, ##"height="\##(number(frame.height))""##,
            ##"fill="\##(fill(view))""##,
        ]
        if view.alpha < 1 { attributes.append(##"opacity="\##(number(view.alpha))""##) }
        attributes.append(##"stroke="#8E8E93" stroke-width="0.5""##)
        lines.append(indent + "<rect " + attributes.joined(separator: " ") + "/>")
        for subview in view.subviews { draw(subview, in: window, depth: depth + 1, into: &lines) }
    }

    /// The view's background resolved with its traits, or none.
    private func fill(_ view: UIView) -> String {
        guard let color = view.backgroundColor?.resolvedColor(with: view.traitCollection), let hex = color.hexString
        else { return "none" }
        var alpha: CGFloat = 1
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha == 0 ? "none" : hex
    }

    /// Up to two decimals, no trailing zeros: stable across platforms.
    private func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
