import Foundation
import Testing

@testable import AdaptiveKit

/// C4: the split view collapses and expands with the horizontal size class.
@MainActor
@Suite struct UISplitViewControllerTests {
    /// list (in a navigation controller) | detail (in a navigation controller).
    @MainActor final class Fixture {
        let log = EventLog()
        let list: TrackingViewController
        let detail: TrackingViewController
        let primary: UINavigationController
        let secondary: UINavigationController
        let split = UISplitViewController()
        var notifications = 0
        private var observer: (any NSObjectProtocol)?

        init() {
            list = TrackingViewController("list", log: log)
            detail = TrackingViewController("detail", log: log)
            primary = UINavigationController(rootViewController: list)
            secondary = UINavigationController(rootViewController: detail)
            split.viewControllers = [primary, secondary]
            observer = NotificationCenter.default.addObserver(
                forName: UIViewController.showDetailTargetDidChangeNotification, object: split, queue: nil
            ) { [weak self] _ in MainActor.assumeIsolated { self?.notifications += 1 } }
        }

        func start(_ device: String, _ orientation: DeviceOrientation = .portrait, _ size: MultitaskingSize? = nil)
            throws -> DeviceSimulator
        {
            try DeviceSimulator(
                deviceNamed: device, orientation: orientation, multitasking: size, rootViewController: split)
        }

        var appearance: [String] {
            log.events.map(\.description).filter { $0.contains("ppear") }
        }
    }

    @Test func C4_phoneInPortraitStartsCollapsedWithTheDetailPushed() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPhone 15 Pro")
        #expect(fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers == [fixture.primary])
        #expect(fixture.primary.viewControllers == [fixture.list, fixture.detail])
        #expect(fixture.secondary.viewControllers.isEmpty)
        #expect(fixture.detail.view.superview === fixture.primary.view)
        #expect(fixture.primary.view.frame == simulator.window.bounds)
        #expect(fixture.notifications == 1)
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    @Test func C4_iPadInLandscapeShowsBothColumns() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPad Pro (11-inch) (4th generation)", .landscape)
        defer { withExtendedLifetime(simulator) {} }
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(fixture.secondary.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        #expect(fixture.list.traitCollection.horizontalSizeClass == .compact, "the primary column is compact")
        #expect(fixture.detail.traitCollection.horizontalSizeClass == .regular)
        #expect(fixture.notifications == 0)
        #expect(fixture.appearance.contains("detail.viewDidAppear"))
    }

