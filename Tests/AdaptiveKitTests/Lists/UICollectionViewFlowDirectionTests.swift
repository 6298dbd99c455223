import Foundation
import Testing

@testable import AdaptiveKit

@MainActor
@Suite struct UICollectionViewFlowDirectionTests {
    @Test func horizontalFlowFillsColumnsTopToBottom() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let tracker = CollectionTracker(counts: [7])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = tracker
        collectionView.layoutIfNeeded()
        func frame(_ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        // Columns of 190 pt hold two 60-pt items (gap 70, spread); the header takes its width only.
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 30, height: 200))
        #expect(frame(0) == CGRect(x: 50, y: 5, width: 80, height: 60))
        #expect(frame(1) == CGRect(x: 50, y: 135, width: 80, height: 60))
        #expect(frame(2) == CGRect(x: 140, y: 5, width: 80, height: 60))
        #expect(frame(6) == CGRect(x: 320, y: 5, width: 80, height: 60))
        #expect(collectionView.contentSize == CGSize(width: 420, height: 200))
        // 0…300 shows columns 0–2 (x 50…300): items 0–5.
        #expect(collectionView.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        collectionView.contentOffset = CGPoint(x: 131, y: 0)  // column 0 ends at 130
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == (2..<7).map { IndexPath(item: $0, section: 0) })
    }
}
