import Foundation
import LayoutSolver

/// The user constraints in the solver: installing, moving, replacing and removing them, and the order they
/// were installed in.
///
/// A user constraint's solver id is its slot's (`userID(ofSlot:)`: slot 0 is −1, slot 1 is −2…), so the
/// engine keeps no id beside the constraint; compacting the slots renames the solver's constraints with
/// them. The solver keeps no terms: `installedConstraint(_:)` makes them again from the constraint.
extension LayoutEngine {
    // MARK: User constraints

    /// The solver's id of the user constraint in `slot`.
    static func userID(ofSlot slot: Int) -> Int { -1 - slot }

    /// An installed user constraint as the solver holds it: its id, relation, strength and constant as last
    /// updated from the solver, its terms made again from the constraint (the solver keeps none); nil when it
    /// is not installed or an item of it is gone.
    func installedConstraint(_ constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let slot = userSlot(of: constraint) else { return nil }
        let id = Self.userID(ofSlot: slot)
        guard let summary = constraintSummary(withID: id), let made = solverParts(for: constraint) else {
            return nil
        }
        return LayoutSolver.Constraint(
            id: id, LinearExpression(made.expression.terms, constant: summary.constant), summary.relation,
            strength: summary.strength)
    }

    /// What the solver keeps of the constraint with this id, read in place: `constraintSummary(withID:)` called on
    /// the stored property copied the solver, every array of its tableau retained and released, and laying out
    /// a settings chain asks twice for each of each system guide's four constraints.
    func constraintSummary(withID id: Int) -> ConstraintSummary? {
        Self.summary(of: &solver, id)
    }

    private static func summary(of solver: inout Solver, _ id: Int) -> ConstraintSummary? {
        solver.constraintSummary(withID: id)
    }

    /// Whether the installed constraint is required in the solver (false when it is not installed).
    func isInstalledRequired(_ constraint: NSLayoutConstraint) -> Bool {
        guard let slot = userSlot(of: constraint) else { return false }
        return constraintSummary(withID: Self.userID(ofSlot: slot))?.strength.isRequired == true
    }

