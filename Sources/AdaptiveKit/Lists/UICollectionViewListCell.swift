import Foundation

/// A cell of a list section, like UIKit's `UICollectionViewListCell`: indentation, accessories at its edges shown
/// by its collection view's editing state, and a guide for its separator (content configurations are not
/// modelled yet).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How far the content is indented, in levels.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// Whether the indentation moves the leading accessories with the content (true by default); when false only
    /// the content view is indented.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }
    /// The accessories at the cell's edges; the content view narrows by the room of each shown one.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsLayout() }
    }

    /// The guide whose frame is the cell's bottom separator: constrain its leading edge to the content the
    /// separator should start under. By default it starts at the content view's leading margin.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        // The automatic leading edge yields to the app's own constraints on the guide.
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: automaticSeparatorLeading)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: hairline),
        ])
        separatorGuide = SeparatorGuide(guide: guide, automaticLeading: leading)
        return guide
    }

    /// The separator guide made on first use, with its automatic leading constraint.
    struct SeparatorGuide {
        let guide: UILayoutGuide
        let automaticLeading: NSLayoutConstraint
    }
    var separatorGuide: SeparatorGuide?

    /// Places the content view between the shown accessories, indented by the indentation level.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = accessoryLayout.content
        if let separatorGuide, separatorGuide.automaticLeading.constant != automaticSeparatorLeading {
            separatorGuide.automaticLeading.constant = automaticSeparatorLeading
        }
    }

    /// The collection view showing the cell (its superview, or the collection view above an orthogonal section).
    package var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view {
            if let collection = current as? UICollectionView { return collection }
            view = current.superview
        }
        return nil
    }

    /// One pixel at the cell's scale.
    var hairline: CGFloat { 1 / max(traitCollection.displayScale, 1) }

    /// The system's automatic separator start, from the cell's leading edge: the content view's leading edge plus
    /// the system minimum margin, as a table row's separator follows its text.
    var automaticSeparatorLeading: CGFloat {
        let margin =
            owningCollectionView?.window.map { $0.screen.device.systemMinimumHorizontalMargin[$0.screen.orientation] }
            ?? 16
        let content = accessoryLayout.content
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        return (rightToLeft ? bounds.width - content.maxX : content.minX) + margin
    }
}
