import AdaptiveKit
import Foundation
import Testing

/// C3: a navigation controller's toolbar, opaque bars and extended layout, as UIKit places them.
@MainActor
@Suite struct UINavigationControllerBarsTests {
    @Test func C3_theToolbarShowsAboveTheHomeIndicatorAndShrinksTheSafeArea() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        #expect(navigation.isToolbarHidden, "hidden by default")
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        #expect(navigation.toolbar.isHidden)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        content.setToolbarItems([item], animated: false)
        navigation.setToolbarHidden(false, animated: false)
        simulator.window.layoutIfNeeded()
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(navigation.toolbar.items?.count == 1)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 78, right: 0))
    }

    @Test func C3_anOpaqueBarEndsTheChildsViewUnlessItIncludesOpaqueBars() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        navigation.isToolbarHidden = false
        navigation.toolbar.isTranslucent = false
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: navigation)
        // 20 status + 44 bar above, a 44-point toolbar below.
        #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 559))
        #expect(content.view.safeAreaInsets == .zero)
        content.extendedLayoutIncludesOpaqueBars = true
        simulator.window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
    }

    @Test func C3_edgesForExtendedLayoutKeepTheViewFromUnderTranslucentBars() throws {
        let content = UIViewController()
        #expect(content.edgesForExtendedLayout == .all)
        #expect(!content.extendedLayoutIncludesOpaqueBars)
        content.edgesForExtendedLayout = [.bottom]
        let navigation = UINavigationController(rootViewController: content)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        #expect(content.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        content.edgesForExtendedLayout = []
        navigation.setToolbarHidden(false, animated: false)
        navigation.view.layoutIfNeeded()
        // The toolbar sits above the home indicator; the view ends at its top.
        #expect(content.view.frame == CGRect(x: 0, y: 103, width: 393, height: 671))
        #expect(content.view.safeAreaInsets == .zero)
    }

    @Test func C3_theBarsItemsAreTheStacksNavigationItemsAndAManagedBarRefusesDirectChanges() throws {
        let list = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        #expect(navigation.navigationBar.topItem === list.navigationItem)
        #expect(navigation.navigationBar.backItem == nil)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.items == [list.navigationItem, detail.navigationItem])
        #expect(navigation.navigationBar.backItem === list.navigationItem)
        let diagnostics = DiagnosticLog.capture {
            navigation.navigationBar.pushItem(UINavigationItem(title: "Other"), animated: false)
        }
        #expect(
            diagnostics.map(\.message) == [
                "Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller."
            ])
        #expect(navigation.navigationBar.items?.count == 2)

        let standalone = UINavigationBar()
        standalone.setItems([UINavigationItem(title: "A")], animated: false)
        standalone.pushItem(UINavigationItem(title: "B"), animated: true)
        #expect(standalone.items?.map(\.title) == ["A", "B"])
        #expect(standalone.backItem?.title == "A")
        #expect(standalone.popItem(animated: false)?.title == "B")
        #expect(standalone.topItem?.title == "A")
    }

    @Test func C3_iPadBarsAre50PointsTall() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.setToolbarHidden(false, animated: false)
        let simulator = try DeviceSimulator(deviceNamed: "iPad (10th generation)", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 24, width: 820, height: 50))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 1110, width: 820, height: 50))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 70, right: 0))
    }

    @Test func C3_largeTitleModesInheritDownTheStack() throws {
        let root = UIViewController()
        root.navigationItem.largeTitleDisplayMode = .never
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        defer { withExtendedLifetime(simulator) {} }
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.view.safeAreaInsets.top == 103, "automatic follows the root's never")
        pushed.navigationItem.largeTitleDisplayMode = .always
        navigation.view.setNeedsLayout()
        navigation.view.layoutIfNeeded()
        #expect(pushed.view.safeAreaInsets.top == 155)
    }
}
