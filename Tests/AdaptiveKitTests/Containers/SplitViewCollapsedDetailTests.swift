import Foundation
import Testing

@testable import AdaptiveKit

/// C4: what a collapsed split view shows, whatever was set for its expanded form, and how a detail in
/// its own navigation controller (Xcode's Master-Detail template) joins the collapsed stack.
@MainActor
@Suite struct SplitViewCollapsedDetailTests {
    /// `preferredDisplayMode` and `preferredSplitBehavior` have no effect while collapsed: the column
    /// the delegate picked is on screen.
    @Test(arguments: ["preferredDisplayMode", "preferredSplitBehavior", "both"])
    func C4_aCollapsedColumnSplitViewShowsThePrimaryWhateverModeOrBehaviorIsPreferred(_ setting: String) throws {
        let fixture = ColumnFixture(.doubleColumn)
        fixture.delegate.topColumn = .primary
        if setting != "preferredSplitBehavior" { fixture.split.preferredDisplayMode = .oneBesideSecondary }
        if setting != "preferredDisplayMode" { fixture.split.preferredSplitBehavior = .tile }
        let simulator = try fixture.start("iPhone 15 Pro")
        let primary = try #require(fixture.navigation(.primary))
        #expect(fixture.split.isCollapsed)
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(fixture.split.view.subviews == [primary.view])
        #expect(primary.view.frame == simulator.window.bounds)
        #expect(fixture.sidebar.view.window === simulator.window, "the list is in the window")
        #expect(fixture.appearance == ["sidebar.viewWillAppear", "sidebar.viewDidAppear"])
        #expect(fixture.detail.viewIfLoaded?.window == nil)
    }

    /// Xcode's Master-Detail template: a `showDetail` of the detail's navigation controller on an iPhone.
    @Test func C4_showDetailOfANavigationControllerOnACollapsedClassicSplitViewShowsTheDetailWithABackButton()
        throws
    {
        let log = EventLog()
        let list = TrackingViewController("list", log: log)
        let primary = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [primary, UINavigationController(rootViewController: UIViewController())]
        let delegate = TemplateDelegate()
        split.delegate = delegate
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro Max", rootViewController: split)
        #expect(split.isCollapsed)
        #expect(primary.viewControllers == [list], "the template's delegate discards the empty detail")

        let detail = TrackingViewController("detail", log: log)
        let detailNavigation = UINavigationController(rootViewController: detail)
        let diagnostics = DiagnosticLog.capture { list.showDetailViewController(detailNavigation, sender: nil) }
        simulator.window.clock?.runUntilIdle()
        #expect(diagnostics.isEmpty)
        #expect(primary.viewControllers == [list, detail], "the detail's stack joins the list's")
        #expect(detail.view.window === simulator.window)
        #expect(primary.navigationBar.backItem === list.navigationItem, "a back button to the list")
        #expect(detail.splitViewController === split)

        simulator.rotate(to: .landscape)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers == [primary, detailNavigation], "expanding gives the navigation controller back")
        #expect(detailNavigation.viewControllers == [detail])
        #expect(primary.viewControllers == [list])
        #expect(detail.view.window === simulator.window)
    }

    @Test func C4_showDetailOfANavigationControllerOnACollapsedColumnSplitViewPutsItInTheSecondaryColumn() throws {
        let fixture = ColumnFixture(.doubleColumn)
        fixture.delegate.topColumn = .primary
        let simulator = try fixture.start("iPhone 15 Pro Max")
        let primary = try #require(fixture.navigation(.primary))
        #expect(primary.viewControllers == [fixture.sidebar])

        let next = TrackingViewController("next", log: fixture.log)
        let nextNavigation = UINavigationController(rootViewController: next)
        let diagnostics = DiagnosticLog.capture {
            fixture.sidebar.showDetailViewController(nextNavigation, sender: nil)
        }
        simulator.window.clock?.runUntilIdle()
        #expect(diagnostics.isEmpty)
        #expect(primary.viewControllers == [fixture.sidebar, next])
        #expect(next.view.window === simulator.window)
        #expect(primary.navigationBar.backItem === fixture.sidebar.navigationItem)
        #expect(fixture.split.viewController(for: .secondary) === nextNavigation)

        simulator.rotate(to: .landscape)
        #expect(!fixture.split.isCollapsed)
        #expect(nextNavigation.viewControllers == [next])
        #expect(primary.viewControllers == [fixture.sidebar])
        #expect(nextNavigation.view.superview === fixture.split.view, "the secondary column shows the new detail")
        #expect(nextNavigation.view.frame == CGRect(x: 320, y: 0, width: 612, height: 430))
    }

    /// The template's delegate: an empty detail is discarded when collapsing.
    final class TemplateDelegate: NSObject, UISplitViewControllerDelegate {
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool {
            true
        }
    }
}
