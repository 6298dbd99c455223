import Foundation
import Testing

@testable import AdaptiveKit

// Proxies last for the process, as in UIKit, so each test styles classes of its own.
private final class GlobalLabel: UILabel {}
private final class TraitView: UIView {}
private final class ContainedLabel: UILabel {}
private final class OrderedLabel: UILabel {}
private final class SpecificLabel: UILabel {}
private class BaseSwatch: UIView {}
private final class DerivedSwatch: BaseSwatch {}
private final class DirectLabel: UILabel {}
private final class LateLabel: UILabel {}
private final class Panel: UIView {}
private final class Inset: UIView {}
private final class ThemedController: UIViewController {}
private final class ThemedNavigationController: UINavigationController {}
private final class ThemedTabBarController: UITabBarController {}

private final class TintTracker: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

/// T7: appearance proxies, applied when views enter a window and again when their traits change.
@MainActor
@Suite struct UIAppearanceTests {
    static let compactHeight = UITraitCollection(verticalSizeClass: .compact)

    /// A phone in portrait whose root controller's view hosts the test's views.
    static func phone(_ controller: UIViewController = UIViewController()) throws -> DeviceSimulator {
        try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
    }

    @Test func T7_globalProxyAppliesWhenTheViewEntersAWindow() throws {
        GlobalLabel.appearance().textColor = .red
        GlobalLabel.appearance().font = .systemFont(ofSize: 30)
        #expect(GlobalLabel.appearance().textColor == .red)
        #expect(GlobalLabel.appearance().backgroundColor == nil)

        let label = GlobalLabel()
        #expect(label.textColor == .label)
        let plain = UILabel()
        let simulator = try Self.phone()
        simulator.rootViewController?.view.addSubview(label)
        simulator.rootViewController?.view.addSubview(plain)
        #expect(label.textColor == .red)
        #expect(label.font == .systemFont(ofSize: 30))
        #expect(plain.textColor == .label)
    }

    @Test func T7_perTraitProxyFollowsRotation() throws {
        TraitView.appearance().tintColor = .blue
        TraitView.appearance(for: Self.compactHeight).tintColor = .red
        TraitView.appearance(for: Self.compactHeight).backgroundColor = .green
        let view = TraitView()
        let simulator = try Self.phone()
        simulator.rootViewController?.view.addSubview(view)
        #expect(view.tintColor == .blue)
        #expect(view.backgroundColor == nil)

        simulator.rotate(to: .landscape)
        #expect(view.tintColor == .red)
        #expect(view.backgroundColor == .green)

        // Back in regular height the compact-only value gives way to the view's own again.
        simulator.rotate(to: .portrait)
        #expect(view.tintColor == .blue)
        #expect(view.backgroundColor == nil)
    }

    @Test func T7_containedInProxyNeedsItsContainersInOrder() throws {
        ContainedLabel.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .green
        OrderedLabel.appearance(whenContainedInInstancesOf: [Inset.self, Panel.self]).textColor = .blue
        ContainedLabel.appearance(whenContainedInInstancesOf: [ThemedController.self]).backgroundColor = .yellow

        let root = ThemedController()
        let simulator = try Self.phone(root)
        let panel = Panel()
        let inset = Inset()
        let outside = ContainedLabel()
        let inside = ContainedLabel()
        let ordered = OrderedLabel()
        let reversed = OrderedLabel()
        let outerInset = Inset()
        let innerPanel = Panel()
        panel.addSubview(inset)
        inset.addSubview(inside)
        inset.addSubview(ordered)
        outerInset.addSubview(innerPanel)
        innerPanel.addSubview(reversed)
        simulator.window.addSubview(outside)
        root.view.addSubview(panel)
        root.view.addSubview(outerInset)

        #expect(inside.textColor == .green)
        #expect(outside.textColor == .label)
        // Inside the themed controller's view; the label added straight to the window is not.
        #expect(inside.backgroundColor == .yellow)
        #expect(outside.backgroundColor == nil)
        // [Inset, Panel]: an inset inside a panel, innermost first, as UIKit orders the list.
        #expect(ordered.textColor == .blue)
        #expect(reversed.textColor == .label)
    }

