import Foundation
import Testing

@testable import AdaptiveKit

/// P1: misuse answered as UIKit answers it (its messages as UIKit's crash logs show them): nothing changes.
@MainActor
@Suite struct PresentationMisuseTests {

    @Test func P1_presentingAnAlreadyPresentedControllerIsAnError() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let first = UIViewController()
        let other = UIViewController()
        root.present(first, animated: false)
        first.present(other, animated: false)
        let before = simulator.presentationDescription()
        let diagnostics = DiagnosticLog.capture { other.present(first, animated: false) }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message:
                        "Application tried to present modally a view controller <UIViewController> that is already being presented by <UIViewController>."
                )
            ])
        #expect(simulator.presentationDescription() == before)
        #expect(first.presentingViewController === root)
    }

    @Test func P1_presentingAnActiveChildIsAnError() throws {
        let child = UIViewController()
        let container = EmbeddingController(child: child)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: container)
        let diagnostics = DiagnosticLog.capture { container.present(child, animated: false) }
        #expect(
            diagnostics.map(\.message) == [
                "Application tried to present modally an active controller <UIViewController>."
            ])
        #expect(diagnostics.map(\.kind) == [.exception])
        #expect(child.parent === container)
        #expect(container.presentedViewController == nil)
        #expect(simulator.window.subviews.count == 1)
        let rootDiagnostics = DiagnosticLog.capture { container.present(container, animated: false) }
        #expect(
            rootDiagnostics.map(\.message) == [
                "Application tried to present modally an active controller <EmbeddingController>."
            ])
    }

    @Test func P1_presentingWhileAlreadyPresentingWarnsAndDoesNothing() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let first = RecordingController("first", log: log)
        let second = RecordingController("second", log: log)
        root.present(first, animated: false)
        _ = log.take()
        let before = simulator.presentationDescription()
        var completed = false
        let diagnostics = DiagnosticLog.capture { root.present(second, animated: false) { completed = true } }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .warning,
                    message:
                        "Warning: Attempt to present <RecordingController> on <RecordingController> which is already presenting <RecordingController>"
                )
            ])
        #expect(!completed)
        #expect(log.take().isEmpty)
        #expect(simulator.presentationDescription() == before)
        #expect(second.presentingViewController == nil)
        #expect(second.presentationController?.containerView == nil)
    }

    @Test func P1_presentingDuringATransitionOrOffScreenWarns() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let first = UIViewController()
        root.present(first, animated: true)
        let during = DiagnosticLog.capture { first.present(UIViewController(), animated: false) }
        #expect(
            during.map(\.message) == [
                "Warning: Attempt to present <UIViewController> on <UIViewController> while a presentation is in progress!"
            ])
        let dismissDuring = DiagnosticLog.capture { root.dismiss(animated: false) }
        #expect(
            dismissDuring.map(\.message) == [
                "Warning: Attempt to dismiss from view controller <UIViewController> while a presentation or dismiss is in progress!"
            ])
        simulator.runUntilIdle()
        #expect(first.presentedViewController == nil)
        let detached = UIViewController()
        let offScreen = DiagnosticLog.capture { detached.present(UIViewController(), animated: false) }
        #expect(
            offScreen.map(\.message) == [
                "Warning: Attempt to present <UIViewController> on <UIViewController> whose view is not in the window hierarchy!"
            ])
        let noStyle = UIViewController()
        noStyle.modalPresentationStyle = .none
        let none = DiagnosticLog.capture { first.present(noStyle, animated: false) }
        #expect(
            none.map(\.message) == [
                "The specified modal presentation style doesn't have a corresponding presentation controller."
            ])
        #expect(first.presentedViewController == nil)
    }
}