    @Test func C4_iPadPortraitHidesThePrimary() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPad Pro (11-inch) (4th generation)")
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.primary.viewIfLoaded?.superview == nil)
        #expect(fixture.secondary.view.frame == simulator.window.bounds)
        fixture.split.preferredDisplayMode = .oneOverSecondary
        simulator.window.layoutIfNeeded()
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1194))
        #expect(fixture.split.view.subviews.last === fixture.primary.view, "the primary overlays")
    }

    @Test func C4_multitaskingResizeCollapsesAndExpandsWithTheSameDetail() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPad Pro (11-inch) (4th generation)", .landscape)
        fixture.log.events.removeAll()
        try simulator.resize(to: .oneThird)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.primary.viewControllers == [fixture.list, fixture.detail])
        #expect(fixture.notifications == 1)
        #expect(
            fixture.appearance == [
                "detail.viewWillDisappear", "detail.viewDidDisappear", "list.viewWillDisappear",
                "detail.viewWillAppear (moving to parent)", "list.viewDidDisappear", "detail.viewDidAppear",
            ])
        fixture.log.events.removeAll()
        try simulator.resize(to: nil)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
        #expect(fixture.secondary.viewControllers == [fixture.detail])
        #expect(fixture.primary.viewControllers == [fixture.list])
        #expect(fixture.notifications == 2)
        #expect(
            fixture.appearance == [
                "detail.viewWillDisappear (moving from parent)", "list.viewWillAppear", "detail.viewDidDisappear",
                "list.viewDidAppear", "detail.viewWillAppear", "detail.viewDidAppear",
            ])
        #expect(fixture.secondary.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
    }

    @Test func C4_maxPhoneRotationExpandsAndCollapses() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPhone 15 Pro Max")
        #expect(fixture.split.isCollapsed)
        simulator.rotate(to: .landscape)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 430))
        simulator.rotate(to: .portrait)
        #expect(fixture.split.isCollapsed)
        #expect(fixture.primary.topViewController === fixture.detail)
        #expect(fixture.notifications == 3)
    }

    @Test func C4_showDetailReplacesWhenExpandedAndPushesWhenCollapsed() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPad Pro (11-inch) (4th generation)", .landscape)
        let other = UIViewController()
        fixture.list.showDetailViewController(other, sender: nil)
        #expect(fixture.split.viewControllers == [fixture.primary, other])
        #expect(fixture.secondary.parent == nil)
        #expect(other.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        try simulator.resize(to: .slideOver)
        #expect(fixture.primary.viewControllers == [fixture.list, other])
        let third = UIViewController()
        fixture.list.showDetailViewController(third, sender: nil)
        simulator.runUntilIdle()
        #expect(fixture.primary.viewControllers == [fixture.list, other, third])
        #expect(fixture.list.targetViewController(forAction: .showDetail, sender: nil) === fixture.split)
        #expect(fixture.list.targetViewController(forAction: .show, sender: nil) === fixture.primary)
    }

    /// Xcode's Master-Detail template sets the delegate after the root is installed.
    @Test func C4_aSplitViewInAHiddenWindowWaitsForItsFirstAppearanceToCollapse() throws {
        let fixture = Fixture()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        simulator.window.rootViewController = fixture.split
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.notifications == 0)

        let delegate = Delegate()
        delegate.handlesCollapse = true
        fixture.split.delegate = delegate
        simulator.window.makeKeyAndVisible()

        #expect(delegate.calls == ["primaryForCollapsing", "collapseSecondary"])
        #expect(fixture.split.isCollapsed)
        #expect(fixture.split.viewControllers == [fixture.primary])
        #expect(fixture.primary.viewControllers == [fixture.list])
        #expect(fixture.notifications == 1)
        #expect(fixture.appearance == ["list.viewWillAppear", "list.viewDidAppear"])
    }

    /// Records every delegate call and answers as configured.
    final class Delegate: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        var handlesCollapse = false
        var separated: UIViewController?
        var takesShowDetail = false

        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primaryForCollapsing")
            return nil
        }
        func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
            calls.append("primaryForExpanding")
            return nil
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            calls.append("collapseSecondary")
            return handlesCollapse
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? {
            calls.append("separateSecondary")
            return separated
        }
        func splitViewController(
            _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
        ) -> Bool {
            calls.append("showDetail")
            return takesShowDetail
        }
    }

    @Test func C4_delegateThatHandlesCollapseDiscardsTheSecondary() throws {
        let fixture = Fixture()
        let delegate = Delegate()
        delegate.handlesCollapse = true
        fixture.split.delegate = delegate
        let simulator = try fixture.start("iPhone 15 Pro")
        defer { withExtendedLifetime(simulator) {} }
        #expect(delegate.calls == ["primaryForCollapsing", "collapseSecondary"])
        #expect(fixture.primary.viewControllers == [fixture.list], "the list shows first")
        #expect(fixture.secondary.parent == nil)
    }

    @Test func C4_delegateThatDeclinesLetsThePrimaryCollapse() throws {
        let fixture = Fixture()
        let delegate = Delegate()
        fixture.split.delegate = delegate
        let simulator = try fixture.start("iPad Pro (11-inch) (4th generation)", .landscape)
        try simulator.resize(to: .oneThird)
        #expect(delegate.calls == ["primaryForCollapsing", "collapseSecondary"])
        #expect(fixture.primary.viewControllers == [fixture.list, fixture.detail])
        let replacement = UIViewController()
        delegate.separated = replacement
        try simulator.resize(to: nil)
        #expect(delegate.calls.suffix(2) == ["primaryForExpanding", "separateSecondary"])
        #expect(fixture.split.viewControllers == [fixture.primary, replacement])
        #expect(fixture.primary.viewControllers == [fixture.list, fixture.detail], "the delegate chose")
    }

    @Test func C4_withoutADelegateAPlainPrimaryKeepsOnlyItself() throws {
        let primary = UIViewController()
        let secondary = UIViewController()
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: split)
        #expect(split.viewControllers == [primary])
        #expect(secondary.parent == nil)
        simulator.rotate(to: .landscape)
        #expect(split.isCollapsed, "compact width in landscape on a 15 Pro")
    }

    @Test func C4_delegateCanTakeShowDetail() throws {
        let fixture = Fixture()
        let delegate = Delegate()
        delegate.takesShowDetail = true
        fixture.split.delegate = delegate
        let simulator = try fixture.start("iPad Pro (11-inch) (4th generation)", .landscape)
        defer { withExtendedLifetime(simulator) {} }
        fixture.list.showDetailViewController(UIViewController(), sender: nil)
        #expect(delegate.calls.last == "showDetail")
        #expect(fixture.split.viewControllers == [fixture.primary, fixture.secondary])
    }

    @Test func C4_primaryColumnWidthDefaultsAndLimits() throws {
        let fixture = Fixture()
        let simulator = try fixture.start("iPad Pro (12.9-inch) (6th generation)", .landscape)
        #expect(fixture.split.primaryColumnWidth == 320)
        fixture.split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(fixture.split.primaryColumnWidth == 320, "capped by the default maximum")
        fixture.split.maximumPrimaryColumnWidth = 600
        #expect(fixture.split.primaryColumnWidth == CGFloat(0.4) * 1366)
        fixture.split.minimumPrimaryColumnWidth = 700
        #expect(fixture.split.primaryColumnWidth == 700)
        simulator.window.layoutIfNeeded()
        #expect(fixture.primary.view.frame.width == 700)
    }

    /// Found by the model-based test (seed 1): a split view that lost its secondary while collapsed, given
    /// one by `showDetailViewController` once expanded, left the primary regular while the rule (a
    /// primary beside a secondary is horizontally compact) made it compact.
    @Test func C4_aSecondaryArrivingMakesThePrimaryCompactAtOnce() throws {
        let log = EventLog()
        let primary = TrackingViewController("primary", log: log)
        let split = UISplitViewController()
        split.viewControllers = [primary]
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape, rootViewController: split)
        simulator.window.layoutIfNeeded()
        #expect(primary.traitCollection.horizontalSizeClass == .regular)
        log.events.removeAll()
        split.showDetailViewController(UIViewController(), sender: nil)
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(log.events.map(\.description).first == "primary.traitCollectionDidChange(previous: Regular/Regular)")
        split.viewControllers = [primary]
        #expect(primary.traitCollection.horizontalSizeClass == .regular)
        #expect(ModelInvariants.violations(in: simulator.window).isEmpty)
    }
}
