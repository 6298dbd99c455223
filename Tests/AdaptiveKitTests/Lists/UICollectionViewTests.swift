import Foundation
import Testing

@testable import AdaptiveKit

/// A data source and delegate that record what the collection view asks, as one history.
@MainActor
final class CollectionTracker: UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var events: [String] = []
    var identifier = "Cell"

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        events.append("numberOfSections")
        return counts.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        events.append("numberOfItems(\(section))")
        return counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        events.append("cellForItem(\(indexPath.section)-\(indexPath.item))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay(\(indexPath.section)-\(indexPath.item))")
    }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying(\(indexPath.section)-\(indexPath.item))")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect(\(indexPath.section)-\(indexPath.item))")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect(\(indexPath.section)-\(indexPath.item))")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCell: UICollectionViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A controller whose root view is a collection view, as UICollectionViewController's is.
final class CollectionController: UIViewController {
    let collectionView: UICollectionView
    var log: [String] = []

    init(layout: UICollectionViewLayout) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() { view = collectionView }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.append("viewWillTransition(to: \(size.width)x\(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
@Suite struct UICollectionViewTests {
    /// A grid of 100 × 100 items in a collection view filling an iPhone 15 Pro.
    static func flowScene(
        orientation: DeviceOrientation = .portrait, reference: UICollectionViewFlowLayout.SectionInsetReference,
        items: Int = 30
    ) throws -> (DeviceSimulator, CollectionController, CollectionTracker, UICollectionViewFlowLayout) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInsetReference = reference
        let controller = CollectionController(layout: layout)
        let tracker = CollectionTracker(counts: [items])
        controller.collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        controller.collectionView.delegate = tracker
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", orientation: orientation, rootViewController: controller)
        simulator.window.layoutIfNeeded()
        return (simulator, controller, tracker, layout)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func flowLayoutDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == CGFloat(10))
        #expect(layout.minimumInteritemSpacing == CGFloat(10))
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(layout.scrollDirection == .vertical)
        #expect(UICollectionViewCompositionalLayoutConfiguration().scrollDirection == .vertical)
        #expect(
            NSCollectionLayoutSection(
                group: .horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                    subitems: [])
            ).contentInsetsReference == .automatic)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        #expect(!collectionView.alwaysBounceVertical)
    }

    @Test func flowGridOnIPhone15ProPortrait() throws {
        let (simulator, controller, _, _) = try Self.flowScene(reference: .fromSafeArea)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        // 393 wide: three 100-pt items per line, the 93 pt left over split into two gaps of 46.5.
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 1) == CGRect(x: 146.5, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 293, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.description
                == "<UICollectionViewLayoutAttributes; index path: (0-1); frame = (146.5 0; 100 100)>")
        #expect(collectionView.contentSize == CGSize(width: 393, height: 1090))
        // Taller than the screen, so the notch and home indicator insets apply; the view rests at its top.
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -59))
        // Visible content runs from -59 to 793: lines 0–7, items 0–23.
        #expect(collectionView.indexPathsForVisibleItems == (0..<24).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.visibleCells.count == 24)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frame(collectionView, 4))
    }

    @Test func flowGridOnIPhone15ProLandscapeKeepsClearOfTheNotch() throws {
        let (simulator, controller, _, _) = try Self.flowScene(orientation: .landscape, reference: .fromSafeArea)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        // .fromSafeArea: the lines start 59 from each side; 734 pt hold six items and five 26.8-pt gaps.
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(frame(collectionView, 0) == CGRect(x: 59, y: 0, width: 100, height: 100))
        let fifth = try #require(frame(collectionView, 5))
        #expect(abs(fifth.minX - 693) < 0.001 && fifth.maxX <= 852 - 59 + 0.001)
        #expect(frame(collectionView, 6) == CGRect(x: 59, y: 110, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 852, height: 540))
    }

    @Test func flowGridFromContentInsetUsesTheWholeWidthInLandscape() throws {
        let (simulator, controller, _, _) = try Self.flowScene(orientation: .landscape, reference: .fromContentInset)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        // Seven items fit in 852 pt; the last line of 30 items holds two, left-aligned at the minimum gap.
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 7) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(frame(collectionView, 28) == CGRect(x: 0, y: 440, width: 100, height: 100))
        #expect(frame(collectionView, 29) == CGRect(x: 110, y: 440, width: 100, height: 100))
    }

    @Test func flowGridFromLayoutMargins() throws {
        let (simulator, controller, _, _) = try Self.flowScene(reference: .fromLayoutMargins)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        // A root view's margins are 16 on this phone in portrait (the device catalog): 361 pt hold three items.
        #expect(collectionView.layoutMargins.left == CGFloat(16))
        #expect(frame(collectionView, 0) == CGRect(x: 16, y: 0, width: 100, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 277, y: 0, width: 100, height: 100))
    }

    @Test func rotationLaysTheGridOutAgainWithTheCallbacksInOrder() throws {
        let (simulator, controller, tracker, _) = try Self.flowScene(reference: .fromSafeArea)
        let collectionView = controller.collectionView
        tracker.events = []
        simulator.rotate(to: .landscape)
        #expect(controller.log == ["viewWillTransition(to: 852.0x393.0)"])
        // Landscape shows lines 0–3 (content 0…372): items 0–23; nothing new is asked of the data source
        // for items that stayed, and the ones that left are taken back.
        #expect(frame(collectionView, 0) == CGRect(x: 59, y: 0, width: 100, height: 100))
        #expect(collectionView.indexPathsForVisibleItems == (0..<24).map { IndexPath(item: $0, section: 0) })
        #expect(tracker.events == [])
        simulator.rotate(to: .portrait)
        #expect(frame(collectionView, 1) == CGRect(x: 146.5, y: 0, width: 100, height: 100))
        #expect(tracker.events == [])
    }

    @Test func reloadDataAsksForCountsThenVisibleCellsInTheNextLayoutPass() throws {
        let (simulator, controller, tracker, layout) = try Self.flowScene(reference: .fromContentInset, items: 20)
        _ = simulator
        layout.itemSize = CGSize(width: 150, height: 300)
        let collectionView = controller.collectionView
        collectionView.layoutIfNeeded()
        let first = collectionView.visibleCells
        tracker.events = []
        collectionView.reloadData()
        #expect(tracker.events == [])
        collectionView.layoutIfNeeded()
        // Two 150-pt items per line, lines 310 apart: content -59…793 shows lines 0–2.
        let visible = (0..<6).map { "0-\($0)" }
        #expect(
            tracker.events == ["numberOfSections", "numberOfItems(0)"] + visible.map { "didEndDisplaying(\($0))" }
                + visible.flatMap { ["cellForItem(\($0))", "willDisplay(\($0))"] })
        // Every new cell is one of the old instances, prepared for reuse.
        let second = collectionView.visibleCells
        #expect(second.count == 6)
        #expect(second.allSatisfy { cell in first.contains { $0 === cell } })
        #expect(second.compactMap { ($0 as? CountingCell)?.reuses }.allSatisfy { $0 >= 1 })
    }

    @Test func scrollingReusesTheCellsThatLeft() throws {
        let (simulator, controller, tracker, _) = try Self.flowScene(reference: .fromSafeArea)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        let top = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        tracker.events = []
        collectionView.contentOffset = CGPoint(x: 0, y: 101)  // line 0 (0…100) leaves, line 8 (880…980) comes in
        collectionView.layoutIfNeeded()
        #expect(
            tracker.events == ["didEndDisplaying(0-0)", "didEndDisplaying(0-1)", "didEndDisplaying(0-2)"]
                + (24..<27).flatMap { ["cellForItem(0-\($0))", "willDisplay(0-\($0))"] })
        let reused = try #require(collectionView.cellForItem(at: IndexPath(item: 26, section: 0)))
        #expect(reused === top)
        #expect((reused as? CountingCell)?.reuses == 1)
        #expect(collectionView.reuseQueueCount(forCellWithReuseIdentifier: "Cell") == 0)
    }

    @Test func onlyVisibleItemsGetCellsWhateverTheItemCount() throws {
        let (simulator, controller, tracker, _) = try Self.flowScene(reference: .fromSafeArea, items: 1_000_000)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        #expect(collectionView.contentSize.height == CGFloat(333_334 * 110 - 10))
        #expect(collectionView.visibleCells.count == 24)
        #expect(tracker.events.filter { $0.hasPrefix("cellForItem") }.count == 24)
        collectionView.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        #expect(collectionView.visibleCells.count <= 27)
    }

    @Test func unregisteredIdentifierRecordsUIKitsException() throws {
        let (simulator, controller, tracker, _) = try Self.flowScene(reference: .fromSafeArea, items: 1)
        defer { withExtendedLifetime(simulator) {} }
        tracker.identifier = "Missing"
        let diagnostics = DiagnosticLog.capture {
            controller.collectionView.reloadData()
            controller.collectionView.layoutIfNeeded()
        }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInternalInconsistencyException",
                    message: "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - "
                        + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                )
            ])
        #expect(controller.collectionView.visibleCells.count == 1)
    }

    @Test func selectionFollowsTapsAndTellsTheDelegate() throws {
        let (simulator, controller, tracker, _) = try Self.flowScene(reference: .fromSafeArea, items: 5)
        defer { withExtendedLifetime(simulator) {} }
        let collectionView = controller.collectionView
        tracker.events = []
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(tracker.events == ["didSelect(0-1)", "didDeselect(0-1)", "didSelect(0-2)"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }
}
