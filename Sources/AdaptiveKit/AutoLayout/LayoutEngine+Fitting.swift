import Foundation
import LayoutSolver

extension LayoutEngine {
    /// The size the target is held to, and at what priorities, when computing a fitting size.
    struct Fitting {
        var target: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
        /// The width each automatically wrapping label got in the previous pass; absent on the first pass,
        /// where a label measures its text on one line.
        var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
    }

    /// How many times a fitting re-solves for labels that wrap at the width the previous pass gave them.
    static let fittingWrapPasses = 4

    /// UIKit's `systemLayoutSizeFitting`: the view's subtree alone, its size pulled toward the target.
    ///
    /// A separate engine holds only constraints inside the view's subtree, as UIKit's does. Multi-line
    /// labels without a `preferredMaxLayoutWidth` wrap at the width this layout gives them: the first
    /// pass measures their text on one line, later passes wrap it at the width the pass before solved,
    /// until no label's width moves (UIKit's second pass for labels whose width decides their height).
    /// The labels' own state is left alone, so the answer does not depend on an earlier layout.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        // As UIKit's, fitting first brings the subtree's constraints up to date (a stack view's arrangement).
        view.updateConstraintsIfNeeded()
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
        let labels = engine.views.compactMap { $0 as? UILabel }.filter {
            $0.wrapsAtLayoutWidth && !$0.translatesAutoresizingMaskIntoConstraints && $0 !== view
        }
        for _ in 0..<fittingWrapPasses where !labels.isEmpty {
            guard engine.rewrapLabels(labels) else { break }
            engine.solver.updateVariables()
        }
        guard let vars = engine.variables[ObjectIdentifier(view)] else { return target }
        return CGSize(
            width: CGFloat(engine.solver.value(of: vars.width)), height: CGFloat(engine.solver.value(of: vars.height)))
    }

    /// Gives each label the width it was just solved to as its wrapping width; returns whether any moved.
    private func rewrapLabels(_ labels: [UILabel]) -> Bool {
        var moved = false
        for label in labels {
            guard let vars = variables[ObjectIdentifier(label)] else { continue }
            let width = CGFloat(solver.value(of: vars.width))
            let id = ObjectIdentifier(label)
            guard width > 0, fitting?.wrapWidths[id] != width else { continue }
            let before = intrinsicSize(of: label)
            fitting?.wrapWidths[id] = width
            guard intrinsicSize(of: label) != before else { continue }
            updateIntrinsicConstraints(for: label)
            moved = true
        }
        return moved
    }

    /// A view's intrinsic size for the engine: in a fitting, a wrapping label's text at the fitting's width.
    func intrinsicSize(of view: UIView) -> CGSize {
        guard let fitting, let label = view as? UILabel, label.wrapsAtLayoutWidth, label !== root else {
            return view.intrinsicContentSize
        }
        return label.textSize(wrappingAt: fitting.wrapWidths[ObjectIdentifier(label)])
    }

    /// The fitting target's size constraints on the root, at the caller's priorities.
    func addFittingConstraints(_ fitting: Fitting, width: Variable, height: Variable) {
        addFittingSizeConstraint(LinearExpression(width), Double(fitting.target.width), fitting.horizontal)
        addFittingSizeConstraint(LinearExpression(height), Double(fitting.target.height), fitting.vertical)
    }
}
