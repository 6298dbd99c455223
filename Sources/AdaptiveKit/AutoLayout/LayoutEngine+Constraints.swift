import Foundation
import LayoutSolver

extension LayoutEngine {
    // MARK: User constraints

    /// An installed user constraint as the solver holds it: its id, relation, strength and constant as last
    /// updated from the solver, its terms made again from the constraint (the solver keeps none); nil when it
    /// is not installed or an item of it is gone.
    func installedConstraint(_ constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let slot = userSlot(of: constraint) else { return nil }
        let id = Int(userSlots[slot].id)
        guard let summary = solver.constraintSummary(withID: id), let made = solverParts(for: constraint) else {
            return nil
        }
        return LayoutSolver.Constraint(
            id: id, LinearExpression(made.expression.terms, constant: summary.constant), summary.relation,
            strength: summary.strength)
    }

    /// Whether the installed constraint is required in the solver (false when it is not installed).
    func isInstalledRequired(_ constraint: NSLayoutConstraint) -> Bool {
        guard let slot = userSlot(of: constraint) else { return false }
        return solver.constraintSummary(withID: Int(userSlots[slot].id))?.strength.isRequired == true
    }

    /// A fingerprint of a solver constraint's terms and relation, kept in its `UserSlot` (see
    /// `UserSlot.fingerprint`): equal terms and relation give equal fingerprints.
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

    /// The constraint's position in `userSlots`, or nil when it is not in the solver.
    ///
    /// An engine of a hierarchy reads the position the constraint keeps (`engineSlot`) and checks that the slot
    /// holds it: an engine whose hierarchy the constraint left, or one rebuilt since, does not find it. A
    /// fitting engine, built over views that its hierarchy's engine holds too, keeps its own table.
    func userSlot(of constraint: NSLayoutConstraint) -> Int? {
        if fitting != nil { return fittingSlots[ObjectIdentifier(constraint)] }
        let slot = Int(constraint.engineSlot)
        return slot >= 0 && slot < userSlots.count && userSlots[slot].constraint === constraint ? slot : nil
    }

    /// Adds an active constraint to the solver; an unsatisfiable one is broken and reported, as UIKit does.
    func install(_ constraint: NSLayoutConstraint) {
        guard userSlot(of: constraint) == nil, broken[ObjectIdentifier(constraint)] == nil else { return }
        guard let solverConstraint = makeSolverConstraint(for: constraint) else {
            // An item outside this hierarchy: the engine is rebuilt when hierarchies change. A rebuild that
            // asked for another would rebuild on every read of a frame, and break and report the same
            // conflicts each time (issue 18: a fuzzed storyboard rebuilt its engine 1 676 times).
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
        try? solver.removeConstraint(withID: Int(userSlots[slot].id))
        removeFromOrder(slot)
        needsSolve = true
        // A constraint broken earlier may fit now that this one is gone; UIKit would not retry,
        // so neither do we: the broken one stays out until it is reactivated.
    }

    /// Moves a constraint's constant in place (the solver's `updateConstant`); if a required constraint
    /// can no longer hold, it is broken and reported as UIKit does.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let slot = userSlot(of: constraint), let new = solverParts(for: constraint) else { return }
        let id = Int(userSlots[slot].id)
        guard let old = solver.constraintSummary(withID: id) else { return }
        guard userSlots[slot].fingerprint == Self.fingerprint(new.expression.terms, new.relation),
            old.relation == new.relation
        else {
            replace(id, for: constraint)
            return
        }
        let installed = LayoutSolver.Constraint(
            id: id, LinearExpression(constant: old.constant), old.relation, strength: old.strength)
        do {
            try solver.updateConstant(of: installed, to: new.expression.constant)
            needsSolve = true
        } catch {
            replace(id, for: constraint)
        }
    }

