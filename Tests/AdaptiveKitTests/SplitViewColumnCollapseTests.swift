import Foundation
import Testing

@testable import AdaptiveKit

/// C4 for the iOS 14 column style: collapsing to a navigation stack or to the compact column,
/// expanding, and the delegate's whole history through rotations and Split View resizes.
@MainActor
@Suite struct SplitViewColumnCollapseTests {
    @Test func C4_aPhoneCollapsesTheColumnsIntoOneStackUpToTheProposedSecondary() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start("iPhone 15 Pro")
        let primary = try #require(fixture.navigation(.primary))
        #expect(fixture.split.isCollapsed)
        #expect(primary.viewControllers == [fixture.sidebar, fixture.list, fixture.detail])
        #expect(fixture.split.viewControllers == [primary])
        #expect(primary.view.frame == simulator.window.bounds)
        #expect(fixture.split.view.subviews == [primary.view])
        #expect(
            fixture.delegate.calls == [
                "topColumnForCollapsing(proposed: secondary)", "didCollapse(isCollapsed: true)",
            ],
            "the classic methods are not called")
        #expect(fixture.appearance == ["detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(fixture.split.displayMode == .secondaryOnly)
    }

    @Test func C4_showAndHideWalkTheCollapsedStack() throws {
        let fixture = ColumnFixture(.tripleColumn)
        fixture.delegate.topColumn = .primary
        _ = try fixture.start("iPhone 15 Pro")
        let primary = try #require(fixture.navigation(.primary))
        let secondary = try #require(fixture.navigation(.secondary))
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(secondary.viewControllers == [fixture.detail])

        fixture.split.show(.secondary)
        #expect(primary.viewControllers == [fixture.sidebar, fixture.list, fixture.detail], "with the columns between")
        #expect(secondary.viewControllers.isEmpty)
        fixture.split.hide(.supplementary)
        #expect(primary.viewControllers.count == 3, "not on top: ignored")
        fixture.split.hide(.secondary)
        #expect(primary.viewControllers == [fixture.sidebar, fixture.list])
        #expect(secondary.viewControllers == [fixture.detail])
        fixture.split.hide(.primary)
        #expect(primary.viewControllers == [fixture.sidebar, fixture.list], "the primary is never popped")
        fixture.split.show(.secondary)
        fixture.split.show(.primary)
        #expect(primary.viewControllers == [fixture.sidebar], "covering columns are popped")
        #expect(
            fixture.split.viewController(for: .supplementary)?.navigationController?.viewControllers == [fixture.list])
    }

    @Test func C4_theCompactColumnReplacesTheStackWhileCollapsed() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let compact = TrackingViewController("compact", log: fixture.log)
        fixture.split.setViewController(compact, for: .compact)
        let simulator = try fixture.start("iPhone 15 Pro")
        #expect(fixture.split.viewControllers == [compact])
        #expect(compact.view.frame == simulator.window.bounds)
        #expect(fixture.split.view.subviews == [compact.view])
        #expect(fixture.navigation(.primary)?.viewControllers == [fixture.sidebar], "the columns are left alone")
        #expect(
            fixture.delegate.take() == ["topColumnForCollapsing(proposed: compact)", "didCollapse(isCollapsed: true)"])
        #expect(fixture.appearance == ["compact.viewWillAppear", "compact.viewDidAppear"])
        fixture.split.show(.secondary)
        #expect(fixture.split.viewControllers == [compact], "show does nothing over the compact column")
        #expect(compact.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func C4_splitViewResizesCollapseAndExpandWithTheWholeHistory() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        let primary = try #require(fixture.navigation(.primary))
        let secondary = try #require(fixture.navigation(.secondary))
        fixture.log.events.removeAll()

        try simulator.resize(to: .oneThird)
        #expect(fixture.split.isCollapsed)
        #expect(primary.viewControllers == [fixture.sidebar, fixture.detail])
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 375, height: 834))
        #expect(
            fixture.delegate.take() == [
                "topColumnForCollapsing(proposed: secondary)", "willHide(primary)", "didCollapse(isCollapsed: true)",
            ])
        #expect(
            fixture.appearance == [
                "detail.viewWillDisappear", "detail.viewDidDisappear", "sidebar.viewWillDisappear",
                "detail.viewWillAppear (moving to parent)", "sidebar.viewDidDisappear", "detail.viewDidAppear",
            ], "as the classic style folds its secondary")
        fixture.log.events.removeAll()

        try simulator.resize(to: .twoThirds)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.splitBehavior == .overlay, "809 x 834 is not wider than tall")
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(secondary.viewControllers == [fixture.detail])
        #expect(fixture.frame(.secondary) == CGRect(x: 0, y: 0, width: 809, height: 834))
        #expect(
            fixture.delegate.take() == [
                "displayModeForExpanding(proposed: 1)", "willChangeTo(1)", "didExpand(isCollapsed: false)",
            ])
        #expect(
            fixture.appearance == [
                "detail.viewWillDisappear (moving from parent)", "sidebar.viewWillAppear", "detail.viewDidDisappear",
                "sidebar.viewDidAppear", "sidebar.viewWillDisappear", "sidebar.viewDidDisappear",
                "detail.viewWillAppear", "detail.viewDidAppear",
            ])

        try simulator.resize(to: nil)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.delegate.take() == ["willChangeTo(2)", "willShow(primary)"])
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 834))
    }

    @Test func C4_rotatingAniPadShowsAndHidesThePrimaryWithTheSystemCallbacks() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        simulator.rotate(to: .portrait)
        #expect(fixture.split.displayMode == .secondaryOnly)
        #expect(fixture.frame(.primary) == nil)
        #expect(fixture.frame(.secondary) == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(fixture.delegate.take() == ["willChangeTo(1)", "willHide(primary)"])
        fixture.split.show(.primary)
        #expect(fixture.delegate.take() == ["willChangeTo(3)"])
        simulator.rotate(to: .landscape)
        #expect(fixture.split.displayMode == .oneBesideSecondary, "a new size forgets the mode chosen by code")
        #expect(fixture.delegate.take() == ["willChangeTo(2)"], "the primary was already showing")
    }

    @Test func C4_theDelegateChoosesTheModeAfterExpanding() throws {
        let fixture = ColumnFixture(.tripleColumn)
        fixture.delegate.expandingMode = .twoBesideSecondary
        fixture.delegate.topColumn = .supplementary
        let simulator = try fixture.start("iPhone 15 Pro Max")
        #expect(fixture.navigation(.primary)?.viewControllers == [fixture.sidebar, fixture.list])
        _ = fixture.delegate.take()
        simulator.rotate(to: .landscape)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.split.splitBehavior == .displace)
        #expect(fixture.split.displayMode == .twoDisplaceSecondary, "the delegate's answer, fitted to displace")
        #expect(
            fixture.delegate.take() == [
                "displayModeForExpanding(proposed: 2)", "willChangeTo(6)", "willShow(primary)", "willShow(secondary)",
                "didExpand(isCollapsed: false)",
            ])
        #expect(fixture.frame(.primary) == CGRect(x: 0, y: 0, width: 320, height: 430))
        #expect(fixture.frame(.supplementary) == CGRect(x: 320, y: 0, width: 320, height: 430))
        #expect(fixture.frame(.secondary) == CGRect(x: 640, y: 0, width: 612, height: 430))
        simulator.rotate(to: .portrait)
        #expect(
            fixture.delegate.take() == [
                "topColumnForCollapsing(proposed: secondary)", "willHide(primary)", "willHide(secondary)",
                "didCollapse(isCollapsed: true)",
            ])
        #expect(fixture.split.displayMode == .twoDisplaceSecondary, "no visual effect while collapsed")
    }

    @Test func C4_showDetailPushesOntoTheCollapsedStack() throws {
        let fixture = ColumnFixture(.doubleColumn)
        fixture.delegate.topColumn = .primary
        let simulator = try fixture.start("iPhone 15 Pro")
        let primary = try #require(fixture.navigation(.primary))
        let other = UIViewController()
        fixture.sidebar.showDetailViewController(other, sender: nil)
        simulator.runUntilIdle()
        #expect(primary.viewControllers == [fixture.sidebar, other])
        #expect(fixture.sidebar.targetViewController(forAction: .showDetail, sender: nil) === fixture.split)
    }
}
