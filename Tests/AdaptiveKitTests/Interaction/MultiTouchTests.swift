import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// Interaction: several fingers at once. One event carries every finger down; a view that is not multi-touch hears
/// only its first finger and an exclusive-touch view shares the screen with no other view (Apple,
/// `UIView.isMultipleTouchEnabled`, `UIView.isExclusiveTouch`), while recognizers see every finger.
@MainActor
@Suite struct MultiTouchTests {
    /// Records what reaches it: the phase, how many touches the call carried and how many the event had.
    final class TouchView: UIView {
        var log: [String] = []
        private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            log.append("\(phase) \(touches.count)/\(event?.allTouches?.count ?? 0)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("cancelled", touches, event)
        }
    }

    func scene() throws -> (DeviceSimulator, TouchView, TouchView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let left = TouchView(frame: CGRect(x: 0, y: 100, width: 196, height: 600))
        let right = TouchView(frame: CGRect(x: 197, y: 100, width: 196, height: 600))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        return (simulator, left, right)
    }

    @Test func oneEventCarriesEveryFingerAndAViewThatIsNotMultiTouchHearsOnlyTheFirst() throws {
        let (simulator, view, _) = try scene()
        #expect(!view.isMultipleTouchEnabled)
        let first = simulator.touchDown(at: CGPoint(x: 50, y: 300))
        let second = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        #expect(second.view === view, "hit-testing still names the view")
        simulator.moveTouch(second, to: CGPoint(x: 120, y: 300))
        #expect(first.phase == .stationary)
        simulator.moveTouch(first, to: CGPoint(x: 60, y: 300))
        #expect(second.phase == .stationary)
        simulator.liftTouches([first, second])
        #expect(view.log == ["began 1/1", "moved 1/2", "ended 1/2"])

        view.log = []
        view.isMultipleTouchEnabled = true
        let both = simulator.touchDown(at: [CGPoint(x: 50, y: 300), CGPoint(x: 100, y: 300)])
        simulator.moveTouches(both, to: [CGPoint(x: 40, y: 300), CGPoint(x: 110, y: 300)])
        simulator.liftTouch(both[0])
        simulator.liftTouch(both[1])
        #expect(view.log == ["began 2/2", "moved 2/2", "ended 1/2", "ended 1/1"])
    }

    @Test func anExclusiveTouchViewSharesTheScreenWithNoOtherView() throws {
        let (simulator, left, right) = try scene()
        left.isExclusiveTouch = true
        let onRight = simulator.touchDown(at: CGPoint(x: 300, y: 300))
        let onLeft = simulator.touchDown(at: CGPoint(x: 50, y: 300))
        simulator.liftTouches([onLeft, onRight])
        #expect(left.log.isEmpty, "another view was touched first")
        #expect(right.log == ["began 1/1", "ended 1/2"])

        right.log = []
        let exclusive = simulator.touchDown(at: CGPoint(x: 50, y: 300))
        let other = simulator.touchDown(at: CGPoint(x: 300, y: 300))
        simulator.liftTouch(other)
        simulator.liftTouch(exclusive)
        #expect(left.log == ["began 1/1", "ended 1/1"])
        #expect(right.log.isEmpty, "the exclusive view is tracking")
    }

