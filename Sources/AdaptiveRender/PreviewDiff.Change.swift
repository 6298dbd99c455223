import Foundation

extension PreviewDiff {
    /// One difference between two runs; its description is the line `adaptive diff` prints.
    public enum Change: Sendable, Hashable, CustomStringConvertible {
        /// The subject or scene differs: the runs previewed different things.
        case run(property: String, from: String, to: String)
        /// A configuration only the new run has.
        case configurationAppeared(String)
        /// A configuration only the old run has.
        case configurationDisappeared(String)
        /// The window's size changed.
        case windowResized(from: PreviewReport.Size, to: PreviewReport.Size)
        /// A trait of the window (`viewController` nil) or, where it differs from the window's change, of a controller.
        case trait(viewController: String?, name: String, from: String, to: String)
        /// A controller the old run did not have, by its path.
        case viewControllerAppeared(String)
        /// A controller the new run does not have, by its path.
        case viewControllerDisappeared(String)
        /// A split view's `isCollapsed`, `displayMode`, size class or primary column width changed.
        case splitView(viewController: String, property: String, from: String, to: String)
        /// A presentation only the new run has.
        case presentationAppeared(String, frame: PreviewReport.Rect)
        /// A presentation only the old run has.
        case presentationDisappeared(String, frame: PreviewReport.Rect)
        /// A presented controller's frame changed.
        case presentationMoved(String, from: PreviewReport.Rect, to: PreviewReport.Rect)
        /// A view's frame in the window changed; `subviews` of its subviews moved along with it.
        case viewMoved(String, from: PreviewReport.Rect, to: PreviewReport.Rect, subviews: Int)
        /// A view only the new run has.
        case viewAppeared(String, frame: PreviewReport.Rect)
        /// A view only the old run has.
        case viewDisappeared(String, frame: PreviewReport.Rect)
        /// A view's `isHidden` changed.
        case viewHidden(String, hidden: Bool)
        /// A constraint broken in the new run only.
        case conflictAppeared(String)
        /// A constraint broken in the old run only.
        case conflictResolved(String)
        /// A view ambiguous in the new run only.
        case ambiguityAppeared(String)
        /// A view ambiguous in the old run only.
        case ambiguityResolved(String)

        public var description: String {
            switch self {
            case .run(let property, let from, let to):
                "\(property): \(from) → \(to)"
            case .configurationAppeared(let id):
                "configuration added: \(id)"
            case .configurationDisappeared(let id):
                "configuration removed: \(id)"
            case .windowResized(let from, let to):
                "window: \(from.text) → \(to.text)"
            case .trait(nil, let name, let from, let to):
                "trait \(name): \(from) → \(to)"
            case .trait(let controller?, let name, let from, let to):
                "trait \(name) of \(controller): \(from) → \(to)"
            case .viewControllerAppeared(let path):
                "controller appeared: \(path)"
            case .viewControllerDisappeared(let path):
                "controller disappeared: \(path)"
            case .splitView(let controller, let property, let from, let to):
                "split view \(controller) \(property): \(from) → \(to)"
            case .presentationAppeared(let presentation, let frame):
                "presentation appeared: \(presentation) at \(frame.text)"
            case .presentationDisappeared(let presentation, let frame):
                "presentation disappeared: \(presentation) was at \(frame.text)"
            case .presentationMoved(let presentation, let from, let to):
                "presentation moved: \(presentation) \(from.text) → \(to.text)"
            case .viewMoved(let view, let from, let to, let subviews):
                "moved: \(view) \(from.text) → \(to.text)"
                    + (subviews == 0 ? "" : " (with \(subviews) subview\(subviews == 1 ? "" : "s"))")
            case .viewAppeared(let view, let frame):
                "appeared: \(view) at \(frame.text)"
            case .viewDisappeared(let view, let frame):
                "disappeared: \(view) was at \(frame.text)"
            case .viewHidden(let view, let hidden):
                "\(hidden ? "hidden" : "shown"): \(view)"
            case .conflictAppeared(let constraint):
                "new conflict, broke: \(constraint)"
            case .conflictResolved(let constraint):
                "conflict gone: \(constraint)"
            case .ambiguityAppeared(let view):
                "new ambiguous view: \(view)"
            case .ambiguityResolved(let view):
                "no longer ambiguous: \(view)"
            }
        }
    }

    /// The report `adaptive diff` prints: one block per changed configuration, then a summary line.
    public var text: String {
        var lines = changes.map(\.description)
        for configuration in configurations where !configuration.changes.isEmpty {
            let count = configuration.changes.count
            lines.append("\(configuration.id): \(count) change\(count == 1 ? "" : "s")")
            lines += configuration.changes.map { "  " + $0.description }
        }
        let changed = changedConfigurations.count
        let total = configurations.reduce(changes.count) { $0 + $1.changes.count }
        let compared = "\(configurations.count) configuration\(configurations.count == 1 ? "" : "s")"
        lines.append(
            isEmpty
                ? "No layout changes in \(compared)."
                : "\(total) change\(total == 1 ? "" : "s") in \(changed) of \(compared).")
        return lines.joined(separator: "\n")
    }
}

extension PreviewReport.Size {
    /// `393×852`.
    var text: String { SVGFormat.number(CGFloat(width)) + "×" + SVGFormat.number(CGFloat(height)) }
}
