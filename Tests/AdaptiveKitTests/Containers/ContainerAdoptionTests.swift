import Foundation
import Testing

@testable import AdaptiveKit

/// `addChild(_:)` on another parent takes a container's child out of the container first
/// (Apple: "it is removed from that container before being added"), and the container's own list follows its
/// children as UIKit's do: the controller leaves the stack, the tabs or its column, and the container shows
/// what remains. Found by `ControllerTreeModelTests` (seeds 137, 139 and 178 with every other step running).
@MainActor
@Suite struct ContainerAdoptionTests {
    @Test func C1_adoptingTheTopOfANavigationStackPopsItWithoutAnimation() throws {
        let (root, adopter) = (UIViewController(), UIViewController())
        let first = titled("first")
        let second = titled("second")
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        let simulator = try host(navigation, adopter, in: root, device: "iPhone 15 Pro")
        #expect(second.view.superview === navigation.view)

        let diagnostics = DiagnosticLog.capture { adopt(second, by: adopter, in: simulator) }

        #expect(diagnostics.isEmpty)
        #expect(navigation.viewControllers == [first])
        #expect(navigation.children == [first])
        #expect(navigation.topViewController === first)
        #expect(second.parent === adopter)
        #expect(adopter.children == [second])
        #expect(second.navigationController == nil)
        #expect(first.navigationController === navigation)
        #expect(first.view.superview === navigation.view)
        #expect(second.view.superview === adopter.view)
        #expect(navigation.navigationBar.topItemTitle == "first")
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    @Test func C1_adoptingAControllerBelowTheTopLeavesTheTopShowing() throws {
        let (root, adopter) = (UIViewController(), UIViewController())
        let (first, second, third) = (titled("first"), titled("second"), titled("third"))
        let navigation = UINavigationController(rootViewController: first)
        navigation.setViewControllers([first, second, third], animated: false)
        let simulator = try host(navigation, adopter, in: root, device: "iPhone 15 Pro")

        adopt(second, by: adopter, in: simulator)

        #expect(navigation.viewControllers == [first, third])
        #expect(navigation.children == [first, third])
        #expect(second.navigationController == nil)
        #expect(third.view.superview === navigation.view)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    @Test func C1_adoptingTheSelectedTabSelectsTheTabThatTakesItsPlace() throws {
        let (root, adopter) = (UIViewController(), UIViewController())
        let (first, second, third) = (titled("first"), titled("second"), titled("third"))
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        tabs.selectedIndex = 1
        let simulator = try host(tabs, adopter, in: root, device: "iPhone 15 Pro")
        #expect(second.view.superview === tabs.view)

        let diagnostics = DiagnosticLog.capture { adopt(second, by: adopter, in: simulator) }

        #expect(diagnostics.isEmpty)
        #expect(tabs.viewControllers == [first, third])
        #expect(tabs.children == [first, third])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === third)
        #expect(tabs.tabBar.items?.count == 2)
        #expect(second.parent === adopter)
        #expect(second.tabBarController == nil)
        #expect(third.tabBarController === tabs)
        #expect(third.view.superview === tabs.view)
        #expect(second.view.superview === adopter.view)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    @Test func C1_adoptingATabBeforeTheSelectedOneKeepsTheSelection() throws {
        let (root, adopter) = (UIViewController(), UIViewController())
        let (first, second, third) = (titled("first"), titled("second"), titled("third"))
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second, third]
        tabs.selectedIndex = 2
        let simulator = try host(tabs, adopter, in: root, device: "iPhone 15 Pro")

        adopt(first, by: adopter, in: simulator)

        #expect(tabs.viewControllers == [second, third])
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === third)
        #expect(third.view.superview === tabs.view)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    @Test func C1_adoptingAClassicSplitViewsSecondaryLeavesThePrimaryAlone() throws {
        let (root, adopter) = (UIViewController(), UIViewController())
        let (primary, secondary) = (titled("primary"), titled("secondary"))
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let simulator = try host(split, adopter, in: root, device: "iPad Pro (11-inch) (4th generation)")
        #expect(!split.isCollapsed)
        #expect(secondary.view.superview === split.view)

        let diagnostics = DiagnosticLog.capture { adopt(secondary, by: adopter, in: simulator) }

        #expect(diagnostics.isEmpty)
        #expect(split.viewControllers == [primary])
        #expect(split.children == [primary])
        #expect(secondary.parent === adopter)
        #expect(secondary.splitViewController == nil)
        #expect(primary.splitViewController === split)
        #expect(primary.view.superview === split.view)
        #expect(secondary.view.superview === adopter.view)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    @Test func C1_adoptingAColumnsNavigationControllerEmptiesTheColumn() throws {
        let (root, adopter) = (UIViewController(), UIViewController())
        let (primary, secondary) = (titled("primary"), titled("secondary"))
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let simulator = try host(split, adopter, in: root, device: "iPad Pro (11-inch) (4th generation)")
        let secondaryNavigation = try #require(secondary.navigationController)
        let primaryNavigation = try #require(primary.navigationController)

        let diagnostics = DiagnosticLog.capture { adopt(secondaryNavigation, by: adopter, in: simulator) }

        #expect(diagnostics.isEmpty)
        #expect(split.viewController(for: .secondary) == nil)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewControllers == [primaryNavigation])
        #expect(split.children == [primaryNavigation])
        #expect(secondaryNavigation.parent === adopter)
        #expect(secondaryNavigation.splitViewController == nil)
        #expect(secondary.splitViewController == nil)
        #expect(primary.splitViewController === split)
        // What shows is what `setViewController(nil, for: .secondary)` leaves.
        let reference = UISplitViewController(style: .doubleColumn)
        reference.setViewController(titled("primary"), for: .primary)
        reference.setViewController(titled("secondary"), for: .secondary)
        let referenceSimulator = try host(
            reference, UIViewController(), in: UIViewController(), device: "iPad Pro (11-inch) (4th generation)")
        defer { withExtendedLifetime(referenceSimulator) {} }
        reference.setViewController(nil, for: .secondary)
        reference.view.layoutIfNeeded()
        let referenceNavigation = try #require(reference.viewController(for: .primary)?.navigationController)
        #expect(
            primaryNavigation.view.isDescendant(of: split.view)
                == referenceNavigation.view.isDescendant(of: reference.view))
        #expect(split.displayMode == reference.displayMode)
        #expect(secondaryNavigation.view.superview === adopter.view)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }

    // MARK: Helpers

    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    /// A root holding the container on the left and a plain adopter on the right.
    private func host(
        _ container: UIViewController, _ adopter: UIViewController, in root: UIViewController, device: String
    )
        throws -> DeviceSimulator
    {
        let simulator = try DeviceSimulator(deviceNamed: device, rootViewController: root)
        let bounds = root.view.bounds
        for (index, child) in [container, adopter].enumerated() {
            root.addChild(child)
            child.view.frame = CGRect(
                x: CGFloat(index) * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        simulator.runUntilIdle()
        simulator.window.layoutIfNeeded()
        return simulator
    }

    /// The model's adoption step: `addChild`, the view, `didMove`.
    private func adopt(_ child: UIViewController, by adopter: UIViewController, in simulator: DeviceSimulator) {
        adopter.addChild(child)
        adopter.view.addSubview(child.view)
        child.didMove(toParent: adopter)
        simulator.runUntilIdle()
        simulator.window.layoutIfNeeded()
    }
}
