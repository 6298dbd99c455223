import Foundation
import Testing

@testable import AdaptiveKit

@MainActor
@Suite struct SectionSnapshotHandlersTests {
    /// An outline (Fruit › Apple, Pear; Veg) in a plain list whose cells show an outline disclosure.
    private func outline() throws -> (
        DeviceSimulator, UICollectionView, UICollectionViewDiffableDataSource<Int, String>
    ) {
        let controller = CollectionController(
            layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let collectionView = controller.collectionView
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, _ in
            let cell =
                view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as? UICollectionViewListCell
            cell?.accessories = [.outlineDisclosure(displayed: .whenNotEditing)]
            return cell
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        source.apply(outline, to: 0, animatingDifferences: false)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, collectionView, source)
    }

    @Test func tappingTheOutlineDisclosureExpandsAndCollapsesThroughTheHandlers() throws {
        let (simulator, collectionView, source) = try outline()
        var log: [String] = []
        source.sectionSnapshotHandlers.shouldExpandItem = { item in
            log.append("shouldExpand \(item)")
            return item != "Pear"
        }
        source.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        source.sectionSnapshotHandlers.shouldCollapseItem = { item in
            log.append("shouldCollapse \(item)")
            return true
        }
        source.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 0, section: 0), in: collectionView)
        #expect(source.snapshot(for: 0).visibleItems == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) != nil)
        // Pear may not expand: nothing changes.
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 2, section: 0), in: collectionView)
        #expect(source.snapshot(for: 0).expandedItems == ["Fruit"])
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 0, section: 0), in: collectionView)
        #expect(source.snapshot(for: 0).visibleItems == ["Fruit", "Veg"])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(
            log == [
                "shouldExpand Fruit", "willExpand Fruit", "shouldExpand Pear", "shouldCollapse Fruit",
                "willCollapse Fruit",
            ])
    }

    @Test func anExpandingParentGetsItsChildrenFromTheHandler() throws {
        let (simulator, collectionView, source) = try outline()
        var log: [String] = []
        source.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            log.append("snapshotForExpandingParent \(parent) \(children.items)")
            // Veg's children load on first expansion; Fruit keeps its own.
            guard parent == "Veg" else { return children }
            var loaded = children
            loaded.append(["Kale", "Leek"])
            return loaded
        }
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 1, section: 0), in: collectionView)
        #expect(log == ["willExpand Veg", "snapshotForExpandingParent Veg []"])
        #expect(source.snapshot(for: 0).visibleItems == ["Fruit", "Veg", "Kale", "Leek"])
        #expect(source.snapshot(for: 0).level(of: "Kale") == 1)
        #expect(source.isExpandedItem(at: IndexPath(item: 1, section: 0)))
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 0, section: 0), in: collectionView)
        #expect(log.last == "snapshotForExpandingParent Fruit [\"Apple\", \"Pear\"]")
        #expect(source.snapshot(for: 0).visibleItems == ["Fruit", "Apple", "Pear", "Veg", "Kale", "Leek"])
    }

    @Test func childrenAlreadyInTheSectionAreRefused() throws {
        let (simulator, collectionView, source) = try outline()
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
            var duplicate = NSDiffableDataSourceSectionSnapshot<String>()
            duplicate.append(["Apple"])
            return duplicate
        }
        let log = DiagnosticLog.capture {
            simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 1, section: 0), in: collectionView)
        }
        #expect(log.map(\.message) == ["Item identifier already exists in the section snapshot: Apple"])
        #expect(log.map(\.name) == ["NSInternalInconsistencyException"])
        #expect(source.snapshot(for: 0).items == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(source.snapshot(for: 0).expandedItems.isEmpty)
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test func aHiddenOutlineDisclosureCannotBeTapped() throws {
        let (simulator, collectionView, source) = try outline()
        var log: [String] = []
        source.sectionSnapshotHandlers.shouldExpandItem = { item in
            log.append("shouldExpand \(item)")
            return true
        }
        // The disclosure shows only when not editing.
        collectionView.isEditing = true
        simulator.window.layoutIfNeeded()
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 0, section: 0), in: collectionView)
        // An item off the list has no cell.
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 9, section: 0), in: collectionView)
        #expect(log.isEmpty)
        #expect(source.snapshot(for: 0).expandedItems.isEmpty)
        collectionView.isEditing = false
        simulator.window.layoutIfNeeded()
        simulator.tapOutlineDisclosure(ofItemAt: IndexPath(item: 0, section: 0), in: collectionView)
        #expect(log == ["shouldExpand Fruit"])
    }
}
