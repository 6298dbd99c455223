/// What changes in a view tree when its size classes change: the work UIKit does on a trait change.
///
/// Computed from two `resolved(for:)` trees, so it is a pure function of the document
/// value; the object stage applies it to live views and constraints in this order:
/// deactivate, remove, add, update, activate.
public struct IBSizeClassChange: Hashable, Sendable {
    /// A subview installed in the new size classes and not in the old, with where it goes.
    public struct Insertion: Hashable, Sendable {
        /// The superview's id.
        public var superviewID: String
        /// The subview's id.
        public var viewID: String
        /// Its index among the superview's installed subviews after the change.
        public var index: Int

        /// Creates an insertion.
        public init(superviewID: String, viewID: String, index: Int) {
            self.superviewID = superviewID
            self.viewID = viewID
            self.index = index
        }
    }

    /// Constraints installed before and not after, in the old tree's order.
    public var deactivatedConstraints: [String] = []
    /// Subviews installed before and not after (with their subtrees), in the old tree's order.
    public var removedSubviews: [String] = []
    /// Subviews installed after and not before, in the new tree's order.
    public var insertedSubviews: [Insertion] = []
    /// Constraints installed in both whose constant, multiplier or priority changed, as they are after.
    public var updatedConstraints: [IBConstraint] = []
    /// Views installed in both whose own properties changed (font, hidden, stack axis, ...), as they are after.
    public var updatedViews: [IBView] = []
    /// Constraints installed after and not before, in the new tree's order.
    public var activatedConstraints: [String] = []

    /// Whether nothing changes.
    public var isEmpty: Bool { self == IBSizeClassChange() }

    /// Creates an empty change.
    public init() {}
}

extension IBView {
    /// The change from this view's tree in `old` size classes to its tree in `new` ones.
    public func sizeClassChange(from old: IBSizeClasses, to new: IBSizeClasses) -> IBSizeClassChange {
        IBSizeClassChange(from: resolved(for: old), to: resolved(for: new))
    }
}

extension IBSizeClassChange {
    /// The change from one resolved tree (`IBView.resolved(for:)`) to another of the same view.
    init(from old: IBView, to new: IBView) {
        let before = Flattened(old)
        let after = Flattened(new)
        var change = IBSizeClassChange()
        let removedRoots = before.order.filter { after.views[$0] == nil }
        // Only the top of a removed subtree is removed; its descendants go with it.
        change.removedSubviews = removedRoots.filter { id in
            guard let parent = before.parents[id] else { return true }
            return after.views[parent] != nil
        }
        for id in after.order where before.views[id] == nil {
            guard let parent = after.parents[id], before.views[parent] != nil else { continue }
            change.insertedSubviews.append(
                IBSizeClassChange.Insertion(superviewID: parent, viewID: id, index: after.indices[id] ?? 0))
        }
        change.deactivatedConstraints = before.constraintOrder.filter { after.constraints[$0] == nil }
        change.activatedConstraints = after.constraintOrder.filter { before.constraints[$0] == nil }
        change.updatedConstraints = after.constraintOrder.compactMap { id in
            guard let old = before.constraints[id], let new = after.constraints[id], old != new else { return nil }
            return new
        }
        change.updatedViews = after.order.compactMap { id in
            guard let old = before.views[id], let new = after.views[id], old != new else { return nil }
            return new
        }
        self = change
    }
}

/// A resolved tree as lookups: each view without its subviews and constraints, parents, order.
private struct Flattened {
    var views: [String: IBView] = [:]
    var parents: [String: String] = [:]
    var indices: [String: Int] = [:]
    var order: [String] = []
    var constraints: [String: IBConstraint] = [:]
    var constraintOrder: [String] = []

    init(_ root: IBView) {
        // Depth first in document order, with an explicit stack: files may nest views arbitrarily deep.
        var pending: [(view: IBView, parent: String?, index: Int)] = [(root, nil, 0)]
        while let (view, parent, index) = pending.popLast() {
            add(view, parent: parent, index: index)
            // Keyed views (a cell's content view) are never masked; only subviews' indices matter.
            let children =
                view.keyedViews.map { ($0, view.id, 0) }
                + view.subviews.enumerated().map { ($0.element, view.id, $0.offset) }
                + (view.sections.flatMap(\.cells) + view.cells).map { ($0, view.id, 0) }
            pending.append(contentsOf: children.reversed().map { (view: $0.0, parent: Optional($0.1), index: $0.2) })
        }
    }

    private mutating func add(_ view: IBView, parent: String?, index: Int) {
        var own = view
        own.subviews = []
        own.constraints = []
        own.keyedViews = []
        own.cells = []
        own.sections = []
        views[view.id] = own
        parents[view.id] = parent
        indices[view.id] = index
        order.append(view.id)
        for constraint in view.constraints {
            constraints[constraint.id] = constraint
            constraintOrder.append(constraint.id)
        }
    }
}
