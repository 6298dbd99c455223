import Foundation

/// Per-view Auto Layout state.
struct ViewAutoLayoutState {
    /// The view's layout guides, made when the first one is asked for: most views have none, and the eight
    /// fields took memory in every view. The margins and safe area guides, which many views use, sit in the
    /// box; the five others in a second one, so a view with a margins guide pays for the small box only.
    final class Guides {
        var custom: [UILayoutGuide] = []
        var safeArea: UILayoutGuide?
        var margins: UILayoutGuide?
        private var others: OtherGuides?

        final class OtherGuides {
            var readable: UILayoutGuide?
            var scroll: [UILayoutGuide] = []
            var topSupport: UILayoutGuide?
            var bottomSupport: UILayoutGuide?
            var keyboard: UILayoutGuide?
        }

        private func madeOthers() -> OtherGuides {
            if let others { return others }
            let made = OtherGuides()
            others = made
            return made
        }

        var readable: UILayoutGuide? {
            get { others?.readable }
            set { madeOthers().readable = newValue }
        }
        /// A scroll view's content and frame guides.
        var scroll: [UILayoutGuide] {
            get { others?.scroll ?? [] }
            set { madeOthers().scroll = newValue }
        }
        var topSupport: UILayoutGuide? {
            get { others?.topSupport }
            set { madeOthers().topSupport = newValue }
        }
        var bottomSupport: UILayoutGuide? {
            get { others?.bottomSupport }
            set { madeOthers().bottomSupport = newValue }
        }
        var keyboard: UILayoutGuide? {
            get { others?.keyboard }
            set { madeOthers().keyboard = newValue }
        }

        /// Calls `body` with each system guide in `systemGuides`' order, without building the array (laying out
        /// a settings chain, each row with a margins guide, built one per row). The one
        /// list of them, in order; on the class, so that `body` may change the view meanwhile.
        func forEachSystemGuide(_ body: (UILayoutGuide) -> Void) {
            if let safeArea { body(safeArea) }
            if let margins { body(margins) }
            guard let others else { return }
            if let guide = others.readable { body(guide) }
            if let guide = others.topSupport { body(guide) }
            if let guide = others.bottomSupport { body(guide) }
            if let guide = others.keyboard { body(guide) }
            for guide in others.scroll { body(guide) }
        }

        /// Calls `body` with each guide in `allGuides`' order (see `forEachSystemGuide`).
        func forEachGuide(_ body: (UILayoutGuide) -> Void) {
            forEachSystemGuide(body)
            for guide in custom { body(guide) }
        }
    }

    // The flags sit together after the words, so that no padding falls between them in every view.
    var constraints: [NSLayoutConstraint] = []
    var guides: Guides?
    /// Subviews that asked for the update pass since it last ran here (their own `updateConstraints()` or a
    /// descendant's), so the pass looks at them instead of every subview; each once while `isInUpdateQueue`.
    /// Entries of views that moved to another superview go stale and are dropped when the queue is taken.
    var updateQueue: [UIView] = []
    /// The engine, on the top view of a hierarchy that uses Auto Layout.
    var engine: LayoutEngine?
    var translatesAutoresizingMask = true
    var needsUpdateConstraints = true
    /// A descendant's `updateConstraints()` is due: the update pass walks down only through flagged views.
    var descendantNeedsUpdateConstraints = false
    var isInUpdateQueue = false
    /// The top of the hierarchy, which held its engine, was freed while this view lived on (a controller keeps
    /// its view): the view is a top now, and its subtree's constraints need an engine of their own when it is
    /// next laid out or moved.
    var lostEngine = false
    /// `constraints` holds `ConstraintHoles.hole` where constraints left from the middle (see
    /// `removeInstalledConstraint`): the array is compacted before anyone reads it whole.
    var constraintsHaveHoles = false

    /// The guides, made on first use.
    mutating func madeGuides() -> Guides {
        if let guides { return guides }
        let made = Guides()
        guides = made
        return made
    }

