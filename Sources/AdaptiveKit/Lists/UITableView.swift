import Foundation

/// A scroll view that shows rows in sections, like UIKit's `UITableView`.
///
/// Only the rows in the visible rectangle get cells: `layoutSubviews` asks the data source for them,
/// recycles the ones that scrolled away, and sizes rows lazily (estimates until a row is shown), so the
/// cost of a layout pass does not grow with the number of rows.
@MainActor
open class UITableView: UIScrollView {
    /// The look of a table's sections, like UIKit's `UITableView.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Rows edge to edge; section headers float.
        case plain = 0
        /// Sections separated by space.
        case grouped = 1
        /// Grouped sections inset from the table's edges by its layout margins, with rounded corners.
        case insetGrouped = 2
    }

    /// Where `scrollToRow` places a row, like UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate, like UIKit's `UITableView.RowAnimation`; updates here
    /// take effect at once.
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// What `separatorInset` is measured from, like UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        case fromCellEdges = 0
        case fromAutomaticInsets = 1
    }

    /// Asks for a height computed from the content (rows, headers, footers): -1, as UIKit's constant.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style
    /// The object that supplies sections, rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet {
            tableState.hasLoaded = false
            setNeedsLayout()
        }
    }

    var tableState = TableState()

    /// The side inset of inset-grouped sections on the Interface Builder canvas that saved the table, nil for
    /// the run time's cell margin (see `insetGroupedInsets`).
    package var canvasInsetGroupedMargin: CGFloat?

    /// Creates a table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        installRowInteractions()
    }

    /// Creates a `.plain` table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
        installRowInteractions()
    }

    /// The delegate as a table view delegate (UIScrollView's `delegate` holds it, see Deviations.md).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Lays out the visible rows: recycles cells that left the visible rectangle and asks for the cells of
    /// rows that entered it, sizing each as it comes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTable()
    }

    // MARK: Heights

    /// The height of rows the delegate does not size; `automaticDimension` (the default) sizes them from their cells.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { if rowHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// The height of section headers; `automaticDimension` (the default) fits a titled header to its title.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// The height of section footers; `automaticDimension` (the default) fits a titled footer to its title.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { reloadGeometryKeepingCells() } }
    }
    /// The height assumed for rows not yet shown; `automaticDimension` (44) by default, 0 turns estimates off.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The estimate for section headers.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate for section footers.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header (iOS 15); automatic gives 22 in plain tables and 0 in grouped ones.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { if sectionHeaderTopPadding != oldValue { reloadGeometryKeepingCells() } }
    }

    // MARK: Separators and margins

    /// Whether rows are divided by lines; single lines by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// The colour of the separators.
    open var separatorColor: UIColor? = .separator
    /// The default inset of the separators (left and right only); automatic: the text's leading edge.
    open var separatorInset: UIEdgeInsets {
        get { tableState.customSeparatorInset ?? automaticSeparatorInset }
        set {
            tableState.customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// What a custom `separatorInset` is measured from; the cell edges by default.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { setNeedsLayout() }
    }
    /// Whether cell margins follow the readable content guide (narrower text on wide iPads); NO by default.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the content views of cells, headers and footers stay inside the safe area; YES by default.
    open var insetsContentViewsToSafeArea = true {
        didSet { setNeedsLayout() }
    }

    // MARK: Header and footer views

    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            reloadGeometryKeepingCells()
        }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            reloadGeometryKeepingCells()
        }
    }

    // MARK: Selection and editing

    /// Whether the user may select rows; YES by default.
    open var allowsSelection = true
    /// Whether the user may select several rows; NO by default.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode.
    open var isEditing: Bool {
        get { tableState.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode; the cells on screen follow (and each cell shown later).
    open func setEditing(_ editing: Bool, animated: Bool) {
        tableState.isEditing = editing
        // The cells' contexts carry the editing controls: the next layout indents their content.
        setNeedsLayout()
        for cell in visibleCells where cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    }
    /// Whether rows can be selected while editing; NO by default.
    open var allowsSelectionDuringEditing = false

    // MARK: Reuse

    /// Registers a cell class to make when no cell with the identifier is waiting for reuse; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        tableState.cellFactories[identifier] = nil
        tableState.cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a function that makes cells for an identifier: how Interface Builder's prototype cells (and
    /// UIKit's nib registration) reach the table.
    package func registerCellFactory(
        _ factory: (@MainActor () -> UITableViewCell)?, forCellReuseIdentifier identifier: String
    ) {
        tableState.cellClasses[identifier] = nil
        tableState.cellFactories[identifier] = factory
    }

    /// Registers a header or footer view class; nil unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        tableState.headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A cell waiting for reuse with the identifier, or a new one of the registered class, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = tableState.reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        if let factory = tableState.cellFactories[identifier] { return factory() }
        return tableState.cellClasses[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A reused or new cell for a row; the identifier must be registered.
    ///
    /// For an unregistered identifier UIKit raises `NSInternalInconsistencyException`; here the message is
    /// recorded in `DiagnosticLog` and a plain cell with that identifier is returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        DiagnosticLog.raise(
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard",
            name: "NSInternalInconsistencyException")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A header or footer view waiting for reuse, or a new one of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = tableState.reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return tableState.headerFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    // MARK: Counts

    /// The number of sections, as the data source last reported it.
    open var numberOfSections: Int {
        loadIfNeeded()
        return tableState.sections.count
    }

    /// The number of rows in a section, as the data source last reported it.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard tableState.sections.indices.contains(section) else { return 0 }
        return tableState.sections[section].rowCount
    }

    // MARK: Loading

    /// Asks the data source for its sections and rows again; cells are asked for in the next layout pass.
    open func reloadData() {
        cancelPendingPrefetches()
        tableState.hasLoaded = true
        tableState.cellsAreStale = true
        tableState.selectedRows = []
        loadSections()
        setNeedsLayout()
    }

    /// Loads the data on first need (first layout or count query), as UIKit does without a `reloadData` call.
    func loadIfNeeded() {
        guard !tableState.hasLoaded else { return }
        reloadData()
    }

    /// A finger coming down on a row (the touch reaches the table up the responder chain from the cell).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapStart = touches.first?.location(in: self)
        super.touchesBegan(touches, with: event)
    }

    /// A finger that lifts on the row it came down on, within 10 points, taps it as `DeviceSimulator.tapRow`
    /// does (the delegate is asked); one that moved further (a drag) selects nothing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { tapStart = nil }
        guard let indexPath = tappedIndexPath(touches, locate: indexPathForRow(at:)),
            !isEditing || allowsSelectionDuringEditing
        else { return super.touchesEnded(touches, with: event) }
        userSelectRow(at: indexPath)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapStart = nil
        super.touchesCancelled(touches, with: event)
    }
}

