import Foundation
import LayoutSolver

extension LayoutEngine {
    /// Records UIKit's recovery: the constraint stays active but out of the solver, and the minimal
    /// conflicting set is reported with its identifiers.
    func recordConflict(breaking constraint: NSLayoutConstraint, solverConstraint: LayoutSolver.Constraint) {
        markBroken(constraint)
        let participants = requiredParticipants()
        let candidates = ConflictSearch.connected(
            to: solverConstraint, among: participants.map(\.constraint)
        ).map { participants[$0] }
        let minimal = ConflictSearch.minimalConflict(
            among: candidates.map(\.constraint), failing: solverConstraint
        ).map { candidates[$0] }
        let brokenText = constraint.layoutDescription
        // Described only once chosen: describing a generated constraint looks its view up.
        let descriptions = minimal.map(describe) + [brokenText]
        let identifiers = (minimal.compactMap(\.user?.identifier) + [constraint.identifier].compactMap { $0 })
        let conflict = LayoutConflict(
            conflictingConstraints: descriptions, brokenConstraint: brokenText, identifiers: identifiers)
        appendConflict(conflict)
        DiagnosticLog.warn(conflict.description)
    }

    /// A required constraint in the solver and where it came from.
    struct Participant {
        var constraint: LayoutSolver.Constraint
        /// The user constraint it stands for, or nil for a generated one.
        var user: NSLayoutConstraint?
        var generated: Generated?
    }

    /// Every required constraint in the solver: user constraints in the order they were installed,
    /// then generated ones in the order they were made (a dictionary's order changes from one
    /// process to the next, and so would the report's list of conflicting constraints).
    private func requiredParticipants() -> [Participant] {
        var participants: [Participant] = []
        for constraint in installedOrder {
            guard let solverConstraint = installedConstraint(constraint), solverConstraint.strength.isRequired
            else { continue }
            participants.append(Participant(constraint: solverConstraint, user: constraint))
        }
        for (key, record) in generated.sorted(by: { $0.value.id < $1.value.id }) {
            guard let solverConstraint = solver.constraint(withID: record.id), solverConstraint.strength.isRequired
            else { continue }
            participants.append(Participant(constraint: solverConstraint, generated: key))
        }
        return participants
    }

    private func describe(_ participant: Participant) -> String {
        if let user = participant.user { return user.layoutDescription }
        if let key = participant.generated { return describe(key) }
        return "?"
    }

    /// `<NSAutoresizingMaskLayoutConstraint …>` and friends, for generated constraints in reports.
    private func describe(_ key: Generated) -> String {
        func name(_ id: ObjectIdentifier) -> String {
            if let slot = variables[id]?.slot, let view = variableOwners[slot].view { return view.layoutDescription }
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
        var probe: Solver?
        var fixedRows = FixedRows()
        return isAmbiguous(item, probe: &probe, fixedRows: &fixedRows)
    }

    /// `isAmbiguous` on a probe solver the caller keeps across items: a copy of the solver made at the
    /// first variable that needs a probe, each nudge then removed again. The copy may come back to a
    /// different optimal solution than the engine's when a layout is ambiguous, but the nudged value
    /// does not depend on where it starts (the solutions nearest the suggested value), and it is
    /// compared with the engine's own value. One copy per view, or per variable, made ambiguity
    /// O(views × tableau): most of the time of a scene of many views (issue 18). `fixedRows` keeps,
    /// across items, which of the solver's rows required equalities fix: views nested deep refer to
    /// the same chain of rows, which walking once per variable made quadratic in the depth.
    func isAmbiguous(_ item: AnyObject, probe: inout Solver?, fixedRows: inout FixedRows) -> Bool {
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        // A variable that required equalities fix cannot move: no probe at all.
        for variable in [vars.x, vars.y, vars.width, vars.height]
        where !solver.isFixedByRequiredEqualities(variable, known: &fixedRows) {
            let current = solver.value(of: variable)
            if probe == nil { probe = solver }
            guard (try? probe?.addEditVariable(variable, strength: Strength(weight: 1e-3))) != nil else { continue }
            defer { try? probe?.removeEditVariable(variable) }
            guard (try? probe?.suggestValue(current + 17, for: variable)) != nil else { continue }
            if let moved = probe?.value(of: variable), abs(moved - current) > 1e-6 { return true }
        }
        return false
    }

    /// Every view in the engine whose layout is ambiguous, in hierarchy order.
    func ambiguousViews() -> [UIView] {
        solveIfNeeded()
        var probe: Solver?
        var fixedRows = FixedRows()
        // Hierarchy order from the views themselves: a subtree added without a rebuild sits at the end of `views`.
        var ambiguous: [UIView] = []
        root.forEachInSubtree { view in
            if view !== root, isAmbiguous(view, probe: &probe, fixedRows: &fixedRows) { ambiguous.append(view) }
        }
        return ambiguous
    }
}
