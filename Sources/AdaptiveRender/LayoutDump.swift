@_spi(AdaptiveKit) import AdaptiveKit
import Foundation

/// A stable, reviewable text of a laid-out simulator: the device, the window's traits, the controller
/// tree with each controller's traits and view frame, the presentation stack and the view tree with
/// frames. Snapshot tests keep it as a golden file; a changed frame shows as one changed line.
public enum LayoutDump {
    /// The dump of a simulator's window; call `layoutIfNeeded()` first for up-to-date frames.
    @MainActor
    public static func text(of simulator: DeviceSimulator) -> String {
        let window = simulator.window
        var lines: [String] = []
        let arrangement = simulator.multitasking.map { "multitasking \($0.rawValue)" } ?? "full screen"
        lines.append("device: \(simulator.device.name), \(simulator.orientation.rawValue), \(arrangement)")
        lines.append("window: \(rect(window.frame)), safe area \(insets(window.safeAreaInsets))")
        lines.append("traits: \(traits(window.traitCollection))")
        lines.append("view controllers:")
        let tree = ControllerTree(window: window)
        for entry in tree.entries {
            var line = String(repeating: "  ", count: entry.depth + 1) + ControllerTree.className(entry.controller)
            if let title = entry.controller.title { line += " \"\(title)\"" }
            if let view = entry.controller.viewIfLoaded, view.window === window {
                line += " view \(rect(view.convert(view.bounds, to: window)))"
            } else {
                line += " view not in window"
            }
            if entry.controller.traitCollection.horizontalSizeClass != window.traitCollection.horizontalSizeClass
                || entry.controller.traitCollection.verticalSizeClass != window.traitCollection.verticalSizeClass
            {
                line += " [\(traits(entry.controller.traitCollection))]"
            }
            lines.append(line)
        }
        lines.append("presentations:")
        lines += simulator.presentationDescription().split(separator: "\n").map { "  " + $0 }
        lines.append("views:")
        // UIKit's dump in the same depth-first order as `views`, each line with the text it shows.
        var views: [UIView] = []
        func visit(_ view: UIView) {
            views.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        let described = window.recursiveDescription().split(separator: "\n")
        for (index, line) in described.enumerated() {
            var text = "  " + line
            if index < views.count, let shown = shownText(views[index]) { text += " text = \"\(shown)\"" }
            lines.append(text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @MainActor private static func shownText(_ view: UIView) -> String? {
        switch view {
        case let label as UILabel: label.text
        case let field as UITextField: field.text ?? field.placeholder
        default: nil
        }
    }

    static func traits(_ traits: UITraitCollection) -> String {
        let values = ReportEncoding.Traits(traits)
        return [
            "\(values.horizontalSizeClass) width", "\(values.verticalSizeClass) height", values.userInterfaceIdiom,
            "@\(SVGFormat.number(values.displayScale))x", values.userInterfaceStyle,
            values.preferredContentSizeCategory, values.layoutDirection,
        ].joined(separator: " · ")
    }

    private static func rect(_ rect: CGRect) -> String {
        let n = SVGFormat.number
        return "(\(n(rect.minX)) \(n(rect.minY)); \(n(rect.width)) \(n(rect.height)))"
    }

    private static func insets(_ insets: UIEdgeInsets) -> String {
        let n = SVGFormat.number
        return "(\(n(insets.top)) \(n(insets.left)) \(n(insets.bottom)) \(n(insets.right)))"
    }
}
