import Foundation
import LayoutSolver

extension LayoutEngine {
    /// Records UIKit's recovery: the constraint stays active but out of the solver, and the minimal
    /// conflicting set is reported with its identifiers.
    func recordConflict(breaking constraint: NSLayoutConstraint, solverConstraint: LayoutSolver.Constraint) {
        markBroken(constraint)
        // An id no installed constraint has (the next slot's), for the probe solvers of the search.
        var solverConstraint = solverConstraint
        solverConstraint.id = Self.userID(ofSlot: userConstraints.count)
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
        // The solver keeps no terms: each generated constraint's are made again from its key.
        let guideOwners = guideOwnersBySlot()
        for (key, id) in generatedInIDOrder() {
            guard let summary = constraintSummary(withID: id), summary.strength.isRequired,
                let expression = generatedExpression(Generated(key: key), guideOwners: guideOwners)
            else { continue }
            let solverConstraint = LayoutSolver.Constraint(
                id: id, LinearExpression(expression.terms, constant: summary.constant), summary.relation,
                strength: summary.strength)
            participants.append(Participant(constraint: solverConstraint, generated: Generated(key: key)))
        }
        return participants
    }

    /// The generated constraints by increasing id. Ids are unique and mostly dense, so they are placed by
    /// id rather than sorted: a layout breaking many constraints ordered them once per broken one.
    private func generatedInIDOrder() -> [(key: Int, id: Int)] {
        var lowest = Int.max
        var highest = Int.min
        for id in generated.values {
            lowest = Swift.min(lowest, Int(id))
            highest = Swift.max(highest, Int(id))
        }
        guard lowest <= highest else { return [] }
        guard highest - lowest < 4 * generated.count + 64 else {
            return generated.map { (key: $0.key, id: Int($0.value)) }.sorted { $0.id < $1.id }
        }
        var slots = [Int?](repeating: nil, count: highest - lowest + 1)
        for (key, id) in generated { slots[Int(id) - lowest] = key }
        var ordered: [(key: Int, id: Int)] = []
        ordered.reserveCapacity(generated.count)
        for (offset, key) in slots.enumerated() {
            if let key { ordered.append((key, lowest + offset)) }
        }
        return ordered
    }

    private func describe(_ participant: Participant) -> String {
        if let user = participant.user { return user.layoutDescription }
        if let key = participant.generated { return describe(key) }
        return "?"
    }

    /// `<NSAutoresizingMaskLayoutConstraint …>` and friends, for generated constraints in reports.
    private func describe(_ key: Generated) -> String {
        func name(_ slot: Int) -> String {
            if slot < variableOwners.count, let view = variableOwners[slot].view { return view.layoutDescription }
            if let guide = guides.first(where: { variables[ObjectIdentifier($0)]?.slot == slot }) {
                return guide.layoutDescription
            }
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

    /// Whether the solved rectangle of an item could move without breaking or worsening any constraint:
    /// UIKit's `hasAmbiguousLayout`, read off the solved tableau (see `Solver.ambiguity(of:)`).
    func isAmbiguous(_ item: AnyObject) -> Bool {
        solveIfNeeded()
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        return solver.ambiguity(of: [[vars.x, vars.y, vars.width, vars.height]])[0]
    }

    /// Every view in the engine whose layout is ambiguous, in hierarchy order.
    ///
    /// One read of the tableau for all views: a probe of every variable of every view (an edit and
    /// two dual simplex runs each) was most of the time of a scene of many views.
    func ambiguousViews() -> [UIView] {
        solveIfNeeded()
        // Hierarchy order from the views themselves: a subtree added without a rebuild sits at the end of `views`.
        var candidates: [UIView] = []
        var groups: [[Variable]] = []
        root.forEachInSubtree { view in
            guard view !== root, let vars = variables[ObjectIdentifier(view)] else { return }
            candidates.append(view)
            groups.append([vars.x, vars.y, vars.width, vars.height])
        }
        return zip(candidates, solver.ambiguity(of: groups)).compactMap { $1 ? $0 : nil }
    }
}