    @Test func aPinchBeginsPastTenPointsAndReportsScaleVelocityAndItsTouches() throws {
        let (simulator, view, _) = try scene()
        view.isMultipleTouchEnabled = true
        let target = GestureTarget()
        let pinch = UIPinchGestureRecognizer(target: target, action: Selector("handle:"))
        view.addGestureRecognizer(pinch)
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        target.onAction = { recognizer in
            guard recognizer.state == .began else { return }
            #expect(recognizer.numberOfTouches == 2)
            #expect(recognizer.location(in: nil) == CGPoint(x: 100, y: 400))
            #expect(recognizer.location(ofTouch: 0, in: nil) == CGPoint(x: 40, y: 400))
            #expect(recognizer.location(ofTouch: 1, in: view) == CGPoint(x: 160, y: 300))
        }
        simulator.pinch(at: CGPoint(x: 100, y: 400), fromDistance: 100, toDistance: 200)
        #expect(
            target.calls == [
                "1 1.20 0.00", "2 1.30 2.00", "2 1.40 2.00", "2 1.50 2.00", "2 1.60 2.00", "2 1.70 2.00", "2 1.80 2.00",
                "2 1.90 2.00", "2 2.00 2.00", "3 2.00 2.00",
            ])
        #expect(
            view.log == ["began 2/2", "moved 2/2", "cancelled 2/2"],
            "both fingers; the first 10 points are not a pinch yet; cancelled when it began")
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1, "reset after the gesture")
    }

    @Test func settingTheScaleOrRotationReportsFromThereAndResetsTheVelocity() throws {
        let (simulator, view, _) = try scene()
        let target = GestureTarget()
        let pinch = UIPinchGestureRecognizer(target: target, action: Selector("handle:"))
        view.addGestureRecognizer(pinch)
        let touches = simulator.touchDown(at: [CGPoint(x: 50, y: 400), CGPoint(x: 150, y: 400)])
        simulator.clock.advance(by: 0.1)
        simulator.moveTouches(touches, to: [CGPoint(x: 25, y: 400), CGPoint(x: 175, y: 400)])
        #expect(target.calls == ["1 1.50 0.00"])
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        simulator.clock.advance(by: 0.1)
        simulator.moveTouches(touches, to: [CGPoint(x: 0, y: 400), CGPoint(x: 200, y: 400)])
        #expect(target.calls.last == "2 1.33 3.33", "200 / 150 from the reset; (1.33 - 1) / 0.1 s")
        simulator.liftTouch(touches[0])
        #expect(pinch.state == .changed, "one finger still down")
        simulator.liftTouch(touches[1])
        #expect(target.calls.last == "3 1.33 3.33")
    }

    @Test func aRotationReportsRadiansClockwiseAndItsVelocity() throws {
        let (simulator, view, _) = try scene()
        let target = GestureTarget()
        let rotation = UIRotationGestureRecognizer(target: target, action: Selector("handle:"))
        view.addGestureRecognizer(rotation)
        simulator.rotate(at: CGPoint(x: 100, y: 400), by: .pi / 2, steps: 10)
        #expect(target.calls.first == "1 0.16 0.00")
        #expect(target.calls.count == 11, "began, 9 changes, ended")
        #expect(target.calls.last == "3 1.57 3.14", "a quarter turn clockwise at π/20 per 0.05 s")
        simulator.rotate(at: CGPoint(x: 100, y: 400), by: -0.05, steps: 1)
        #expect(target.calls.count == 11, "under 0.07 radians: no rotation")
    }

    final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
        var allows = false
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { allows }
    }

    @Test func pinchAndRotationRecognizeTogetherOnlyWhenTheDelegateAllows() throws {
        let (simulator, view, _) = try scene()
        let target = GestureTarget()
        let pinch = UIPinchGestureRecognizer(target: target, action: Selector("handle:"))
        let rotation = UIRotationGestureRecognizer(target: target, action: Selector("handle:"))
        let delegate = Simultaneous()
        rotation.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        func spreadAndTurn() {
            let touches = simulator.touchDown(at: [CGPoint(x: 50, y: 400), CGPoint(x: 150, y: 400)])
            simulator.clock.advance(by: 0.1)
            let (dx, dy) = (70 * cos(0.2), 70 * sin(0.2))
            simulator.moveTouches(
                touches, to: [CGPoint(x: 100 - dx, y: 400 - dy), CGPoint(x: 100 + dx, y: 400 + dy)])
            simulator.liftTouches(touches)
        }
        spreadAndTurn()
        #expect(target.names == ["UIPinchGestureRecognizer 1", "UIPinchGestureRecognizer 3"])
        target.calls = []
        target.names = []
        delegate.allows = true
        spreadAndTurn()
        #expect(
            target.names == [
                "UIPinchGestureRecognizer 1", "UIRotationGestureRecognizer 1", "UIPinchGestureRecognizer 3",
                "UIRotationGestureRecognizer 3",
            ])
        #expect(target.calls[1] == "1 0.20 0.00")
    }
}

/// A target that records each action: state, then the pinch's scale or the rotation's angle and velocity.
final class GestureTarget: UIResponder {
    var calls: [String] = []
    var names: [String] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    func handle(_ recognizer: UIGestureRecognizer) {
        names.append("\(type(of: recognizer)) \(recognizer.state.rawValue)")
        var line = "\(recognizer.state.rawValue)"
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            line += String(format: " %.2f %.2f", pinch.scale, pinch.velocity)
        } else if let rotation = recognizer as? UIRotationGestureRecognizer {
            line += String(format: " %.2f %.2f", rotation.rotation, rotation.velocity)
        } else if let pan = recognizer as? UIPanGestureRecognizer {
            let translation = pan.translation(in: nil)
            line += " \(Int(translation.x)),\(Int(translation.y))"
        }
        calls.append(line)
        onAction?(recognizer)
    }

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addMethod("handle:") { (target: GestureTarget, arguments) in try target.handle(arguments.value(0)) }
        return table
    }
}
