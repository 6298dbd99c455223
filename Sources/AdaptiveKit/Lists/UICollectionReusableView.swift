import Foundation

/// A view a collection view reuses for its cells and supplementary views, like UIKit's `UICollectionReusableView`.
///
/// `init(frame:)` is `required` here so that a registered class can be made from its type (see Deviations.md).
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with; nil for a view not made by a collection view.
    open internal(set) var reuseIdentifier: String?

    /// Creates a reusable view with a frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Resets state before the collection view hands the view out again; overrides must call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes; the collection view has already set the frame.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Lets a self-sizing view change the layout's attributes: by default it fits its Auto Layout content
    /// (a cell's content view) along the axes the layout leaves free, keeping the estimate where nothing fits.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy()
        let content = (self as? UICollectionViewCell)?.contentView ?? self
        attributes.size = SelfSizingAxes.fit(
            content, estimate: layoutAttributes.size, axes: layoutAttributes.selfSizingAxes,
            limit: layoutAttributes.selfSizingLimit)
        return attributes
    }
}

/// A cell of a collection view, like UIKit's `UICollectionViewCell`: a content view over optional
/// background views, with selection and highlight state.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add a cell's content to; it fills the cell.
    public internal(set) var contentView = UIView(frame: .zero)

    /// Creates a cell with a frame.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, at: 0) }
    }

    /// The view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: index)
        updateSelectedBackground()
    }

    /// Whether the cell is selected; the collection view sets it.
    open var isSelected = false {
        didSet { updateSelectedBackground() }
    }

    /// Whether the cell is highlighted (touched down).
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Clears the highlight (and selection state is restored by the collection view); overrides must call `super`.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }
}
