import Foundation
import Testing

@testable import AdaptiveKit

/// C3 (tab bar) and the C1 sequence of a tab switch.
@MainActor
@Suite struct UITabBarControllerTests {
    @Test func C1_tabSwitchRunsUIKitsOrder() throws {
        let log = EventLog()
        let messages = TrackingViewController("messages", log: log)
        let contacts = TrackingViewController("contacts", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [messages, contacts]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: tabs)
        #expect(
            log.events.map(\.description).filter { $0.contains("ppear") || $0.contains("Load") } == [
                "messages.viewDidLoad", "messages.viewWillAppear", "messages.viewDidAppear",
            ])
        log.events.removeAll()
        tabs.selectedIndex = 1
        // Measured on devices: the new tab loads and will appear before the old one disappears.
        #expect(
            log.events.map(\.description).filter { $0.contains("ppear") || $0.contains("Load") } == [
                "contacts.viewDidLoad", "contacts.viewWillAppear", "messages.viewWillDisappear",
                "messages.viewDidDisappear", "contacts.viewDidAppear",
            ])
        #expect(tabs.selectedViewController === contacts)
        #expect(messages.viewIfLoaded?.superview == nil)
        #expect(simulator.window.isKeyWindow)
    }

    @Test(arguments: [
        ("iPhone 15 Pro", DeviceOrientation.portrait, CGFloat(83), CGFloat(83)),
        ("iPhone 15 Pro", .landscape, 53, 53),
        ("iPhone SE (3rd generation)", .portrait, 49, 49),
        ("iPad Pro (11-inch) (4th generation)", .portrait, 70, 70),
    ])
    func C3_tabBarHeightAndTheChildsSafeArea(
        device: String, orientation: DeviceOrientation, barHeight: CGFloat, childBottom: CGFloat
    ) throws {
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: tabs)
        let bounds = simulator.window.bounds
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight))
        #expect(content.view.safeAreaInsets.bottom == childBottom)
    }

    @Test func C3_delegateMayRefuseATap() throws {
        final class Refusing: NSObject, UITabBarControllerDelegate {
            var selected: [Int] = []
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
                -> Bool
            { viewController.title != "locked" }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                selected.append(tabBarController.selectedIndex)
            }
        }
        let open = UIViewController()
        let locked = UIViewController()
        locked.title = "locked"
        let third = UIViewController()
        let tabs = UITabBarController()
        let delegate = Refusing()
        tabs.delegate = delegate
        tabs.viewControllers = [open, locked, third]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: tabs)
        defer { withExtendedLifetime(simulator) {} }
        DeviceSimulator.tap(tabAt: 1, of: tabs)
        DeviceSimulator.tap(tabAt: 2, of: tabs)
        #expect(delegate.selected == [2])
        #expect(tabs.selectedViewController === third)
        #expect(tabs.tabBar.items?.count == 3)
        #expect(third.tabBarController === tabs)
    }

    @Test func C5_statusBarFollowsTheSelectedTabAndHidingFreesTheTopOnHomeButtonPhones() throws {
        final class Hiding: UIViewController {
            var hides = false
            override var prefersStatusBarHidden: Bool { hides }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let content = Hiding()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone SE (3rd generation)", rootViewController: tabs)
        #expect(simulator.window.statusBarStyle == .lightContent)
        #expect(content.view.safeAreaInsets.top == 20)
        content.hides = true
        content.setNeedsStatusBarAppearanceUpdate()
        simulator.window.layoutIfNeeded()
        #expect(simulator.window.isStatusBarHidden)
        #expect(content.view.safeAreaInsets.top == 0)
        let notch = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: Hiding())
        (notch.rootViewController as? Hiding)?.hides = true
        notch.rootViewController?.setNeedsStatusBarAppearanceUpdate()
        #expect(notch.rootViewController?.view.safeAreaInsets.top == 59, "the notch stays unsafe")
    }
}
