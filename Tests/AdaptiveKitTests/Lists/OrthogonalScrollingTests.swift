import Foundation
import Testing

@testable import AdaptiveKit

/// Sideways scrolling of an orthogonal section: the section's cells sit in a scroll view of their own, a drag
/// moves them and changes which get cells, each behaviour comes to rest where UIKit's does, and the section's
/// `visibleItemsInvalidationHandler` sees the visible items, the sideways offset and the environment.
@MainActor
@Suite struct OrthogonalScrollingTests {
    @MainActor final class Scene {
        let simulator: DeviceSimulator
        let collectionView: UICollectionView
        /// The data source, kept alive here (a collection view holds its data source weakly).
        var source: AnyObject?
        var calls: [(items: [IndexPath], frames: [CGRect], offset: CGPoint, container: CGSize)] = []
        init(simulator: DeviceSimulator, collectionView: UICollectionView) {
            self.simulator = simulator
            self.collectionView = collectionView
        }
        /// The scroll view UIKit puts behind the orthogonal section, found as a UIKit test would: a subview.
        var scroller: UIScrollView? { collectionView.subviews.compactMap { $0 as? UIScrollView }.first }
        func visible(section: Int) -> [Int] {
            collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
        }
        /// Where a cell shows, in the collection view's coordinates.
        func shownFrame(_ item: Int, _ section: Int = 0) -> CGRect? {
            guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) else { return nil }
            return cell.superview?.convert(cell.frame, to: collectionView)
        }
    }

    /// Section 0: ten 120 × 100 groups 10 apart that scroll sideways with `behavior`; section 1: 50-point rows.
    private func make(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, handlerAlpha: Bool = false
    ) throws -> Scene {
        weak var scene: Scene?
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let width: NSCollectionLayoutDimension = index == 0 ? .absolute(120) : .fractionalWidth(1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: width, heightDimension: .absolute(index == 0 ? 100 : 50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            guard index == 0 else { return section }
            section.orthogonalScrollingBehavior = behavior
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                scene?.calls.append(
                    (items.map(\.indexPath), items.map(\.frame), offset, environment.container.contentSize))
                for item in items where handlerAlpha { item.alpha = item.indexPath.item == 2 ? 0.5 : 1 }
            }
            return section
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        let tracker = CollectionTracker(counts: [10, 3])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = tracker
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let made = Scene(simulator: simulator, collectionView: collectionView)
        made.source = tracker
        scene = made
        // The window's first layout ran before `scene` was set: lay out again so the handler's calls are seen.
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        return made
    }

    @Test func aDragMovesTheSectionsCellsAndOnlyTheVisibleBandGetsCells() throws {
        let scene = try make(.continuous)
        let scroller = try #require(scene.scroller)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(scroller.contentSize == CGSize(width: 1290, height: 100))
        #expect(scene.visible(section: 0) == [0, 1, 2])
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === scroller)
        #expect(
            scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === scene.collectionView)

        scene.simulator.drag(scroller, by: CGPoint(x: -200, y: 0))
        scene.collectionView.layoutIfNeeded()
        #expect(scroller.contentOffset == CGPoint(x: 200, y: 0))
        #expect(scene.visible(section: 0) == [1, 2, 3])
        #expect(scene.shownFrame(1) == CGRect(x: -70, y: 0, width: 120, height: 100))
        #expect(scene.shownFrame(3) == CGRect(x: 190, y: 0, width: 120, height: 100))
        // The layout's attributes stay where the section's offset zero puts them, as in UIKit.
        #expect(
            scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 130, y: 0, width: 120, height: 100))
        // Hit testing finds the item where it shows: x = 10 is inside item 1 (−70…50), not item 0.
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 10, y: 50)) == IndexPath(item: 1, section: 0))
        // The other section did not move.
        #expect(scene.visible(section: 1) == [0, 1, 2])
        #expect(scene.shownFrame(0, 1) == CGRect(x: 0, y: 100, width: 300, height: 50))

        let last = try #require(scene.calls.last)
        #expect(last.items == [1, 2, 3].map { IndexPath(item: $0, section: 0) })
        #expect(last.frames.map(\.minX) == [130, 260, 390])
        #expect(last.offset == CGPoint(x: 200, y: 0))
        #expect(last.container == CGSize(width: 300, height: 600))

        // A fling past the end springs back to the last offset that shows the last group: 1290 − 300.
        scene.simulator.drag(scroller, by: CGPoint(x: -5000, y: 0))
        scene.simulator.runUntilIdle()
        scene.collectionView.layoutIfNeeded()
        #expect(scroller.contentOffset.x == CGFloat(990))
        #expect(scene.visible(section: 0) == [7, 8, 9])
        #expect(scene.shownFrame(9) == CGRect(x: 180, y: 0, width: 120, height: 100))
    }

    @Test(arguments: [
        // behaviour, finger travel, finger velocity, resting offset
        (UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, CGFloat(-100), CGFloat(0), CGFloat(100)),
        (.groupPaging, -80, -500, 130),
        (.groupPaging, -80, 0, 130),
        (.groupPaging, -50, 0, 0),
        (.groupPagingCentered, -80, -500, 130),
        (.continuousGroupLeadingBoundary, -100, 0, 130),
        (.continuousGroupLeadingBoundary, -300, 0, 260),
        (.paging, -200, 0, 300),
        (.paging, -100, 0, 0),
    ])
    func eachBehaviourComesToRestWhereUIKitsDoes(
        behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, travel: CGFloat, velocity: CGFloat,
        rest: CGFloat
    ) throws {
        let scene = try make(behavior)
        let scroller = try #require(scene.scroller)
        scene.simulator.drag(scroller, by: CGPoint(x: travel, y: 0), velocity: CGPoint(x: velocity, y: 0))
        scene.simulator.runUntilIdle()
        scene.collectionView.layoutIfNeeded()
        #expect(scroller.contentOffset.x == rest)
        #expect(scene.calls.last?.offset == CGPoint(x: rest, y: 0))
    }

    @Test func centredGroupPagingCentresTheNextGroup() throws {
        let scene = try make(.groupPagingCentered)
        let scroller = try #require(scene.scroller)
        #expect(scroller.contentSize.width == CGFloat(1470))
        scene.simulator.drag(scroller, by: CGPoint(x: -80, y: 0), velocity: CGPoint(x: -500, y: 0))
        scene.simulator.runUntilIdle()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.shownFrame(1) == CGRect(x: 90, y: 0, width: 120, height: 100))
        #expect(scene.visible(section: 0) == [0, 1, 2])
    }

    @Test func anotherLayoutTakesTheSectionsScrollViewAway() throws {
        let scene = try make(.continuous)
        let scroller = try #require(scene.scroller)
        scene.collectionView.collectionViewLayout = UICollectionViewFlowLayout()
        scene.collectionView.layoutIfNeeded()
        #expect(scroller.superview == nil && scene.scroller == nil)
        #expect(scene.collectionView.visibleCells.allSatisfy { $0.superview === scene.collectionView })
    }

    @Test func theHandlerChangesTheCellsItShows() throws {
        let scene = try make(.continuous, handlerAlpha: true)
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.alpha == CGFloat(0.5))
        #expect(scene.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == CGFloat(1))
        #expect(scene.calls.first?.items.count == 3)
    }
}
