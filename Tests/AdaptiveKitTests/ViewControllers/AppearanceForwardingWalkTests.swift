import Foundation
import Testing

@testable import AdaptiveKit

/// Appearance forwarding walks the children with its own stack, in the order UIKit's recursion
/// takes (each controller, then each child's subtree in turn); size and trait transitions still forward
/// through the overridable `viewWillTransition(to:with:)` and `willTransition(to:with:)`, whose calls to
/// super are the recursion (as UIKit's).
@MainActor
@Suite struct AppearanceForwardingWalkTests {
    /// `child` added to `parent` with the four containment steps, its view inside the parent's.
    static func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    /// r with children a (a1, a2) and b (b1), a2 with a child a2x, out of any window.
    static func tree(_ log: EventLog) -> TrackingViewController {
        let names = ["r", "a", "a1", "a2", "a2x", "b", "b1"]
        var made: [String: TrackingViewController] = [:]
        for name in names { made[name] = TrackingViewController(name, log: log) }
        for (child, parent) in [("a", "r"), ("a1", "a"), ("a2", "a"), ("a2x", "a2"), ("b", "r"), ("b1", "b")] {
            embed(made[child]!, in: made[parent]!)
        }
        return made["r"]!
    }

    private static func appearance(_ log: EventLog) -> [String] {
        log.events.map(\.description).filter { $0.contains("Appear") || $0.contains("Disappear") }
    }

    @Test func C1_forwardingVisitsEachControllerThenEachChildsSubtreeInTurn() {
        let log = EventLog()
        let root = Self.tree(log)
        log.events = []
        root.beginAppearanceTransition(true, animated: false)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        root.beginAppearanceTransition(false, animated: true)
        root.endAppearanceTransition()
        root.endAppearanceTransition()
        #expect(
            Self.appearance(log) == [
                "r.viewWillAppear", "a.viewWillAppear", "a1.viewWillAppear", "a2.viewWillAppear",
                "a2x.viewWillAppear", "b.viewWillAppear", "b1.viewWillAppear",
                "r.viewDidAppear", "a.viewDidAppear", "a1.viewDidAppear", "a2.viewDidAppear", "a2x.viewDidAppear",
                "b.viewDidAppear", "b1.viewDidAppear",
                "r.viewWillDisappear", "a.viewWillDisappear", "a1.viewWillDisappear", "a2.viewWillDisappear",
                "a2x.viewWillDisappear", "b.viewWillDisappear", "b1.viewWillDisappear",
                "r.viewDidDisappear", "a.viewDidDisappear", "a1.viewDidDisappear", "a2.viewDidDisappear",
                "a2x.viewDidDisappear", "b.viewDidDisappear", "b1.viewDidDisappear",
            ])
    }

    /// A child whose view is not inside its parent's view, and a controller already appearing, hear nothing
    /// forwarded; the controller that forwards nothing keeps its own children out of it too.
    @Test func C1_forwardingSkipsChildrenShownElsewhereAndRepeatedCalls() {
        final class Opaque: TrackingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let log = EventLog()
        let root = TrackingViewController("r", log: log)
        let elsewhere = TrackingViewController("elsewhere", log: log)
        root.addChild(elsewhere)
        elsewhere.didMove(toParent: root)
        _ = elsewhere.view
        let opaque = Opaque("opaque", log: log)
        Self.embed(opaque, in: root)
        Self.embed(TrackingViewController("hidden", log: log), in: opaque)
        let early = TrackingViewController("early", log: log)
        Self.embed(early, in: root)
        early.beginAppearanceTransition(true, animated: false)
        log.events = []
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
        #expect(
            Self.appearance(log) == [
                "r.viewWillAppear", "opaque.viewWillAppear", "r.viewDidAppear", "opaque.viewDidAppear",
                "early.viewDidAppear",
            ])
    }
}
