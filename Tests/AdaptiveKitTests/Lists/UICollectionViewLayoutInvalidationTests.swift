import Foundation
import Testing

@testable import AdaptiveKit

/// A one-column layout that records its calls and keeps UIKit's base answer to bounds changes (no).
private final class RecordingLayout: UICollectionViewLayout {
    var log: (String) -> Void = { _ in }
    private var width: CGFloat = 0
    private var count = 0

    override func prepare() {
        width = collectionView?.bounds.width ?? 0
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
        log("prepare(width: \(width))")
    }
    override var collectionViewContentSize: CGSize { CGSize(width: width, height: CGFloat(count) * 50) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let answer = super.shouldInvalidateLayout(forBoundsChange: newBounds)
        log("shouldInvalidateLayout(\(newBounds.width)x\(newBounds.height)) -> \(answer)")
        return answer
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = max(0, Int(rect.minY / 50))
        let last = min(count - 1, Int(rect.maxY / 50))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: width, height: 50)
        return attributes
    }
}

/// A controller that invalidates its layout in `viewWillTransition(to:with:)`, the classic UIKit pattern.
private final class InvalidatingController: UIViewController {
    let collectionView: UICollectionView
    var log: (String) -> Void = { _ in }
    var invalidatesOnTransition = true

    init(layout: UICollectionViewLayout) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func loadView() { view = collectionView }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log("viewWillTransition(to: \(size.width)x\(size.height))")
        if invalidatesOnTransition { collectionView.collectionViewLayout.invalidateLayout() }
        coordinator.animate(
            alongsideTransition: { _ in self.log("alongside") }, completion: { _ in self.log("completion") })
    }
}

@MainActor
@Suite struct UICollectionViewLayoutInvalidationTests {
    private func scene(invalidates: Bool) throws -> (
        DeviceSimulator, InvalidatingController, CollectionTracker, () -> [String]
    ) {
        var events: [String] = []
        let layout = RecordingLayout()
        let controller = InvalidatingController(layout: layout)
        controller.invalidatesOnTransition = invalidates
        let tracker = CollectionTracker(counts: [40])
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        controller.collectionView.delegate = tracker
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        layout.log = { events.append($0) }
        controller.log = { events.append($0) }
        tracker.events = []
        return (simulator, controller, tracker, { events + tracker.events.map { "dataSource." + $0 } })
    }

    @Test func viewWillTransitionInvalidatesAndTheLayoutPassPreparesAgain() throws {
        let (simulator, controller, _, history) = try scene(invalidates: true)
        simulator.rotate(to: .landscape)
        // Landscape rows are 852 wide; 8 rows (0…393) are visible instead of 19 (-59…793), and the rows that
        // left are taken back.
        #expect(
            history() == [
                "viewWillTransition(to: 852.0x393.0)",
                // Once for the new frame, once for the offset moving from -59 to 0 (the notch inset is gone).
                "shouldInvalidateLayout(852.0x393.0) -> false",
                "shouldInvalidateLayout(852.0x393.0) -> false",
                "alongside",
                "prepare(width: 852.0)",
                "completion",
            ] + (8..<16).map { "dataSource.didEndDisplaying(0-\($0))" })
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == CGFloat(852))
    }

    @Test func withoutInvalidationAResizeKeepsTheOldLayout() throws {
        var events: [String] = []
        let layout = RecordingLayout()
        let controller = InvalidatingController(layout: layout)
        controller.invalidatesOnTransition = false
        let tracker = CollectionTracker(counts: [40])
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        controller.collectionView.dataSource = tracker
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            rootViewController: controller)
        simulator.window.layoutIfNeeded()
        layout.log = { events.append($0) }
        controller.log = { events.append($0) }
        // Split View keeps the safe area, so only the bounds change: the base layout says no, and the
        // rows keep their full-screen width until someone invalidates.
        try simulator.resize(to: .half)
        #expect(
            events == [
                "viewWillTransition(to: 678.0x1024.0)", "shouldInvalidateLayout(678.0x1024.0) -> false", "alongside",
                "completion",
            ])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == CGFloat(1366))
        layout.invalidateLayout()
        controller.collectionView.layoutIfNeeded()
        #expect(events.last == "prepare(width: 678.0)")
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == CGFloat(678))
    }
}
