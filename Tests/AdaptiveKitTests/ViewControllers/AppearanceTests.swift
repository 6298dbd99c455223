import Foundation
import Testing

@testable import AdaptiveKit

/// C1: appearance callbacks in UIKit's order, and the four-step containment.
@MainActor
@Suite struct AppearanceTests {
    private func appearanceEvents(_ log: EventLog) -> [String] {
        log.events.map(\.description).filter {
            $0.contains("Appear") || $0.contains("Disappear") || $0.contains("Move") || $0.contains("viewDidLoad")
                || $0.contains("LayoutSubviews")
        }
    }

    @Test func C1_windowAttachmentLoadsAppearsLaysOutThenDidAppear() throws {
        let log = EventLog()
        let child = TrackingViewController("child", log: log)
        let container = TrackingContainer("container", child: child, log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: container)
        defer { withExtendedLifetime(simulator) {} }
        #expect(
            appearanceEvents(log) == [
                "child.willMove(toParent: container)",
                "child.didMove(toParent: container)",
                "container.viewDidLoad",
                "child.viewDidLoad",
                "container.viewWillAppear",
                "child.viewWillAppear",
                "container.viewWillLayoutSubviews",
                "container.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews",
                "child.viewDidLayoutSubviews",
                "container.viewDidAppear",
                "child.viewDidAppear",
            ])
    }

    @Test func C1_embeddingIntoAVisibleParentWithTheFourSteps() throws {
        let log = EventLog()
        let parent = TrackingViewController("parent", log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: parent)
        log.events.removeAll()
        let child = TrackingViewController("child", log: log)
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            appearanceEvents(log) == [
                "child.willMove(toParent: parent)",
                "child.viewDidLoad",
                "child.viewWillAppear (moving to parent)",
                "child.viewDidAppear",
                "child.didMove(toParent: parent)",
            ])
        #expect(!child.isMovingToParent)
        log.events.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            appearanceEvents(log) == [
                "child.willMove(toParent: nil)",
                "child.viewWillDisappear (moving from parent)",
                "child.viewDidDisappear",
                "child.didMove(toParent: nil)",
            ])
        #expect(!child.isMovingFromParent)
        #expect(simulator.rootViewController === parent)
    }

    @Test func C1_customContainerForwardsAppearanceItself() throws {
        final class ManualContainer: TrackingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = EventLog()
        let container = ManualContainer("container", log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: container)
        let child = TrackingViewController("child", log: log)
        container.addChild(child)
        log.events.removeAll()
        container.view.addSubview(child.view)
        #expect(appearanceEvents(log).filter { $0.contains("Appear") }.isEmpty, "nothing automatic")
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(
            appearanceEvents(log).filter { $0.contains("Appear") } == [
                "child.viewWillAppear (moving to parent)", "child.viewDidAppear",
            ])
        #expect(simulator.window.isKeyWindow)
    }

    @Test func C1_replacingTheRootControllerDisappearsTheOldOne() throws {
        let log = EventLog()
        let first = TrackingViewController("first", log: log)
        let second = TrackingViewController("second", log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: first)
        log.events.removeAll()
        simulator.rootViewController = second
        let events = appearanceEvents(log).filter { $0.contains("Appear") || $0.contains("Disappear") }
        #expect(
            events == [
                "first.viewWillDisappear", "first.viewDidDisappear", "second.viewWillAppear", "second.viewDidAppear",
            ])
        #expect(first.viewIfLoaded?.window == nil)
        #expect(second.view.window === simulator.window)
    }
}
