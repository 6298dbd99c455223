import Foundation
import Testing

@testable import AdaptiveKit

/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): a tree of items with expansion state, and a collection view's
/// diffable data source that shows a section's visible items only.
@MainActor
@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    enum Section: Hashable, Sendable { case outline, flat }

    /// fruit (expanded) > apple, pear > (conference, williams); veg (collapsed) > leek.
    private func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["fruit", "veg"])
        snapshot.append(["apple", "pear"], to: "fruit")
        snapshot.append(["conference", "williams"], to: "pear")
        snapshot.append(["leek"], to: "veg")
        snapshot.expand(["fruit"])
        return snapshot
    }

    @Test func treeQueries() {
        let snapshot = outline()
        #expect(snapshot.items == ["fruit", "apple", "pear", "conference", "williams", "veg", "leek"])
        #expect(snapshot.rootItems == ["fruit", "veg"])
        #expect(snapshot.visibleItems == ["fruit", "apple", "pear", "veg"])
        #expect(snapshot.expandedItems == ["fruit"])
        #expect(snapshot.level(of: "fruit") == 0 && snapshot.level(of: "pear") == 1)
        #expect(snapshot.level(of: "williams") == 2 && snapshot.level(of: "kiwi") == NSNotFound)
        #expect(snapshot.parent(of: "williams") == "pear" && snapshot.parent(of: "veg") == nil)
        #expect(snapshot.index(of: "conference") == 3 && snapshot.index(of: "kiwi") == nil)
        #expect(snapshot.contains("leek") && !snapshot.contains("kiwi"))
        #expect(snapshot.isExpanded("fruit") && !snapshot.isExpanded("pear"))
        #expect(snapshot.isVisible("pear") && !snapshot.isVisible("conference") && !snapshot.isVisible("kiwi"))
        #expect(
            snapshot.visualDescription()
                == "+ fruit\n    apple\n  - pear\n      conference\n      williams\n- veg\n    leek")
    }

    @Test func expandAndCollapseChangeTheVisibleItems() {
        var snapshot = outline()
        snapshot.expand(["pear", "veg"])
        #expect(
            snapshot.visibleItems == ["fruit", "apple", "pear", "conference", "williams", "veg", "leek"])
        snapshot.collapse(["fruit"])
        // Collapsing a parent hides its expanded children's children too, and keeps their state.
        #expect(snapshot.visibleItems == ["fruit", "veg", "leek"])
        #expect(snapshot.isExpanded("pear") && !snapshot.isVisible("conference"))
        snapshot.expand(["fruit"])
        #expect(snapshot.visibleItems.count == 7)
    }

    @Test func insertDeleteAndSubtrees() {
        var snapshot = outline()
        snapshot.insert(["banana"], before: "pear")
        snapshot.insert(["comice"], after: "williams")
        snapshot.insert(["grain"], after: "fruit")
        #expect(
            snapshot.items == [
                "fruit", "apple", "banana", "pear", "conference", "williams", "comice", "grain", "veg", "leek",
            ])
        #expect(snapshot.parent(of: "banana") == "fruit" && snapshot.parent(of: "comice") == "pear")
        #expect(snapshot.rootItems == ["fruit", "grain", "veg"])

        let pears = snapshot.snapshot(of: "pear")
        #expect(pears.rootItems == ["conference", "williams", "comice"] && pears.items.count == 3)
        let withParent = snapshot.snapshot(of: "fruit", includingParent: true)
        #expect(withParent.rootItems == ["fruit"] && withParent.isExpanded("fruit"))
        #expect(withParent.items == ["fruit", "apple", "banana", "pear", "conference", "williams", "comice"])

        // Deleting a parent takes its descendants.
        snapshot.delete(["pear", "leek"])
        #expect(snapshot.items == ["fruit", "apple", "banana", "grain", "veg"])
        #expect(!snapshot.contains("conference") && snapshot.parent(of: "conference") == nil)

        var more = NSDiffableDataSourceSectionSnapshot<String>()
        more.append(["onion"])
        more.append(["red", "white"], to: "onion")
        more.expand(["onion"])
        snapshot.append(more, to: "veg")
        #expect(snapshot.items == ["fruit", "apple", "banana", "grain", "veg", "onion", "red", "white"])
        #expect(snapshot.level(of: "red") == 2 && snapshot.isExpanded("onion"))
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["carrot"])
        snapshot.replace(childrenOf: "veg", using: replacement)
        #expect(snapshot.items == ["fruit", "apple", "banana", "grain", "veg", "carrot"])
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.visibleItems.isEmpty)
    }

    @Test func badInputIsRecordedAndIgnored() {
        var snapshot = outline()
        let log = DiagnosticLog.capture {
            snapshot.append(["apple"], to: "veg")
            snapshot.insert(["kiwi"], before: "mango")
            snapshot.append(["kiwi", "kiwi"])
            _ = snapshot.snapshot(of: "mango")
        }
        #expect(
            log.map(\.message) == [
                "Item identifier already exists in the section snapshot: apple",
                "Invalid item identifier specified. Item not found in the section snapshot: mango",
                "Item identifier already exists in the section snapshot: kiwi",
                "Invalid item identifier specified. Item not found in the section snapshot: mango",
            ])
        #expect(log.allSatisfy { $0.name == "NSInternalInconsistencyException" })
        #expect(snapshot.items == outline().items)
    }

    // MARK: Data source

    private func make() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
            cell.accessibilityIdentifier = item
            return cell
        }
        return (collectionView, dataSource)
    }

    private func shown(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap {
            collectionView.cellForItem(at: $0)?.accessibilityIdentifier
        }
    }

    @Test func dataSourceShowsVisibleItemsAndFollowsExpansion() {
        let (collectionView, dataSource) = make()
        var flat = NSDiffableDataSourceSnapshot<Section, String>()
        flat.appendSections([.flat])
        flat.appendItems(["x", "y"])
        dataSource.apply(flat, animatingDifferences: false)
        // A section the data source lacks is appended.
        dataSource.apply(outline(), to: .outline, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(dataSource.snapshot().sectionIdentifiers == [.flat, .outline])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .outline) == ["fruit", "apple", "pear", "veg"])
        #expect(shown(collectionView) == ["x", "y", "fruit", "apple", "pear", "veg"])
        #expect(dataSource.indexPath(for: "veg") == IndexPath(item: 3, section: 1))
        #expect(dataSource.indexPath(for: "leek") == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 1))?.frame.minY == CGFloat(200))
        let vegCell = collectionView.cellForItem(at: IndexPath(item: 3, section: 1))

        var sectionSnapshot = dataSource.snapshot(for: .outline)
        #expect(sectionSnapshot.items == outline().items && sectionSnapshot.isExpanded("fruit"))
        sectionSnapshot.collapse(["fruit"])
        sectionSnapshot.expand(["veg"])
        var completed = false
        dataSource.apply(sectionSnapshot, to: .outline) { completed = true }
        collectionView.layoutIfNeeded()
        #expect(completed)
        #expect(shown(collectionView) == ["x", "y", "fruit", "veg", "leek"])
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(dataSource.indexPath(for: "leek") == IndexPath(item: 2, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "veg")
        // The batch update moved the surviving cell up to its new row.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) === vegCell)
        #expect(vegCell?.frame.minY == CGFloat(120))

        // A flat section's section snapshot lists its items as roots.
        #expect(dataSource.snapshot(for: .flat).rootItems == ["x", "y"])
        #expect(dataSource.snapshot(for: .flat).visibleItems == ["x", "y"])
    }

    @Test func wholeSnapshotKeepsUntouchedOutlinesAndFlattensChangedOnes() {
        let (_, dataSource) = make()
        dataSource.apply(outline(), to: .outline, animatingDifferences: false)
        var whole = dataSource.snapshot()
        whole.appendSections([.flat])
        whole.appendItems(["x"], toSection: .flat)
        dataSource.apply(whole, animatingDifferences: false)
        #expect(dataSource.snapshot(for: .outline).items.count == 7)
        whole.deleteItems(["apple"])
        dataSource.apply(whole, animatingDifferences: false)
        #expect(dataSource.snapshot(for: .outline).items == ["fruit", "pear", "veg"])
        #expect(dataSource.snapshot(for: .outline).level(of: "pear") == 0)
    }

    @Test func sectionSnapshotWithAnItemOfAnotherSectionIsRefused() {
        let (collectionView, dataSource) = make()
        var flat = NSDiffableDataSourceSnapshot<Section, String>()
        flat.appendSections([.flat])
        flat.appendItems(["apple"])
        dataSource.apply(flat, animatingDifferences: false)
        let log = DiagnosticLog.capture {
            dataSource.apply(outline(), to: .outline, animatingDifferences: false)
        }
        #expect(log.map(\.message) == ["Item identifier already exists in the data source: apple"])
        #expect(collectionView.numberOfSections == 1)
        #expect(dataSource.snapshot(for: .outline).items.isEmpty)
    }
}
