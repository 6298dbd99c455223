import Foundation
import Testing

@testable import AdaptiveKit

/// C3 (navigation) and C1 sequences for push and pop.
@MainActor
@Suite struct UINavigationControllerTests {
    private func appearance(_ log: EventLog) -> [String] {
        log.events.map(\.description).filter {
            $0.contains("Appear") || $0.contains("Disappear") || $0.contains("Move") || $0.contains("viewDidLoad")
        }
    }

    @Test func C1_animatedPushRunsWillCallbacksNowAndDidCallbacksWhenTheAnimationEnds() throws {
        let log = EventLog()
        let list = TrackingViewController("list", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        log.events.removeAll()
        let detail = TrackingViewController("detail", log: log)
        navigation.pushViewController(detail, animated: true)
        #expect(
            appearance(log) == [
                "detail.willMove(toParent: UINavigationController)", "detail.viewDidLoad",
                "list.viewWillDisappear", "detail.viewWillAppear (moving to parent)",
            ])
        log.events.removeAll()
        simulator.clock.advance(by: UINavigationController.transitionDuration)
        #expect(
            appearance(log) == [
                "list.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(toParent: UINavigationController)",
            ])
        #expect(navigation.topViewController === detail)
        #expect(list.viewIfLoaded?.superview == nil)
        #expect(detail.view.superview === navigation.view)
    }

    @Test func C1_popRunsTheReverseSequence() throws {
        let log = EventLog()
        let list = TrackingViewController("list", log: log)
        let detail = TrackingViewController("detail", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        navigation.pushViewController(detail, animated: false)
        log.events.removeAll()
        let popped = navigation.popViewController(animated: false)
        #expect(popped === detail)
        #expect(
            appearance(log) == [
                "detail.willMove(toParent: nil)",
                "detail.viewWillDisappear (moving from parent)",
                "list.viewWillAppear",
                "detail.viewDidDisappear",
                "list.viewDidAppear",
                "detail.didMove(toParent: nil)",
            ])
        #expect(detail.parent == nil)
        #expect(navigation.viewControllers == [list])
        #expect(navigation.popViewController(animated: false) == nil, "the root stays")
    }

    @Test func C3_settingAStackWithTheSameTopKeepsItsViewOnScreenWithoutCallbacks() throws {
        let log = EventLog()
        let top = TrackingViewController("top", log: log)
        let navigation = UINavigationController(rootViewController: top)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        log.events.removeAll()
        let below = TrackingViewController("below", log: log)
        navigation.setViewControllers([below, top], animated: false)
        navigation.setViewControllers([top], animated: true)
        #expect(top.view.window === simulator.window)
        #expect(navigation.viewControllers == [top])
        #expect(
            appearance(log) == [
                "below.willMove(toParent: UINavigationController)", "below.didMove(toParent: UINavigationController)",
                "below.willMove(toParent: nil)", "below.didMove(toParent: nil)",
            ], "only the controller under the top comes and goes")
    }

    @Test func C3_barShrinksTheChildsSafeArea() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        simulator.rotate(to: .landscape)
        // Compact height on a phone: a 32-point bar.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        navigation.setNavigationBarHidden(true, animated: false)
        simulator.window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(navigation.isNavigationBarHidden)
    }

    @Test func C3_largeTitlesMakeTheBarTaller() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        let simulator = try DeviceSimulator(deviceNamed: "iPad (10th generation)", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 24, width: 820, height: 96))
        #expect(content.view.safeAreaInsets.top == 120)
        content.navigationItem.largeTitleDisplayMode = .never
        // iPad bars are 50 points from iOS 12 (measured: Apple gives no bar heights).
        #expect(navigation.navigationBarHeight == 50)
    }

    @Test func C3_stackOperations() throws {
        let controllers = (0..<4).map { index -> UIViewController in
            let controller = UIViewController()
            controller.title = "\(index)"
            return controller
        }
        let navigation = UINavigationController(rootViewController: controllers[0])
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        for controller in controllers.dropFirst() { navigation.pushViewController(controller, animated: false) }
        #expect(navigation.viewControllers.map(\.title) == ["0", "1", "2", "3"])
        #expect(navigation.visibleViewController === controllers[3])
        let popped = navigation.popToViewController(controllers[1], animated: false)
        #expect(popped?.map(\.title) == ["2", "3"])
        #expect(controllers[2].parent == nil)
        let rest = navigation.popToRootViewController(animated: false)
        #expect(rest?.map(\.title) == ["1"])
        navigation.setViewControllers([controllers[3], controllers[2]], animated: false)
        #expect(navigation.topViewController === controllers[2])
        #expect(controllers[0].parent == nil)
        #expect(controllers[3].parent === navigation)
        #expect(controllers[2].view.superview === navigation.view)
        #expect(controllers[2].navigationController === navigation)
    }

    @Test func C3_showPushesAndMisuseIsRefused() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        let detail = UIViewController()
        list.show(detail, sender: nil)
        navigation.view.window?.clock?.runUntilIdle()
        #expect(navigation.topViewController === detail)
        let diagnostics = DiagnosticLog.capture {
            navigation.pushViewController(detail, animated: false)
            navigation.pushViewController(UINavigationController(), animated: false)
            navigation.popToViewController(UIViewController(), animated: false)
        }
        #expect(
            diagnostics.map(\.message) == [
                "Pushing the same view controller instance more than once is not supported (<UIViewController>)",
                "Pushing a navigation controller is not supported",
                "Tried to pop to a view controller that doesn't exist.",
            ])
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func C3_delegateHearsWillShowAndDidShow() throws {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            var events: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, willShow viewController: UIViewController,
                animated: Bool
            ) { events.append("willShow \(viewController.title ?? "") \(animated)") }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) { events.append("didShow \(viewController.title ?? "") \(animated)") }
        }
        let delegate = Delegate()
        let root = UIViewController()
        root.title = "root"
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = delegate
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        let next = UIViewController()
        next.title = "next"
        navigation.pushViewController(next, animated: true)
        #expect(delegate.events == ["willShow next true"])
        simulator.runUntilIdle()
        #expect(delegate.events == ["willShow next true", "didShow next true"])
    }
}
