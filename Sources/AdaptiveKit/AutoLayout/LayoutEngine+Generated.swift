import Foundation
import LayoutSolver

/// The constraints the engine makes itself: the top view's frame, autoresizing masks, content hugging and
/// compression resistance, the system guides.
///
/// The solver keeps of each only its id's record (relation, strength, constant), not its terms: the terms
/// follow from the key (`Generated`: what, whose slot, which part) and, for an autoresizing constraint, the
/// share of the superview's size (`autoresizingShares`), so `generatedExpression` makes them again for the
/// conflict search. What else they are made from (a guide's owner, a view's superview) rebuilds the engine
/// when it changes.
extension LayoutEngine {
    // MARK: Generated constraints

    /// Sets a generated constraint `expression relation constant`, updating it in place when only the
    /// constant moved. `share` is the autoresizing share in the terms (0 for the other kinds): with the key,
    /// the relation and the strength it tells whether the terms are the ones in the solver. The expression
    /// is made only when the constraint is added.
    func setGenerated(
        _ what: Generated, _ expression: @autoclosure () -> LinearExpression,
        _ relation: LayoutSolver.Constraint.Relation, _ constant: Double, _ strength: Strength, share: Double = 0
    ) {
        let key = what.key
        if let id = generated[key] {
            let id = Int(id)
            if let existing = constraintSummary(withID: id) {
                // Generated expressions have no constant of their own: the solver holds −constant.
                let target = -constant
                if existing.relation == relation, existing.strength == strength,
                    (autoresizingShares[key] ?? 0) == share
                {
                    if existing.constant == target { return }
                    // Only the constant moved (a resize, new insets): one in-place update, no row rebuilt.
                    let old = LayoutSolver.Constraint(
                        id: id, LinearExpression(constant: existing.constant), relation, strength: strength)
                    if (try? solver.updateConstant(of: old, to: target)) != nil {
                        needsSolve = true
                        return
                    }
                }
                try? solver.removeConstraint(withID: id)
            }
            generated[key] = nil
            if share != 0 || !autoresizingShares.isEmpty { autoresizingShares[key] = nil }
        }
        let constraint = LayoutSolver.Constraint(id: nextID(), expression() - constant, relation, strength: strength)
        do {
            try solver.addConstraint(constraint)
            generated[key] = Int32(constraint.id)
            if share != 0 { autoresizingShares[key] = share }
        } catch {
            // A generated constraint that conflicts (a fixed frame against required user constraints)
            // is left out, as UIKit drops the conflicting autoresizing constraint.
        }
        needsSolve = true
    }

    /// A size constraint toward a fitting target (never conflicts: required ones that would are dropped).
    func addFittingSizeConstraint(_ size: LinearExpression, _ value: Double, _ priority: UILayoutPriority) {
        let constraint = LayoutSolver.Constraint(id: nextID(), size - value, .equal, strength: Self.strength(priority))
        try? solver.addConstraint(constraint)
    }

    func removeGenerated(_ key: Generated) {
        let key = key.key
        guard let id = generated.removeValue(forKey: key) else { return }
        if !autoresizingShares.isEmpty { autoresizingShares[key] = nil }
        try? solver.removeConstraint(withID: Int(id))
        needsSolve = true
    }

    /// The autoresizing mask as constraints relative to the superview's size (UIKit's
    /// `NSAutoresizingMaskLayoutConstraint`s), keeping the view's current frame at the current size.
    func updateAutoresizingConstraints(for view: UIView) {
        guard let superview = view.superview, let vars = variables[ObjectIdentifier(view)],
            let parent = variables[ObjectIdentifier(superview)]
        else { return }
        let id = vars.slot
        let frame = view.frame
        let mask = view.autoresizingMask
        for axis in 0..<2 {
            let horizontal = axis == 0
            let start = horizontal ? frame.minX : frame.minY
            let length = horizontal ? frame.width : frame.height
            let span = horizontal ? superview.bounds.width : superview.bounds.height
            let (startShare, lengthShare) = mask.shares(
                horizontal: horizontal, start: start, length: length, span: span)
            // position = parentPosition + start + startShare × (parentSize − span)
            setGenerated(
                .autoresizing(slot: id, part: axis * 2),
                Self.autoresizingExpression(vars, parent: parent, part: axis * 2, share: startShare),
                .equal, Double(start) - startShare * Double(span), .required, share: startShare)
            // size = length + lengthShare × (parentSize − span)
            setGenerated(
                .autoresizing(slot: id, part: axis * 2 + 1),
                Self.autoresizingExpression(vars, parent: parent, part: axis * 2 + 1, share: lengthShare),
                .equal, Double(length) - lengthShare * Double(span), .required, share: lengthShare)
        }
    }

    /// The terms of autoresizing constraint `part` (minX, width, minY, height): the item's position less
    /// the superview's position and `share` of its size, or the item's size less `share` of the superview's.
    static func autoresizingExpression(
        _ vars: Variables, parent: Variables, part: Int, share: Double
    ) -> LinearExpression {
        // Written as terms: expression arithmetic made an array per operand and per operation.
        let horizontal = part < 2
        let parentSize = Term(horizontal ? parent.width : parent.height, -share)
        if part % 2 == 1 { return LinearExpression([Term(horizontal ? vars.width : vars.height), parentSize]) }
        return LinearExpression([
            Term(horizontal ? vars.x : vars.y), Term(horizontal ? parent.x : parent.y, -1), parentSize,
        ])
    }

