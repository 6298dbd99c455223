extension IBView {
    /// The subviews installed for `traits`, following this view's `<mask key="subviews">`s.
    public func installedSubviews(for traits: IBSizeClasses) -> [IBView] {
        subviews.filter { variations.installsSubview($0.id, for: traits) }
    }

    /// The constraints this view holds that UIKit activates for `traits`, with per-class values applied.
    ///
    /// Placeholder constraints are left out: IB removes them at build time.
    public func installedConstraints(for traits: IBSizeClasses) -> [IBConstraint] {
        constraints
            .filter { !$0.isPlaceholder && variations.installsConstraint($0.id, for: traits) }
            .map { $0.resolved(for: traits) }
    }

    /// This view as it is for `traits`: per-class values applied, only installed subviews and
    /// constraints, recursively, and no variations left.
    ///
    /// A pure function of the document value: the next stage can diff two results to swap
    /// constraints and views on a trait change.
    public func resolved(for traits: IBSizeClasses) -> IBView {
        var result = self
        for variation in variations.applying(to: traits) {
            for (name, value) in variation.overrides.sorted(by: { $0.key < $1.key })
            where !Self.identityAttributes.contains(name) {
                if !result.apply(attribute: name, value: value) { result.properties[name] = value }
            }
            if let font = variation.font { result.font = font }
            if let frame = variation.frame { result.frame = frame }
            if let text = variation.text { result.text = text }
            result.colors.merge(variation.colors) { _, new in new }
        }
        result.subviews = installedSubviews(for: traits).map { $0.resolved(for: traits) }
        result.constraints = installedConstraints(for: traits)
        result.keyedViews = keyedViews.map { $0.resolved(for: traits) }
        result.cells = cells.map { $0.resolved(for: traits) }
        result.sections = sections.map { section in
            var section = section
            section.cells = section.cells.map { $0.resolved(for: traits) }
            return section
        }
        result.variations = []
        return result
    }

    /// Every view of the subtree, this one first, depth first (subviews, keyed views, cells).
    public func forEachView(_ body: (IBView) -> Void) {
        // An explicit stack instead of recursion: a file may nest views as deep as its author likes.
        var pending = [self]
        while let view = pending.popLast() {
            body(view)
            let children = view.keyedViews + view.subviews + view.sections.flatMap(\.cells) + view.cells
            pending.append(contentsOf: children.reversed())
        }
    }

    /// The view with this id in the subtree, nil when there is none.
    public func view(withID id: String) -> IBView? {
        var found: IBView?
        forEachView { view in
            if found == nil, view.id == id { found = view }
        }
        return found
    }
}
