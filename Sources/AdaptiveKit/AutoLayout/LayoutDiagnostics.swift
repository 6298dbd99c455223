/// What Auto Layout found wrong with a view hierarchy: the ambiguity and conflicts UIKit reports in the
/// debugger and the console, as values a test or a linter can read.
///
/// UIKit has no such type: it logs conflicts to the console and answers ambiguity through private
/// debugging methods. These live here rather than as invented members on `UIView`, so that code written
/// against UIKit's API never meets them by accident.
@MainActor
public enum LayoutDiagnostics {
    /// The views below `view` (not `view` itself) whose frames their constraints do not fully determine.
    public static func ambiguousSubviews(in view: UIView) -> [UIView] {
        guard let engine = view.layoutEngine else { return [] }
        return engine.ambiguousViews().filter { $0.isDescendant(of: view) && $0 !== view }
    }

    /// The conflicts Auto Layout recovered from in `view`'s hierarchy, as UIKit logs them.
    public static func conflicts(in view: UIView) -> [LayoutConflict] {
        view.layoutEngineForReading?.conflicts ?? []
    }

    /// Whether UIKit's conflict recovery left this active constraint out of the layout.
    public static func isBrokenByConflictRecovery(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.engineHost?.layoutEngine?.isBroken(constraint) ?? false
    }
}