    /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) per axis.
    func updateIntrinsicConstraints(for view: UIView) {
        guard let vars = variables[ObjectIdentifier(view)] else { return }
        let id = vars.slot
        let pinned = view.translatesAutoresizingMaskIntoConstraints && (view !== root || fitting == nil)
        let intrinsic = pinned ? nil : intrinsicSize(of: view)
        for axis in 0..<2 {
            let value = intrinsic.map { axis == 0 ? $0.width : $0.height } ?? UIView.noIntrinsicMetric
            guard value >= 0 else {
                removeGenerated(.hugging(slot: id, axis: axis))
                removeGenerated(.compression(slot: id, axis: axis))
                continue
            }
            let layoutAxis: NSLayoutConstraint.Axis = axis == 0 ? .horizontal : .vertical
            let size = LinearExpression(axis == 0 ? vars.width : vars.height)
            let tieBreak = UIStackView.fillTieBreak(for: view, along: layoutAxis)
            setGenerated(
                .hugging(slot: id, axis: axis), size, .lessThanOrEqual, Double(value),
                Self.strength(view.contentHuggingPriority(for: layoutAxis) + tieBreak))
            setGenerated(
                .compression(slot: id, axis: axis), size, .greaterThanOrEqual, Double(value),
                Self.strength(view.contentCompressionResistancePriority(for: layoutAxis) + tieBreak))
        }
    }

    /// Keeps a view's system guides at its safe area, margins and readable width.
    func updateSystemGuides(of view: UIView) {
        guard let owner = variables[ObjectIdentifier(view)] else { return }
        view.autoLayout.guides?.forEachSystemGuide { guide in
            guard let kind = guide.kind, let vars = variables[ObjectIdentifier(guide)] else { return }
            let id = vars.slot
            if kind == .scrollContent, let scrollView = view as? UIScrollView {
                updateContentGuide(id, vars, of: scrollView, owner: owner)
                return
            }
            let insets = view.systemGuideInsets(kind)
            // Guides sit in the view's bounds, which a scroll view's offset moves over its content.
            let origin = view.bounds.origin
            for part in 0..<4 {
                let constant =
                    switch part {
                    case 0: origin.x + insets.left
                    case 1: origin.y + insets.top
                    case 2: -(insets.left + insets.right)
                    default: -(insets.top + insets.bottom)
                    }
                setGenerated(
                    .guide(slot: id, part: part),
                    Self.guideExpression(vars, owner: owner, part: part, isContent: false), .equal,
                    Double(constant), .required)
            }
        }
    }

    /// A scroll view's content guide: its top left at the content origin, its size the content size
    /// unless constraints decide it (the weakest constraint keeps a size set in code).
    private func updateContentGuide(
        _ id: Int, _ vars: Variables, of scrollView: UIScrollView, owner: Variables
    ) {
        let size = scrollView.contentSize
        for part in 0..<4 {
            let constant = part == 2 ? size.width : part == 3 ? size.height : 0
            setGenerated(
                .guide(slot: id, part: part), Self.guideExpression(vars, owner: owner, part: part, isContent: true),
                .equal, Double(constant), part < 2 ? .required : Self.strength(.init(0)))
        }
    }

    /// The terms of a guide's constraint `part` (minX, minY, width, height): the guide's variable less its
    /// owner's, or for a scroll view's content guide's size the guide's variable alone.
    static func guideExpression(_ vars: Variables, owner: Variables, part: Int, isContent: Bool) -> LinearExpression {
        func variable(_ of: Variables) -> Variable {
            switch part {
            case 0: of.x
            case 1: of.y
            case 2: of.width
            default: of.height
            }
        }
        if isContent && part >= 2 { return LinearExpression(variable(vars)) }
        // Written as terms: `a − b` made four arrays (each side, the negation, the sum) for each of a guide's four
        // constraints.
        return LinearExpression([Term(variable(vars)), Term(variable(owner), -1)])
    }

    /// The terms of the generated constraint with this key as `setGenerated` made them, or nil when what it
    /// was made from is gone. `guideOwners` gives each guide's slot its owner's variables and whether it is a
    /// scroll view's content guide (see `guideOwnersBySlot()`).
    func generatedExpression(
        _ key: Generated, guideOwners: [Int: (owner: Variables, isContent: Bool)]
    ) -> LinearExpression? {
        func vars(_ slot: Int) -> Variables { Variables(base: Int32(truncatingIfNeeded: slot * 4)) }
        switch key {
        case let .rootOrigin(slot, axis):
            return LinearExpression(axis == 0 ? vars(slot).x : vars(slot).y)
        case let .rootSize(slot, axis), let .hugging(slot, axis), let .compression(slot, axis):
            return LinearExpression(axis == 0 ? vars(slot).width : vars(slot).height)
        case let .autoresizing(slot, part):
            guard slot < variableOwners.count, let superview = variableOwners[slot].view?.superview,
                let parent = variables[ObjectIdentifier(superview)]
            else { return nil }
            let share = autoresizingShares[key.key] ?? 0
            return Self.autoresizingExpression(vars(slot), parent: parent, part: part, share: share)
        case let .guide(slot, part):
            guard let guide = guideOwners[slot] else { return nil }
            return Self.guideExpression(vars(slot), owner: guide.owner, part: part, isContent: guide.isContent)
        }
    }

    /// Each guide's slot with its owner's variables and whether it is a scroll view's content guide.
    func guideOwnersBySlot() -> [Int: (owner: Variables, isContent: Bool)] {
        var owners: [Int: (owner: Variables, isContent: Bool)] = [:]
        for guide in guides {
            guard let slot = variables[ObjectIdentifier(guide)]?.slot, let view = guide.owningView,
                let owner = variables[ObjectIdentifier(view)]
            else { continue }
            owners[slot] = (owner, guide.kind == .scrollContent && view is UIScrollView)
        }
        return owners
    }
}