/// A table's stored state, kept together so the class body lists only UIKit's API.
struct TableState {
    var hasLoaded = false
    /// Visible cells must go back to the reuse pool and be asked for again (after `reloadData`).
    var cellsAreStale = false
    var sections: [TableSectionInfo] = []
    var geometry = TableGeometry()
    var visibleCells: [IndexPath: UITableViewCell] = [:]
    var visibleHeaderFooters: [TableGeometry.Slot: UIView] = [:]
    var cellClasses: [String: UITableViewCell.Type] = [:]
    var cellFactories: [String: @MainActor () -> UITableViewCell] = [:]
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusableCells: [String: [UITableViewCell]] = [:]
    var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    var selectedRows: [IndexPath] = []
    var customSeparatorInset: UIEdgeInsets?
    var isEditing = false
    var lastLayoutWidth: CGFloat?
    /// Nesting depth of `performBatchUpdates` and the changes collected inside it.
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    /// Interface Builder's static cells, and the stand-in data source that serves them when needed.
    var staticSections: [StaticTableSection]?
    var staticSource: StaticTableSource?
    var prefetch = TablePrefetchState()
}

/// What the data source said about a section.
struct TableSectionInfo: Equatable {
    var rowCount: Int
    var headerTitle: String?
    var footerTitle: String?
}
