import Foundation

/// A scroll view that shows items placed by a layout object, like UIKit's `UICollectionView`.
///
/// Only the items inside the visible rectangle get cells: each layout pass asks the layout for the
/// attributes in `bounds`, takes cells that scrolled out back into reuse queues, and asks the data
/// source only for the cells that came in. `reloadData()` and batch updates defer that work to the next
/// layout pass, as UIKit does.
@MainActor
open class UICollectionView: UIScrollView {
    var collectionState = State()

    /// The layout object that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            (oldValue as? UICollectionViewCompositionalLayout)?.removeOrthogonalScrollers()
            adopt(collectionViewLayout)
        }
    }

    /// Replaces the layout; there are no animations, so `animated` only decides nothing.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The object that supplies sections, items and cells.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate, when it is a collection view delegate (`delegate` keeps UIScrollView's type; see Deviations.md).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
        installItemInteractions()
    }

    /// Decoding from an archive: a flow layout; AdaptiveKit reads Interface Builder files with `InterfaceBuilder`.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
        installItemInteractions()
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            DiagnosticLog.warn(
                "UICollectionViewLayout \(layout) is already used by another collection view; it moves to this one")
            previous.collectionState.layoutIsValid = false
        }
        layout.collectionView = self
        collectionState.layoutIsValid = false
        setNeedsLayout()
    }

    override var sizesContentFromLayoutGuide: Bool { false }

    // MARK: Layout

    /// Prepares the layout, sizes the content from it, then brings the visible cells up to date.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = loadedCounts
        // Cells that size themselves change the layout; lay out again until the visible ones are all fitted.
        for _ in 0..<Self.selfSizingPasses {
            prepareLayoutIfNeeded()
            let size = collectionViewLayout.collectionViewContentSize
            if size != contentSize { contentSize = size }
            updateVisibleElements()
            guard fitVisibleCells() else { break }
        }
    }

    /// Asks the layout whether a new bounds (scroll or resize) needs a new layout before applying it.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
            super.bounds = newValue
        }
    }

    /// A new frame size is a bounds change for the layout.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let newBounds = CGRect(origin: super.bounds.origin, size: newValue.size)
            if newBounds != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
                collectionViewLayout.invalidateLayout()
            }
            super.frame = newValue
        }
    }

    /// Inset references (safe area, margins, content inset) feed the layout: a change lays out again.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// The safe area feeds `.fromSafeArea` and compositional layouts.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// The margins feed `.fromLayoutMargins` and compositional layouts.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// New traits re-run a compositional layout's section provider, as UIKit does on size-class and
    /// Dynamic Type changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if collectionViewLayout.invalidatesOnTraitChange { collectionViewLayout.invalidateLayout() }
    }

    // MARK: Registration and reuse

    /// Registers a cell class (a `UICollectionViewCell` subclass) for a reuse identifier; nil removes it.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerClass(cellClass, for: ElementKey(kind: Self.elementKindCell, identifier: identifier))
    }

    /// Registers a supplementary view class for a kind and reuse identifier; nil removes it.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerClass(viewClass, for: ElementKey(kind: elementKind, identifier: identifier))
    }

    private func registerClass(_ viewClass: AnyClass?, for key: ElementKey) {
        guard let viewClass else {
            collectionState.registrations[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type,
            key.kind != Self.elementKindCell || type is UICollectionViewCell.Type
        else {
            DiagnosticLog.raise(
                "could not register \(viewClass) for identifier \(key.identifier): it is not a "
                    + (key.kind == Self.elementKindCell ? "UICollectionViewCell" : "UICollectionReusableView")
                    + " subclass",
                name: "NSInternalInconsistencyException")
            return
        }
        collectionState.registrations[key] = .type(type)
    }

    /// Registers a maker for prototype cells read from Interface Builder.
    package func registerPrototype(
        forCellWithReuseIdentifier identifier: String, make: @escaping @MainActor () -> UICollectionViewCell
    ) {
        collectionState.registrations[ElementKey(kind: Self.elementKindCell, identifier: identifier)] = .maker(make)
    }

    /// Registers a maker for a section header or footer prototype read from Interface Builder.
    package func registerPrototype(
        forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
        make: @escaping @MainActor () -> UICollectionReusableView
    ) {
        collectionState.registrations[ElementKey(kind: kind, identifier: identifier)] = .maker(make)
    }

    /// A cell for an item: one from the reuse queue (after `prepareForReuse()`) or a new one of the registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let key = ElementKey(kind: Self.elementKindCell, identifier: identifier)
        if let cell = dequeue(key) as? UICollectionViewCell { return cell }
        // Unregistered: UIKit raises; a plain cell keeps the collection view showing something.
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view (header or footer) of a kind, reused or new.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = ElementKey(kind: elementKind, identifier: identifier)
        if let view = dequeue(key) { return view }
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    private func dequeue(_ key: ElementKey) -> UICollectionReusableView? {
        if let view = collectionState.reuseQueues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let view: UICollectionReusableView
        switch collectionState.registrations[key] {
        case .type(let type)?: view = type.init(frame: .zero)
        case .maker(let make)?: view = make()
        case nil:
            DiagnosticLog.raise(
                "could not dequeue a view of kind: \(key.kind) with identifier \(key.identifier) - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard",
                name: "NSInternalInconsistencyException")
            return nil
        }
        view.reuseIdentifier = key.identifier
        return view
    }

    /// How many views wait in the reuse queue of a cell identifier (for tests and tools).
    func reuseQueueCount(forCellWithReuseIdentifier identifier: String) -> Int {
        collectionState.reuseQueues[ElementKey(kind: Self.elementKindCell, identifier: identifier)]?.count ?? 0
    }

    /// What a data source without `viewForSupplementaryElementOfKind` answers: UIKit's message and an empty view.
    func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        DiagnosticLog.raise(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not have a "
                + "reuseIdentifier - views must be retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: (kind \(kind))",
            name: "NSInternalInconsistencyException")
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = ""
        return view
    }

    // MARK: Data

    /// Reloads everything: counts and cells are asked for again in the next layout pass.
    open func reloadData() {
        collectionState.counts = nil
        collectionState.needsReload = true
        collectionViewLayout.fittedSizes.removeAll()
        collectionState.selected.removeAll()
        collectionState.layoutIsValid = false
        setNeedsLayout()
    }

    /// The number of sections, read from the data source if a reload is pending.
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in a section (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts the collection view works with, asked of the data source once after each reload.
    var loadedCounts: [Int] {
        if let counts = collectionState.counts { return counts }
        let counts = readCounts()
        collectionState.counts = counts
        return counts
    }

    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func isValid(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    // MARK: Visible items

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        collectionState.visibleCells.keys.sorted().compactMap { collectionState.visibleCells[$0] }
    }

    /// The index paths of the items on screen, sorted.
    open var indexPathsForVisibleItems: [IndexPath] { collectionState.visibleCells.keys.sorted() }

    /// The cell of an item if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { collectionState.visibleCells[indexPath] }

    /// The index path of a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        collectionState.visibleCells.first { $0.value === cell }?.key
    }

    /// The supplementary view of a kind at an index path if it is on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        collectionState.visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of a kind on screen, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        collectionState.visibleSupplementaryViews.filter { $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// The index paths of the supplementary views of a kind on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        collectionState.visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The layout's attributes of an item (nil for an item that does not exist).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValid(indexPath, in: loadedCounts) else { return nil }
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes of a supplementary view.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// A finger coming down on an item (the touch reaches the collection view up the responder chain).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapStart = touches.first?.location(in: self)
        super.touchesBegan(touches, with: event)
    }

    /// A finger that lifts on the item it came down on, within 10 points, taps it as
    /// `DeviceSimulator.tapItem(at:in:)` does; one that moved further (a drag) selects nothing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { tapStart = nil }
        guard let indexPath = tappedIndexPath(touches, locate: indexPathForItem(at:)) else {
            return super.touchesEnded(touches, with: event)
        }
        tapItem(at: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapStart = nil
        super.touchesCancelled(touches, with: event)
    }

    /// The item under a point of the content, if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        // An item of an orthogonal section is where its section's sideways offset shows it.
        let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first {
                $0.representedElementCategory == .cell
                    && (compositional?.displayedFrame(of: $0) ?? $0.frame).contains(point)
            }?.indexPath
    }
}

extension UICollectionView {
    /// A reuse queue's key: element kind and reuse identifier.
    struct ElementKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// A visible supplementary view's key: element kind and index path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// How a registered identifier makes views.
    enum Registration {
        case type(UICollectionReusableView.Type)
        case maker(@MainActor () -> UICollectionReusableView)
    }

    /// A collection view's stored state, kept together so the class body lists only UIKit's API.
    struct State {
        var registrations: [ElementKey: Registration] = [:]
        var reuseQueues: [ElementKey: [UICollectionReusableView]] = [:]
        /// Item counts per section as last read from the data source; nil until the next read.
        var counts: [Int]?
        /// Whether the visible cells must all be asked for again (after `reloadData()`).
        var needsReload = true
        var layoutIsValid = false
        var visibleCells: [IndexPath: UICollectionViewCell] = [:]
        var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
        var visibleDecorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
        var selected: Set<IndexPath> = []
        var allowsSelection = true
        var allowsMultipleSelection = false
        var isEditing = false
        var allowsSelectionDuringEditing = false
        var allowsMultipleSelectionDuringEditing = false
        var batchDepth = 0
        var batch = UpdateBatch()
    }
}
