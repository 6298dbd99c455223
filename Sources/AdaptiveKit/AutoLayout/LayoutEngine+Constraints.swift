import Foundation
import LayoutSolver

extension LayoutEngine {
    /// `first − multiplier × second − constant ⋚ 0` in the engine's variables, with the id given.
    func makeSolverConstraint(for constraint: NSLayoutConstraint, id: Int) -> LayoutSolver.Constraint? {
        guard let parts = solverParts(for: constraint) else { return nil }
        return LayoutSolver.Constraint(
            id: id, parts.expression, parts.relation, strength: Self.strength(constraint.priority))
    }

    /// The expression and relation of `makeSolverConstraint(for:id:)`.
    func solverParts(
        for constraint: NSLayoutConstraint
    ) -> (expression: LinearExpression, relation: LayoutSolver.Constraint.Relation)? {
        // Both sides' terms written into one expression, `first − multiplier × second`: an expression per
        // variable and per operation was about ten arrays made and freed per constraint.
        var expression = LinearExpression()
        expression.terms.reserveCapacity(4)
        let factor = -Double(constraint.multiplier)
        let firstItem: LayoutItem?
        if constraint.hasOffsetSide {
            // Each side is rebuilt from the constraint's weak items on every read: read each once.
            let firstSide = constraint.firstTerm
            let secondSide = constraint.secondTerm
            firstItem = firstSide.item
            guard add(Self.scrollContentTerm(firstSide, other: secondSide) ?? firstSide, times: 1, to: &expression)
            else { return nil }
            if let second = secondSide {
                guard add(Self.scrollContentTerm(second, other: firstSide) ?? second, times: factor, to: &expression)
                else { return nil }
            }
        } else {
            // The items as stored, without an `AnchorTerm` per side.
            firstItem = constraint.firstLayoutItem
            let secondItem = constraint.secondLayoutItem
            let first = constraint.firstAttribute
            let second = constraint.secondAttribute
            guard
                add(
                    Self.scrollContentGuide(firstItem, first, other: secondItem) ?? firstItem, first, times: 1,
                    to: &expression)
            else { return nil }
            if constraint.hasSecondTerm {
                guard
                    add(
                        Self.scrollContentGuide(secondItem, second, other: firstItem) ?? secondItem, second,
                        times: factor, to: &expression)
                else { return nil }
            }
        }
        // In right-to-left layouts leading/trailing constants run right to left (UIKit mirrors them).
        let mirrored =
            constraint.firstAttribute.isDirectional
            && firstItem?.owningLayoutView?.traitCollection.layoutDirection == .rightToLeft
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
    /// (`contentLayoutGuide`), as UIKit documents; its size and center stay the scroll view's frame. Nil when
    /// the term means itself (nearly always: returning it copied it, a weak reference and an array).
    static func scrollContentTerm(_ term: AnchorTerm, other: AnchorTerm?) -> AnchorTerm? {
        guard term.offset.isEmpty, let other, let scrollView = scrollViewEdge(term.item, term.attribute) else {
            return nil
        }
        let views = other.items.compactMap(\.owningLayoutView)
        guard !views.isEmpty, views.allSatisfy({ isInside($0, scrollView) }) else { return nil }
        return AnchorTerm(item: scrollView.contentLayoutGuide, attribute: term.attribute)
    }

    /// `scrollContentTerm` for the plain sides of a constraint: the content guide standing for `item`'s edge, or nil.
    static func scrollContentGuide(
        _ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute, other: LayoutItem?
    ) -> LayoutItem? {
        guard let scrollView = scrollViewEdge(item, attribute), let otherView = other?.owningLayoutView,
            isInside(otherView, scrollView)
        else { return nil }
        return scrollView.contentLayoutGuide
    }

    /// The scroll view `item` is when `attribute` is one of its edges (the attribute tested first: it is cheaper
    /// than the cast).
    private static func scrollViewEdge(
        _ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute
    ) -> UIScrollView? {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: item as? UIScrollView
        default: nil
        }
    }

    /// Whether `view` is one of `scrollView`'s descendants, not the scroll view itself.
    private static func isInside(_ view: UIView, _ scrollView: UIScrollView) -> Bool {
        view !== scrollView && view.isDescendant(of: scrollView)
    }

    /// Adds the anchor's expression times `factor` to `expression`; false (and `expression` partly written) when
    /// its item is not in the engine.
    func add(_ term: AnchorTerm, times factor: Double, to expression: inout LinearExpression) -> Bool {
        if term.offset.count == 2 {
            return add(term.offset[1], times: factor, to: &expression)
                && add(term.offset[0], times: -factor, to: &expression)
        }
        return add(term.item, term.attribute, times: factor, to: &expression)
    }

