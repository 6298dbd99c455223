import Foundation
import Testing

@testable import AdaptiveKit

/// Orthogonal sections whose items have `.estimated` widths: each group as wide as its fitted item, the section's
/// scroll view as wide as the fitted groups, and the paging behaviours coming to rest on the fitted groups.
@MainActor
@Suite struct OrthogonalEstimatedWidthTests {
    static var hosts: [DeviceSimulator] = []
    static var sources: [TextSource] = []

    /// "Swift", "Adaptive layout", "Size classes", "Traits", "Auto Layout": label cells 56.67, 128.33, 107.67,
    /// 60.33 and 105 wide (see CompositionalEstimatedWidthTests).
    static let texts: [String?] = ["Swift", "Adaptive layout", "Size classes", "Traits", "Auto Layout"]

    @MainActor final class Scene {
        let simulator: DeviceSimulator
        let collectionView: UICollectionView
        init(simulator: DeviceSimulator, collectionView: UICollectionView) {
            self.simulator = simulator
            self.collectionView = collectionView
        }
        var scroller: UIScrollView? { collectionView.subviews.compactMap { $0 as? UIScrollView }.first }
        /// Where a cell shows, in the collection view's coordinates, on a 1/6-point grid.
        func shownFrame(_ item: Int) -> CGRect? {
            guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
            return grid(cell.superview?.convert(cell.frame, to: collectionView) ?? .null)
        }
    }

    /// Groups of one estimated-width item (or, with `groupWidth`, a fixed-width group of them), 10 apart, in a
    /// 343 × 600 collection view.
    private func make(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
        groupWidth: NSCollectionLayoutDimension = .estimated(100), insets: CGFloat = 0
    ) throws -> Scene {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: .absolute(40)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: insets, bottom: 0, trailing: insets)
        section.orthogonalScrollingBehavior = behavior
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 343, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
        let source = TextSource(Self.texts)
        Self.sources.append(source)
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        Self.hosts.append(simulator)
        collectionView.layoutIfNeeded()
        return Scene(simulator: simulator, collectionView: collectionView)
    }

    @Test func itemsTakeTheirFittedWidthsAndTheScrollerFollows() throws {
        let scene = try make(.continuous)
        let scroller = try #require(scene.scroller)
        // Four cells show and fit; "Auto Layout" starts at 393, past the 343-point edge, and keeps its 100.
        #expect(
            (0..<4).map { scene.shownFrame($0) } == [
                CGRect(x: 0, y: 0, width: CGFloat(170) / 3, height: 40),
                CGRect(x: CGFloat(200) / 3, y: 0, width: CGFloat(385) / 3, height: 40),
                CGRect(x: 205, y: 0, width: CGFloat(323) / 3, height: 40),
                CGRect(x: CGFloat(968) / 3, y: 0, width: CGFloat(181) / 3, height: 40),
            ])
        #expect(scene.shownFrame(4) == nil)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 343, height: 40))
        #expect(grid(scroller.contentSize.width) == 493)
        #expect(scene.collectionView.contentSize == CGSize(width: 343, height: 40))
        // Scrolled to the end, the last cell shows, fits at 105 and the content grows by 5.
        scene.simulator.drag(scroller, by: CGPoint(x: -200, y: 0))
        scene.simulator.runUntilIdle()
        scene.collectionView.layoutIfNeeded()
        #expect(grid(scroller.contentSize.width) == 498)
        #expect(grid(scroller.contentOffset.x) == 150)
        // 393 less the 150 scrolled.
        #expect(scene.shownFrame(4) == CGRect(x: 243, y: 0, width: 105, height: 40))
    }

    @Test func aFixedWidthGroupHoldsTheFittedItemsThatFitIt() throws {
        // 200-point groups: "Swift" + 8 + "Adaptive layout" (193) fit the first; "Size classes" fits the second
        // alone while "Traits" (not shown, so at its estimated 100) would take it to 215.67.
        let scene = try make(.continuous, groupWidth: .absolute(200), insets: 16)
        let scroller = try #require(scene.scroller)
        #expect(
            (0..<3).map { scene.shownFrame($0) } == [
                CGRect(x: 16, y: 0, width: CGFloat(170) / 3, height: 40),
                CGRect(x: 16 + CGFloat(194) / 3, y: 0, width: CGFloat(385) / 3, height: 40),
                CGRect(x: 226, y: 0, width: CGFloat(323) / 3, height: 40),
            ])
        // Four groups of 200, 10 apart, and the 16-point insets.
        #expect(grid(scroller.contentSize.width) == 862)
        #expect(scene.shownFrame(3) == nil)
    }

    @Test(arguments: [
        // Group starts after fitting: 0, 66.67, 205, 322.67 (and "Auto Layout" at 393).
        (
            UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, CGFloat(-30), CGFloat(-500),
            CGFloat(200) / 3
        ),
        (.groupPaging, -120, 500, CGFloat(200) / 3),
        (.groupPaging, -50, 0, CGFloat(200) / 3),
        (.groupPaging, -20, 0, 0),
        (.continuousGroupLeadingBoundary, -100, 0, CGFloat(200) / 3),
        // Nearest 140 is 205, held to the end as known on release (493 - 343; "Auto Layout" fits afterwards).
        (.continuousGroupLeadingBoundary, -140, 0, 150),
    ])
    func pagingComesToRestOnTheFittedGroups(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, travel: CGFloat, velocity: CGFloat,
        rest: CGFloat
    ) throws {
        let scene = try make(behavior)
        let scroller = try #require(scene.scroller)
        scene.simulator.drag(scroller, by: CGPoint(x: travel, y: 0), velocity: CGPoint(x: velocity, y: 0))
        scene.simulator.runUntilIdle()
        scene.collectionView.layoutIfNeeded()
        #expect(grid(scroller.contentOffset.x) == grid(rest))
    }

    @Test func centredGroupPagingCentresEachFittedGroup() throws {
        let scene = try make(.groupPagingCentered)
        let scroller = try #require(scene.scroller)
        // The first group centred: (343 - 56.67) / 2 before it.
        #expect(scene.shownFrame(0) == CGRect(x: CGFloat(859) / 6, y: 0, width: CGFloat(170) / 3, height: 40))
        scene.simulator.drag(scroller, by: CGPoint(x: -30, y: 0), velocity: CGPoint(x: -500, y: 0))
        scene.simulator.runUntilIdle()
        scene.collectionView.layoutIfNeeded()
        // The second group (128.33) now centred: (343 - 128.33) / 2 = 107.33.
        #expect(scene.shownFrame(1) == CGRect(x: CGFloat(322) / 3, y: 0, width: CGFloat(385) / 3, height: 40))
        #expect(grid(scroller.contentOffset.x) == grid(102.5))
    }
}

/// A value on a 1/6-point grid, so sums of thirds and halves compare exactly.
func grid(_ value: CGFloat) -> CGFloat { (value * 6).rounded() / 6 }

/// A rectangle on a 1/6-point grid.
func grid(_ rect: CGRect) -> CGRect {
    CGRect(x: grid(rect.minX), y: grid(rect.minY), width: grid(rect.width), height: grid(rect.height))
}
