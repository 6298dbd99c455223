import Foundation
import Testing

@testable import AdaptiveKit

/// T6: UIKit's transition sequence (Apple, UIContentContainer and WWDC15 session 205), recorded as whole histories.
@MainActor
@Suite struct TransitionSequenceTests {
    /// window → container → child → child's view → leaf view, laid out and with the log cleared.
    @MainActor struct Hierarchy {
        let log = EventLog()
        let child: TrackingViewController
        let container: TrackingContainer
        let leaf: TrackingView
        let simulator: DeviceSimulator

        init(device: String, orientation: DeviceOrientation = .portrait) throws {
            child = TrackingViewController("child", log: log)
            container = TrackingContainer("container", child: child, log: log)
            simulator = try DeviceSimulator(
                deviceNamed: device, orientation: orientation, rootViewController: container)
            leaf = TrackingView(name: "leaf", log: log)
            leaf.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            child.view.addSubview(leaf)
            simulator.window.layoutIfNeeded()
            log.events.removeAll()
        }

        var history: [String] { log.events.map(\.description) }
    }

    @Test func T6_phoneRotationRunsTheWholeSequenceInUIKitsOrder() throws {
        let hierarchy = try Hierarchy(device: "iPhone 15 Pro")
        hierarchy.simulator.rotate(to: .landscape)
        #expect(
            hierarchy.history == [
                "container.willTransition(to: Compact/Compact)",
                "child.willTransition(to: Compact/Compact)",
                "container.viewWillTransition(to: 852.0x393.0)",
                "child.viewWillTransition(to: 852.0x393.0)",
                "container.traitCollectionDidChange(previous: Compact/Regular)",
                "child.traitCollectionDidChange(previous: Compact/Regular)",
                "container.view.traitCollectionDidChange(previous: Compact/Regular)",
                "child.view.traitCollectionDidChange(previous: Compact/Regular)",
                "leaf.traitCollectionDidChange(previous: Compact/Regular)",
                "container.alongside",
                "child.alongside",
                "container.viewSafeAreaInsetsDidChange",
                "container.viewLayoutMarginsDidChange",
                "container.viewWillLayoutSubviews",
                "container.view.layoutSubviews",
                "container.viewDidLayoutSubviews",
                "child.viewSafeAreaInsetsDidChange",
                "child.viewLayoutMarginsDidChange",
                "child.viewWillLayoutSubviews",
                "child.view.layoutSubviews",
                "child.viewDidLayoutSubviews",
                "leaf.layoutSubviews",
                "container.completion",
                "child.completion",
            ])
    }

    @Test func T6_rotatingBackReportsTheLandscapeTraitsAsPrevious() throws {
        let hierarchy = try Hierarchy(device: "iPhone 15 Pro Max", orientation: .landscape)
        hierarchy.simulator.rotate(to: .portrait)
        let traitEvents = hierarchy.history.filter { $0.contains("ransition(to: C") || $0.contains("traitCollection") }
        #expect(
            traitEvents == [
                "container.willTransition(to: Compact/Regular)",
                "child.willTransition(to: Compact/Regular)",
                "container.traitCollectionDidChange(previous: Regular/Compact)",
                "child.traitCollectionDidChange(previous: Regular/Compact)",
                "container.view.traitCollectionDidChange(previous: Regular/Compact)",
                "child.view.traitCollectionDidChange(previous: Regular/Compact)",
                "leaf.traitCollectionDidChange(previous: Regular/Compact)",
            ])
        #expect(hierarchy.child.traitCollection.horizontalSizeClass == .compact)
        #expect(hierarchy.child.view.bounds.size == CGSize(width: 430, height: 932))
    }

    @Test func T6_iPadRotationChangesSizeButNotTraits() throws {
        let hierarchy = try Hierarchy(device: "iPad Pro (11-inch) (4th generation)")
        hierarchy.simulator.rotate(to: .landscape)
        let setup = hierarchy.history.prefix { !$0.hasSuffix(".alongside") }
        #expect(
            Array(setup) == [
                "container.viewWillTransition(to: 1194.0x834.0)",
                "child.viewWillTransition(to: 1194.0x834.0)",
            ])
        #expect(hierarchy.history.contains("container.completion"))
    }

    @Test func T6_contentSizeChangeHasNoSizeTransition() throws {
        let hierarchy = try Hierarchy(device: "iPhone 15 Pro")
        hierarchy.simulator.setContentSizeCategory(.accessibilityLarge)
        #expect(
            hierarchy.history == [
                "container.willTransition(to: Compact/Regular)",
                "child.willTransition(to: Compact/Regular)",
                "container.traitCollectionDidChange(previous: Compact/Regular)",
                "child.traitCollectionDidChange(previous: Compact/Regular)",
                "container.view.traitCollectionDidChange(previous: Compact/Regular)",
                "child.view.traitCollectionDidChange(previous: Compact/Regular)",
                "leaf.traitCollectionDidChange(previous: Compact/Regular)",
                // A trait change invalidates layout (text sizes change), so a layout pass follows.
                "container.viewWillLayoutSubviews",
                "container.view.layoutSubviews",
                "container.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews",
                "child.view.layoutSubviews",
                "child.viewDidLayoutSubviews",
                "leaf.layoutSubviews",
            ])
        #expect(hierarchy.leaf.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func T6_darkModeReachesEveryEnvironmentOnce() throws {
        let hierarchy = try Hierarchy(device: "iPhone 15 Pro")
        hierarchy.simulator.setUserInterfaceStyle(.dark)
        let changes = hierarchy.history.filter { $0.contains("traitCollectionDidChange") }
        #expect(changes.count == 5)
        #expect(hierarchy.simulator.screen.traitCollection.userInterfaceStyle == .dark)
        #expect(hierarchy.leaf.traitCollection.userInterfaceStyle == .dark)
        hierarchy.log.events.removeAll()
        hierarchy.simulator.setUserInterfaceStyle(.dark)
        #expect(hierarchy.history.isEmpty, "no change, no callbacks")
    }

    @Test func T6_completionsWaitForTheVirtualClock() throws {
        let hierarchy = try Hierarchy(device: "iPhone 15 Pro")
        hierarchy.simulator.rotate(to: .landscape, completing: false)
        #expect(hierarchy.history.last == "leaf.layoutSubviews")
        #expect(!hierarchy.history.contains("container.completion"))
        hierarchy.simulator.clock.advance(by: 0.29)
        #expect(!hierarchy.history.contains("container.completion"))
        hierarchy.simulator.clock.advance(by: 0.01)
        #expect(hierarchy.history.suffix(2) == ["container.completion", "child.completion"])
        #expect(hierarchy.simulator.clock.now == 0.3)
    }

    @Test func T6_aNewTransitionFinishesTheOneInFlightFirst() throws {
        let hierarchy = try Hierarchy(device: "iPhone 15 Pro")
        hierarchy.simulator.rotate(to: .landscape, completing: false)
        hierarchy.simulator.rotate(to: .portrait, completing: false)
        let marks = hierarchy.history.filter { $0.hasSuffix("completion") || $0.contains("viewWillTransition") }
        #expect(
            marks == [
                "container.viewWillTransition(to: 852.0x393.0)", "child.viewWillTransition(to: 852.0x393.0)",
                "container.completion", "child.completion",
                "container.viewWillTransition(to: 393.0x852.0)", "child.viewWillTransition(to: 393.0x852.0)",
            ])
    }

    @Test func T6_geometryIsOldDuringSetupAndNewInsideTheAnimation() throws {
        final class Probe: UIViewController {
            var boundsInViewWillTransition: CGSize?
            var boundsAlongside: CGSize?
            var transitionDuration: TimeInterval?
            var transform: CGAffineTransform?
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                boundsInViewWillTransition = view.bounds.size
                transitionDuration = coordinator.transitionDuration
                transform = coordinator.targetTransform
                coordinator.animate(alongsideTransition: { _ in self.boundsAlongside = self.view.bounds.size })
            }
        }
        let probe = Probe()
        let simulator = try DeviceSimulator(deviceNamed: "iPad (10th generation)", rootViewController: probe)
        simulator.rotate(to: .landscape)
        #expect(probe.boundsInViewWillTransition == CGSize(width: 820, height: 1180))
        #expect(probe.boundsAlongside == CGSize(width: 1180, height: 820))
        #expect(probe.transitionDuration == 0.4)
        #expect(probe.transform == CGAffineTransform(rotationAngle: -.pi / 2))
    }

    @Test func T6_multitaskingResizeWithAndWithoutATraitChange() throws {
        let hierarchy = try Hierarchy(device: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape)
        try hierarchy.simulator.resize(to: .half)
        // 12.9" landscape half stays regular (HIG table): a size change only.
        #expect(hierarchy.history.filter { $0.contains("traitCollectionDidChange") }.isEmpty)
        #expect(hierarchy.history.first == "container.viewWillTransition(to: 678.0x1024.0)")
        hierarchy.log.events.removeAll()
        try hierarchy.simulator.resize(to: .oneThird)
        #expect(hierarchy.history.first == "container.willTransition(to: Compact/Regular)")
        #expect(hierarchy.child.traitCollection.horizontalSizeClass == .compact)
        #expect(hierarchy.simulator.window.bounds.size == CGSize(width: 375, height: 1024))
    }

    @Test func T6_alongsideBlocksAddedDuringTheAnimationRunAtOnce() throws {
        final class Nested: UIViewController {
            var order: [String] = []
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(
                    alongsideTransition: { context in
                        self.order.append("outer")
                        coordinator.animate(
                            alongsideTransition: { _ in self.order.append("inner") },
                            completion: { _ in self.order.append("inner completion") })
                    },
                    completion: { _ in self.order.append("outer completion") })
            }
            override func viewDidLayoutSubviews() { order.append("layout") }
        }
        let controller = Nested()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone SE (3rd generation)", rootViewController: controller)
        controller.order.removeAll()
        simulator.rotate(to: .landscape)
        #expect(controller.order == ["outer", "inner", "layout", "outer completion", "inner completion"])
    }
}
