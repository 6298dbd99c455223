import Foundation

// Regenerating a stack view's constraints: only those that changed are replaced.

extension UIStackView {
    /// Replaces the generated constraints and guides when the arrangement changed.
    ///
    /// Only what changed is replaced: a generated constraint equal to one already active (same items,
    /// attributes, relation, multiplier, constant, priority and identifier) stays, and guides are
    /// reused by identifier in order. Hiding one view of a long stack so touches the few constraints
    /// around it instead of every one of the stack's, each a solver removal and addition.
    func updateArrangementIfNeeded() {
        guard needsArrangement else { return }
        needsArrangement = false
        let old = arrangement
        let baselineViews = BaselineViews(
            first: ObjectIdentifier(forFirstBaselineLayout), last: ObjectIdentifier(forLastBaselineLayout))
        if let oldViews = old.baselineViews, baselineViews != oldViews {
            // Constraints on the stack's baselines were installed through the old views.
            layoutEngine?.needsRebuild = true
        }
        arrangement = Arrangement(baselineViews: baselineViews)
        guard !arrangedSubviews.isEmpty else {
            NSLayoutConstraint.deactivate(old.constraints)
            for guide in old.guides { removeLayoutGuide(guide) }
            return
        }
        var builder = ArrangementBuilder(stack: self, spareGuides: old.guides)
        builder.build()
        for guide in builder.spareGuides { removeLayoutGuide(guide) }
        var isKept = [Bool](repeating: false, count: old.constraints.count)
        var added: [NSLayoutConstraint] = []
        var match = GeneratedConstraintMatch(old.constraints)
        for index in builder.constraints.indices {
            if let kept = match.take(builder.constraints[index]) {
                isKept[kept] = true
                builder.constraints[index] = old.constraints[kept]
            } else {
                added.append(builder.constraints[index])
            }
        }
        for (index, constraint) in old.constraints.enumerated() where !isKept[index] { constraint.isActive = false }
        arrangement.constraints = builder.constraints
        arrangement.guides = builder.guides
        NSLayoutConstraint.activate(added)
        // Indexes or the distribution may have changed: the tie-breaking offsets follow.
        if let engine = layoutEngine, !engine.needsRebuild {
            for view in arrangedSubviews { engine.updateIntrinsicConstraints(for: view) }
        }
    }
}

/// What makes two generated constraints the same: a regenerated one equal to an active one keeps it.
@MainActor
struct GeneratedConstraintKey: Hashable {
    let first: ObjectIdentifier?
    let second: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let secondAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float
    let identifier: String?

    init(_ constraint: NSLayoutConstraint) {
        first = constraint.firstItem.map(ObjectIdentifier.init)
        second = constraint.secondItem.map(ObjectIdentifier.init)
        firstAttribute = constraint.firstAttribute
        secondAttribute = constraint.secondAttribute
        relation = constraint.relation
        multiplier = constraint.multiplier
        constant = constraint.constant
        priority = constraint.priority.rawValue
        identifier = constraint.identifier
    }
}

/// Finds, for each regenerated constraint, an unused active old one equal to it: by a scan of the
/// old keys for a short stack (no dictionary to allocate for the usual handful), by hash otherwise.
@MainActor
struct GeneratedConstraintMatch {
    static let scanLimit = 48
    var keys: [GeneratedConstraintKey?]
    var byKey: [GeneratedConstraintKey: [Int]] = [:]
    /// Where the last match was: regenerated constraints mostly come in the old order.
    var cursor = 0

    init(_ old: [NSLayoutConstraint]) {
        keys = old.map { $0.isActive ? GeneratedConstraintKey($0) : nil }
        guard keys.count > Self.scanLimit else { return }
        for index in keys.indices.reversed() { if let key = keys[index] { byKey[key, default: []].append(index) } }
    }

    /// The index of the old constraint equal to `constraint`, taken so it matches once; or nil.
    mutating func take(_ constraint: NSLayoutConstraint) -> Int? {
        let key = GeneratedConstraintKey(constraint)
        if keys.count > Self.scanLimit { return byKey[key]?.popLast() }
        for step in keys.indices {
            let index = (cursor + step) % keys.count
            if keys[index] == key {
                keys[index] = nil
                cursor = index + 1
                return index
            }
        }
        return nil
    }
}
