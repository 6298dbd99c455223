import Foundation

extension UIStackView {
    /// The constraints and guides a stack view generated for its current arrangement.
    struct Arrangement {
        var constraints: [NSLayoutConstraint] = []
        var guides: [UILayoutGuide] = []
        /// The views standing for the stack's first and last baselines when the arrangement was made, nil before
        /// the first one: two words rather than an array of them, a heap block in every stack.
        var baselineViews: BaselineViews?
    }

    struct BaselineViews: Equatable {
        let first: ObjectIdentifier
        let last: ObjectIdentifier
    }

    /// Attributes of one direction: along the axis, or across it.
    struct Edges {
        let leading: NSLayoutConstraint.Attribute
        let trailing: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute

        static let horizontal = Edges(leading: .leading, trailing: .trailing, center: .centerX, size: .width)
        static let vertical = Edges(leading: .top, trailing: .bottom, center: .centerY, size: .height)
    }

    /// How much an arranged view's hugging and compression resistance along a `.fill` stack's axis
    /// are raised by its index, so equal priorities are not ambiguous: the view with the lowest index
    /// stretches first and shrinks first (0.01 per index, below the next whole priority for up to 50 views).
    ///
    /// Apple's documentation says a fill stack breaks ties "based on their index in the arrangedSubviews
    /// array" without saying which way; see Deviations.md for the evidence behind the direction.
    static func fillTieBreak(for view: UIView, along axis: NSLayoutConstraint.Axis) -> Float {
        guard let stack = view.superview as? UIStackView, stack.distribution == .fill, stack.axis == axis,
            let index = stack.arrangedSubviews.firstIndex(where: { $0 === view })
        else { return 0 }
        return 0.01 * Float(min(index, 49))
    }
}

/// Builds a stack view's constraints the way UIKit's `_UILayoutArrangement` does.
@MainActor
struct ArrangementBuilder {
    let stack: UIStackView
    let views: [UIView]
    let visible: [UIView]
    /// What views are laid out in: the stack view or its layout margins guide.
    let canvas: LayoutItem
    let along: UIStackView.Edges
    let across: UIStackView.Edges
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// The previous arrangement's guides, still in the stack: `makeGuide` takes them before making new ones.
    var spareGuides: [UILayoutGuide]

    init(stack: UIStackView, spareGuides: [UILayoutGuide] = []) {
        self.stack = stack
        self.spareGuides = spareGuides.reversed()
        views = stack.arrangedSubviews
        visible = views.filter { !$0.isHidden }
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = stack.axis == .horizontal ? .horizontal : .vertical
        across = stack.axis == .horizontal ? .vertical : .horizontal
    }

    mutating func build() {
        buildHiding()
        buildDistribution()
        buildAlignment()
    }

    // MARK: Helpers

    @discardableResult
    private mutating func add(
        _ name: GeneratedConstraintName, _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
        _ relation: NSLayoutConstraint.Relation, _ other: LayoutItem?,
        _ otherAttribute: NSLayoutConstraint.Attribute? = nil, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        // From the items as they are typed, not through `init(item:…)`, whose `Any` items each cost a dynamic
        // cast.
        let constraint = NSLayoutConstraint(
            item, attribute, relation, other, otherAttribute ?? attribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.generatedName = name
        constraints.append(constraint)
        return constraint
    }

    /// An equality, `item.attribute == other.otherAttribute + constant`.
    @discardableResult
    private mutating func add(
        _ name: GeneratedConstraintName, _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
        _ other: LayoutItem?,
        _ otherAttribute: NSLayoutConstraint.Attribute? = nil, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        add(name, item, attribute, .equal, other, otherAttribute, constant: constant, priority: priority)
    }

    private mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
        // Spares are kept last to first, so the usual match costs nothing to take.
        if let index = spareGuides.lastIndex(where: { $0.identifier == identifier && $0.owningView === stack }) {
            let guide = spareGuides.remove(at: index)
            guides.append(guide)
            return guide
        }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        stack.addLayoutGuide(guide)
        guides.append(guide)
        return guide
    }

    /// Whether a visible view comes after `index` in the arranged order.
    private func hasVisibleView(after index: Int) -> Bool {
        // A loop rather than `contains(where:)`, whose main-actor closure checked the executor on each call.
        for view in views[(index + 1)...] where !view.isHidden { return true }
        return false
    }

    // MARK: Along the axis

    /// A hidden arranged view is zero long (`UISV-hiding`).
    private mutating func buildHiding() {
        for view in views where view.isHidden {
            add(.hiding, view, along.size, nil, constant: 0)
        }
    }