    var customGuides: [UILayoutGuide] { guides?.custom ?? [] }
    var safeAreaGuide: UILayoutGuide? { guides?.safeArea }
    var marginsGuide: UILayoutGuide? { guides?.margins }
    var readableGuide: UILayoutGuide? { guides?.readable }
    var scrollGuides: [UILayoutGuide] { guides?.scroll ?? [] }
    var topSupportGuide: UILayoutGuide? { guides?.topSupport }
    var bottomSupportGuide: UILayoutGuide? { guides?.bottomSupport }
    var keyboardGuide: UILayoutGuide? { guides?.keyboard }

    /// Whether `systemGuides` is not empty, without building it.
    var hasSystemGuides: Bool {
        guard let guides else { return false }
        return guides.safeArea != nil || guides.margins != nil || guides.readable != nil || guides.topSupport != nil
            || guides.bottomSupport != nil || guides.keyboard != nil || !guides.scroll.isEmpty
    }
    /// `systemGuides.count`, without building it.
    var systemGuideCount: Int {
        var count = 0
        guides?.forEachSystemGuide { _ in count += 1 }
        return count
    }
    /// The system guides in the order `Guides.forEachSystemGuide` walks them.
    var systemGuides: [UILayoutGuide] {
        var found: [UILayoutGuide] = []
        guides?.forEachSystemGuide { found.append($0) }
        return found
    }
    /// The system guides, then the custom ones (`Guides.forEachGuide`).
    var allGuides: [UILayoutGuide] {
        var found: [UILayoutGuide] = []
        guides?.forEachGuide { found.append($0) }
        return found
    }
}

