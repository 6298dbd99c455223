import Foundation

/// One section's spacing and sizes, from the delegate where it implements them, else from the layout.
@MainActor
struct FlowMetrics {
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var header: CGSize
    var footer: CGSize
    /// The size every item shares, nil when the delegate sizes items one by one.
    var uniformSize: CGSize?
    let sizeForItem: (Int) -> CGSize

    init(
        layout: UICollectionViewFlowLayout, delegate: (any UICollectionViewDelegateFlowLayout)?,
        collectionView: UICollectionView, section: Int
    ) {
        func ask<T>(_ fallback: T, _ body: (any UICollectionViewDelegateFlowLayout) -> T) -> T {
            guard let delegate else { return fallback }
            return DelegateDefaults.implemented { body(delegate) } ?? fallback
        }
        inset = ask(layout.sectionInset) {
            $0.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        }
        lineSpacing = ask(layout.minimumLineSpacing) {
            $0.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        }
        interitemSpacing = ask(layout.minimumInteritemSpacing) {
            $0.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
        }
        header = ask(layout.headerReferenceSize) {
            $0.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        }
        footer = ask(layout.footerReferenceSize) {
            $0.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
        }
        // An estimate stands for each item until its cell has fitted itself; `automaticSize` estimates `itemSize`.
        var fallback = layout.itemSize
        if layout.estimatedItemSize != .zero, layout.estimatedItemSize != UICollectionViewFlowLayout.automaticSize {
            fallback = layout.estimatedItemSize
        }
        let count = collectionView.numberOfItems(inSection: section)
        let delegateSizes =
            count > 0
            && delegate.map { delegate in
                DelegateDefaults.implemented {
                    delegate.collectionView(
                        collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: section))
                } != nil
            } ?? false
        let fitted = layout.fittedSizes
        let hasFitted = count > 0 && fitted.hasSizes(inSection: section)
        uniformSize = delegateSizes || hasFitted ? nil : fallback
        sizeForItem = { item in
            let indexPath = IndexPath(item: item, section: section)
            if hasFitted, let size = fitted[indexPath] { return size }
            guard delegateSizes, let delegate else { return fallback }
            return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
        }
    }

    func size(ofItem item: Int) -> CGSize { uniformSize ?? sizeForItem(item) }
}
