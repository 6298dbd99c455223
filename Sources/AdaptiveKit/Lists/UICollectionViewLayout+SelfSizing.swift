import Foundation

/// The axes along which a self-sizing collection view cell takes its size from its content.
enum SelfSizingAxes: Sendable {
    /// The width is fixed by the layout, the height fitted (a list row).
    case height
    /// The height is fixed by the layout, the width fitted.
    case width
    /// Both fitted (a flow layout cell).
    case both

    var fitsWidth: Bool { self != .height }
    var fitsHeight: Bool { self != .width }

    /// The size of a view's Auto Layout content along these axes, the estimate along the others and
    /// wherever the content does not decide (no constraints, or a size of zero).
    ///
    /// Content that comes out larger than `limit` across (a flow layout line's length) is fitted again held
    /// to the limit, so its multi-line labels wrap there and the other axis follows (see Deviations.md).
    @MainActor
    static func fit(_ view: UIView, estimate: CGSize, axes: SelfSizingAxes, limit: CGSize? = nil) -> CGSize {
        guard
            var fitted = ContentFitting.size(
                of: view, target: estimate, horizontal: axes.fitsWidth ? .fittingSizeLevel : .required,
                vertical: axes.fitsHeight ? .fittingSizeLevel : .required)
        else { return estimate }
        if let limit, axes.fitsWidth, fitted.width > limit.width + 1e-6 {
            fitted =
                ContentFitting.size(
                    of: view, target: CGSize(width: limit.width, height: estimate.height), horizontal: .required,
                    vertical: axes.fitsHeight ? .fittingSizeLevel : .required) ?? fitted
        } else if let limit, axes.fitsHeight, fitted.height > limit.height + 1e-6 {
            fitted =
                ContentFitting.size(
                    of: view, target: CGSize(width: estimate.width, height: limit.height),
                    horizontal: axes.fitsWidth ? .fittingSizeLevel : .required, vertical: .required) ?? fitted
        }
        return CGSize(
            width: axes.fitsWidth && fitted.width > 0 ? fitted.width : estimate.width,
            height: axes.fitsHeight && fitted.height > 0 ? fitted.height : estimate.height)
    }
}

/// Fitting a cell's content view to its constraints, shared by table view rows and collection view cells.
enum ContentFitting {
    /// The fitting size of a view whose subviews use constraints; nil when none does (nothing to fit).
    @MainActor
    static func size(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize? {
        guard view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return nil }
        return view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}

/// The sizes self-sizing cells (and supplementary views, by kind) reported, valid for one collection view size.
struct FittedSizes: Sendable {
    private var sizes: [IndexPath: CGSize] = [:]
    private var supplementarySizes: [String: [IndexPath: CGSize]] = [:]
    private var container: CGSize?

    subscript(indexPath: IndexPath) -> CGSize? {
        get { sizes[indexPath] }
        set { sizes[indexPath] = newValue }
    }

    /// The fitted size of the supplementary view of a kind at an index path.
    subscript(supplementary kind: String, indexPath: IndexPath) -> CGSize? {
        get { supplementarySizes[kind]?[indexPath] }
        set { supplementarySizes[kind, default: [:]][indexPath] = newValue }
    }

    /// Whether any item of a section has a fitted size.
    func hasSizes(inSection section: Int) -> Bool { sizes.keys.contains { $0.section == section } }

    mutating func removeAll() {
        sizes = [:]
        supplementarySizes = [:]
    }

    /// Forgets the sizes when the collection view's size changed since they were fitted.
    mutating func keep(for size: CGSize) {
        if container != size { removeAll() }
        container = size
    }
}

extension UICollectionView {
    /// How many times one layout pass re-lays out for cells that sized themselves.
    static let selfSizingPasses = 8

    /// Asks each visible cell not yet fitted for its preferred attributes, as UIKit does with the
    /// estimated attributes, and hands changed sizes to the layout; returns whether the layout changed.
    func fitVisibleCells() -> Bool {
        let layout = collectionViewLayout
        var changed = false
        for (indexPath, cell) in collectionState.visibleCells.sorted(by: { $0.key < $1.key }) {
            guard layout.fittedSizes[indexPath] == nil, let axes = layout.selfSizingAxes(forItemAt: indexPath),
                let original = layout.layoutAttributesForItem(at: indexPath)
            else { continue }
            original.selfSizingAxes = axes
            original.selfSizingLimit = layout.selfSizingLimit(forItemAt: indexPath)
            let preferred = cell.preferredLayoutAttributesFitting(original)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            {
                layout.fittedSizes[indexPath] = preferred.size
                changed = true
            } else {
                layout.fittedSizes[indexPath] = original.size
            }
        }
        if fitVisibleSupplementaryViews() { changed = true }
        if changed { layout.invalidateLayout() }
        return changed
    }

    /// Asks each visible header or footer whose layout sizes it, not yet fitted, for its preferred attributes.
    private func fitVisibleSupplementaryViews() -> Bool {
        let layout = collectionViewLayout
        var changed = false
        let shown = collectionState.visibleSupplementaryViews.sorted {
            ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind)
        }
        for (key, view) in shown {
            guard layout.fittedSizes[supplementary: key.kind, key.indexPath] == nil,
                let axes = layout.selfSizingAxes(forSupplementaryOfKind: key.kind, at: key.indexPath),
                let original = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
            else { continue }
            original.selfSizingAxes = axes
            original.selfSizingLimit = layout.selfSizingLimit(forSupplementaryOfKind: key.kind, at: key.indexPath)
            let preferred = view.preferredLayoutAttributesFitting(original)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            {
                layout.fittedSizes[supplementary: key.kind, key.indexPath] = preferred.size
                changed = true
            } else {
                layout.fittedSizes[supplementary: key.kind, key.indexPath] = original.size
            }
        }
        return changed
    }
}
