import Foundation
import Testing

@testable import AdaptiveKit

/// A grid controller in UIKit's style: overrides of the data source and flow delegate methods.
private final class GridController: UICollectionViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        events.append("size(\(indexPath.section)-\(indexPath.item))")
        return CGSize(width: 100 + CGFloat(indexPath.item) * 50, height: indexPath.item == 1 ? 60 : 40)
    }
    override func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 0, height: 30) }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect(\(indexPath.section)-\(indexPath.item))")
    }
}

@MainActor
@Suite struct UICollectionViewControllerTests {
    @Test func controllerIsDataSourceAndFlowDelegate() throws {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
        let controller = GridController(collectionViewLayout: layout)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(controller.collectionViewLayout === layout)
        // 377 pt across: 100 + 150 fit with a gap of 127 (spread); 200 starts the last line alone.
        // Items shorter than their line sit on its centre: the 40-pt item of a 60-pt line starts 10 down.
        let frames = (0..<3).compactMap {
            collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(
            frames == [
                CGRect(x: 8, y: 45, width: 100, height: 40), CGRect(x: 235, y: 35, width: 150, height: 60),
                CGRect(x: 8, y: 105, width: 200, height: 40),
            ])
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 150, width: 393, height: 30))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(collectionView.contentSize == CGSize(width: 393, height: 300))
        #expect(controller.events.filter { $0.hasPrefix("size") }.count >= 6)
        controller.events = []
        collectionView.tapItem(at: IndexPath(item: 2, section: 1))
        #expect(controller.events == ["didSelect(1-2)"])
        controller.viewWillAppear(false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }
}