    private mutating func buildDistribution() {
        let first = views[0]
        let last = views[views.count - 1]
        add(.canvasConnection, canvas, along.leading, first)
        if visible.isEmpty {
            // Nothing to show: the views collapse at the leading edge and the stack hugs nothing.
            add(.canvasFit, stack, along.size, nil, constant: 0, priority: UILayoutPriority(49))
        } else {
            add(.canvasConnection, last, along.trailing, canvas)
        }
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            buildChain()
            if stack.distribution == .fill { buildTextWidthDisambiguation() }
            if stack.distribution == .fillEqually { buildFillEqually() }
            if stack.distribution == .fillProportionally { buildFillProportionally() }
        case .equalSpacing, .equalCentering:
            buildDistributingGuides(centers: stack.distribution == .equalCentering)
        }
    }

    /// Each view follows the one before it; the spacing after a visible view goes before the next visible one.
    private mutating func buildChain() {
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        for index in views.indices.dropFirst() {
            let previous = views[index - 1]
            let gap = !previous.isHidden && hasVisibleView(after: index - 1) ? stack.spacing(after: previous) : 0
            let bothVisible = !previous.isHidden && !views[index].isHidden
            add(
                .spacing, views[index], baselines && bothVisible ? .firstBaseline : along.leading, .equal,
                previous, baselines && bothVisible ? .lastBaseline : along.trailing, constant: gap)
        }
    }

    /// Multi-line labels in a filled row share its width equally at priority 759
    /// (`UISV-text-width-disambiguation`), as UIKit does so a label's wrap width is not ambiguous.
    private mutating func buildTextWidthDisambiguation() {
        guard stack.axis == .horizontal, visible.count > 1 else { return }
        for case let label as UILabel in visible where label.numberOfLines != 1 {
            add(
                .textWidthDisambiguation, label, .width, .equal, canvas,
                multiplier: 1 / CGFloat(visible.count), priority: UILayoutPriority(759))
        }
    }

    /// Every visible view as long as the first (`UISV-fill-equally`).
    private mutating func buildFillEqually() {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(.fillEqually, view, along.size, first)
        }
    }

    /// Views share the canvas in proportion to their intrinsic lengths (`UISV-fill-proportionally`).
    ///
    /// A view without an intrinsic length along the axis counts with its current frame's length, as UIKit's
    /// proportions keep views that were given frames but no intrinsic size (a guess; see Deviations.md).
    ///
    /// `view.length == canvas.length × intrinsic / (Σ intrinsic + Σ spacing)` at priorities counting
    /// down from 999 in arranged order, so the last view absorbs what the spacing leaves over. This is
    /// the iOS 9 constraint set as open-source reimplementations matched it against UIKit's; later
    /// releases are unconfirmed (see Deviations.md).
    private mutating func buildFillProportionally() {
        func proportion(of view: UIView) -> CGFloat {
            let size = view.intrinsicContentSize
            let intrinsic = stack.axis == .horizontal ? size.width : size.height
            guard intrinsic == UIView.noIntrinsicMetric else { return max(0, intrinsic) }
            return max(0, stack.axis == .horizontal ? view.frame.width : view.frame.height)
        }
        let total = visible.reduce(0) { $0 + proportion(of: $1) }
        guard total > 0, visible.count > 1 else { return }
        var spacingTotal: CGFloat = 0
        for (index, view) in views.enumerated() where !view.isHidden && hasVisibleView(after: index) {
            spacingTotal += stack.spacing(after: view)
        }
        var priority = UILayoutPriority(999)
        for view in views {
            defer { priority = priority - 1 }
            guard !view.isHidden else { continue }
            add(
                .fillProportionally, view, along.size, .equal, canvas,
                multiplier: proportion(of: view) / (total + spacingTotal), priority: priority)
        }
    }

    /// Equal spacing or centering: a guide between each pair of visible views, all guides equally long.
    ///
    /// With `isBaselineRelativeArrangement` in a vertical stack, the minimum spacing and the equal spacing
    /// guides run from a view's last baseline to the next one's first baseline, as the property's documentation
    /// says the space between views is measured (the guides' edges are a guess; see Deviations.md).
    ///
    /// Views keep at least their spacing apart (`UISV-spacing`, ≥); a hidden view sits, zero long,
    /// right after the view before it. Equal centering holds the guides equal at priorities counting
    /// down from 150, so it yields to hugging; the stack's own length hugs its content at priority 49
    /// (`UISV-canvas-fit`, AdaptiveKit's name: UIKit's is unconfirmed).
    private mutating func buildDistributingGuides(centers: Bool) {
        // A hidden view follows the view before it; a first visible view after hidden ones follows them.
        for (index, view) in views.enumerated() where index > 0 {
            let followsHidden = views[index - 1].isHidden && !views[..<index].contains { !$0.isHidden }
            guard view.isHidden || followsHidden else { continue }
            add(.spacing, view, along.leading, .equal, views[index - 1], along.trailing)
        }
        // Baseline-relative vertical stacks measure the gaps from the last baseline above to the first below.
        let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        let leadingEdge = baselines ? .firstBaseline : along.leading
        let trailingEdge = baselines ? .lastBaseline : along.trailing
        var previousGuide: UILayoutGuide?
        var priority = UILayoutPriority(150)
        for (index, view) in visible.enumerated().dropFirst() {
            let previous = visible[index - 1]
            add(
                .spacing, view, leadingEdge, .greaterThanOrEqual, previous, trailingEdge,
                constant: stack.spacing(after: previous))
            let guide = makeGuide("UISV-distributing")
            add(.distributingEdge, guide, along.leading, previous, centers ? along.center : trailingEdge)
            add(.distributingEdge, guide, along.trailing, view, centers ? along.center : leadingEdge)
            if let previousGuide {
                add(
                    .distributing, guide, along.size, .equal, previousGuide,
                    priority: centers ? priority : .required)
                priority = priority - 1
            }
            previousGuide = guide
        }
        add(.canvasFit, stack, along.size, nil, constant: 0, priority: UILayoutPriority(49))
    }

    // MARK: Across the axis

    private mutating func buildAlignment() {
        var alignment = stack.alignment
        if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
            // Baselines only line up side by side; a vertical stack fills, as UIKit's does.
            alignment = .fill
        }
        // Hidden views stay out of the alignment, so they do not size the stack across its axis.
        for view in views where view.isHidden {
            add(.alignment, canvas, across.leading, view)
            add(.ambiguitySuppression, view, across.size, nil, constant: 0, priority: UILayoutPriority(25))
        }
        guard let first = visible.first else {
            add(.canvasFit, stack, across.size, nil, constant: 0, priority: UILayoutPriority(49))
            return
        }
        switch alignment {
        case .fill:
            add(.canvasConnection, canvas, across.leading, first)
            add(.canvasConnection, first, across.trailing, canvas)
            for view in visible.dropFirst() {
                add(.alignment, first, across.leading, view)
                add(.alignment, first, across.trailing, view)
            }
            return
        case .leading:
            alignViews(on: across.leading)
            add(.canvasConnection, canvas, across.leading, first)
        case .trailing:
            alignViews(on: across.trailing)
            add(.canvasConnection, canvas, across.trailing, first)
        case .center:
            alignViews(on: across.center)
            add(.canvasConnection, canvas, across.center, first)
        case .firstBaseline:
            alignViews(on: .firstBaseline)
            // Only the first view's top holds the stack's top: a view standing taller above the baseline
            // hangs over the stack's top edge, as UIKit's `UISV-canvas-connection` (≤, first view only) does.
            add(.canvasConnection, canvas, across.leading, .lessThanOrEqual, first)
            add(.canvasConnection, canvas, across.leading, first, priority: UILayoutPriority(49))
        case .lastBaseline:
            alignViews(on: .lastBaseline)
            add(.canvasConnection, first, across.trailing, .lessThanOrEqual, canvas)
            add(.canvasConnection, first, across.trailing, canvas, priority: UILayoutPriority(49))
        }
        for view in visible {
            add(.ambiguitySuppression, view, across.size, nil, constant: 0, priority: UILayoutPriority(25))
        }
        buildSpanner(alignment)
    }

    private mutating func alignViews(on attribute: NSLayoutConstraint.Attribute) {
        for view in visible.dropFirst() {
            add(.alignment, visible[0], attribute, view)
        }
    }

    /// A guide spanning the visible views across the axis, fitted tightly, that the canvas follows.
    ///
    /// The edge the views are aligned to is held equal at 999.5 (`UISV-spanning-boundary`). Under
    /// baseline alignment the canvas follows the spanner on the far side only (the bottom for first
    /// baselines, the top for last baselines); the near side is the first view's (`buildAlignment`), so
    /// a stack made taller than its views keeps them against the far side.
    private mutating func buildSpanner(_ alignment: UIStackView.Alignment) {
        let spanner = makeGuide("UISV-alignment-spanner")
        for view in visible {
            let leadingHeld = alignment == .leading
            let trailingHeld = alignment == .trailing
            add(
                .spanningBoundary, spanner, across.leading, leadingHeld ? .equal : .lessThanOrEqual, view,
                priority: leadingHeld ? UILayoutPriority(999.5) : .required)
            add(
                .spanningBoundary, spanner, across.trailing, trailingHeld ? .equal : .greaterThanOrEqual, view,
                priority: trailingHeld ? UILayoutPriority(999.5) : .required)
        }
        add(.spanningFit, spanner, across.size, nil, constant: 0, priority: UILayoutPriority(51))
        if alignment != .leading, alignment != .firstBaseline {
            add(.canvasConnection, canvas, across.leading, spanner)
        }
        if alignment != .trailing, alignment != .lastBaseline {
            add(.canvasConnection, canvas, across.trailing, spanner)
        }
    }
}
