import Foundation
import LayoutSolver

extension LayoutEngine {
    /// The size the target is held to, and at what priorities, when computing a fitting size.
    struct Fitting {
        var target: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    /// UIKit's `systemLayoutSizeFitting`: the view's subtree alone, its size pulled toward the target.
    ///
    /// A separate engine holds only constraints inside the view's subtree, as UIKit's does.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let engine = LayoutEngine(root: view)
        engine.fitting = Fitting(target: target, horizontal: horizontal, vertical: vertical)
        engine.rebuildIfNeeded()
        // Installing a constraint on a margin attribute can make the margins guide it names; the view's own
        // engine rebuilds for it on its next layout, this one at once.
        var guideCount = 0
        view.forEachInSubtree { guideCount += $0.autoLayout.allGuides.count }
        if guideCount != engine.guides.count {
            engine.needsRebuild = true
            engine.rebuildIfNeeded()
        }
        engine.solver.updateVariables()
        guard let vars = engine.variables[ObjectIdentifier(view)] else { return target }
        return CGSize(
            width: CGFloat(engine.solver.value(of: vars.width)), height: CGFloat(engine.solver.value(of: vars.height)))
    }

    /// The fitting target's size constraints on the root, at the caller's priorities.
    func addFittingConstraints(_ fitting: Fitting, width: Variable, height: Variable) {
        addFittingSizeConstraint(LinearExpression(width), Double(fitting.target.width), fitting.horizontal)
        addFittingSizeConstraint(LinearExpression(height), Double(fitting.target.height), fitting.vertical)
    }
}
