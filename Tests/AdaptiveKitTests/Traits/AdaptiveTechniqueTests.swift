import Foundation
import Testing

@testable import AdaptiveKit

/// T4 + T6: the two classic override techniques, driven through real rotations.
@MainActor
@Suite struct AdaptiveTechniqueTests {
    /// Gives its child compact width whenever it is taller than wide (iPad portrait), computed from the new size.
    final class PortraitCompactContainer: UIViewController {
        let child: TrackingViewController

        init(child: TrackingViewController) {
            self.child = child
            super.init(nibName: nil, bundle: nil)
            adopt(child)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(child.view)
            updateOverride(for: view.bounds.size)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            updateOverride(for: size)
        }

        private func updateOverride(for size: CGSize) {
            let portrait = size.width < size.height
            setOverrideTraitCollection(
                portrait ? UITraitCollection(horizontalSizeClass: .compact) : nil, forChild: child)
        }
    }

    @Test func T4_iPadPortraitChildIsCompactThroughRotationsBothWays() throws {
        let log = EventLog()
        let child = TrackingViewController("child", log: log)
        child.usesCoordinator = false
        let container = PortraitCompactContainer(child: child)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: container)
        #expect(container.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)

        log.events.removeAll()
        simulator.rotate(to: .landscape)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        let landscapeEvents = log.events.map(\.description).filter { !$0.contains("ayout") && !$0.contains("Safe") }
        #expect(
            landscapeEvents == [
                "child.viewWillTransition(to: 1194.0x834.0)",
                "child.traitCollectionDidChange(previous: Compact/Regular)",
                "child.view.traitCollectionDidChange(previous: Compact/Regular)",
            ])

        log.events.removeAll()
        simulator.rotate(to: .portrait)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(container.traitCollection.horizontalSizeClass == .regular)
        #expect(
            log.events.map(\.description).filter { $0.contains("traitCollectionDidChange") } == [
                "child.traitCollectionDidChange(previous: Regular/Regular)",
                "child.view.traitCollectionDidChange(previous: Regular/Regular)",
            ])
    }

    /// Forces regular width on its child when wider than 320 points, so a split view can show two columns.
    final class WideRegularContainer: UIViewController {
        let child = UIViewController()

        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            adopt(child)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(child.view)
            updateOverride(width: view.bounds.width)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            updateOverride(width: size.width)
        }

        private func updateOverride(width: CGFloat) {
            let override = width > 320 ? UITraitCollection(horizontalSizeClass: .regular) : nil
            setOverrideTraitCollection(override, forChild: child)
        }
    }

    nonisolated static let wideCases:
        [(String, DeviceOrientation, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = [
            // device, orientation, the window's width class, the child's width class
            ("iPhone SE (1st generation)", .portrait, .compact, .compact),
            ("iPhone SE (1st generation)", .landscape, .compact, .regular),
            ("iPhone 15 Pro", .portrait, .compact, .regular),
            ("iPhone 15 Pro", .landscape, .compact, .regular),
            ("iPhone 15 Pro Max", .portrait, .compact, .regular),
            ("iPhone 15 Pro Max", .landscape, .regular, .regular),
        ]

    @Test(arguments: wideCases)
    func T4_wideContainerForcesRegularWidthAbove320Points(
        device: String, orientation: DeviceOrientation, windowClass: UIUserInterfaceSizeClass,
        childClass: UIUserInterfaceSizeClass
    ) throws {
        let container = WideRegularContainer()
        let start: DeviceOrientation = orientation == .portrait ? .landscape : .portrait
        let simulator = try DeviceSimulator(deviceNamed: device, orientation: start, rootViewController: container)
        simulator.rotate(to: orientation)
        #expect(simulator.traitCollection.horizontalSizeClass == windowClass)
        #expect(container.child.traitCollection.horizontalSizeClass == childClass)
        #expect(container.child.traitCollection.verticalSizeClass == simulator.traitCollection.verticalSizeClass)
        let fresh = WideRegularContainer()
        let freshSimulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: fresh)
        defer { withExtendedLifetime(freshSimulator) {} }
        #expect(fresh.child.traitCollection.horizontalSizeClass == childClass, "same answer without a rotation")
    }
}
