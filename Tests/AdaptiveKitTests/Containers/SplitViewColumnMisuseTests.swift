import Foundation
import Testing

@testable import AdaptiveKit

/// C4 misuse of the column API, answered with UIKit's messages (as UIKit raises them; Apple,
/// UISplitViewController: init(style:)).
@MainActor
@Suite struct SplitViewColumnMisuseTests {
    static let requiresStyle = "This API requires initializing the UISplitViewController with -initWithStyle:"

    @Test func C4_theColumnAPIOnAClassicSplitViewIsUIKitsException() throws {
        let split = UISplitViewController()
        let primary = UIViewController()
        split.viewControllers = [primary, UIViewController()]
        var found: UIViewController?
        let diagnostics = DiagnosticLog.capture {
            split.setViewController(UIViewController(), for: .primary)
            found = split.viewController(for: .primary)
            split.preferredSplitBehavior = .tile
            split.show(.primary)
        }
        #expect(diagnostics.map(\.message) == Array(repeating: Self.requiresStyle, count: 4))
        #expect(diagnostics.map(\.name) == Array(repeating: "NSInternalInconsistencyException", count: 4))
        #expect(diagnostics.map(\.kind) == Array(repeating: .exception, count: 4))
        #expect(found == nil)
        #expect(split.viewControllers.first === primary, "nothing changed")
        #expect(DiagnosticLog.capture { _ = split.splitBehavior }.isEmpty, "the resolved behavior is readable")
    }

    final class RestyledSplitViewController: UISplitViewController {
        override var style: Style { .tripleColumn }
    }

    @Test func C4_aSubclassOverridingStyleIsUIKitsException() {
        let split = RestyledSplitViewController(style: .doubleColumn)
        let diagnostics = DiagnosticLog.capture { split.setViewController(UIViewController(), for: .primary) }
        #expect(
            diagnostics.map(\.message) == [
                "Overriding the style property unsupported for a UISplitViewController created with -initWithStyle:"
            ])
        #expect(split.children.isEmpty)
    }

    @Test func C4_theSupplementaryColumnOfADoubleColumnSplitViewIsIgnored() {
        let split = UISplitViewController(style: .doubleColumn)
        let diagnostics = DiagnosticLog.capture { split.setViewController(UIViewController(), for: .supplementary) }
        #expect(diagnostics.map(\.kind) == [.warning])
        #expect(
            diagnostics.map(\.message) == [
                "UISplitViewController ignores the supplementary column unless its style is tripleColumn."
            ])
        #expect(split.children.isEmpty)
        #expect(split.viewController(for: .supplementary) == nil)
    }

    @Test func C4_showingOrHidingTheCompactColumnIsIgnored() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        let diagnostics = DiagnosticLog.capture {
            fixture.split.show(.compact)
            fixture.split.hide(.compact)
            fixture.split.show(.supplementary)
            fixture.split.show(.primary)
        }
        #expect(diagnostics.isEmpty)
        #expect(fixture.split.displayMode == .oneBesideSecondary)
        #expect(fixture.delegate.calls.isEmpty)
    }

    @Test func C4_aControllerSetForASecondColumnMovesThere() throws {
        let fixture = ColumnFixture(.doubleColumn)
        let simulator = try fixture.start(iPad11, .landscape)
        defer { withExtendedLifetime(simulator) {} }
        let oldPrimary = try #require(fixture.navigation(.primary))
        fixture.split.setViewController(fixture.sidebar, for: .secondary)
        #expect(fixture.split.viewController(for: .primary) == nil)
        #expect(oldPrimary.parent == nil)
        #expect(oldPrimary.viewControllers.isEmpty)
        #expect(fixture.split.viewController(for: .secondary) === fixture.sidebar)
        #expect(fixture.sidebar.navigationController?.viewControllers == [fixture.detail, fixture.sidebar])
        #expect(fixture.split.viewControllers.count == 1)
        fixture.split.setViewController(fixture.sidebar, for: .secondary)
        #expect(fixture.sidebar.navigationController?.viewControllers.count == 2, "setting it again changes nothing")
    }
}
