import Foundation
import Testing

@testable import AdaptiveKit

@MainActor
@Suite struct UICollectionLayoutListHeadersTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    /// A list of two sections (3 and 2 rows) fed by a diffable data source whose supplementary provider
    /// dequeues headers and footers, hosted in an iPhone 15 Pro window.
    private func list(
        _ configuration: UICollectionLayoutListConfiguration
    ) throws -> (DeviceSimulator, UICollectionView, UICollectionViewDiffableDataSource<Int, String>, [String]) {
        let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let collectionView = controller.collectionView
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
        collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "Footer")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var asked: [String] = []
        source.supplementaryViewProvider = { view, kind, indexPath in
            asked.append(
                "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
            return view.dequeueReusableSupplementaryView(
                ofKind: kind,
                withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer",
                for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "b", "c"], toSection: 0)
        snapshot.appendItems(["d", "e"], toSection: 1)
        source.apply(snapshot, animatingDifferences: false)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, collectionView, source, asked)
    }

    private func frame(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame
    }

    private func row(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func plainSupplementaryHeadersAndFootersTakeTheTablesHeightsAndTopPadding() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (simulator, collectionView, _, _) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        // Automatic header top padding 22, then a 22-pt header, three 44-pt rows, a 22-pt footer.
        #expect(frame(collectionView, header, 0) == CGRect(x: 0, y: 22, width: 393, height: 22))
        #expect(row(collectionView, 0, 0) == CGRect(x: 0, y: 44, width: 393, height: 44))
        #expect(frame(collectionView, footer, 0) == CGRect(x: 0, y: 176, width: 393, height: 22))
        #expect(frame(collectionView, header, 1) == CGRect(x: 0, y: 220, width: 393, height: 22))
        #expect(row(collectionView, 1, 1) == CGRect(x: 0, y: 286, width: 393, height: 44))
        #expect(frame(collectionView, footer, 1) == CGRect(x: 0, y: 330, width: 393, height: 22))
        #expect(collectionView.contentSize.height == CGFloat(352))
    }

    @Test func supplementaryViewsAreDequeuedThroughTheProviderAndPlacedAtTheirFrames() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (simulator, collectionView, _, asked) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        #expect(Set(asked) == ["header 0", "footer 0", "header 1", "footer 1"])
        let headerView = collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        // Inset grouped: no top padding, a 49.5-pt header inset to the 16-pt margins.
        #expect(headerView?.frame == CGRect(x: 16, y: 0, width: 361, height: 49.5))
        #expect(row(collectionView, 0, 0) == CGRect(x: 16, y: 49.5, width: 361, height: 44))
        #expect(frame(collectionView, footer, 0) == CGRect(x: 16, y: 181.5, width: 361, height: 18))
        #expect(frame(collectionView, header, 1) == CGRect(x: 16, y: 199.5, width: 361, height: 49.5))
    }

    @Test func anExplicitHeaderTopPaddingReplacesTheAutomaticOne() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 0
        let (simulator, collectionView, _, _) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        #expect(frame(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 393, height: 22))
        #expect(frame(collectionView, footer, 0) == nil)
        #expect(frame(collectionView, header, 1) == CGRect(x: 0, y: 154, width: 393, height: 22))
    }

    @Test func groupedSectionsWithoutHeadersAreSpacedAsGroupedTables() throws {
        let (simulator, collectionView, _, asked) = try list(UICollectionLayoutListConfiguration(appearance: .grouped))
        defer { withExtendedLifetime(simulator) {} }
        // The untitled grouped table header's 35 points above each section (unconfirmed).
        #expect(row(collectionView, 0, 0) == CGRect(x: 0, y: 35, width: 393, height: 44))
        #expect(row(collectionView, 0, 1) == CGRect(x: 0, y: 202, width: 393, height: 44))
        #expect(frame(collectionView, header, 0) == nil)
        #expect(asked.isEmpty)
    }

    @Test func firstItemInSectionHeadersAddNoSupplementaryViews() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let (simulator, collectionView, _, asked) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        #expect(row(collectionView, 0, 0) == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(frame(collectionView, header, 0) == nil)
        #expect(asked.isEmpty)
    }

    @Test func aBoundaryItemWithAFixedHeightSitsOutsideTheSectionInsets() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "Banner", alignment: .top)
        ]
        let controller = CollectionController(layout: UICollectionViewCompositionalLayout(section: section))
        let tracker = CollectionTracker(counts: [2, 0])
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: "Banner", withReuseIdentifier: "Banner")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let collectionView = controller.collectionView
        #expect(frame(collectionView, "Banner", 0) == CGRect(x: 8, y: 0, width: 377, height: 30))
        #expect(row(collectionView, 0, 0) == CGRect(x: 8, y: 40, width: 377, height: 50))
        // An empty section still shows its header.
        #expect(frame(collectionView, "Banner", 1) == CGRect(x: 8, y: 150, width: 377, height: 30))
        #expect(frame(collectionView, "Other", 0) == nil)
        #expect(frame(collectionView, "Banner", 2) == nil)
    }

    private func cell(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    @Test func listCellSeparatorsStartAtTheContentMarginAndStopAtGroupedSectionEnds() throws {
        let (simulator, plain, _, _) = try list(UICollectionLayoutListConfiguration(appearance: .plain))
        defer { withExtendedLifetime(simulator) {} }
        let hairline = CGFloat(1) / 3
        // One pixel at the bottom, from the 16-pt system margin to the trailing edge, as a table row's.
        #expect(cell(plain, 0, 0)?.listSeparatorFrame == CGRect(x: 16, y: 44 - hairline, width: 377, height: hairline))
        #expect(cell(plain, 2, 0)?.listSeparatorFrame == CGRect(x: 16, y: 44 - hairline, width: 377, height: hairline))
        cell(plain, 1, 0)?.indentationLevel = 2
        #expect(cell(plain, 1, 0)?.listSeparatorFrame == CGRect(x: 36, y: 44 - hairline, width: 357, height: hairline))

        let (groupedSimulator, grouped, _, _) = try list(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        defer { withExtendedLifetime(groupedSimulator) {} }
        #expect(
            cell(grouped, 0, 0)?.listSeparatorFrame == CGRect(x: 16, y: 44 - hairline, width: 345, height: hairline))
        #expect(cell(grouped, 2, 0) != nil)
        #expect(cell(grouped, 2, 0)?.listSeparatorFrame == nil)

        var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
        hidden.showsSeparators = false
        let (bareSimulator, bare, _, _) = try list(hidden)
        defer { withExtendedLifetime(bareSimulator) {} }
        #expect(cell(bare, 0, 0) != nil)
        #expect(cell(bare, 0, 0)?.listSeparatorFrame == nil)
        #expect(UICollectionViewListCell().listSeparatorFrame == nil)
    }
}

@MainActor
@Suite struct UICellAccessoryTests {
    @Test func accessoriesNarrowTheContentViewAtTheirEdges() throws {
        let controller = CollectionController(
            layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let tracker = CollectionTracker(counts: [1])
        controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let cell = try #require(
            controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        // A chevron takes 15 + 8 + 10 at the trailing edge, as a table row's.
        cell.accessories = [.disclosureIndicator()]
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 360, height: 44))
        cell.accessories = [.outlineDisclosure(), .checkmark()]
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 33, y: 0, width: 321, height: 44))
        // Delete and reorder show only while editing by default; a cell here never edits.
        cell.accessories = [.delete(), .reorder()]
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        cell.accessories = [.delete(displayed: .always), .reorder(displayed: .always)]
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 317, height: 44))
        cell.accessories = [.label(text: "")]
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 368, height: 44))
    }
}
