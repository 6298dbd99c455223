extension IBView {
    /// The subviews installed for `traits`, following this view's `<mask key="subviews">`s.
    public func installedSubviews(for traits: IBSizeClasses) -> [IBView] {
        guard !variations.isEmpty else { return subviews }
        return subviews.filter { variations.installsSubview($0.id, for: traits) }
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
        // An explicit stack instead of recursion: a document made in code may nest views deeper than a
        // recursion's stack (the reader stops at `IBElement.maximumDepth`, a caller building values need not).
        var pending = [PendingResolution(resolvingOwnValues(for: traits))]
        while true {
            let top = pending.count - 1
            if let child = pending[top].nextChild() {
                pending.append(PendingResolution(child.resolvingOwnValues(for: traits)))
                continue
            }
            let finished = pending.removeLast().assembled()
            guard !pending.isEmpty else { return finished }
            pending[pending.count - 1].resolvedChildren.append(finished)
        }
    }

    /// This view's own values for `traits` (attributes, installed subviews and constraints), its children
    /// still as in the file: one level of `resolved(for:)`.
    func resolvingOwnValues(for traits: IBSizeClasses) -> IBView {
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
        result.subviews = installedSubviews(for: traits)
        result.constraints = installedConstraints(for: traits)
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

/// One view of `IBView.resolved(for:)`'s walk: its own values resolved, its children (subviews, keyed
/// views, cells, then the sections' cells, in that order) resolved one by one before it is put together.
private struct PendingResolution {
    var view: IBView
    let children: [IBView]
    var resolvedChildren: [IBView] = []

    init(_ view: IBView) {
        self.view = view
        children = view.subviews + view.keyedViews + view.cells + view.sections.flatMap(\.cells)
        resolvedChildren.reserveCapacity(children.count)
    }

    func nextChild() -> IBView? {
        resolvedChildren.count < children.count ? children[resolvedChildren.count] : nil
    }

    /// The view with its resolved children back in their places.
    func assembled() -> IBView {
        var result = view
        var rest = resolvedChildren[...]
        func take(_ count: Int) -> [IBView] {
            defer { rest = rest.dropFirst(count) }
            return Array(rest.prefix(count))
        }
        result.subviews = take(view.subviews.count)
        result.keyedViews = take(view.keyedViews.count)
        result.cells = take(view.cells.count)
        result.sections = view.sections.map { section in
            var section = section
            section.cells = take(section.cells.count)
            return section
        }
        return result
    }
}
