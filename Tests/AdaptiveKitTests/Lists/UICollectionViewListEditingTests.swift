import Foundation
import Testing

@testable import AdaptiveKit

/// A plain list of one section fed by a tracker, filling an iPhone 15 Pro (393 wide, @3x).
@MainActor
private func listScene(
    _ configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain), items: Int = 3
) throws -> (DeviceSimulator, UICollectionView, CollectionTracker) {
    let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration))
    let tracker = CollectionTracker(counts: [items])
    controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
    controller.collectionView.dataSource = tracker
    controller.collectionView.delegate = tracker
    let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
    simulator.window.layoutIfNeeded()
    return (simulator, controller.collectionView, tracker)
}

@MainActor
private func listCell(_ collectionView: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
    try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
}

@MainActor
@Suite struct UICollectionViewEditingTests {
    @Test func accessoriesShowByTheCollectionViewsEditingState() throws {
        let (simulator, collectionView, _) = try listScene()
        let cell = try listCell(collectionView, 0)
        cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        simulator.window.layoutIfNeeded()
        #expect(collectionView.isEditing == false)
        // Not editing: only the chevron's 15 + 8 + 10 at the trailing edge.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 360, height: 44))
        #expect(cell.accessoryLayout.placed.map(\.accessory) == [.disclosureIndicator(displayed: .whenNotEditing)])
        collectionView.isEditing = true
        simulator.window.layoutIfNeeded()
        // Editing: the 38-point delete control leads, the 38-point reorder control trails, the chevron hides.
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 317, height: 44))
        #expect(
            cell.accessoryLayout.placed.map(\.slot) == [
                CGRect(x: 0, y: 0, width: 38, height: 44), CGRect(x: 355, y: 0, width: 38, height: 44),
            ])
        collectionView.isEditing = false
        simulator.window.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 360, height: 44))
    }

    @Test func accessoriesTakeTheirSystemPlacesWhateverTheirOrder() throws {
        let (simulator, collectionView, _) = try listScene()
        let cell = try listCell(collectionView, 1)
        cell.accessories = [
            .label(text: ""), .checkmark(), .disclosureIndicator(), .outlineDisclosure(), .reorder(displayed: .always),
            .delete(displayed: .always),
        ]
        simulator.window.layoutIfNeeded()
        let placed = cell.accessoryLayout.placed
        #expect(
            placed.map(\.accessory) == [
                .delete(displayed: .always), .outlineDisclosure(), .reorder(displayed: .always), .disclosureIndicator(),
                .checkmark(), .label(text: ""),
            ])
        // Leading: delete 0–38, outline 38–71 (its chevron 10 in); trailing: reorder 355–393, chevron 322–355,
        // checkmark 283–322, empty label 258–283; glyphs centred on the @3x grid.
        #expect(placed.map(\.slot.minX) == [0, 38, 355, 322, 283, 258])
        #expect(placed[1].glyph == CGRect(x: 48, y: 47.0 / 3, width: 8, height: 13))
        #expect(placed[3].glyph == CGRect(x: 337, y: 47.0 / 3, width: 8, height: 13))
        #expect(placed[4].glyph == CGRect(x: 298, y: 50.0 / 3, width: 14, height: 11))
        #expect(cell.contentView.frame == CGRect(x: 71, y: 0, width: 187, height: 44))
    }

    @Test func indentationMovesTheContentAndTheLeadingAccessories() throws {
        let (simulator, collectionView, _) = try listScene()
        let cell = try listCell(collectionView, 0)
        cell.accessories = [.outlineDisclosure()]
        cell.indentationLevel = 2
        simulator.window.layoutIfNeeded()
        #expect(cell.accessoryLayout.placed.first?.slot == CGRect(x: 20, y: 0, width: 33, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 53, y: 0, width: 340, height: 44))
        cell.indentsAccessories = false
        simulator.window.layoutIfNeeded()
        #expect(cell.accessoryLayout.placed.first?.slot == CGRect(x: 0, y: 0, width: 33, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 53, y: 0, width: 340, height: 44))
        // The separator follows the content's leading margin.
        #expect(cell.listSeparatorFrame == CGRect(x: 69, y: 44 - 1.0 / 3, width: 324, height: 1.0 / 3))
    }

    @Test func rightToLeftCellsMirrorTheirAccessories() throws {
        let (simulator, collectionView, _) = try listScene()
        collectionView.traitOverrides.layoutDirection = .rightToLeft
        let cell = try listCell(collectionView, 0)
        cell.accessories = [.disclosureIndicator(), .delete(displayed: .always)]
        simulator.window.layoutIfNeeded()
        #expect(cell.traitCollection.layoutDirection == .rightToLeft)
        #expect(cell.accessoryLayout.placed.map(\.slot.minX) == [355, 0])
        #expect(cell.contentView.frame == CGRect(x: 33, y: 0, width: 322, height: 44))
    }

    @Test func theControllerPutsItsCollectionViewInEditingMode() throws {
        let controller = UICollectionViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        controller.isEditing = true
        // The collection view made later starts editing too.
        #expect(controller.collectionView.isEditing)
        controller.setEditing(false, animated: true)
        #expect(controller.isEditing == false)
        #expect(controller.collectionView.isEditing == false)
        controller.isEditing = true
        #expect(controller.collectionView.isEditing)
        // The collection view on its own does not tell the controller.
        controller.collectionView.isEditing = false
        #expect(controller.isEditing)
    }

    @Test func tapsSelectWhileEditingOnlyWhenAllowed() throws {
        let (simulator, collectionView, tracker) = try listScene()
        tracker.events.removeAll()
        collectionView.isEditing = true
        simulator.tapItem(at: IndexPath(item: 0, section: 0), in: collectionView)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        collectionView.allowsSelectionDuringEditing = true
        simulator.tapItem(at: IndexPath(item: 0, section: 0), in: collectionView)
        simulator.tapItem(at: IndexPath(item: 1, section: 0), in: collectionView)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        collectionView.allowsMultipleSelectionDuringEditing = true
        simulator.tapItem(at: IndexPath(item: 2, section: 0), in: collectionView)
        simulator.tapItem(at: IndexPath(item: 1, section: 0), in: collectionView)
        #expect(
            tracker.events == [
                "didSelect(0-0)", "didDeselect(0-0)", "didSelect(0-1)", "didSelect(0-2)", "didDeselect(0-1)",
            ])
        // Out of editing mode the ordinary (single) selection rules apply again.
        collectionView.isEditing = false
        simulator.tapItem(at: IndexPath(item: 0, section: 0), in: collectionView)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collectionView.allowsMultipleSelection == false)
    }
}