extension UIView {
    /// The value of an axis without an intrinsic size, like `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size: pass to `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: pass to `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: Anchors and guides

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The guide inside the safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The guide inside the layout margins.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    /// The guide of readable width inside the margins (see `readableWidth(for:)`); the vertical extent is the margins'.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// The guide that tracks the keyboard; with the keyboard hidden (always, here) it covers the bottom safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(.keyboard) as! UIKeyboardLayoutGuide
    }

    /// A controller's legacy top or bottom layout guide, owned by its view.
    package func layoutSupportGuide(top: Bool) -> UILayoutGuide & UILayoutSupport {
        systemGuide(top ? .topLayoutSupport : .bottomLayoutSupport) as! LayoutSupportGuide
    }

    /// The custom guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayout.customGuides }

    /// Adds a custom layout guide, owned by this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard !autoLayout.customGuides.contains(where: { $0 === layoutGuide }) else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.madeGuides().custom.append(layoutGuide)
        let engine = ensureLayoutEngine()
        if !engine.addGuide(layoutGuide, of: self) { engine.needsRebuild = true }
    }

    /// Removes a custom layout guide and the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard autoLayout.customGuides.contains(where: { $0 === layoutGuide }) else { return }
        autoLayout.guides?.custom.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        layoutEngine?.needsRebuild = true
    }

    func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        let existing: UILayoutGuide? =
            switch kind {
            case .safeArea: autoLayout.safeAreaGuide
            case .layoutMargins: autoLayout.marginsGuide
            case .readableContent: autoLayout.readableGuide
            case .scrollContent, .scrollFrame: autoLayout.scrollGuides.first { $0.kind == kind }
            case .topLayoutSupport: autoLayout.topSupportGuide
            case .bottomLayoutSupport: autoLayout.bottomSupportGuide
            case .keyboard: autoLayout.keyboardGuide
            }
        if let existing { return existing }
        let guide: UILayoutGuide
        switch kind {
        case .topLayoutSupport, .bottomLayoutSupport: guide = LayoutSupportGuide(kind: kind, owner: self)
        case .keyboard: guide = UIKeyboardLayoutGuide(kind: kind, owner: self)
        default: guide = UILayoutGuide(kind: kind, owner: self)
        }
        switch kind {
        case .safeArea: autoLayout.madeGuides().safeArea = guide
        case .layoutMargins: autoLayout.madeGuides().margins = guide
        case .readableContent: autoLayout.madeGuides().readable = guide
        case .scrollContent, .scrollFrame: autoLayout.madeGuides().scroll.append(guide)
        case .topLayoutSupport: autoLayout.madeGuides().topSupport = guide
        case .bottomLayoutSupport: autoLayout.madeGuides().bottomSupport = guide
        case .keyboard: autoLayout.madeGuides().keyboard = guide
        }
        // A new item needs variables: added to the engine as it stands where it can be (a cell's
        // margins guide made during layout rebuilt the window's engine per table).
        if let engine = layoutEngine, !engine.addGuide(guide, of: self) { engine.needsRebuild = true }
        return guide
    }

    /// A system guide's insets from the view's bounds.
    func systemGuideInsets(_ kind: UILayoutGuide.Kind) -> UIEdgeInsets {
        switch kind {
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        case .scrollContent, .scrollFrame: return .zero
        case .topLayoutSupport:
            return UIEdgeInsets(top: 0, left: 0, bottom: max(bounds.height - safeAreaInsets.top, 0), right: 0)
        case .bottomLayoutSupport:
            return UIEdgeInsets(top: max(bounds.height - safeAreaInsets.bottom, 0), left: 0, bottom: 0, right: 0)
        case .keyboard:
            // A docked keyboard over the view: the guide is the part it covers.
            if let covered = window?.screen.softwareKeyboard?.overlap(with: self), covered.height > 0 {
                return UIEdgeInsets(top: max(covered.minY, 0), left: 0, bottom: 0, right: 0)
            }
            // Hidden: the guide is the bottom safe area, or nothing at the view's bottom.
            let usesSafeArea = (autoLayout.keyboardGuide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            let height = usesSafeArea ? safeAreaInsets.bottom : 0
            return UIEdgeInsets(top: max(bounds.height - height, 0), left: 0, bottom: 0, right: 0)
        case .readableContent:
            var insets = layoutMargins
            let available = bounds.width - insets.left - insets.right
            let readable = Self.readableWidth(for: traitCollection.preferredContentSizeCategory)
            // Fitted to every measurement in devices.json: only horizontally regular views narrow, and
            // only when that gains more than 20 points a side (the 8 Plus in landscape, +16, and the
            // iPad mini in portrait, +20, keep their margins). See Deviations.md.
            let extra = (available - readable) / 2
            if traitCollection.horizontalSizeClass == .regular, extra > 20 {
                insets.left += extra
                insets.right += extra
            }
            return insets
        }
    }

    /// A system guide's rectangle, computed from the view's insets (a scroll view's content guide: its content).
    func systemGuideFrame(_ kind: UILayoutGuide.Kind) -> CGRect {
        if kind == .scrollContent, let scrollView = self as? UIScrollView {
            return CGRect(origin: .zero, size: scrollView.contentSize)
        }
        return bounds.inset(by: systemGuideInsets(kind))
    }

    /// The widest readable text column for a content size category.
    ///
    /// 664 points at Large (measured on every iPad, devices.json); other categories scale it with the
    /// body text size of Dynamic Type (14…53 points), which Apple does not publish as a readable width
    /// (see Deviations.md).
    package static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let rank = max(category.rank, UIContentSizeCategory.large.rank)
        return 664 * bodySizes[category.rank >= 0 ? category.rank : rank] / 17
    }

    // MARK: Constraints held by the view

    /// The constraints held by this view (the closest common ancestor of their items).
    public var constraints: [NSLayoutConstraint] {
        if autoLayout.constraintsHaveHoles { compactInstalledConstraints() }
        return autoLayout.constraints
    }

    /// Activates a constraint on this view, like UIKit's legacy `addConstraint(_:)`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(on: self) }
    /// Activates constraints on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Deactivates a constraint this view holds.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.engineHost === self else { return }
        constraint.isActive = false
    }
    /// Deactivates constraints this view holds.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    // MARK: Intrinsic size

    /// Tells Auto Layout the intrinsic size changed.
    public func invalidateIntrinsicContentSize() {
        (superview as? UIStackView)?.arrangedSubviewIntrinsicSizeDidChange(self)
        intrinsicConstraintsDidChange()
    }

    func intrinsicConstraintsDidChange() {
        guard let engine = layoutEngine, !engine.needsRebuild else { return }
        engine.updateIntrinsicConstraints(for: self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    // MARK: The engine

    /// The top view of the hierarchy.
    ///
    /// Views below the top remember it until their superview changes, so asking each view of a deep chain
    /// (its window, its engine) costs one walk up in all, not one per view. The top itself
    /// remembers nothing: a weak reference to a view costs it a side table.
    var topLayoutView: UIView {
        if let top = rememberedTopLayoutView { return top }
        var top = self
        // Along the way: how far up the highest controller's root view below the top is, and whether the
        // path above a remembered view has none (see `pathToTopHasNoControllerView`).
        var steps = 0
        var highestControllerView = 0
        var aboveIsClear = true
        while let superview = top.superview {
            WalkSteps.step()
            steps += 1
            if let remembered = superview.rememberedTopLayoutView {
                top = remembered
                aboveIsClear = superview.pathToTopHasNoControllerView && superview.owningViewController == nil
                break
            }
            if superview.superview != nil, superview.owningViewController != nil { highestControllerView = steps }
            top = superview
        }
        var view = self
        steps = 0
        while view !== top, view.rememberedTopLayoutView == nil, let superview = view.superview {
            WalkSteps.step()
            view.rememberedTopLayoutView = top
            view.pathToTopHasNoControllerView = aboveIsClear && steps >= highestControllerView
            view = superview
            steps += 1
        }
        return top
    }

    /// The view's superview changed: it and its subtree forget their top. A view below the moved one that
    /// remembers nothing has subviews that remember nothing either (each remembered after its superview, or
    /// had the old top as superview), so the walk stops there.
    func forgetTopLayoutView() {
        rememberedTopLayoutView = nil
        var pending = subviews
        while let view = pending.popLast() {
            guard view.rememberedTopLayoutView != nil else { continue }
            view.rememberedTopLayoutView = nil
            pending.append(contentsOf: view.subviews)
        }
    }

    /// The engine of this view's hierarchy, if it uses Auto Layout.
    var layoutEngine: LayoutEngine? { topLayoutView.autoLayout.engine }

    /// The engine, solved, for reading values (nil when the hierarchy has none).
    var layoutEngineForReading: LayoutEngine? {
        let top = topLayoutView
        top.reclaimLostEngine()
        guard let engine = top.autoLayout.engine else { return nil }
        engine.solveIfNeeded()
        return engine
    }

    /// The engine of this view's hierarchy, made when the first constraint or guide appears.
    @discardableResult
    func ensureLayoutEngine() -> LayoutEngine {
        let top = topLayoutView
        if let engine = top.autoLayout.engine { return engine }
        let engine = LayoutEngine(root: top)
        top.autoLayout.engine = engine
        top.setNeedsLayout()
        return engine
    }

    /// A top whose engine went with the freed view above it gets an engine of its own, rebuilt from the
    /// constraints its subtree still holds.
    func reclaimLostEngine() {
        guard autoLayout.lostEngine else { return }
        autoLayout.lostEngine = false
        ensureLayoutEngine().needsRebuild = true
    }

    /// Marks the subviews of a view being freed whose hierarchy used Auto Layout: any that live on are tops
    /// that lost their engine (see `reclaimLostEngine()`).
    func markSubviewsLosingEngine() {
        guard autoLayout.engine != nil || autoLayout.lostEngine else { return }
        for subview in subviews { subview.autoLayout.lostEngine = true }
    }

    /// Keeps system guides at the current insets; called before each `layoutSubviews()`.
    func updateSystemGuidesForLayout() {
        guard autoLayout.hasSystemGuides, let engine = layoutEngine, !engine.needsRebuild else { return }
        engine.updateSystemGuides(of: self)
    }

    /// Marks what a constraint change may move for layout.
    func setNeedsLayoutForConstraintChange() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The subtree's engine must be rebuilt after a hierarchy change: views joined or left.
    func layoutHierarchyDidChange(oldTop: UIView) {
        let newTop = topLayoutView
        let movedEngine = autoLayout.engine
        let lostEngine = oldTop.autoLayout.lostEngine
        oldTop.autoLayout.lostEngine = false
        if newTop !== self { autoLayout.engine = nil }
        // A subtree joining a hierarchy from outside any other (a new view, a cell) is added to the
        // engine as it stands; a move between hierarchies or within one rebuilds.
        if oldTop === self, newTop !== self, let engine = newTop.autoLayout.engine, engine.addSubtree(self) {
            return
        }
        if let engine = oldTop.autoLayout.engine {
            engine.needsRebuild = true
            engine.releaseObjectsUntilRebuild()
        } else if lostEngine, oldTop !== self, oldTop !== newTop {
            // What stays behind keeps its constraints too.
            oldTop.ensureLayoutEngine().needsRebuild = true
        }
        if movedEngine != nil || lostEngine || newTop.autoLayout.engine != nil || oldTop.autoLayout.engine != nil {
            ensureLayoutEngine().needsRebuild = true
        }
    }

    /// On removal, ancestors drop the constraints that refer to the removed subtree, as UIKit does.
    func removeConstraintsReferringToSubtree(from formerAncestors: [UIView]) {
        var subtree = Set<ObjectIdentifier>()
        forEachInSubtree { view in
            subtree.insert(ObjectIdentifier(view))
            for guide in view.autoLayout.allGuides { subtree.insert(ObjectIdentifier(guide)) }
        }
        for ancestor in formerAncestors {
            for constraint in ancestor.autoLayout.constraints
            where constraint !== ConstraintHoles.hole
                && constraint.allItems.contains(where: { subtree.contains(ObjectIdentifier($0)) })
            {
                constraint.isActive = false
            }
        }
    }

    // MARK: Fitting size

    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: target, horizontal: horizontal, vertical: vertical)
    }

    // MARK: Diagnostics

    /// Whether the view's frame is not fully determined by its constraints, like UIKit's `hasAmbiguousLayout`.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngine, !translatesAutoresizingMaskIntoConstraints else { return false }
        return engine.isAmbiguous(self)
    }

}