    /// Adds the expression of `item`'s `attribute` times `factor` to `expression` (see `add(_:times:to:)`).
    func add(
        _ item: LayoutItem?, _ attribute: NSLayoutConstraint.Attribute, times factor: Double,
        to expression: inout LinearExpression
    ) -> Bool {
        guard let item else { return false }
        if let view = item as? UIView, let marginAttribute = attribute.withoutMargin {
            // Margin attributes are the margins guide's edges.
            return self.add(view.layoutMarginsGuide, marginAttribute, times: factor, to: &expression)
        }
        guard let vars = variables[ObjectIdentifier(item)] else { return false }
        func add(_ variable: Variable, _ coefficient: Double = 1) {
            expression.terms.append(Term(variable, coefficient * factor))
        }
        func add(_ constant: Double) { expression.constant += constant * factor }
        var rightToLeft: Bool { item.owningLayoutView?.traitCollection.layoutDirection == .rightToLeft }
        switch attribute {
        case .left: add(vars.x)
        case .right:
            add(vars.x)
            add(vars.width)
        case .top: add(vars.y)
        case .bottom:
            add(vars.y)
            add(vars.height)
        case .width: add(vars.width)
        case .height: add(vars.height)
        case .centerX:
            add(vars.x)
            add(vars.width, 0.5)
        case .centerY:
            add(vars.y)
            add(vars.height, 0.5)
        case .leading:
            add(vars.x)
            if rightToLeft { add(vars.width) }
        case .trailing:
            add(vars.x)
            if !rightToLeft { add(vars.width) }
        case .firstBaseline, .lastBaseline:
            let first = attribute == .firstBaseline
            let view = item as? UIView
            if let view, let baselineView = view.baselineView(first: first) {
                return self.add(baselineView, attribute, times: factor, to: &expression)
            }
            add(vars.y)
            if let centered = view?.baselineOffsetFromCenterY {
                add(vars.height, 0.5)
                add(Double(centered))
            } else if first, let offset = view?.firstBaselineOffsetFromTop {
                add(Double(offset))
            } else if !first, let offset = view?.lastBaselineOffsetFromBottom {
                add(vars.height)
                add(-Double(offset))
            } else {
                add(vars.height)
            }
        case .notAnAttribute: break
        default: return false
        }
        return true
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
            // Here, where every view is visited, rather than in the next solve that lists what moved (that solve,
            // a single change, would pay for the allocation).
            movedSlots.reserve(slots: variableOwners.count)
            startGeneration()
            startSolveStamp()
            // Through the owners rather than `views`, which is an array of every view made for the walk, alive
            // at the peak of a build's memory.
            for slot in variableOwners.indices {
                guard let view = variableOwners[slot].view, view !== root,
                    !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                    let frame = frame(of: view, relativeTo: superview)
                else { continue }
                if frame != view.frame { superview.setNeedsLayout() }
            }
            return
        }
        // The moved views by slot, as a bit set: no set of identities and no array of retained views, and the
        // slots come out in the engine's order, so each superview's queue is already sorted (on a big rotation the
        // set, the array and the views' side-table retains cost more than placing the views).
        // The engine's own, taken for the solve: one made here was the window's size (see `MovedSlots`).
        var moved = MovedSlots()
        swap(&moved, &movedSlots)
        defer { swap(&moved, &movedSlots) }
        moved.reserve(slots: variableOwners.count)
        // One copy of the solver for all the reads: `value(of:)` on the stored property copied it (every
        // array of its tableau retained and released) once per changed variable.
        let solved = solver
        let limit = nextVariableID
        for variable in changed where variable.id < limit {
            solvedValues[variable.id] = solved.value(of: variable)
        }
        moved.insertSlots(of: changed, below: limit)
        startSolveStamp()
        var placing = PlacingSuperview()
        for view in setOutside { queueIfMoved(view, slot: nil, placing: &placing) }
        variableOwners.withUnsafeBufferPointer { owners in
            moved.removeAll { slot in
                guard let view = owners[slot].view else { return }
                queueIfMoved(view, slot: slot, placing: &placing)
                for subview in view.subviews { queueIfMoved(subview, slot: nil, placing: &placing) }
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
        // Edges in whole pixels; a size is its count of pixels over the scale, as an origin is, so that both are
        // the nearest Double to a whole number of pixels (a difference of two such origins may be an ulp off,
        // and a view keeps its bounds in Float only when three times them is whole, see `FloatQuad`).
        func pixels(_ x: CGFloat) -> CGFloat { (x * scale).rounded() }
        let minX = pixels(value(vars.x) - value(base.x))
        let minY = pixels(value(vars.y) - value(base.y))
        let maxX = pixels(value(vars.x) + value(vars.width) - value(base.x))
        let maxY = pixels(value(vars.y) + value(vars.height) - value(base.y))
        // Frames are in the superview's bounds coordinates, which a scroll view's offset does not move.
        return CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
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
