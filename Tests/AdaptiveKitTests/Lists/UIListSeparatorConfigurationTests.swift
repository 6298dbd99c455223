import Foundation
import Testing

@testable import AdaptiveKit

@MainActor
@Suite struct UIListSeparatorConfigurationTests {
    private let hairline = CGFloat(1) / 3

    /// A list of three 44-point items filling an iPhone 15 Pro (393 wide, @3x).
    private func list(
        _ configuration: UICollectionLayoutListConfiguration
    ) throws -> (DeviceSimulator, UICollectionView, CollectionTracker) {
        let controller = CollectionController(layout: UICollectionViewCompositionalLayout.list(using: configuration))
        let tracker = CollectionTracker(counts: [3])
        controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller.collectionView, tracker)
    }

    private func cell(_ collectionView: UICollectionView, _ item: Int) throws -> UICollectionViewListCell {
        try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
    }

    @Test func defaultsAreAutomatic() {
        let separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(separators.topSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.color == .separator)
        #expect(separators.multipleSelectionColor == .separator)
        let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(list.separatorConfiguration == separators)
        #expect(list.itemSeparatorHandler == nil)
        #expect(UIListSeparatorConfiguration.Visibility.hidden.rawValue == 2)
    }

    @Test func theSectionConfigurationSetsVisibilityInsetsAndColor() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.separatorConfiguration.topSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 0, bottom: 0, trailing: 0)
        configuration.separatorConfiguration.bottomSeparatorInsets.leading = 40
        configuration.separatorConfiguration.bottomSeparatorInsets.trailing = 8
        configuration.separatorConfiguration.color = .systemRed
        let (simulator, collectionView, _) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        // Inset grouped rows are 361 wide; the bottom line runs from 40 to 8 before the trailing edge.
        let first = try #require(try cell(collectionView, 0).listSeparators)
        #expect(first.top == CGRect(x: 0, y: 0, width: 361, height: hairline))
        #expect(first.bottom == CGRect(x: 40, y: 44 - hairline, width: 313, height: hairline))
        #expect(first.color == .systemRed)
        // The last item of a grouped section keeps no automatic bottom line.
        let last = try #require(try cell(collectionView, 2).listSeparators)
        #expect(last.top == CGRect(x: 0, y: 0, width: 361, height: hairline))
        #expect(last.bottom == nil)
    }

    @Test func theItemHandlerHasTheFinalSayPerItem() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.bottomSeparatorInsets.trailing = 4
        let asked = SeparatorHandlerLog()
        configuration.itemSeparatorHandler = { indexPath, section in
            asked.entries.append("\(indexPath.item): \(section.bottomSeparatorInsets.trailing)")
            var item = section
            switch indexPath.item {
            case 0: item.bottomSeparatorVisibility = .hidden
            case 2: item.bottomSeparatorVisibility = .visible
            default: item.bottomSeparatorInsets.leading = 0
            }
            return item
        }
        let (simulator, collectionView, _) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        asked.entries.removeAll()
        #expect(try cell(collectionView, 0).listSeparatorFrame == nil)
        #expect(
            try cell(collectionView, 1).listSeparatorFrame
                == CGRect(x: 0, y: 44 - hairline, width: 357, height: hairline))
        #expect(
            try cell(collectionView, 2).listSeparatorFrame
                == CGRect(x: 16, y: 44 - hairline, width: 341, height: hairline))
        #expect(asked.entries == ["0: 4.0", "1: 4.0", "2: 4.0"])
    }

    @Test func showsSeparatorsFalseOverridesTheConfiguration() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        let (simulator, collectionView, _) = try list(configuration)
        defer { withExtendedLifetime(simulator) {} }
        #expect(try cell(collectionView, 0).listSeparators == nil)
    }

    @Test func listSectionsFromASectionProviderKeepTheirOwnSeparators() throws {
        var grouped = UICollectionLayoutListConfiguration(appearance: .grouped)
        grouped.separatorConfiguration.bottomSeparatorInsets.leading = 30
        let plain = UICollectionLayoutListConfiguration(appearance: .plain)
        let layout = UICollectionViewCompositionalLayout { section, environment in
            switch section {
            case 0: NSCollectionLayoutSection.list(using: grouped, layoutEnvironment: environment)
            case 1: NSCollectionLayoutSection.list(using: plain, layoutEnvironment: environment)
            default:
                NSCollectionLayoutSection(
                    group: .horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                        subitems: [
                            .init(layoutSize: .init(widthDimension: .absolute(44), heightDimension: .absolute(44)))
                        ]))
            }
        }
        let controller = CollectionController(layout: layout)
        controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        let tracker = CollectionTracker(counts: [2, 2, 1])
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        func separators(_ item: Int, _ section: Int) throws -> ListCellSeparators? {
            let indexPath = IndexPath(item: item, section: section)
            return try #require(controller.collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell)
                .listSeparators
        }
        // Grouped: the configured 30-point inset, none after the section's last item.
        #expect(try separators(0, 0)?.bottom == CGRect(x: 30, y: 44 - hairline, width: 363, height: hairline))
        #expect(try separators(1, 0)?.bottom == nil)
        // Plain: the automatic line from the 16-point margin, after the last item too.
        #expect(try separators(1, 1)?.bottom == CGRect(x: 16, y: 44 - hairline, width: 377, height: hairline))
        // A list cell in a section that is not a list draws none.
        #expect(try separators(0, 2) == nil)
        #expect(layout.listConfiguration(forSection: 2) == nil)
        #expect(layout.firstListConfiguration?.appearance == .grouped)
    }

    @Test func theSeparatorFollowsItsLayoutGuide() throws {
        let (simulator, collectionView, _) = try list(UICollectionLayoutListConfiguration(appearance: .plain))
        let cell = try cell(collectionView, 0)
        let guide = cell.separatorLayoutGuide
        #expect(cell.separatorLayoutGuide === guide)
        simulator.window.layoutIfNeeded()
        // Unconstrained, the guide is the automatic separator: from the 16-point margin to the trailing edge.
        #expect(guide.layoutFrame.origin == CGPoint(x: 16, y: 44 - hairline))
        #expect(guide.layoutFrame.width == CGFloat(377))
        #expect(abs(guide.layoutFrame.height - hairline) < 1e-9)
        #expect(cell.listSeparatorFrame == CGRect(x: 16, y: 44 - hairline, width: 377, height: hairline))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
            label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            guide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
        ])
        simulator.window.layoutIfNeeded()
        #expect(cell.listSeparatorFrame == CGRect(x: 60, y: 44 - hairline, width: 333, height: hairline))
    }
}

/// Strings a closure appends to, read by the test after.
@MainActor
final class SeparatorHandlerLog {
    var entries: [String] = []
}
