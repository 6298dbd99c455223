import Foundation

/// A view that lines up its arranged subviews in a row or column with constraints, like UIKit's `UIStackView`.
///
/// The stack view generates and owns constraints with UIKit's identifiers (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing`, `UISV-distributing-edge`, `UISV-hiding`, `UISV-ambiguity-suppression`,
/// `UISV-spanning-boundary`, `UISV-spanning-fit`) and layout guides (`UISV-alignment-spanner`,
/// `UISV-distributing`). It regenerates them in the update-constraints pass after its arranged
/// subviews, their `isHidden`, or any of its properties change. A hidden arranged subview
/// collapses to zero along the axis and the spacing beside it goes away.
@MainActor
open class UIStackView: UIView {
    /// A stack view's layout across its axis, like UIKit's `UIStackView.Alignment` (raw values as UIKit's).
    public enum Alignment: Int, Sendable, Hashable {
        /// Views fill the stack across its axis.
        case fill = 0
        /// Views line up at the leading edge (the top, in a horizontal stack).
        case leading = 1
        /// Views line up at their first baselines (horizontal stacks; a vertical stack fills).
        case firstBaseline = 2
        /// Views are centered across the axis.
        case center = 3
        /// Views line up at the trailing edge (the bottom, in a horizontal stack).
        case trailing = 4
        /// Views line up at their last baselines (horizontal stacks; a vertical stack fills).
        case lastBaseline = 5

        /// Top alignment, for horizontal stacks: the same as `.leading`.
        public static var top: Alignment { .leading }
        /// Bottom alignment, for horizontal stacks: the same as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// How a stack view sizes and places its views along its axis, like UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, Hashable {
        /// Views fill the axis; hugging and compression resistance decide which one stretches or shrinks.
        case fill = 0
        /// Views fill the axis and are all as long as each other.
        case fillEqually = 1
        /// Views fill the axis in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their lengths; the gaps between them are equal (and at least `spacing`).
        case equalSpacing = 3
        /// Views keep their lengths; their centers are equally far apart (gaps at least `spacing`).
        case equalCentering = 4
    }

    /// `customSpacing(after:)` for a view without custom spacing: use `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing value meaning the system spacing (8 points here).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack view lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The arranged subviews by identity: adding n views one by one scanned the list each time, O(n²).
    /// The arranged subviews' identities, once there are more than `arrangedScanLimit` of them: a stack of the
    /// usual handful finds a view by a scan instead, without a set's heap block in every stack. Only subviews
    /// can be arranged, so a view that is no subview is not looked for.
    private var arrangedIdentities: Set<ObjectIdentifier>?
    private static let arrangedScanLimit = 16
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// What the stack view generated: its constraints and guides, replaced wholesale on each update.
    var arrangement = Arrangement()
    var needsArrangement = true

    /// The axis the views line up along (horizontal by default).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }
    /// How views are sized and placed along the axis (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }
    /// How views are placed across the axis (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }
    /// The space between adjacent views (the minimum space for the equal distributions).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsArrangement() } }
    }
    /// Whether a vertical stack measures spacing between baselines rather than edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }
    /// Whether views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Creates a stack view of views, like `UIStackView(arrangedSubviews:)`.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        ownMargins = Self.defaultLayoutMargins
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty horizontal stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ownMargins = Self.defaultLayoutMargins
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ownMargins = Self.defaultLayoutMargins
    }

    /// A stack view starts with no layout margins, where other views have 8 points on each side: Interface
    /// Builder's stored frames put views pinned to a stack view's margins on its edges (a guess; see Deviations.md).
    static let defaultLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    // MARK: Arranged subviews

    /// Appends a view to the arranged subviews, adding it as a subview, like `addArrangedSubview(_:)`.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts a view into the arranged subviews, like `insertArrangedSubview(_:at:)`.
    ///
    /// An index past the end is refused with UIKit's exception message.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let existing = isArranged(view) ? arrangedSubviews.firstIndex { $0 === view } : nil
        let count = arrangedSubviews.count - (existing == nil ? 0 : 1)
        guard stackIndex >= 0, stackIndex <= count else {
            DiagnosticLog.raise(
                "Insertion index (\(stackIndex)) must be less than or equal to the number of arranged subviews "
                    + "(\(count)).", name: "NSInvalidArgumentException")
            return
        }
        if let existing { arrangedSubviews.remove(at: existing) }
        arrangedSubviews.insert(view, at: stackIndex)
        if arrangedIdentities != nil {
            arrangedIdentities?.insert(ObjectIdentifier(view))
        } else if arrangedSubviews.count > Self.arrangedScanLimit {
            arrangedIdentities = Set(arrangedSubviews.lazy.map(ObjectIdentifier.init))
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangement()
    }

    /// Stops arranging a view but keeps it as a subview, like `removeArrangedSubview(_:)`; other views are ignored.
    open func removeArrangedSubview(_ view: UIView) {
        guard isArranged(view), let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        if arrangedSubviews.count > Self.arrangedScanLimit {
            arrangedIdentities?.remove(ObjectIdentifier(view))
        } else {
            arrangedIdentities = nil
        }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// Sets the space after an arranged view, like `setCustomSpacing(_:after:)`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard isArranged(arrangedSubview) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsArrangement()
    }

    /// The custom space after an arranged view, or `spacingUseDefault`, like `customSpacing(after:)`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview leaving the stack view leaves its arranged subviews too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// An arranged subview was hidden or shown: collapse or restore it.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if isArranged(view) { setNeedsArrangement() }
    }

    /// Proportional fills use intrinsic sizes as constraint multipliers: recompute them.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        if distribution == .fillProportionally, isArranged(view) { setNeedsArrangement() }
    }

    func isArranged(_ view: UIView) -> Bool {
        guard view.superview === self else { return false }
        if let arrangedIdentities { return arrangedIdentities.contains(ObjectIdentifier(view)) }
        return arrangedSubviews.contains { $0 === view }
    }

    /// The space after a view: its custom spacing or the stack's (system spacing counts 8).
    func spacing(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? 8 : value
    }

    // MARK: Layout

    /// The first visible arranged subview: baseline constraints on a stack view use its first baseline.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden } ?? self
    }

    /// The last visible arranged subview of a vertical stack (the first of a horizontal one).
    open override var forLastBaselineLayout: UIView {
        axis == .vertical ? arrangedSubviews.last { !$0.isHidden } ?? self : forFirstBaselineLayout
    }

    /// Regenerates the stack's constraints when something changed, then finishes UIKit's pass.
    open override func updateConstraints() {
        updateArrangementIfNeeded()
        super.updateConstraints()
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        updateConstraintsIfNeeded()
        return super.systemLayoutSizeFitting(targetSize)
    }

    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    private func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }
}
