import Foundation
import Testing

@testable import AdaptiveKit

/// `orthogonalScrollingBehavior`: a section's groups run sideways in one row (at the section's scroll offset
/// zero), the section is one group tall, and only the groups across the visible width get cells.
@MainActor
@Suite struct OrthogonalSectionTests {
    /// Section 0: 120 × 100 groups of one item, 10 apart, sideways with `behavior`; section 1: full-width 50-point rows.
    private func make(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> (
        UICollectionView, CollectionTracker
    ) {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = index == 0 ? .absolute(120) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: width, heightDimension: .absolute(index == 0 ? 100 : 50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            if index == 0 { section.orthogonalScrollingBehavior = behavior }
            return section
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let tracker = CollectionTracker(counts: [10, 3])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = tracker
        collectionView.layoutIfNeeded()
        return (collectionView, tracker)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func continuousSectionsRunSidewaysOneGroupTall() {
        let (collectionView, _) = make(.continuous)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
        #expect(frame(collectionView, 0, 0) == CGRect(x: 0, y: 0, width: 120, height: 100))
        #expect(frame(collectionView, 3, 0) == CGRect(x: 390, y: 0, width: 120, height: 100))
        // The next section starts under the single row: rows at 100, 160, 220.
        #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 100, width: 300, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 270))
        // Cells only for the groups across the visible width (0, 130, 260), then the rows.
        #expect(
            collectionView.indexPathsForVisibleItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0),
                IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1),
            ])
    }

    @Test func centredGroupPagingStartsWithTheFirstGroupCentred() {
        let (collectionView, _) = make(.groupPagingCentered)
        #expect(frame(collectionView, 0, 0) == CGRect(x: 90, y: 0, width: 120, height: 100))
        #expect(frame(collectionView, 1, 0)?.minX == CGFloat(220))
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.count == 2)
    }

    @Test func noneKeepsGroupsAlongTheScrollDirection() {
        let (collectionView, _) = make(.none)
        #expect(frame(collectionView, 1, 0) == CGRect(x: 0, y: 110, width: 120, height: 100))
    }
}
