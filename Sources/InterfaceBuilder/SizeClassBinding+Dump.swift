import AdaptiveKit
import Foundation

extension SizeClassBinding {
    /// A deterministic text of the live state: the applied size classes, the installed view tree by
    /// Interface Builder id (hidden views marked) and the active constraints, for debugging and golden tests.
    public func dump() -> String {
        var lines = ["size classes: \(sizeClasses)"]
        func visit(_ value: IBView, depth: Int) {
            guard let view = views[value.id] else { return }
            var line = String(repeating: "  ", count: depth) + "\(value.displayName) [\(value.id)]"
            if view.isHidden { line += " hidden" }
            lines.append(line)
            for child in value.keyedViews + value.subviews
            where views[child.id].map({ $0.superview === view }) == true {
                visit(child, depth: depth + 1)
            }
        }
        visit(value, depth: 0)
        lines.append("active constraints: " + activeConstraintIDs.joined(separator: " "))
        return lines.joined(separator: "\n") + "\n"
    }
}