    /// A fingerprint of a solver constraint's terms and relation, kept in `userFingerprints`: equal terms and
    /// relation give equal fingerprints.
    static func fingerprint(_ terms: [Term], _ relation: LayoutSolver.Constraint.Relation) -> UInt32 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(relation.rawValue))
        func mix(_ value: UInt64) {
            hash = (hash ^ value) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
        }
        for term in terms {
            mix(UInt64(bitPattern: Int64(term.variable.id)))
            // +0 and −0 are equal coefficients.
            mix(term.coefficient == 0 ? 0 : term.coefficient.bitPattern)
        }
        return UInt32(truncatingIfNeeded: hash ^ hash >> 32)
    }

    /// The constraint's position in `userConstraints`, or nil when it is not in the solver.
    ///
    /// An engine of a hierarchy reads the position the constraint keeps (`engineSlot`) and checks that the slot
    /// holds it: an engine whose hierarchy the constraint left, or one rebuilt since, does not find it. A
    /// fitting engine, built over views that its hierarchy's engine holds too, keeps its own table.
    func userSlot(of constraint: NSLayoutConstraint) -> Int? {
        if fitting != nil { return fittingSlots[ObjectIdentifier(constraint)] }
        let slot = Int(constraint.engineSlot)
        return slot >= 0 && slot < userConstraints.count && userConstraints[slot] === constraint ? slot : nil
    }

    /// The solver's constraint for `constraint` with the id of the next slot, or nil when an item of it is not
    /// in the engine.
    private func nextSolverConstraint(for constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        makeSolverConstraint(for: constraint, id: Self.userID(ofSlot: userConstraints.count))
    }

    /// Adds an active constraint to the solver; an unsatisfiable one is broken and reported, as UIKit does.
    func install(_ constraint: NSLayoutConstraint) {
        guard userSlot(of: constraint) == nil, broken[ObjectIdentifier(constraint)] == nil else { return }
        guard let solverConstraint = nextSolverConstraint(for: constraint) else {
            // An item outside this hierarchy: the engine is rebuilt when hierarchies change. A rebuild that
            // asked for another would rebuild on every read of a frame, and break and report the same
            // conflicts each time (a fuzzed storyboard rebuilt its engine 1 676 times).
            if isBuilding { holdsOutsideItems = true } else { needsRebuild = true }
            return
        }
        do {
            try solver.addConstraint(solverConstraint)
            recordInstalled(constraint, as: solverConstraint)
        } catch .unsatisfiableConstraint {
            if constraint.identifier == "UISV-hiding", collapse(constraint, solverConstraint) {
                needsSolve = true
                return
            }
            recordConflict(breaking: constraint, solverConstraint: solverConstraint)
        } catch {
            // Duplicate or internal errors cannot happen with fresh ids; keep the constraint out rather than crash.
            recordConflict(breaking: constraint, solverConstraint: solverConstraint)
        }
        needsSolve = true
    }

    /// Removes a deactivated constraint.
    func uninstall(_ constraint: NSLayoutConstraint) {
        broken[ObjectIdentifier(constraint)] = nil
        guard let slot = userSlot(of: constraint) else { return }
        try? solver.removeConstraint(withID: Self.userID(ofSlot: slot))
        removeFromOrder(slot)
        needsSolve = true
        // A constraint broken earlier may fit now that this one is gone; UIKit would not retry,
        // so neither do we: the broken one stays out until it is reactivated.
    }

    /// Moves a constraint's constant in place (the solver's `updateConstant`); if a required constraint
    /// can no longer hold, it is broken and reported as UIKit does.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let slot = userSlot(of: constraint), let new = solverParts(for: constraint) else { return }
        let id = Self.userID(ofSlot: slot)
        guard let old = constraintSummary(withID: id) else { return }
        guard userFingerprints[slot] == Self.fingerprint(new.expression.terms, new.relation),
            old.relation == new.relation
        else {
            replace(slot, for: constraint)
            return
        }
        let installed = LayoutSolver.Constraint(
            id: id, LinearExpression(constant: old.constant), old.relation, strength: old.strength)
        do {
            try solver.updateConstant(of: installed, to: new.expression.constant)
            needsSolve = true
        } catch {
            replace(slot, for: constraint)
        }
    }

    /// Applies a new (optional) priority in place.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let slot = userSlot(of: constraint), solverParts(for: constraint) != nil else { return }
        replace(slot, for: constraint)
    }

    /// Installs the constraint in `slot` again, under the same id.
    private func replace(_ slot: Int, for constraint: NSLayoutConstraint) {
        let id = Self.userID(ofSlot: slot)
        guard let new = makeSolverConstraint(for: constraint, id: id) else { return }
        try? solver.removeConstraint(withID: id)
        do {
            try solver.addConstraint(new)
            userFingerprints[slot] = Self.fingerprint(new.expression.terms, new.relation)
        } catch {
            removeFromOrder(slot)
            recordConflict(breaking: constraint, solverConstraint: new)
        }
        needsSolve = true
    }

    /// Installs a stack view's `UISV-hiding` constraint by breaking the view's own constraints on the same length
    /// that keep it from collapsing; false (nothing changed) when breaking them does not help.
    ///
    /// A hidden arranged view with a required width or height of its own collapses all the same in UIKit, which
    /// logs the conflict and breaks the view's constraint, not the stack view's (the familiar advice is to lower
    /// that constraint to 999). Constraints that still fit once the view is collapsed are put back.
    private func collapse(_ hiding: NSLayoutConstraint, _ solverConstraint: LayoutSolver.Constraint) -> Bool {
        guard let item = hiding.firstItem else { return false }
        let attribute = hiding.firstAttribute
        let rivals = installedOrder.filter { other in
            guard other !== hiding, other.identifier?.hasPrefix("UISV-") != true, isInstalledRequired(other)
            else { return false }
            return (other.firstItem === item && other.firstAttribute == attribute)
                || (other.secondItem === item && other.secondAttribute == attribute)
        }
        guard !rivals.isEmpty else { return false }
        var removed: [(NSLayoutConstraint, LayoutSolver.Constraint)] = []
        for rival in rivals {
            guard let slot = userSlot(of: rival), let rivalConstraint = installedConstraint(rival) else { continue }
            try? solver.removeConstraint(withID: rivalConstraint.id)
            removeFromOrder(slot)
            removed.append((rival, rivalConstraint))
        }
        // Each goes back under the id of the slot it gets now (removing the rivals may have compacted the slots).
        func nextID(_ constraint: LayoutSolver.Constraint) -> LayoutSolver.Constraint {
            var moved = constraint
            moved.id = Self.userID(ofSlot: userConstraints.count)
            return moved
        }
        do {
            let hidingConstraint = nextID(solverConstraint)
            try solver.addConstraint(hidingConstraint)
            recordInstalled(hiding, as: hidingConstraint)
        } catch {
            for (rival, rivalConstraint) in removed {
                let back = nextID(rivalConstraint)
                if (try? solver.addConstraint(back)) != nil { recordInstalled(rival, as: back) }
            }
            return false
        }
        for (rival, rivalConstraint) in removed {
            let back = nextID(rivalConstraint)
            do {
                try solver.addConstraint(back)
                recordInstalled(rival, as: back)
            } catch {
                recordConflict(breaking: rival, solverConstraint: back)
            }
        }
        return true
    }

    /// Appends an installed constraint to the slots; its solver id is the new slot's.
    private func recordInstalled(_ constraint: NSLayoutConstraint, as solverConstraint: LayoutSolver.Constraint) {
        assert(solverConstraint.id == Self.userID(ofSlot: userConstraints.count))
        place(constraint, at: userConstraints.count)
        userConstraints.append(constraint)
        userFingerprints.append(Self.fingerprint(solverConstraint.expression.terms, solverConstraint.relation))
    }

    /// Tells a constraint its position in `userConstraints`.
    private func place(_ constraint: NSLayoutConstraint, at slot: Int) {
        if fitting != nil {
            fittingSlots[ObjectIdentifier(constraint)] = slot
        } else {
            constraint.engineSlot = Int32(slot)
        }
    }

    /// Empties the slot of a constraint that left the solver; once half the slots are empty, the others move
    /// down, and their constraints in the solver take their new slots' ids.
    private func removeFromOrder(_ slot: Int) {
        if let constraint = userConstraints[slot] {
            if fitting != nil { fittingSlots[ObjectIdentifier(constraint)] = nil } else { constraint.engineSlot = -1 }
        }
        userConstraints[slot] = nil
        orderHoles += 1
        guard orderHoles > 64, orderHoles * 2 > userConstraints.count else { return }
        // In increasing order, a slot moves to one that is empty or whose constraint has moved already, so the
        // new id is free in the solver.
        var kept = 0
        for read in userConstraints.indices {
            guard let constraint = userConstraints[read] else { continue }
            if read != kept {
                userConstraints[kept] = constraint
                userFingerprints[kept] = userFingerprints[read]
                solver.renameConstraint(withID: Self.userID(ofSlot: read), to: Self.userID(ofSlot: kept))
                place(constraint, at: kept)
            }
            kept += 1
        }
        userConstraints.removeSubrange(kept...)
        userFingerprints.removeSubrange(kept...)
        orderHoles = 0
    }
}
