import Foundation
import Testing

@testable import AdaptiveKit

/// Inserts, deletes, moves and the messages UIKit gives for bad batches.
@MainActor
@Suite struct UICollectionViewBatchUpdateTests {
    @Test func batchUpdatesMoveCellsToTheirNewIndexPaths() throws {
        let (simulator, controller, tracker, _) = try UICollectionViewTests.flowScene(
            reference: .fromSafeArea, items: 5)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        tracker.events = []
        var finished: Bool?
        collectionView.performBatchUpdates(
            {
                tracker.counts = [5]
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
            }, completion: { finished = $0 })
        #expect(finished == true)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(
            tracker.events == [
                "numberOfSections", "numberOfItems(0)", "didEndDisplaying(0-0)", "cellForItem(0-4)", "willDisplay(0-4)",
            ])
    }

    @Test func outOfRangeBatchUpdateIsRefusedWithUIKitsMessage() throws {
        let (simulator, controller, tracker, _) = try UICollectionViewTests.flowScene(
            reference: .fromSafeArea, items: 5)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        let before = collectionView.visibleCells
        var finished: Bool?
        let diagnostics = DiagnosticLog.capture {
            collectionView.performBatchUpdates(
                {
                    tracker.counts = [6]
                    collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])
                }, completion: { finished = $0 })
        }
        #expect(
            diagnostics.map(\.message) == [
                "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"
            ])
        #expect(finished == false)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(collectionView.visibleCells.count == before.count)
        let deleted = DiagnosticLog.capture { collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
        #expect(
            deleted.map(\.message) == [
                "attempt to delete item 7 from section 0 which only contains 5 items before the update"
            ])
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
    }

    @Test func inconsistentCountsFallBackToReloadData() throws {
        let (simulator, controller, tracker, _) = try UICollectionViewTests.flowScene(
            reference: .fromSafeArea, items: 5)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        let diagnostics = DiagnosticLog.capture {
            tracker.counts = [8]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .warning,
                    message: "[UICollectionView] Performing reloadData as a fallback — Invalid update: invalid number "
                        + "of items in section 0. The number of items contained in an existing section after the "
                        + "update (8) must be equal to the number of items contained in that section before the "
                        + "update (5), plus or minus the number of items inserted or deleted from that section "
                        + "(1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
                        + "section (0 moved in, 0 moved out).")
            ])
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 8)
        #expect(collectionView.visibleCells.count == 8)
    }

    @Test func sectionsInsertDeleteAndMove() throws {
        let (simulator, controller, tracker, _) = try UICollectionViewTests.flowScene(
            reference: .fromSafeArea, items: 2)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        tracker.counts = [2, 3]
        collectionView.insertSections([1])
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 2)
        let moved = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        tracker.counts = [3, 2]
        collectionView.moveSection(0, toSection: 1)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === moved)
        tracker.counts = [2]
        collectionView.deleteSections([0])
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === moved)
        let refused = DiagnosticLog.capture { collectionView.deleteSections([4]) }
        #expect(
            refused.map(\.message) == ["attempt to delete section 4, but there are only 1 sections before the update"])
    }

    @Test func cellsThatWereNotDequeuedAndMissingHeadersGetUIKitsMessages() throws {
        final class Careless: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
        }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let source = Careless()
        collectionView.dataSource = source
        let diagnostics = DiagnosticLog.capture { collectionView.layoutIfNeeded() }
        #expect(
            diagnostics.map(\.message) == [
                // The header comes first: the flow layout lists it before the section's items.
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not have a "
                    + "reuseIdentifier - views must be retrieved by calling "
                    + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: "
                    + "(kind UICollectionElementKindSectionHeader)",
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
            ])
        #expect(collectionView.visibleCells.count == 1)
        #expect(collectionView.visibleCells.first?.frame == CGRect(x: 0, y: 20, width: 50, height: 50))
    }
}
