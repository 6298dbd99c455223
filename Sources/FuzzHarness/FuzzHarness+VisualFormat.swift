import AdaptiveKit
import Foundation
import VisualFormat

extension FuzzHarness {
    /// The input of the visual format harness, one item per line:
    ///
    ///     H:|-[a]-(gap)-[b(>=w@750)]-|
    ///     metrics gap=8 w=1e308
    ///     views a b _c
    ///     options 1536
    ///
    /// The first line is the format; a `metrics` line gives numbers by name (`nan` and `inf` allowed),
    /// a `views` line the keys of the views dictionary (a name starting with `_` is a view outside the
    /// container, so `|` beside it has no superview), an `options` line the raw `FormatOptions`. With no
    /// `views` line every identifier of the format that is not a metric names a view.
    struct VisualFormatInput {
        var format = ""
        var metrics: [String: Double] = [:]
        var views: [String] = []
        var options: UInt = 0

        init(_ text: String) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            format = String(lines.popFirst() ?? "")
            var namedViews: [String]?
            for line in lines {
                let words = line.split(separator: " ")
                switch words.first {
                case "metrics":
                    for pair in words.dropFirst() {
                        let parts = pair.split(separator: "=", maxSplits: 1)
                        if parts.count == 2, let value = Double(parts[1]) { metrics[String(parts[0])] = value }
                    }
                case "views": namedViews = (namedViews ?? []) + words.dropFirst().map(String.init)
                case "options": options = words.dropFirst().first.flatMap { UInt($0) } ?? 0
                default: break
                }
            }
            views = namedViews ?? Self.identifiers(in: format).filter { metrics[$0] == nil }
        }

        /// The C identifiers of a format, in order, each once.
        static func identifiers(in format: String) -> [String] {
            var names: [String] = []
            var current = ""
            for character in format + " " {
                if character == "_"
                    || (character.isASCII && (character.isLetter || (character.isNumber && !current.isEmpty)))
                {
                    current.append(character)
                } else {
                    if !current.isEmpty, current != "H", current != "V", !names.contains(current) {
                        names.append(current)
                    }
                    current = ""
                }
            }
            return names
        }
    }

    /// A visual format with its dictionaries: resolved by VisualFormat, then through
    /// `NSLayoutConstraint.constraints(visualFormat:...)` into constraints between views of a container
    /// the size of an iPhone 15 Pro window, activated, solved and read back.
    @MainActor
    static func visualFormat(_ data: Data) {
        let input = VisualFormatInput(String(decoding: data, as: UTF8.self))
        if let descriptions = try? VisualFormat.constraints(
            withVisualFormat: input.format, options: VisualFormatOptions(rawValue: input.options),
            metrics: input.metrics, views: Set(input.views))
        {
            _ = descriptions.map(\.description)
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var views: [String: Any] = [:]
        for name in input.views {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            if !name.hasPrefix("_") { container.addSubview(view) }
            views[name] = view
        }
        guard
            let constraints = try? NSLayoutConstraint.constraints(
                visualFormat: input.format, options: NSLayoutConstraint.FormatOptions(rawValue: input.options),
                metrics: input.metrics, views: views)
        else { return }
        _ = constraints.map(\.description)
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        for view in container.subviews {
            _ = view.frame
            _ = view.hasAmbiguousLayout
        }
        // A layout engine holds every view of its hierarchy, its root included, and the root holds the
        // engine: moving the container into another view drops its engine, so the views can go.
        UIView().addSubview(container)
    }
}
