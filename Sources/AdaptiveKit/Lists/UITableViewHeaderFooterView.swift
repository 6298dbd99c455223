import Foundation

/// A reusable view for a section's header or footer, like UIKit's `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier of the standard views a table makes for section titles.
    static let standardIdentifier = "UITableViewHeaderFooterView.standard"

    /// The identifier the view was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view that holds the header's content.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?

    /// Creates a header or footer view; `required` so a table can make registered subclasses.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The label that shows the section's title, made on first use.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// Called before a dequeue hands the view out again.
    open func prepareForReuse() {}

    /// Fills the view with its content view and puts the title on the last line, inside the safe area and margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let safeArea = (superview as? UITableView)?.safeAreaInsets ?? .zero
        let insetsToSafeArea = (superview as? UITableView)?.insetsContentViewsToSafeArea ?? true
        let left = insetsToSafeArea ? safeArea.left : 0
        let right = insetsToSafeArea ? safeArea.right : 0
        contentView.frame = CGRect(x: left, y: 0, width: max(0, bounds.width - left - right), height: bounds.height)
        guard let label = storedTextLabel else { return }
        let margin = (superview as? UITableView)?.cellMargin ?? 16
        let height = label.intrinsicContentSize.height
        label.frame = CGRect(
            x: margin, y: max(0, contentView.bounds.height - height - 6),
            width: max(0, contentView.bounds.width - 2 * margin), height: height)
    }
}
