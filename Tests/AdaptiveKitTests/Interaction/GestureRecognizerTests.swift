import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// Interaction: gesture recognizers see the touches of their view and its subviews before the views do, and
/// send their actions to their targets through the message tables, as UIKit's do.
@MainActor
@Suite struct GestureRecognizerTests {
    /// A target with the action methods a port would list in its message table.
    final class Target: UIResponder {
        var calls: [String] = []
        func handle(_ recognizer: UIGestureRecognizer) {
            var line = "\(type(of: recognizer)) \(recognizer.state.rawValue)"
            if let pan = recognizer as? UIPanGestureRecognizer {
                let t = pan.translation(in: nil)
                line += " \(Int(t.x)),\(Int(t.y))"
            }
            calls.append(line)
        }
        func plain() { calls.append("plain") }

        override class var messageTable: MessageTable {
            var table = super.messageTable
            table.addMethod("handle:") { (target: Target, arguments) in try target.handle(arguments.value(0)) }
            table.addMethod("plain") { (target: Target, _) in target.plain() }
            return table
        }
    }

    /// Records the touches that reach it.
    final class TouchView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    }

    func scene() throws -> (DeviceSimulator, TouchView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let view = TouchView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        controller.view.addSubview(view)
        return (simulator, view)
    }

    @Test func aTapRecognizerOnAnAncestorRecognizesATapOnASubviewAndCancelsTheViewsTouches() throws {
        let (simulator, view) = try scene()
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector("handle:"))
        tap.addTarget(target, action: Selector("plain"))
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [tap])
        #expect(tap.view === view)
        let child = TouchView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.addSubview(child)
        simulator.tap(at: CGPoint(x: 50, y: 150))
        #expect(target.calls == ["UITapGestureRecognizer 3", "plain"], "recognized, both targets in order")
        #expect(child.log == ["began", "cancelled"], "the view's touches end as cancelled")
        #expect(tap.state == .possible, "reset after the gesture")

        tap.cancelsTouchesInView = false
        simulator.tap(at: CGPoint(x: 50, y: 150))
        #expect(child.log.suffix(2) == ["began", "ended"])
        let moved = simulator.touchDown(at: CGPoint(x: 50, y: 150))
        simulator.moveTouch(moved, to: CGPoint(x: 50, y: 180))
        simulator.liftTouch(moved)
        #expect(target.calls.count == 4, "a finger that moves 30 points does not tap")
    }

    @Test func aButtonsTapWinsOverATapRecognizerOfItsSuperview() throws {
        let (simulator, view) = try scene()
        let target = Target()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector("handle:")))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        view.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 50, y: 130))
        #expect(taps == 1)
        #expect(target.calls.isEmpty)
    }

    @Test func aLongPressBeginsAfterHalfASecondOnTheClockChangesAndEnds() throws {
        let (simulator, view) = try scene()
        let target = Target()
        let press = UILongPressGestureRecognizer(target: target, action: Selector("handle:"))
        view.addGestureRecognizer(press)
        let touch = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        simulator.window.clock?.advance(by: 0.4)
        #expect(target.calls.isEmpty)
        simulator.window.clock?.advance(by: 0.1)
        #expect(target.calls == ["UILongPressGestureRecognizer 1"])
        #expect(view.log == ["began", "cancelled"], "cancelled as it began, before the action (Apple)")
        simulator.moveTouch(touch, to: CGPoint(x: 120, y: 300))
        simulator.liftTouch(touch)
        #expect(
            target.calls == [
                "UILongPressGestureRecognizer 1", "UILongPressGestureRecognizer 2", "UILongPressGestureRecognizer 3",
            ])
        #expect(view.log == ["began", "cancelled"])
        let short = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        simulator.window.clock?.advance(by: 0.2)
        simulator.liftTouch(short)
        simulator.window.clock?.advance(by: 1)
        #expect(target.calls.count == 3, "lifted too early: failed")
    }

    @Test func aPanBeginsPastTenPointsAndReportsItsTranslationAndVelocity() throws {
        let (simulator, view) = try scene()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector("handle:"))
        view.addGestureRecognizer(pan)
        let clock = try #require(simulator.window.clock)
        let touch = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        clock.advance(by: 0.1)
        simulator.moveTouch(touch, to: CGPoint(x: 105, y: 300))
        #expect(target.calls.isEmpty, "5 points: not yet")
        clock.advance(by: 0.1)
        simulator.moveTouch(touch, to: CGPoint(x: 125, y: 300))
        #expect(pan.velocity(in: nil) == CGPoint(x: 200, y: 0))
        clock.advance(by: 0.1)
        simulator.moveTouch(touch, to: CGPoint(x: 145, y: 310))
        simulator.liftTouch(touch)
        #expect(
            target.calls == [
                "UIPanGestureRecognizer 1 25,0", "UIPanGestureRecognizer 2 45,10", "UIPanGestureRecognizer 3 45,10",
            ])
    }

    @Test func aSwipeRecognizesItsDirectionOnlyAndAScreenEdgePanStartsAtItsEdge() throws {
        let (simulator, view) = try scene()
        let target = Target()
        let swipe = UISwipeGestureRecognizer(target: target, action: Selector("handle:"))
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 310))
        #expect(target.calls == ["UISwipeGestureRecognizer 3"])
        simulator.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(target.calls.count == 1, "right is not left")
        view.removeGestureRecognizer(swipe)
        #expect(view.gestureRecognizers == nil)

        let edge = UIScreenEdgePanGestureRecognizer(target: target, action: Selector("handle:"))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        simulator.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300))
        #expect(target.calls.count == 1, "not from the edge")
        simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300))
        #expect(target.calls.suffix(1) == ["UIScreenEdgePanGestureRecognizer 3 195,0"])
    }

    @Test func requireToFailHoldsASingleTapUntilTheDoubleTapFails() throws {
        let (simulator, view) = try scene()
        let target = Target()
        let single = UITapGestureRecognizer(target: target, action: Selector("handle:"))
        single.name = "single"
        let double = UITapGestureRecognizer(target: target, action: Selector("plain"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        simulator.tap(at: CGPoint(x: 100, y: 300))
        #expect(target.calls.isEmpty, "waiting for the double tap to fail")
        simulator.window.clock?.advance(by: 0.35)
        #expect(target.calls == ["UITapGestureRecognizer 3"])
        simulator.tap(at: CGPoint(x: 100, y: 300))
        simulator.tap(at: CGPoint(x: 100, y: 300), tapCount: 2)
        simulator.window.clock?.runUntilIdle()
        #expect(target.calls == ["UITapGestureRecognizer 3", "plain"], "the double tap; the single fails")
    }

    @Test func theDelegateCanRefuseATouchOrTheBeginningAndATargetWithoutTheActionIsReported() throws {
        final class Refusing: NSObject, UIGestureRecognizerDelegate {
            var receives = true
            var begins = true
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                receives
            }
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begins }
        }
        let (simulator, view) = try scene()
        let target = Target()
        let tap = UITapGestureRecognizer(target: target, action: Selector("handle:"))
        let delegate = Refusing()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        delegate.receives = false
        simulator.tap(at: CGPoint(x: 100, y: 300))
        delegate.receives = true
        delegate.begins = false
        simulator.tap(at: CGPoint(x: 100, y: 300))
        #expect(target.calls.isEmpty)
        #expect(view.log == ["began", "ended", "began", "ended"])
        delegate.begins = true
        tap.isEnabled = false
        simulator.tap(at: CGPoint(x: 100, y: 300))
        #expect(target.calls.isEmpty)
        tap.isEnabled = true
        tap.addTarget(target, action: Selector("missing:"))
        let diagnostics = DiagnosticLog.capture { simulator.tap(at: CGPoint(x: 100, y: 300)) }
        #expect(target.calls == ["UITapGestureRecognizer 3"])
        #expect(diagnostics.map(\.message) == ["-[Target missing:]: unrecognized selector sent to instance"])
    }
}