    /// Applies a new (optional) priority in place.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let slot = userSlot(of: constraint), solverParts(for: constraint) != nil else { return }
        replace(Int(userSlots[slot].id), for: constraint)
    }

    /// Installs the constraint again in place of the solver's constraint `oldID`.
    private func replace(_ oldID: Int, for constraint: NSLayoutConstraint) {
        guard let new = makeSolverConstraint(for: constraint) else { return }
        try? solver.removeConstraint(withID: oldID)
        do {
            try solver.addConstraint(new)
            if let slot = userSlot(of: constraint) {
                userSlots[slot].id = Int32(new.id)
                userSlots[slot].fingerprint = Self.fingerprint(new.expression.terms, new.relation)
            }
        } catch {
            if let slot = userSlot(of: constraint) { removeFromOrder(slot) }
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
        do {
            try solver.addConstraint(solverConstraint)
            recordInstalled(hiding, as: solverConstraint)
        } catch {
            for (rival, rivalConstraint) in removed where (try? solver.addConstraint(rivalConstraint)) != nil {
                recordInstalled(rival, as: rivalConstraint)
            }
            return false
        }
        for (rival, rivalConstraint) in removed {
            do {
                try solver.addConstraint(rivalConstraint)
                recordInstalled(rival, as: rivalConstraint)
            } catch {
                recordConflict(breaking: rival, solverConstraint: rivalConstraint)
            }
        }
        return true
    }

    private func recordInstalled(_ constraint: NSLayoutConstraint, as solverConstraint: LayoutSolver.Constraint) {
        place(constraint, at: userSlots.count)
        userSlots.append(
            UserSlot(
                constraint: constraint, id: Int32(solverConstraint.id),
                fingerprint: Self.fingerprint(solverConstraint.expression.terms, solverConstraint.relation)))
    }

    /// Tells a constraint its position in `userSlots`.
    private func place(_ constraint: NSLayoutConstraint, at slot: Int) {
        if fitting != nil {
            fittingSlots[ObjectIdentifier(constraint)] = slot
        } else {
            constraint.engineSlot = Int32(slot)
        }
    }

    /// Empties the slot of a constraint leaving the solver.
    private func removeFromOrder(_ slot: Int) {
        if let constraint = userSlots[slot].constraint {
            if fitting != nil { fittingSlots[ObjectIdentifier(constraint)] = nil } else { constraint.engineSlot = -1 }
        }
        userSlots[slot].constraint = nil
        orderHoles += 1
        guard orderHoles > 64, orderHoles * 2 > userSlots.count else { return }
        userSlots.removeAll { $0.constraint == nil }
        orderHoles = 0
        for (position, slot) in userSlots.enumerated() {
            if let constraint = slot.constraint { place(constraint, at: position) }
        }
    }

    /// `first − multiplier × second − constant ⋚ 0` in the engine's variables, with a new id.
    func makeSolverConstraint(for constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let parts = solverParts(for: constraint) else { return nil }
        return LayoutSolver.Constraint(
            id: nextConstraintIDForUser(), parts.expression, parts.relation,
            strength: Self.strength(constraint.priority))
    }

    /// The expression and relation of `makeSolverConstraint(for:)`, without taking an id.
    func solverParts(
        for constraint: NSLayoutConstraint
    ) -> (expression: LinearExpression, relation: LayoutSolver.Constraint.Relation)? {
        // Each side is rebuilt from the constraint's weak items on every read: read each once.
        let firstSide = constraint.firstTerm
        let secondSide = constraint.secondTerm
        let firstTerm = Self.scrollContentTerm(firstSide, other: secondSide)
        guard let first = expression(for: firstTerm) else { return nil }
        var expression = first
        if let second = secondSide {
            let secondTerm = Self.scrollContentTerm(second, other: firstSide)
            guard let secondExpression = self.expression(for: secondTerm) else { return nil }
            expression = expression - secondExpression * Double(constraint.multiplier)
        }
        // In right-to-left layouts leading/trailing constants run right to left (UIKit mirrors them).
        let mirrored =
            constraint.firstAttribute.isDirectional
            && (constraint.firstItem as? LayoutItem)?.owningLayoutView?.traitCollection.layoutDirection == .rightToLeft
        expression = expression - Double(mirrored ? -constraint.constant : constraint.constant)
        let relation: LayoutSolver.Constraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: mirrored ? .greaterThanOrEqual : .lessThanOrEqual
            case .greaterThanOrEqual: mirrored ? .lessThanOrEqual : .greaterThanOrEqual
            }
        return (expression, relation)
    }

    /// A scroll view's edge tied to one of its descendants means the edge of its content area
    /// (`contentLayoutGuide`), as UIKit documents; its size and center stay the scroll view's frame.
    static func scrollContentTerm(_ term: AnchorTerm, other: AnchorTerm?) -> AnchorTerm {
        guard let scrollView = term.item as? UIScrollView, term.offset.isEmpty, let other,
            [.left, .right, .top, .bottom, .leading, .trailing].contains(term.attribute)
        else { return term }
        let views = other.items.compactMap(\.owningLayoutView)
        guard !views.isEmpty, views.allSatisfy({ $0 !== scrollView && $0.isDescendant(of: scrollView) }) else {
            return term
        }
        return AnchorTerm(item: scrollView.contentLayoutGuide, attribute: term.attribute)
    }

    /// The linear expression of an anchor in the engine's variables, or nil when its item is not in the engine.
    func expression(for term: AnchorTerm) -> LinearExpression? {
        if term.offset.count == 2 {
            guard let from = expression(for: term.offset[0]), let to = expression(for: term.offset[1]) else {
                return nil
            }
            return to - from
        }
        guard let item = term.item else { return nil }
        if let view = item as? UIView, let marginAttribute = term.attribute.withoutMargin {
            // Margin attributes are the margins guide's edges.
            return expression(for: AnchorTerm(item: view.layoutMarginsGuide, attribute: marginAttribute))
        }
        guard let vars = variables[ObjectIdentifier(item)] else { return nil }
        let x = LinearExpression(vars.x)
        let y = LinearExpression(vars.y)
        let width = LinearExpression(vars.width)
        let height = LinearExpression(vars.height)
        let rightToLeft = item.owningLayoutView?.traitCollection.layoutDirection == .rightToLeft
        switch term.attribute {
        case .left: return x
        case .right: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        case .leading: return rightToLeft ? x + width : x
        case .trailing: return rightToLeft ? x : x + width
        case .firstBaseline:
            if let view = item as? UIView, let baselineView = view.baselineView(first: true) {
                return expression(for: AnchorTerm(item: baselineView, attribute: .firstBaseline))
            }
            if let centered = (item as? UIView)?.baselineOffsetFromCenterY {
                return y + height * 0.5 + Double(centered)
            }
            let offset = (item as? UIView)?.firstBaselineOffsetFromTop
            return offset.map { y + Double($0) } ?? y + height
        case .lastBaseline:
            if let view = item as? UIView, let baselineView = view.baselineView(first: false) {
                return expression(for: AnchorTerm(item: baselineView, attribute: .lastBaseline))
            }
            if let centered = (item as? UIView)?.baselineOffsetFromCenterY {
                return y + height * 0.5 + Double(centered)
            }
            let offset = (item as? UIView)?.lastBaselineOffsetFromBottom
            return offset.map { y + height - Double($0) } ?? y + height
        case .notAnAttribute: return LinearExpression()
        default: return nil
        }
    }

    private func nextConstraintIDForUser() -> Int {
        // User and generated constraints share one id space; ids only need to be unique, and fit 32 bits
        // (`UserSlot.id`): the count starts again at each rebuild, which comes before it would not fit.
        userConstraintCounter += 1
        if userConstraintCounter > Self.idsBeforeRebuild { needsRebuild = true }
        return -userConstraintCounter
    }

    // MARK: Solving and reading

    /// Re-solves after changes and marks the superviews of views whose frames moved.
    ///
    /// When the solver can tell which variables changed, only the views they belong to (and their
    /// subviews, whose frames are relative to them) are looked at, and each superview queues the
    /// subviews that moved: a one-constant change costs what it moved, not the window's size.
    func solveIfNeeded() {
        rebuildIfNeeded()
        guard needsSolve else { return }
        needsSolve = false
        let setOutside = framesSetOutside
        framesSetOutside = []
        let changes = solver.updateVariablesReportingChanges()
        guard let changed = changes, solvedValues.count == nextVariableID, !comparesEveryFrame else {
            comparesEveryFrame = false
            solvedValues = solver.values(ofFirst: nextVariableID)
            startGeneration()
            startSolveStamp()
            for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
                guard let superview = view.superview, let frame = frame(of: view, relativeTo: superview) else {
                    continue
                }
                if frame != view.frame { superview.setNeedsLayout() }
            }
            return
        }
        // The moved views by slot, as a bit set: no set of identities and no array of retained views, and the
        // slots come out in the engine's order, so each superview's queue is already sorted (issue 17,
        // rotation: the set, the array and the views' side-table retains were a third of a 20 000-view rotation).
        var movedSlots = [UInt64](repeating: 0, count: variableOwners.count / 64 + 1)
        // One copy of the solver for all the reads: `value(of:)` on the stored property copied it (every
        // array of its tableau retained and released) once per changed variable, 8 % of a rotation.
        let solved = solver
        for variable in changed where variable.id < nextVariableID {
            solvedValues[variable.id] = solved.value(of: variable)
            let slot = variable.id / 4
            movedSlots[slot / 64] |= 1 << UInt64(slot % 64)
        }
        startSolveStamp()
        var placing = PlacingSuperview()
        for view in setOutside { queueIfMoved(view, slot: nil, placing: &placing) }
        variableOwners.withUnsafeBufferPointer { owners in
            for (wordIndex, word) in movedSlots.enumerated() {
                var bits = word
                while bits != 0 {
                    let slot = wordIndex * 64 + bits.trailingZeroBitCount
                    bits &= bits - 1
                    guard let view = owners[slot].view else { continue }
                    queueIfMoved(view, slot: slot, placing: &placing)
                    for subview in view.subviews { queueIfMoved(subview, slot: nil, placing: &placing) }
                }
            }
        }
    }

    /// The superview the last queued view was placed in, with what its subviews' frames are computed from,
    /// so a run of siblings looks it up once.
    private struct PlacingSuperview {
        var view: ObjectIdentifier?
        var base: Variables?
        var scale: CGFloat = 1
        /// Whether `setNeedsLayout` ran on it for this run of siblings.
        var flagged = false
    }

    /// Queues a view on its superview, with its solved frame, when that differs from its frame; `slot` is
    /// the view's slot when known (its variables then need no lookup, and its queue entry knows its order).
    private func queueIfMoved(_ view: UIView, slot: Int?, placing: inout PlacingSuperview) {
        guard view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
            return
        }
        let superviewID = ObjectIdentifier(superview)
        if placing.view != superviewID {
            placing = PlacingSuperview(
                view: superviewID, base: variables[superviewID], scale: superview.traitCollection.displayScale)
        }
        let vars = slot.map { Variables(base: Int32(truncatingIfNeeded: $0 * 4)) } ?? variables[ObjectIdentifier(view)]
        guard let vars, let frame = frame(of: vars, base: placing.base, scale: placing.scale), frame != view.frame
        else { return }
        superview.queueForEngineFrame(
            view, solvedFrame: frame, solve: solveStamp, order: slot.map { Int32(truncatingIfNeeded: $0) } ?? -1)
        // Once for a run of siblings: the superview and its ancestors stay flagged until the next pass.
        if !placing.flagged {
            placing.flagged = true
            superview.setNeedsLayout()
        }
    }

    /// An item's rectangle in another view's coordinates, as solved, its edges on the pixel grid.
    ///
    /// UIKit snaps solved edges (not sizes) to the display's pixels, so adjacent views stay flush.
    func frame(of item: AnyObject, relativeTo view: UIView) -> CGRect? {
        frame(
            of: item, relativeTo: view, base: variables[ObjectIdentifier(view)],
            scale: view.traitCollection.displayScale)
    }

    /// `frame(of:relativeTo:)` with the view's variables and display scale already looked up, for a loop
    /// over its subviews.
    func frame(of item: AnyObject, relativeTo view: UIView, base: Variables?, scale: CGFloat) -> CGRect? {
        guard let vars = variables[ObjectIdentifier(item)] else { return nil }
        return frame(of: vars, base: base, scale: scale)
    }

    /// The rectangle of the item with variables `vars` relative to the view with variables `base`.
    func frame(of vars: Variables, base: Variables?, scale: CGFloat) -> CGRect? {
        guard let base else { return nil }
        let values = solvedValues
        let value = { (variable: Variable) -> CGFloat in
            variable.id < values.count ? CGFloat(values[variable.id]) : 0
        }
        let scale = max(scale, 1)
        func snap(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        let minX = snap(value(vars.x) - value(base.x))
        let minY = snap(value(vars.y) - value(base.y))
        let maxX = snap(value(vars.x) + value(vars.width) - value(base.x))
        let maxY = snap(value(vars.y) + value(vars.height) - value(base.y))
        // Frames are in the superview's bounds coordinates, which a scroll view's offset does not move.
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension UIView {
    /// The descendant standing for this view's baseline (a stack view's arranged subview), or nil for itself.
    func baselineView(first: Bool) -> UIView? {
        let view = first ? forFirstBaselineLayout : forLastBaselineLayout
        return view !== self && view.isDescendant(of: self) ? view : nil
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute follows the layout direction.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// For a margin attribute, the plain attribute of the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
