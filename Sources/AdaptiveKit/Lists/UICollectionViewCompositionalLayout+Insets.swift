import Foundation

extension UICollectionViewCompositionalLayout {
    /// The extra leading/trailing inset a reference asks for beyond the adjusted content inset.
    func referenceInsets(
        _ reference: UIContentInsetsReference, _ collectionView: UICollectionView, _ adjusted: UIEdgeInsets
    ) -> NSDirectionalEdgeInsets {
        let edges: UIEdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: edges = collectionView.safeAreaInsets
        case .layoutMargins: edges = collectionView.layoutMargins
        case .readableContent:
            let guide = collectionView.readableContentGuide.layoutFrame
            edges = UIEdgeInsets(
                top: 0, left: guide.minX - collectionView.bounds.minX, bottom: 0,
                right: collectionView.bounds.maxX - guide.maxX)
        }
        let left = max(0, edges.left - adjusted.left)
        let right = max(0, edges.right - adjusted.right)
        let rightToLeft = collectionView.traitCollection.layoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(
            top: 0, leading: rightToLeft ? right : left, bottom: 0, trailing: rightToLeft ? left : right)
    }
}
