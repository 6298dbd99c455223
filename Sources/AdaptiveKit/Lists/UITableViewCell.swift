import Foundation

/// A row of a table view, like UIKit's `UITableViewCell`.
///
/// Its `contentView` holds the row's content: the built-in labels and image of its `style`, a view
/// made by a `contentConfiguration`, or views added by a subclass. The cell itself spans the table's
/// width; the content view leaves room for the accessory, the separator (one pixel at the bottom)
/// and, with `insetsContentViewsToSafeArea`, the safe area.
@MainActor
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels and image, like UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable {
        /// One left-aligned label and an optional image.
        case `default` = 0
        /// A left-aligned label and a right-aligned detail label on the same line.
        case value1 = 1
        /// A right-aligned label in a narrow column and a left-aligned detail label after it.
        case value2 = 2
        /// A label with a smaller detail label below it.
        case subtitle = 3
    }

    /// The standard views at a cell's trailing edge, like UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// How a selected cell looks, like UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The control a row shows while its table is editing, like UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// Whether rows are divided by a line, like UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// The identifier the cell was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The view that holds the cell's content; subviews added by clients go here.
    public internal(set) var contentView: UIView
    var style: CellStyle
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    package var standardAccessoryView: UIView?
    package let separatorView = UIView()
    var configurationView: UIView?
    /// What the table tells the cell about its insets and separator before laying it out.
    var tableContext = CellTableContext() {
        didSet { hasTableContext = true }
    }
    /// Whether a table has prepared the cell; until then a cell read from Interface Builder keeps its
    /// content view's stored frame and margins.
    var hasTableContext = false
    /// Whether the cell was read from Interface Builder (see `hasTableContext`).
    var keepsStoredContentLayout = false
    /// Room kept after the content view for the standard accessory, past the trailing layout margin, the way
    /// the Interface Builder canvas of iOS 13 and later lays it out; nil for the iOS 7 gaps around the accessory.
    package var accessorySlotWidth: CGFloat?
    /// The content margins of the Interface Builder canvas that saved the cell, where they differ from run time;
    /// nil for UIKit's (see `CanvasCellMargins`).
    package var canvasMargins: CanvasCellMargins?

    /// Creates a cell of a style; `required` so a table can make registered subclasses (see Deviations.md).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 43.5))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpSubviews()
    }

    /// Creates a `.default` cell with a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 43.5))
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    // MARK: Built-in content

    /// The cell's main label, made on first use (UIKit deprecates it for `contentConfiguration`).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles; nil in `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        if style == .value1 {
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the cell's leading edge, made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    // MARK: Content configuration

    /// A list content configuration with the cell's style's defaults.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The configuration of the cell's content; setting one replaces the built-in labels with its view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            return
        }
        if let existing = configurationView as? any UIContentView, existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            configurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configurationView = view
        }
        for view in [storedTextLabel, storedDetailTextLabel, storedImageView] { view?.isHidden = true }
        setNeedsLayout()
    }

    // MARK: Accessory

    /// The standard accessory at the trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            standardAccessoryView?.removeFromSuperview()
            standardAccessoryView = nil
            if accessoryType != .none {
                let view = UIView(frame: CGRect(origin: .zero, size: Self.standardAccessorySize(accessoryType)))
                addSubview(view)
                standardAccessoryView = view
            }
            setNeedsLayout()
        }
    }

    /// A custom accessory view, used instead of `accessoryType` when set.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// Places the content view, accessory and separator, then the built-in labels and image.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    // MARK: State

    /// How the cell looks while selected.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { cellIsSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var cellIsSelected = false
    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { cellIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var cellIsHighlighted = false

    /// Sets the selected state; subclasses override it to restyle their content.
    open func setSelected(_ selected: Bool, animated: Bool) { cellIsSelected = selected }
    /// Sets the highlighted state; subclasses override it to restyle their content.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { cellIsHighlighted = highlighted }

    /// Whether the cell is in editing mode (its table's); set by the table as the cell is shown.
    open var isEditing: Bool {
        get { cellIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var cellIsEditing = false
    /// Enters or leaves editing mode; subclasses override it to restyle their content.
    open func setEditing(_ editing: Bool, animated: Bool) { cellIsEditing = editing }
    /// Whether the cell shows a reorder control while editing; NO by default.
    open var showsReorderControl = false {
        didSet { setNeedsLayout() }
    }
    /// Whether layout hid `accessoryView` for editing (and so shows it again after).
    var accessoryHiddenForEditing = false
    /// Whether the content is indented while the cell shows its editing control; YES by default.
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// Called just before a dequeue hands the cell out again; subclasses reset per-row state here.
    open func prepareForReuse() {}

    /// The inset of the separator line (left and right only); nil-like `.zero` left follows the text.
    open var separatorInset: UIEdgeInsets {
        get { customSeparatorInset ?? tableContext.separatorInset }
        set {
            customSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var customSeparatorInset: UIEdgeInsets?
}

/// What a table tells its cells before laying them out: the safe area to keep the content view out of,
/// the text margins and the separator.
/// How the Interface Builder canvas of a given Xcode lays out a cell's content where that differs from the run
/// time modeled here, measured on stored frames (see Documentation/Deviations.md).
package struct CanvasCellMargins: Equatable, Sendable {
    /// The content view's top and bottom layout margins.
    package var vertical: CGFloat
    /// The content view's side margins, nil for the table's (the built-in image and text keep the table's).
    package var side: CGFloat?
    /// The side margins of rows wider than 375 points, nil for the table's.
    package var wideRowSide: CGFloat?
    /// The content view's trailing margin beside a standard accessory, nil for the table's.
    package var besideAccessory: CGFloat?
    /// The inset of the built-in labels from the content view's sides, and between image and text, nil for the
    /// layout margins and the standard padding.
    package var builtInText: CGFloat?
    /// The height of a self-sizing row whose content gives none (built-in labels, or constraints that leave the
    /// height open), nil for the standard 44.
    package var standardRowHeight: CGFloat?
    /// Whether the built-in labels of `.value1` and `.subtitle` cells are centred on the next whole point down
    /// instead of the nearest pixel.
    package var centresBuiltInTextOnWholePoints = false
    /// Whether the content view spans the whole row, the separator's pixel included.
    package var contentSpansSeparator = false

    /// Creates margins.
    package init(
        vertical: CGFloat, side: CGFloat? = nil, wideRowSide: CGFloat? = nil, besideAccessory: CGFloat? = nil,
        builtInText: CGFloat? = nil, standardRowHeight: CGFloat? = nil
    ) {
        self.vertical = vertical
        self.side = side
        self.wideRowSide = wideRowSide
        self.besideAccessory = besideAccessory
        self.builtInText = builtInText
        self.standardRowHeight = standardRowHeight
    }
}

struct CellTableContext: Equatable {
    /// Insets of the content view from the cell's edges (safe area under `insetsContentViewsToSafeArea`).
    var contentLeading: CGFloat = 0
    var contentTrailing: CGFloat = 0
    /// The content view's leading and trailing layout margins.
    var marginLeading: CGFloat = 16
    var marginTrailing: CGFloat = 16
    /// The separator's thickness (one pixel), 0 without separators.
    var separatorHeight: CGFloat = 0
    /// The automatic separator inset from the cell's edges.
    var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the separator inset follows the text (no custom table or cell inset).
    var separatorFollowsText = true
    var scale: CGFloat = 2
    /// While the table edits: the control the row shows, whether the table lets its content indent for it, and
    /// whether the row can move (a cell that `showsReorderControl` then shows its reorder control).
    var isEditing = false
    var editingControl = UITableViewCell.EditingStyle.none
    var indentsWhileEditing = true
    var canMove = false
}