extension NSLayoutConstraint {
    /// The views and guides the constraint reads.
    var allItems: [LayoutItem] { firstTerm.items + (secondTerm?.items ?? []) }

    /// Activates on the closest common ancestor of the items' views.
    func activateConstraint() {
        guard engineHost == nil else { return }
        var hasItems = false
        var ancestor: UIView?
        forEachItemView { view in
            if !hasItems {
                ancestor = view
            } else if let found = ancestor {
                ancestor = UIView.closestCommonAncestor(found, view)
            }
            hasItems = true
        }
        guard hasItems else {
            DiagnosticLog.raise("Cannot activate a constraint whose items are gone: \(layoutDescription)")
            return
        }
        guard let host = ancestor else {
            let anchors = [firstTerm, secondTerm].compactMap { $0 }.map(\.anchorDescription)
            DiagnosticLog.raise(
                "Unable to activate constraint with anchors \(anchors.joined(separator: " and ")) because they have no "
                    + "common ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal.",
                name: "NSGenericException")
            return
        }
        activate(on: host)
    }

    /// Installs on `host` (which must contain every item) and adds to the engine.
    func activate(on host: UIView) {
        guard engineHost == nil else { return }
        var isPrepared = true
        forEachItemView { view in
            if isPrepared, !view.isDescendant(of: host) { isPrepared = false }
        }
        guard isPrepared else {
            DiagnosticLog.raise(
                "The view hierarchy is not prepared for the constraint: \(layoutDescription)\n\tWhen added to a "
                    + "view, the constraint's items must be descendants of that view (or the view itself).",
                name: "NSGenericException")
            return
        }
        host.appendInstalledConstraint(self)
        engineHost = host
        let engine = host.ensureLayoutEngine()
        if !engine.needsRebuild { engine.install(self) }
        setNeedsLayoutForChange(on: host)
    }

