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
        let simulator = try fixture.start("iPhone 15 Pro")
        defer { withExtendedLifetime(simulator) {} }
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
                "detail.viewWillDisappear", "detail.viewDidDisappear", "detail.viewWillAppear", "detail.viewDidAppear",
            ], "the primary does not stay on screen, so it leaves before the detail moves back")

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

    @Test func C4_rotatingATiledTripleColumnSplitViewHidesBothSidebars() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad13, .landscape)
        fixture.log.events.removeAll()
        simulator.rotate(to: .portrait)
        #expect(fixture.split.splitBehavior == .overlay)
        #expect(fixture.delegate.take() == ["willChangeTo(1)", "willHide(primary)", "willHide(supplementary)"])
        #expect(
            fixture.appearance == [
                "sidebar.viewWillDisappear", "sidebar.viewDidDisappear", "list.viewWillDisappear",
                "list.viewDidDisappear",
            ])
        simulator.rotate(to: .landscape)
        #expect(fixture.delegate.take() == ["willChangeTo(4)", "willShow(primary)", "willShow(supplementary)"])
        #expect(fixture.frame(.secondary) == CGRect(x: 640, y: 0, width: 726, height: 1024))
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

/// C4: the whole history of a column-style split view's controllers and delegate through a rotation
/// and a Split View resize.
@MainActor
@Suite struct SplitViewColumnHistoryTests {
    @Test func C4_rotatingADoubleColumnSplitViewOnAniPad() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        let start = fixture.log.events.count
        simulator.rotate(to: .portrait)
        #expect(
            fixture.history(since: start) == [
                "sidebar.viewWillTransition(to: 834.0x1194.0)",
                "detail.viewWillTransition(to: 834.0x1194.0)",
                "sidebar.alongside",
                "detail.alongside",
                "delegate.willChangeTo(1)",
                "delegate.willHide(primary)",
                "sidebar.viewWillDisappear",
                "sidebar.viewDidDisappear",
                "sidebar.completion",
                "detail.completion",
            ])
    }

    @Test func C4_resizingATripleColumnSplitViewToOneThirdAndBack() throws {
        let fixture = ColumnFixture(.tripleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        let start = fixture.log.events.count
        try simulator.resize(to: .oneThird)
        #expect(
            fixture.history(since: start) == [
                "detail.willTransition(to: Compact/Regular)",
                "sidebar.viewWillTransition(to: 375.0x834.0)",
                "list.viewWillTransition(to: 375.0x834.0)",
                "detail.viewWillTransition(to: 375.0x834.0)",
                "detail.traitCollectionDidChange(previous: Regular/Regular)",
                "detail.view.traitCollectionDidChange(previous: Regular/Regular)",
                "delegate.topColumnForCollapsing(proposed: secondary)",
                "delegate.willHide(supplementary)",
                "list.viewWillDisappear",
                "list.viewDidDisappear",
                "detail.viewWillDisappear",
                "detail.viewDidDisappear",
                "list.willMove(toParent: nil)",
                "list.didMove(toParent: nil)",
                "list.traitCollectionDidChange(previous: Compact/Regular)",
                "list.view.traitCollectionDidChange(previous: Compact/Regular)",
                "detail.willMove(toParent: nil)",
                "detail.didMove(toParent: nil)",
                "detail.traitCollectionDidChange(previous: Compact/Regular)",
                "detail.view.traitCollectionDidChange(previous: Compact/Regular)",
                "list.willMove(toParent: UINavigationController)",
                "list.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "list.view.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "detail.willMove(toParent: UINavigationController)",
                "detail.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "detail.view.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "list.didMove(toParent: UINavigationController)",
                "detail.didMove(toParent: UINavigationController)",
                "detail.viewWillAppear",
                "detail.viewDidAppear",
                "delegate.didCollapse(isCollapsed: true)",
                "sidebar.alongside",
                "list.alongside",
                "detail.alongside",
                "sidebar.completion",
                "list.completion",
                "detail.completion",
            ])
        let middle = fixture.log.events.count
        try simulator.resize(to: nil)
        #expect(
            fixture.history(since: middle) == [
                "sidebar.willTransition(to: Regular/Regular)",
                "list.willTransition(to: Regular/Regular)",
                "detail.willTransition(to: Regular/Regular)",
                "sidebar.viewWillTransition(to: 1194.0x834.0)",
                "list.viewWillTransition(to: 1194.0x834.0)",
                "detail.viewWillTransition(to: 1194.0x834.0)",
                "sidebar.traitCollectionDidChange(previous: Compact/Regular)",
                "list.traitCollectionDidChange(previous: Compact/Regular)",
                "detail.traitCollectionDidChange(previous: Compact/Regular)",
                "detail.view.traitCollectionDidChange(previous: Compact/Regular)",
                "list.view.traitCollectionDidChange(previous: Compact/Regular)",
                "delegate.displayModeForExpanding(proposed: 2)",
                "delegate.willShow(supplementary)",
                "detail.viewWillDisappear",
                "detail.viewDidDisappear",
                "list.willMove(toParent: nil)",
                "detail.willMove(toParent: nil)",
                // The sidebar was never on top of a loaded stack: its view loads as the stack goes back to it.
                "sidebar.view.traitCollectionDidChange(previous: nil)",
                "list.didMove(toParent: nil)",
                "list.traitCollectionDidChange(previous: Regular/Regular)",
                "list.view.traitCollectionDidChange(previous: Regular/Regular)",
                "detail.didMove(toParent: nil)",
                "detail.traitCollectionDidChange(previous: Regular/Regular)",
                "detail.view.traitCollectionDidChange(previous: Regular/Regular)",
                "list.willMove(toParent: UINavigationController)",
                "list.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "list.view.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "list.didMove(toParent: UINavigationController)",
                "detail.willMove(toParent: UINavigationController)",
                "detail.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "detail.view.traitCollectionDidChange(previous: Unspecified/Unspecified)",
                "detail.didMove(toParent: UINavigationController)",
                "list.viewWillAppear",
                "list.viewDidAppear",
                "detail.viewWillAppear",
                "detail.viewDidAppear",
                "sidebar.traitCollectionDidChange(previous: Regular/Regular)",
                "list.traitCollectionDidChange(previous: Regular/Regular)",
                "list.view.traitCollectionDidChange(previous: Regular/Regular)",
                "sidebar.view.traitCollectionDidChange(previous: Regular/Regular)",
                "delegate.didExpand(isCollapsed: false)",
                "sidebar.alongside",
                "list.alongside",
                "detail.alongside",
                "sidebar.completion",
                "list.completion",
                "detail.completion",
            ])
    }
}

