import Foundation
import Testing

@testable import AdaptiveKit

@MainActor
@Suite struct UICollectionLayoutListConfigurationTests {
    private func list(
        _ appearance: UICollectionLayoutListConfiguration.Appearance
    ) throws -> (DeviceSimulator, UICollectionView) {
        let controller = CollectionController(
            layout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: appearance)))
        let tracker = CollectionTracker(counts: [3, 2])
        controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller.collectionView)
    }

    private func row(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func defaults() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.headerTopPadding == nil)
        #expect(configuration.showsSeparators)
        #expect(configuration.headerMode == .none)
    }

    @Test func insetGroupedRowsFollowTheMarginsThroughRotation() throws {
        let (simulator, collectionView) = try list(.insetGrouped)
        // Portrait: the root view's 16-pt margins (unconfirmed, by analogy with inset-grouped tables), 35 points above
        // each section as in a grouped table without headers (unconfirmed).
        #expect(row(collectionView, 0, 0) == CGRect(x: 16, y: 35, width: 361, height: 44))
        #expect(row(collectionView, 0, 1) == CGRect(x: 16, y: 202, width: 361, height: 44))
        simulator.rotate(to: .landscape)
        // Landscape: 59 of safe area plus 16 of margin on each side.
        #expect(row(collectionView, 0, 0) == CGRect(x: 75, y: 35, width: 702, height: 44))
        #expect(collectionView.visibleCells.count == 5)
    }

    @Test func plainRowsSpanTheSafeArea() throws {
        let (simulator, collectionView) = try list(.plain)
        #expect(row(collectionView, 2, 0) == CGRect(x: 0, y: 88, width: 393, height: 44))
        simulator.rotate(to: .landscape)
        #expect(row(collectionView, 2, 0) == CGRect(x: 59, y: 88, width: 734, height: 44))
        #expect(collectionView.visibleCells.allSatisfy { $0 is UICollectionViewListCell })
    }
}
