import Foundation
import LayoutSolver

extension LayoutEngine {
    /// Records UIKit's recovery: the constraint stays active but out of the solver, and the minimal
    /// conflicting set is reported with its identifiers.
    func recordConflict(breaking constraint: NSLayoutConstraint, solverConstraint: LayoutSolver.Constraint) {
        markBroken(constraint)
        let candidates = requiredConstraintsConnected(to: solverConstraint)
        let minimal = minimalConflict(among: candidates, failing: solverConstraint)
        let brokenText = constraint.layoutDescription
        let descriptions = minimal.map(\.description) + [brokenText]
        let identifiers = (minimal.compactMap(\.identifier) + [constraint.identifier].compactMap { $0 })
        let conflict = LayoutConflict(
            conflictingConstraints: descriptions, brokenConstraint: brokenText, identifiers: identifiers)
        appendConflict(conflict)
        DiagnosticLog.warn(conflict.description)
    }

    /// A required constraint in the solver with what a report says about it.
    struct Participant {
        var constraint: LayoutSolver.Constraint
        var description: String
        var identifier: String?
    }

    /// Required constraints sharing variables (transitively) with `failing`: the only ones that can conflict with it.
    private func requiredConstraintsConnected(to failing: LayoutSolver.Constraint) -> [Participant] {
        var participants: [Participant] = []
        for constraint in installedOrder {
            guard let solverConstraint = installed[ObjectIdentifier(constraint)], solverConstraint.strength.isRequired
            else { continue }
            participants.append(
                Participant(
                    constraint: solverConstraint, description: constraint.layoutDescription,
                    identifier: constraint.identifier))
        }
        // In the order they were made: a dictionary's order changes from one process to the next, and
        // so would the report's list of conflicting constraints.
        for (key, solverConstraint) in generated.sorted(by: { $0.value.id < $1.value.id })
        where solverConstraint.strength.isRequired {
            participants.append(
                Participant(constraint: solverConstraint, description: describe(key), identifier: nil))
        }
        // Grow the set of reachable variables from the failing constraint's.
        var reached = Set(failing.expression.terms.map(\.variable))
        var chosen: [Participant] = []
        var remaining = participants
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { participant in
                let variables = participant.constraint.expression.terms.map(\.variable)
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                chosen.append(participant)
                grew = true
                return true
            }
        }
        return chosen
    }

    /// Deletion filtering: drop every candidate without which the failing constraint still cannot be added.
    private func minimalConflict(among candidates: [Participant], failing: LayoutSolver.Constraint) -> [Participant] {
        func conflicts(_ set: [Participant]) -> Bool {
            var probe = Solver()
            for participant in set {
                if (try? probe.addConstraint(participant.constraint)) == nil { return true }
            }
            do {
                try probe.addConstraint(failing)
                return false
            } catch {
                return true
            }
        }
        var kept = candidates
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if conflicts(without) { kept = without } else { index += 1 }
        }
        return kept
    }

    /// `<NSAutoresizingMaskLayoutConstraint …>` and friends, for generated constraints in reports.
    private func describe(_ key: Generated) -> String {
        func name(_ id: ObjectIdentifier) -> String {
            if let view = views.first(where: { ObjectIdentifier($0) == id }) { return view.layoutDescription }
            if let guide = guides.first(where: { ObjectIdentifier($0) == id }) { return guide.layoutDescription }
            return "?"
        }
        switch key {
        case let .rootOrigin(id, axis):
            return "<NSLayoutConstraint '\(axis == 0 ? "root-minX" : "root-minY")' \(name(id))>"
        case let .rootSize(id, axis):
            return "<NSLayoutConstraint '\(axis == 0 ? "root-width" : "root-height")' \(name(id))>"
        case let .autoresizing(id, part):
            let what = ["minX", "width", "minY", "height"][part]
            return "<NSAutoresizingMaskLayoutConstraint \(name(id)).\(what) (autoresizing mask)>"
        case let .hugging(id, axis):
            return "<NSContentSizeLayoutConstraint \(name(id)).\(axis == 0 ? "width" : "height") (hugging)>"
        case let .compression(id, axis):
            return "<NSContentSizeLayoutConstraint \(name(id)).\(axis == 0 ? "width" : "height") (compression)>"
        case let .guide(id, part):
            let what = ["minX", "minY", "width", "height"][part]
            return "<NSLayoutConstraint '\(name(id))-\(what)'>"
        }
    }

    // MARK: Ambiguity

    /// Whether the solved rectangle of an item could move without breaking or worsening any constraint.
    ///
    /// Each of the item's variables is nudged with an edit weaker than every priority; if it moves,
    /// nothing pins it: UIKit's `hasAmbiguousLayout`.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        solveIfNeeded()
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        for variable in [vars.x, vars.y, vars.width, vars.height] {
            var probe = solver
            let current = probe.value(of: variable)
            do {
                try probe.addEditVariable(variable, strength: Strength(weight: 1e-3))
                try probe.suggestValue(current + 17, for: variable)
            } catch {
                continue
            }
            probe.updateVariables()
            if abs(probe.value(of: variable) - current) > 1e-6 { return true }
        }
        return false
    }

    /// Every view in the engine whose layout is ambiguous, in hierarchy order.
    func ambiguousViews() -> [UIView] {
        views.filter { $0 !== root && isAmbiguous($0) }
    }
}