/// C4: changing columns while a column-style split view is collapsed.
@MainActor
@Suite struct SplitViewColumnCollapsedEditingTests {
    @Test func C4_aNewSecondaryWhileCollapsedLandsOnTopOfTheStack() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start("iPhone 15 Pro Max")
        let primary = try #require(fixture.navigation(.primary))
        let other = TrackingViewController("other", log: fixture.log)
        fixture.log.events.removeAll()
        fixture.split.setViewController(other, for: .secondary)
        #expect(primary.viewControllers == [fixture.sidebar, fixture.detail, other])
        #expect(fixture.split.viewController(for: .secondary) === other)
        #expect(
            fixture.appearance == [
                "detail.viewWillDisappear", "other.viewWillAppear (moving to parent)", "detail.viewDidDisappear",
                "other.viewDidAppear",
            ], "a push onto the shown stack")
        simulator.rotate(to: .landscape)
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(other.navigationController?.viewControllers == [fixture.detail, other], "back in the made one")
        #expect(other.navigationController?.parent === fixture.split)
    }

    @Test func C4_aColumnPoppedWhileCollapsedGetsItsControllerBackOnExpanding() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start("iPhone 15 Pro Max")
        let primary = try #require(fixture.navigation(.primary))
        primary.popViewController(animated: false)
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(fixture.split.collapsedTopColumn == .primary)
        simulator.rotate(to: .landscape)
        #expect(!fixture.split.isCollapsed)
        #expect(fixture.navigation(.secondary)?.viewControllers == [fixture.detail])
        #expect(fixture.frame(.secondary) == CGRect(x: 320, y: 0, width: 612, height: 430))
        #expect(
            fixture.delegate.take() == [
                "topColumnForCollapsing(proposed: secondary)", "didCollapse(isCollapsed: true)",
                "displayModeForExpanding(proposed: 2)", "willChangeTo(2)", "willShow(secondary)",
                "didExpand(isCollapsed: false)",
            ], "the primary was on top, so only the secondary is shown")
    }
}
