import Foundation
import Testing

@testable import AdaptiveKit

/// `UICollectionViewDiffableDataSource` with `NSDiffableDataSourceSnapshot`: cells from the provider, identifier
/// lookups, differences applied as one batch that reuses the surviving cells, and UIKit's messages for bad input.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case recent, all }

    private func make() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
            cell.accessibilityIdentifier = item
            return cell
        }
        return (collectionView, dataSource)
    }

    private func shown(_ collectionView: UICollectionView) -> [String?] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap {
            collectionView.cellForItem(at: $0)?.accessibilityIdentifier
        }
    }

    @Test func applyShowsTheSnapshotsItems() {
        let (collectionView, dataSource) = make()
        #expect(collectionView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.recent, .all])
        snapshot.appendItems(["a", "b"], toSection: .recent)
        snapshot.appendItems(["c", "d", "e"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(shown(collectionView) == ["a", "b", "c", "d", "e"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "d")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 9, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "e") == IndexPath(item: 2, section: 1))
        #expect(dataSource.indexPath(for: "z") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == .all && dataSource.index(for: .recent) == 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d", "e"])
        // Second section starts on a new line: (0, 50) holds "c".
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.origin == CGPoint(x: 0, y: 50))
    }

    @Test func applyingDifferencesKeepsTheSurvivingCells() {
        let (collectionView, dataSource) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.all])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        let cellB = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        var next = dataSource.snapshot()
        next.deleteItems(["a"])
        next.moveItem("d", beforeItem: "b")
        next.appendItems(["e"])
        var completed = false
        dataSource.apply(next) { completed = true }
        collectionView.layoutIfNeeded()
        #expect(completed)
        #expect(shown(collectionView) == ["d", "b", "c", "e"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
        // Reloading by data gives the same items.
        dataSource.applySnapshotUsingReloadData(next)
        collectionView.layoutIfNeeded()
        #expect(shown(collectionView) == ["d", "b", "c", "e"])
    }

    @Test func duplicateIdentifiersGetUIKitsMessage() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.all])
        let log = DiagnosticLog.capture {
            snapshot.appendItems(["a", "b", "a"])
            snapshot.appendSections([.all])
        }
        #expect(
            log.map(\.message) == [
                "Item identifier already exists in the data source: a",
                "Section identifier already exists in the data source: all",
            ])
        #expect(snapshot.itemIdentifiers.isEmpty && snapshot.sectionIdentifiers == [.all])
    }

    @Test func aProviderThatReturnsNoCellGetsUIKitsMessage() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            _, _, _ in nil
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.all])
        snapshot.appendItems(["a"])
        dataSource.apply(snapshot)
        let log = DiagnosticLog.capture { collectionView.layoutIfNeeded() }
        #expect(
            log.map(\.message) == [
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
            ])
    }
}