    @Test func T7_theMostSpecificProxyWins() throws {
        SpecificLabel.appearance(whenContainedInInstancesOf: [Panel.self]).textColor = .blue
        SpecificLabel.appearance(for: Self.compactHeight).textColor = .green
        SpecificLabel.appearance().textColor = .red
        SpecificLabel.appearance().font = .systemFont(ofSize: 11)
        SpecificLabel.appearance().font = .systemFont(ofSize: 12)
        DerivedSwatch.appearance().backgroundColor = .blue
        BaseSwatch.appearance().backgroundColor = .red

        let simulator = try Self.phone()
        let root = try #require(simulator.rootViewController?.view)
        let panel = Panel()
        let inPanel = SpecificLabel()
        let alone = SpecificLabel()
        let base = BaseSwatch()
        let derived = DerivedSwatch()
        panel.addSubview(inPanel)
        for view in [panel, alone, base, derived] { root.addSubview(view) }

        #expect(inPanel.textColor == .blue)
        #expect(alone.textColor == .red)
        // Setting a proxy value again replaces it.
        #expect(alone.font == .systemFont(ofSize: 12))
        // A subclass's proxy beats its superclass's, whatever the order they were set in.
        #expect(base.backgroundColor == .red)
        #expect(derived.backgroundColor == .blue)

        simulator.rotate(to: .landscape)
        // Containment outranks traits; traits outrank the plain proxy.
        #expect(inPanel.textColor == .blue)
        #expect(alone.textColor == .green)
    }

    @Test func T7_aValueSetDirectlyWinsOverEveryProxy() throws {
        DirectLabel.appearance().textColor = .red
        DirectLabel.appearance(for: Self.compactHeight).textColor = .green
        let early = DirectLabel()
        early.textColor = .yellow
        let late = DirectLabel()
        let simulator = try Self.phone()
        simulator.rootViewController?.view.addSubview(early)
        simulator.rootViewController?.view.addSubview(late)
        #expect(early.textColor == .yellow)
        #expect(late.textColor == .red)

        late.textColor = .orange
        simulator.rotate(to: .landscape)
        #expect(early.textColor == .yellow)
        #expect(late.textColor == .orange)
    }

    @Test func T7_proxyChangesReachAViewInAWindowWhenItReenters() throws {
        LateLabel.appearance().textColor = .red
        let label = LateLabel()
        let simulator = try Self.phone()
        let root = try #require(simulator.rootViewController?.view)
        root.addSubview(label)
        #expect(label.textColor == .red)
        LateLabel.appearance().textColor = .blue
        #expect(label.textColor == .red)
        label.removeFromSuperview()
        root.addSubview(label)
        #expect(label.textColor == .blue)
    }

    @Test func T7_barsTakeTheirProxiesInsideContainers() throws {
        UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self]).barTintColor = .orange
        UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self])
            .titleTextAttributes = [.init("NSColor"): UIColor.white]
        UITabBar.appearance(whenContainedInInstancesOf: [ThemedTabBarController.self]).barTintColor = .black
        let navigation = ThemedNavigationController(rootViewController: UIViewController())
        let plainNavigation = UINavigationController(rootViewController: UIViewController())
        let tabs = ThemedTabBarController()
        tabs.viewControllers = [navigation, plainNavigation]

        let simulator = try Self.phone(tabs)
        #expect(navigation.navigationBar.barTintColor == .orange)
        #expect(navigation.navigationBar.titleTextAttributes?[.init("NSColor")] as? UIColor == .white)
        #expect(tabs.tabBar.barTintColor == .black)
        tabs.selectedIndex = 1
        #expect(plainNavigation.navigationBar.barTintColor == nil)
        _ = simulator
    }

    @Test func T7_tintColorIsInheritedFromTheSuperview() throws {
        let outer = UIView()
        let inner = TintTracker()
        outer.addSubview(inner)
        #expect(inner.tintColor == .systemBlue)
        outer.tintColor = .red
        #expect(inner.tintColor == .red)
        #expect(inner.changes == 1)
        inner.tintColor = .green
        outer.tintColor = .blue
        #expect(inner.tintColor == .green)
        #expect(inner.changes == 2)
        inner.tintColor = nil
        #expect(inner.tintColor == .blue)
    }
}