    /// Removes from its host and from the engine.
    func deactivateConstraint() {
        guard let host = engineHost else { return }
        host.removeInstalledConstraint(self)
        if let engine = host.layoutEngine, !engine.needsRebuild { engine.uninstall(self) }
        engineHost = nil
        setNeedsLayoutForChange(on: host)
    }

    /// The host, its superview and each item's superview need layout. An item's superview that is the host or
    /// its superview (a subview's constraint on its stack, two siblings on their parent: most constraints) is
    /// not asked twice (a second `setNeedsLayout` loads weak superviews again).
    private func setNeedsLayoutForChange(on host: UIView) {
        host.setNeedsLayoutForConstraintChange()
        let hostSuperview = host.superview
        forEachItemView { view in
            guard let superview = view.superview, superview !== host, superview !== hostSuperview else { return }
            superview.setNeedsLayout()
        }
    }
}

extension AnchorTerm {
    /// `<NSLayoutXAxisAnchor "UILabel.leading">`, as UIKit names anchors in messages.
    var anchorDescription: String {
        "\"\(item?.layoutDescription ?? "nil").\(attribute.name)\""
    }
}

extension UIView {
    /// Drops a constraint from `constraints`, keeping the others' order: the last one is removed, one before it
    /// leaves a hole (`ConstraintHoles.hole`), so that deactivating one constraint of a host with thousands
    /// costs the same as of a host with ten (`Array.remove(at:)` moved the tail). Found at its index hint, which
    /// holds until the array is compacted, else by a plain loop. A closure comparing identities checked the main
    /// actor per constraint: most of the cost of deactivating one constraint of a big window.
    func removeInstalledConstraint(_ constraint: NSLayoutConstraint) {
        let hint = Int(constraint.hostIndexHint)
        if hint < autoLayout.constraints.count && autoLayout.constraints[hint] === constraint {
            removeInstalledConstraint(at: hint)
            return
        }
        var index = autoLayout.constraints.count - 1
        while index >= 0 {
            if autoLayout.constraints[index] === constraint {
                removeInstalledConstraint(at: index)
                return
            }
            index -= 1
        }
    }

