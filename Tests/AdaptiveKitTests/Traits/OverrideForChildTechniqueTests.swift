import Foundation
import Testing

@testable import AdaptiveKit

/// The technique of computing a child's size classes in `overrideTraitCollection(forChild:)` from what
/// `viewWillTransition(to:with:)` remembered. UIKit asks for the child's override again whenever it
/// updates the children's traits in a size transition, even when the parent's own traits stay the same,
/// as they do when an iPad rotates (regular both ways).
@MainActor
@Suite struct OverrideForChildTechniqueTests {
    /// Compact width and regular height for its child while taller than wide; nothing in landscape.
    final class OrientationContainer: UIViewController {
        let child: TrackingViewController
        private var isPortrait: Bool
        private(set) var askedForChild = 0

        init(child: TrackingViewController, startsPortrait: Bool = true) {
            self.child = child
            isPortrait = startsPortrait
            super.init(nibName: nil, bundle: nil)
            adopt(child)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(child.view)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            isPortrait = size.height > size.width
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
            askedForChild += 1
            guard isPortrait else { return nil }
            return UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            ])
        }
    }

    @Test func T4_anIPadChildFollowsTheComputedOverrideThroughRotations() throws {
        let log = EventLog()
        let child = TrackingViewController("child", log: log)
        child.usesCoordinator = false
        let container = OrientationContainer(child: child)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: container)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)

        log.events.removeAll()
        let askedBefore = container.askedForChild
        simulator.rotate(to: .landscape)
        #expect(container.traitCollection.horizontalSizeClass == .regular)
        #expect(container.askedForChild > askedBefore)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(
            log.events.map(\.description).filter { $0.contains("Transition(to") || $0.contains("traitCollectionDid") }
                == [
                    "child.viewWillTransition(to: 1194.0x834.0)",
                    "child.traitCollectionDidChange(previous: Compact/Regular)",
                    "child.view.traitCollectionDidChange(previous: Compact/Regular)",
                ])

        simulator.rotate(to: .portrait)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func T4_aSplitViewResizeThatMakesTheWindowTallerThanWideGivesTheChildCompactWidth() throws {
        let log = EventLog()
        let child = TrackingViewController("child", log: log)
        child.usesCoordinator = false
        let container = OrientationContainer(child: child, startsPortrait: false)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape,
            rootViewController: container)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        log.events.removeAll()
        // Two thirds of a landscape iPad is still regular width, but taller than wide.
        try simulator.resize(to: .twoThirds)
        #expect(container.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(
            log.events.map(\.description).filter { $0.contains("traitCollectionDid") } == [
                "child.traitCollectionDidChange(previous: Regular/Regular)",
                "child.view.traitCollectionDidChange(previous: Regular/Regular)",
            ])
    }
}
