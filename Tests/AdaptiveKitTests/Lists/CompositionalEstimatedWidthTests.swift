import Foundation
import Testing

@testable import AdaptiveKit

/// Compositional sections whose item widths are `.estimated`: each cell as wide as its content, groups filled
/// while items fit.
@MainActor
@Suite struct CompositionalEstimatedWidthTests {
    static var hosts: [DeviceSimulator] = []

    /// A 343 × 600 collection view in an iPhone 15 Pro's window (@3x).
    func collectionView(_ layout: UICollectionViewLayout, _ source: TextSource) throws -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 343, height: 600), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        Self.hosts.append(try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller))
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func frames(_ collectionView: UICollectionView, _ count: Int) -> [CGRect] {
        (0..<count).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    }

    /// The width of a one-line label of `text` plus the cell's 8 + 8, on the @3x grid.
    func cellWidth(_ text: String) -> CGFloat {
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 17)
        label.text = text
        return label.textSize(wrappingAt: nil).width + 16
    }

    @Test func C6_estimatedItemWidthsFillGroupsLikeTags() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let texts = ["Swift", "Adaptive layout", "Size classes", "Traits", "Auto Layout", nil]
        let collectionView = try collectionView(layout, TextSource(texts))
        let widths = texts.prefix(5).map { cellWidth($0 ?? "") }
        #expect(
            widths.map { ($0 * 3).rounded() / 3 } == [
                CGFloat(170) / 3, CGFloat(385) / 3, CGFloat(323) / 3, CGFloat(181) / 3, 105,
            ])
        // Row one holds 56.67 + 8 + 128.33 + 8 + 107.67 = 308.67 of 343; "Traits" (60.33 after 8) no longer fits.
        #expect(
            frames(collectionView, 6).map { pixels($0) } == [
                CGRect(x: 0, y: 0, width: CGFloat(170) / 3, height: 40),
                CGRect(x: CGFloat(194) / 3, y: 0, width: CGFloat(385) / 3, height: 40),
                CGRect(x: 201, y: 0, width: CGFloat(323) / 3, height: 40),
                CGRect(x: 0, y: 50, width: CGFloat(181) / 3, height: 40),
                CGRect(x: CGFloat(205) / 3, y: 50, width: 105, height: 40),
                // The cell without constraints keeps its estimated 100.
                CGRect(x: CGFloat(544) / 3, y: 50, width: 100, height: 40),
            ])
        #expect(layout.collectionViewContentSize == CGSize(width: 343, height: 90))
    }

    @Test func C6_anEstimatedWidthWiderThanItsGroupIsClampedAndWraps() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = try collectionView(layout, TextSource([threeLineText, "Swift"]))
        // 343 wide at most: the label wraps at 327 in three lines (61), the group as tall as its item.
        #expect(
            frames(collectionView, 2) == [
                CGRect(x: 0, y: 0, width: 343, height: 77),
                CGRect(x: 0, y: 77, width: CGFloat(170) / 3, height: CGFloat(61) / 3 + 16),
            ])
    }

    @Test func C6_estimatedWidthsWithoutItemsOrWithANegativeEstimate() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(-10), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let empty = try collectionView(layout, TextSource([]))
        #expect(layout.collectionViewContentSize == CGSize(width: 343, height: 0))
        #expect(empty.visibleCells.isEmpty)
        // Cells without constraints keep the estimate, floored at zero: zero-width items 8 apart on one row.
        let other = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = try collectionView(other, TextSource([nil, nil]))
        #expect(
            frames(collectionView, 2) == [
                CGRect(x: 0, y: 0, width: 0, height: 40), CGRect(x: 8, y: 0, width: 0, height: 40),
            ])
        #expect(other.collectionViewContentSize == CGSize(width: 343, height: 40))
    }
}
