import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// R1: list cell accessories are drawn as a table row draws the same ones, where the cell placed them.
@MainActor
@Suite struct ListAccessoryRenderingTests {
    /// A plain list of four items at y = 100 on an iPhone 15 Pro (393 wide, @3x), unscrolled, with accessories.
    private func render(
        _ accessories: [[UICellAccessory]], editing: Bool = false
    ) throws -> (svg: [String], collection: UICollectionView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 393, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        let items = ListRenderingTests.Items([accessories.count])
        collection.dataSource = items
        controller.view.addSubview(collection)
        simulator.window.layoutIfNeeded()
        for (item, shown) in accessories.enumerated() {
            (collection.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)?
                .accessories = shown
        }
        collection.isEditing = editing
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return withExtendedLifetime(items) { (svg, collection) }
    }

    private func elements(_ svg: [String], class name: String) -> [String] {
        svg.filter { $0.contains("class=\"\(name)\"") }
    }

    @Test func R1_listAccessoriesAreDrawnLikeTheTablesInTheirFrames() throws {
        let (svg, collection) = try render([
            [.disclosureIndicator()], [.checkmark()], [.label(text: "Detail")], [.outlineDisclosure()],
        ])
        // Rows are 44 tall from y = 100; each glyph 10 points from its edge, centred on the @3x grid:
        // the 8 × 13 chevron of the first row at 100 + 15.67, the 14 × 11 checkmark of the second at 144 + 16.67.
        #expect(
            elements(svg, class: "accessory-disclosure") == [
                ##"<path class="accessory-disclosure" d="M375 115.67 L383 122.17 L375 128.67" fill="none" stroke="#C7C7CC" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##
            ])
        #expect(
            elements(svg, class: "accessory-checkmark") == [
                ##"<path class="accessory-checkmark" d="M369 166.72 L373.9 171.67 L383 160.67" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##
            ])
        // The label's text ends 10 points from the trailing edge, in the secondary label grey.
        let label = try #require(
            (collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)?
                .accessoryLayout.placed.first?.glyph)
        #expect(label.maxX == 383)
        let text = try #require(elements(svg, class: "accessory-label").first)
        #expect(text.hasPrefix(##"<text class="accessory-label" x="\##(SVGFormat.number(label.minX))" y=""##))
        #expect(text.contains(##"fill="#3C3C43""##) && text.hasSuffix(">Detail</text>"))
        // The outline disclosure of a collapsed item points to the trailing side at the leading edge, tinted.
        #expect(
            elements(svg, class: "accessory-outline-disclosure") == [
                ##"<path class="accessory-outline-disclosure" d="M10 247.67 L18 254.17 L10 260.67" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##
            ])
        #expect(elements(svg, class: "editing-delete").isEmpty)
    }

    @Test func R1_editingListsDrawTheDeleteAndReorderControls() throws {
        let controls: [UICellAccessory] = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        let (plain, _) = try render([controls])
        #expect(elements(plain, class: "editing-delete").isEmpty)
        #expect(elements(plain, class: "reorder-control").isEmpty)
        #expect(elements(plain, class: "accessory-disclosure").count == 1)
        let (svg, _) = try render([controls], editing: true)
        // The red circle centred in the 38-point leading slot, the three bars in the 38-point trailing one.
        #expect(
            elements(svg, class: "editing-delete") == [
                ##"<circle class="editing-delete" cx="19" cy="122" r="11" fill="#FF3B30"/>"##
            ])
        #expect(
            elements(svg, class: "reorder-control") == [
                ##"<rect class="reorder-control" x="365.5" y="115.75" width="17" height="1.5" fill="#C7C7CC"/>"##,
                ##"<rect class="reorder-control" x="365.5" y="121.25" width="17" height="1.5" fill="#C7C7CC"/>"##,
                ##"<rect class="reorder-control" x="365.5" y="126.75" width="17" height="1.5" fill="#C7C7CC"/>"##,
            ])
        #expect(elements(svg, class: "accessory-disclosure").isEmpty)
    }

    @Test func R1_listSeparatorConfigurationIsDrawn() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.itemSeparatorHandler = { indexPath, section in
            var item = section
            item.bottomSeparatorInsets.leading = indexPath.item == 0 ? 0 : 40
            item.topSeparatorVisibility = indexPath.item == 0 ? .visible : .hidden
            return item
        }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 393, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        let items = ListRenderingTests.Items([2])
        collection.dataSource = items
        controller.view.addSubview(collection)
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            elements(svg, class: "separator") == [
                ##"<rect class="separator" x="16" y="100" width="377" height="0.33" fill="#FF3B30"/>"##,
                ##"<rect class="separator" x="0" y="143.67" width="393" height="0.33" fill="#FF3B30"/>"##,
                ##"<rect class="separator" x="40" y="187.67" width="353" height="0.33" fill="#FF3B30"/>"##,
            ])
        withExtendedLifetime(items) {}
    }

    @Test func R1_anExpandedOutlineItemPointsDown() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 393, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "item")
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            view, indexPath, _ in
            let cell =
                view.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as? UICollectionViewListCell
            cell?.accessories = [.outlineDisclosure()]
            return cell
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple"], to: "Fruit")
        outline.expand(["Fruit"])
        source.apply(outline, to: 0, animatingDifferences: false)
        controller.view.addSubview(collection)
        simulator.window.layoutIfNeeded()
        let svg = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // Fruit's chevron turns about its centre (14, 122.17) to point down; Apple's (collapsed) points to the side.
        #expect(
            elements(svg, class: "accessory-outline-disclosure") == [
                ##"<path class="accessory-outline-disclosure" d="M7.5 118.17 L14 126.17 L20.5 118.17" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##,
                ##"<path class="accessory-outline-disclosure" d="M10 159.67 L18 166.17 L10 172.67" fill="none" stroke="#007AFF" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>"##,
            ])
    }
}
