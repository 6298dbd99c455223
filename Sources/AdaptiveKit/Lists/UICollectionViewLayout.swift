import Foundation

/// Decides where a collection view's cells and supplementary views go, like UIKit's abstract
/// `UICollectionViewLayout`.
///
/// The collection view calls `prepare()` once after each invalidation, then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for the visible rectangle
/// only, so a layout that answers that query without walking every item keeps scrolling cheap.
@MainActor
open class UICollectionViewLayout {
    /// The collection view that uses this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public init() {}

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {}

    /// Computes what the layout needs before the collection view asks for attributes.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects a rectangle of the content.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at an index path.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view of a kind at an index path.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view of a kind at an index path.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Registers the view class the collection view makes decoration views of a kind from; nil removes it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// The view classes registered for decoration kinds.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether a new collection view bounds (a scroll or a resize) needs a new layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) change the layout;
    /// UIKit's base class says no, self-sizing layouts say yes when the size differs from the estimate.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let axes =
            originalAttributes.representedElementKind.map {
                selfSizingAxes(forSupplementaryOfKind: $0, at: originalAttributes.indexPath)
            } ?? selfSizingAxes(forItemAt: originalAttributes.indexPath)
        return axes != nil && preferredAttributes.size != originalAttributes.size
    }

    /// Whether a trait change re-runs the layout (compositional layouts re-run their section provider).
    var invalidatesOnTraitChange: Bool { false }

    /// The sizes self-sizing cells asked for, by index path; the layout reads them in `prepare()`.
    var fittedSizes = FittedSizes()

    /// The axes along which the cell at an index path sizes itself; nil when its size is fixed.
    func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes? { nil }

    /// The largest size the self-sizing cell at an index path may take; nil when nothing bounds it.
    func selfSizingLimit(forItemAt indexPath: IndexPath) -> CGSize? { nil }

    /// The axes along which a supplementary view (a header or footer) sizes itself; nil when its size is fixed.
    func selfSizingAxes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> SelfSizingAxes? { nil }

    /// The largest size a self-sizing supplementary view may take; nil when nothing bounds it.
    func selfSizingLimit(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CGSize? { nil }

    /// Marks the layout out of date; the collection view calls `prepare()` again in its next layout pass.
    open func invalidateLayout() {
        guard let collectionView else { return }
        collectionView.collectionState.layoutIsValid = false
        collectionView.setNeedsLayout()
    }
}
