import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// T3 and T4: trait environments, propagation and overrides.
@MainActor
@Suite struct TraitEnvironmentTests {
    // MARK: T3 propagation

    @Test func T3_environmentsOutsideAWindowReportUnspecifiedTraits() {
        let controller = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        #expect(controller.traitCollection == UITraitCollection())
        #expect(controller.view.traitCollection.horizontalSizeClass == .unspecified)
        #expect(view.traitCollection.verticalSizeClass == .unspecified)
        #expect(view.safeAreaInsets == .zero)
    }

    @Test func T3_traitsFlowFromScreenToTheDeepestView() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro Max", orientation: .landscape)
        simulator.rootViewController = controller
        let leaf = UIView()
        let middle = UIView()
        middle.addSubview(leaf)
        controller.view.addSubview(middle)
        for environment in [simulator.window, controller, controller.view!, middle, leaf] as [any UITraitEnvironment] {
            #expect(environment.traitCollection == simulator.screen.traitCollection)
        }
        #expect(simulator.screen.traitCollection.isFullySpecified)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.verticalSizeClass == .compact)
        #expect(leaf.traitCollection.displayScale == 3)
        #expect(leaf.traitCollection.userInterfaceIdiom == .phone)
    }

    @Test func T3_firstChangeReportsNilThenOnlyRealChanges() throws {
        let log = EventLog()
        let controller = TrackingViewController("root", log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        simulator.rootViewController = controller
        let traitEvents = log.events.map(\.description).filter { $0.contains("traitCollectionDidChange") }
        #expect(
            traitEvents == [
                "root.traitCollectionDidChange(previous: nil)",
                "root.view.traitCollectionDidChange(previous: nil)",
            ])
        log.events.removeAll()
        simulator.rotate(to: .portrait)
        simulator.setContentSizeCategory(.large)
        #expect(log.events.isEmpty, "nothing changed")
    }

    @Test func T3_aViewLeavingTheWindowLosesItsTraits() throws {
        let log = EventLog()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15", rootViewController: UIViewController())
        let view = TrackingView(name: "view", log: log)
        simulator.rootViewController?.view.addSubview(view)
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        view.removeFromSuperview()
        #expect(view.traitCollection == UITraitCollection())
        #expect(
            log.events.map(\.description) == [
                "view.traitCollectionDidChange(previous: nil)",
                "view.traitCollectionDidChange(previous: Compact/Regular)",
            ])
    }

    @Test func T3_screenWindowControllerAndViewAreTraitEnvironments() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPad mini (6th generation)")
        let environments: [any UITraitEnvironment] = [simulator.screen, simulator.window, UIViewController(), UIView()]
        #expect(environments.count == 4)
        #expect(simulator.screen.traitCollection.userInterfaceIdiom == .pad)
    }

    // MARK: T4 overrides

    @Test func T4_overrideMergesOverTheParentsTraits() throws {
        let child = UIViewController()
        let parent = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: parent)
        parent.setOverrideTraitCollection(
            UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(userInterfaceStyle: .dark),
            ]), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        // Unspecified axes fall through to the parent's.
        #expect(child.traitCollection.verticalSizeClass == .regular)
        #expect(child.traitCollection.displayScale == 3)
        #expect(child.view.traitCollection == child.traitCollection)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection == simulator.window.traitCollection)
    }

    @Test func T4_overrideReachesGrandchildren() throws {
        let grandchild = UIViewController()
        let child = UIViewController()
        let parent = UIViewController()
        child.addChild(grandchild)
        parent.addChild(child)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: parent)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(grandchild.traitCollection.horizontalSizeClass == .regular)

        #expect(simulator.rootViewController === parent)
    }

    @Test func T4_subclassesComputeTheOverride() throws {
        final class Forcing: UIViewController {
            override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection?
            {
                UITraitCollection(legibilityWeight: .bold)
            }
        }
        let child = UIViewController()
        let parent = Forcing()
        parent.addChild(child)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: parent)
        #expect(child.traitCollection.legibilityWeight == .bold)
        #expect(parent.traitCollection.legibilityWeight == .regular)

        #expect(simulator.rootViewController === parent)
    }

    @Test func T4_overrideForAControllerThatIsNotAChildIsIgnoredWithAWarning() {
        let parent = UIViewController()
        let stranger = UIViewController()
        let diagnostics = DiagnosticLog.capture {
            parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        }
        #expect(diagnostics.map(\.kind) == [.warning])
        #expect(diagnostics.first?.message.contains("is not a child of") == true)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
    }

    @Test func T4_removingAChildDropsItsOverrideAndItsTraits() throws {
        let child = UIViewController()
        let parent = UIViewController()
        parent.addChild(child)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: parent)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        child.removeFromParent()
        #expect(child.traitCollection == UITraitCollection())
        #expect(parent.overrideTraitCollection(forChild: child) == nil)
        parent.addChild(child)
        #expect(child.traitCollection.horizontalSizeClass == .compact, "the old override is gone")

        #expect(simulator.rootViewController === parent)
    }

    @Test func T4_iOS17TraitOverridesOnControllersAndViews() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let subview = UIView()
        let leaf = UIView()
        subview.addSubview(leaf)
        controller.view.addSubview(subview)
        controller.traitOverrides.userInterfaceStyle = .dark
        subview.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.view.traitCollection.horizontalSizeClass == .compact)
        #expect(subview.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(!subview.traitOverrides.contains(UITraitVerticalSizeClass.self))
        subview.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(leaf.traitCollection.horizontalSizeClass == .compact)
        #expect(simulator.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func T4_traitOverridesSurviveARotation() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        controller.traitOverrides.horizontalSizeClass = .regular
        simulator.rotate(to: .landscape)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.traitCollection.verticalSizeClass == .compact)
    }

    // MARK: Misuse

    @Test func T3_addingAViewToItselfOrItsDescendantIsRefused() {
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        let diagnostics = DiagnosticLog.capture {
            outer.addSubview(outer)
            inner.addSubview(outer)
        }
        #expect(diagnostics.map(\.message).first == "Can't add self as subview")
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.name == "NSInvalidArgumentException" })
        #expect(outer.superview == nil)
        #expect(outer.subviews == [inner])
        #expect(inner.subviews.isEmpty)
    }

    @Test func T3_addingAControllerAsItsOwnAncestorIsRefused() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let diagnostics = DiagnosticLog.capture {
            child.addChild(parent)
            child.addChild(child)
        }
        #expect(diagnostics.count == 2)
        #expect(child.children.isEmpty)
        #expect(parent.parent == nil)
        #expect(parent.children == [child])
    }

    @Test func T3_movingAChildToANewParentRemovesItFromTheOld() {
        let log = EventLog()
        let first = TrackingViewController("first", log: log)
        let second = TrackingViewController("second", log: log)
        let child = TrackingViewController("child", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(child.parent === second)
        #expect(
            log.events.map(\.description) == [
                "child.willMove(toParent: first)",
                "child.didMove(toParent: nil)",
                "child.willMove(toParent: second)",
            ])
    }
}