    private func removeInstalledConstraint(at index: Int) {
        if index == autoLayout.constraints.count - 1 {
            autoLayout.constraints.removeLast()
        } else {
            autoLayout.constraints[index] = ConstraintHoles.hole
            autoLayout.constraintsHaveHoles = true
        }
    }

    /// Appends an activated constraint, its index its hint. A full array with holes is compacted instead of
    /// grown when an eighth of it or more is holes; each compaction then follows that many removals.
    func appendInstalledConstraint(_ constraint: NSLayoutConstraint) {
        if autoLayout.constraintsHaveHoles, autoLayout.constraints.count == autoLayout.constraints.capacity {
            var holes = 0
            for installed in autoLayout.constraints where installed === ConstraintHoles.hole { holes += 1 }
            // Holes an eighth of the live constraints: the room a big host keeps after a batch
            // (`HostConstraintsTrim`), so its first fill closes them rather than doubling the array.
            if holes * 8 >= autoLayout.constraints.count - holes { compactInstalledConstraints() }
        }
        constraint.hostIndexHint = Int32(clamping: autoLayout.constraints.count)
        let capacity = autoLayout.constraints.capacity
        autoLayout.constraints.append(constraint)
        if autoLayout.constraints.capacity != capacity { HostConstraintsTrim.didGrow(self) }
    }

    /// Closes the holes of `constraints` in place, in order, each constraint's hint its new index.
    func compactInstalledConstraints() {
        autoLayout.constraintsHaveHoles = false
        var kept = 0
        for index in autoLayout.constraints.indices {
            let constraint = autoLayout.constraints[index]
            guard constraint !== ConstraintHoles.hole else { continue }
            constraint.hostIndexHint = Int32(clamping: kept)
            autoLayout.constraints[kept] = constraint
            kept += 1
        }
        autoLayout.constraints.removeLast(autoLayout.constraints.count - kept)
    }
}

/// The placeholder of a constraint that left the middle of a host's `constraints`.
@MainActor
enum ConstraintHoles {
    static let hole = NSLayoutConstraint(
        item: NSNull(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 0)
}
