import AdaptiveKit
import Foundation
import Testing

/// iOS 17's `registerForTraitChanges(_:handler:)` on views, and storyboard segues' base behaviour.
@MainActor
@Suite struct TraitChangeRegistrationTests {
    /// A view that records its own callback, to order the handler after it.
    final class RecordingView: UIView {
        var log: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traitCollectionDidChange")
        }
    }

    @Test func T3_handlersRunAfterTraitCollectionDidChangeOnlyForTheirTraits() throws {
        let controller = UIViewController()
        let view = RecordingView()
        controller.view.addSubview(view)
        view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (view: RecordingView, previous) in
            view.log.append("vertical \(previous.verticalSizeClass) → \(view.traitCollection.verticalSizeClass)")
        }
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: RecordingView, _) in
            view.log.append("style \(view.traitCollection.userInterfaceStyle)")
        }
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        view.log = []
        simulator.rotate(to: .landscape)
        #expect(view.log == ["traitCollectionDidChange", "vertical Regular → Compact"])
        view.log = []
        simulator.setUserInterfaceStyle(.dark)
        #expect(view.log == ["traitCollectionDidChange", "style Dark"])
    }

    @Test func T3_unregisteredHandlersNoLongerRun() throws {
        let controller = UIViewController()
        var calls = 0
        let registration = controller.view.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
            (_: UIView, _) in calls += 1
        }
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        #expect(calls == 1)
        controller.view.unregisterForTraitChanges(registration)
        simulator.rotate(to: .landscape)
        #expect(calls == 1)
    }

    @Test func T3_aRegistrationBelongsToTheViewThatMadeIt() {
        let first = UIView()
        let second = UIView()
        var calls: [String] = []
        let registration = first.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in
            calls.append("first")
        }
        second.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in calls.append("second") }
        second.unregisterForTraitChanges(registration)
        first.traitOverrides.userInterfaceStyle = .dark
        second.traitOverrides.userInterfaceStyle = .dark
        #expect(calls == ["first", "second"], "unregistering on another view removed nothing")
        first.unregisterForTraitChanges(registration)
        first.traitOverrides.userInterfaceStyle = .light
        #expect(calls == ["first", "second"])
    }

    @Test func T3_aFreedViewTakesItsHandlersWithIt() {
        final class Captured {}
        weak var captured: Captured?
        do {
            let view = UIView()
            let object = Captured()
            captured = object
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in _ = object }
        }
        #expect(captured == nil)
    }

    @Test func C2_aSegueMadeInCodeRunsItsHandlerWhenPerformed() {
        let source = UIViewController()
        let destination = UIViewController()
        var performed = false
        let segue = UIStoryboardSegue(identifier: "Next", source: source, destination: destination) {
            performed = true
        }
        #expect(segue.identifier == "Next")
        #expect(segue.source === source && segue.destination === destination)
        segue.perform()
        #expect(performed)
    }

    @Test func C2_performSegueOnAControllerMadeInCodeRecordsUIKitsException() {
        let controller = UIViewController()
        let diagnostics = DiagnosticLog.capture { controller.performSegue(withIdentifier: "Any", sender: nil) }
        #expect(diagnostics.map(\.message) == ["Receiver (<UIViewController>) has no segue with identifier 'Any'"])
        #expect(controller.shouldPerformSegue(withIdentifier: "Any", sender: nil))
    }
}
