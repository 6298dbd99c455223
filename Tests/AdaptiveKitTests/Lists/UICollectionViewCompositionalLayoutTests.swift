import Foundation
import Testing

@testable import AdaptiveKit

@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    /// Two columns in compact width, four in regular, 100 tall, 10 apart, 16 from the sides.
    private func adaptiveLayout(log: @escaping (String) -> Void) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            let compact = environment.traitCollection.horizontalSizeClass == .compact
            let columns = compact ? 2 : 4
            log(
                "section \(section): \(environment.container.effectiveContentSize.width) \(compact ? "compact" : "regular")"
            )
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = 10
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return layoutSection
        }
    }

    private func scene(
        _ device: String, orientation: DeviceOrientation, calls: @escaping (String) -> Void
    ) throws -> (DeviceSimulator, UICollectionView) {
        let controller = CollectionController(layout: adaptiveLayout(log: calls))
        let tracker = CollectionTracker(counts: [40])
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller.collectionView)
    }

    private func firstLine(_ collectionView: UICollectionView) -> [CGRect] {
        (0..<8).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
            .filter { $0.minY == 0 }
    }

    @Test func columnsFollowTheSizeClassThroughMultitaskingSizes() throws {
        var calls: [String] = []
        let (simulator, collectionView) = try scene(
            "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape, calls: { calls.append($0) })
        #expect(firstLine(collectionView).map(\.width) == Array(repeating: CGFloat(333.5), count: 4))
        #expect(firstLine(collectionView).first == CGRect(x: 16, y: 0, width: 333.5, height: 100))
        calls = []
        var seen: [String] = []
        for size in [MultitaskingSize.twoThirds, .half, .oneThird, .slideOver, nil] as [MultitaskingSize?] {
            try simulator.resize(to: size)
            let line = firstLine(collectionView)
            seen.append("\(collectionView.bounds.width): \(line.count) × \(line.first?.width ?? 0)")
        }
        // Split View 2/3 and 1/2 stay regular (four columns), 1/3 and Slide Over are compact (two).
        #expect(
            seen == [
                "981.0: 4 × 237.25", "678.0: 4 × 161.5", "375.0: 2 × 171.5", "375.0: 2 × 171.5", "1366.0: 4 × 333.5",
            ])
        // The provider runs again for every new size; Slide Over has the same size and traits as 1/3.
        #expect(
            calls == [
                "section 0: 981.0 regular", "section 0: 678.0 regular", "section 0: 375.0 compact",
                "section 0: 1366.0 regular",
            ])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == CGFloat(110))
    }

    @Test func iPhoneRotationKeepsTheSectionsInsideTheSafeArea() throws {
        var calls: [String] = []
        let (simulator, collectionView) = try scene(
            "iPhone 15 Pro", orientation: .portrait, calls: { calls.append($0) })
        #expect(
            firstLine(collectionView) == [
                CGRect(x: 16, y: 0, width: 180.5, height: 100), CGRect(x: 196.5, y: 0, width: 180.5, height: 100),
            ])
        calls = []
        simulator.rotate(to: .landscape)
        // The container is 852 wide; the safe area (59 a side) leaves 734, the section insets 702.
        #expect(calls == ["section 0: 734.0 compact"])
        #expect(
            firstLine(collectionView) == [
                CGRect(x: 75, y: 0, width: 351, height: 100), CGRect(x: 426, y: 0, width: 351, height: 100),
            ])
        #expect(collectionView.contentSize == CGSize(width: 852, height: 20 * 100 + 19 * 10))
    }

    @Test func groupsWithACountAndSpacing() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(6)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = UIContentInsetsReference.none
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 312, height: 200), collectionViewLayout: layout)
        let tracker = CollectionTracker(counts: [7])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = tracker
        collectionView.layoutIfNeeded()
        // (312 − 2 × 6) / 3 = 100 per item, minus 2 on each side.
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 108, y: 2, width: 96, height: 46))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
                == CGRect(x: 2, y: 102, width: 96, height: 46))
        #expect(collectionView.contentSize == CGSize(width: 312, height: 150))
        #expect(collectionView.visibleCells.count == 7)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
    }
}
