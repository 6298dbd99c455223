import Foundation
import Testing

@testable import AdaptiveKit

/// Interaction: hit-testing finds the view under a finger as UIKit's `hitTest(_:with:)` documents, and touches
/// go to it and up the responder chain.
@MainActor
@Suite struct HitTestingAndTouchesTests {
    /// Records the touches it hears, then passes them on with `super`.
    final class TouchView: UIView {
        var log: [String] = []
        var name = ""
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("\(name).began \(Self.text(touches.first?.location(in: self)))")
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("\(name).moved from \(Self.text(touches.first?.previousLocation(in: self)))")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("\(name).ended \(Self.text(touches.first?.location(in: self)))")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("\(name).cancelled")
            super.touchesCancelled(touches, with: event)
        }
        static func text(_ point: CGPoint?) -> String {
            guard let point else { return "-" }
            return "\(Int(point.x)),\(Int(point.y))"
        }
    }

    /// Records what reaches the controller (the next responder of its root view).
    final class TouchController: UIViewController {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("controller.began tapCount=\(touches.first?.tapCount ?? 0)")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("controller.ended")
        }
    }

    func view(_ frame: CGRect, in superview: UIView) -> UIView {
        let view = UIView(frame: frame)
        superview.addSubview(view)
        return view
    }

    @Test func hitTestingGoesFrontToBackAndSkipsHiddenTransparentAndNonInteractiveViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = view(CGRect(x: 0, y: 0, width: 200, height: 200), in: root)
        let front = view(CGRect(x: 100, y: 100, width: 200, height: 200), in: root)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front, "the later subview is in front")
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back, "alpha below 0.01")
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        let child = view(CGRect(x: 10, y: 10, width: 20, height: 20), in: front)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === child)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back, "with its subviews")
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
    }

    @Test func aPointOutsideAViewsBoundsNeverHitsItsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let small = view(CGRect(x: 0, y: 0, width: 50, height: 50), in: root)
        let overhanging = view(CGRect(x: 40, y: 40, width: 100, height: 100), in: small)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === overhanging)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root, "outside its superview's bounds")
        #expect(small.point(inside: CGPoint(x: 49, y: 49), with: nil))
        #expect(!small.point(inside: CGPoint(x: 50, y: 10), with: nil))
    }

    @Test func labelsAndImageViewsDoNotTakeTouchesByDefaultAndDisabledControlsLetThemThrough() {
        #expect(!UILabel().isUserInteractionEnabled)
        #expect(!UIImageView().isUserInteractionEnabled)
        #expect(UIView().isUserInteractionEnabled)
        #expect(UIButton().isUserInteractionEnabled)
        #expect(!UIView().isMultipleTouchEnabled)
        #expect(!UIView().isExclusiveTouch)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
        let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 10, y: 110), with: nil) === button)
        button.isEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 110), with: nil) === root)
    }

    @Test func touchesGoToTheHitViewAndUpTheResponderChainThroughSuper() throws {
        let controller = TouchController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let outer = TouchView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        outer.name = "outer"
        let inner = TouchView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        inner.name = "inner"
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        let touch = simulator.touchDown(at: CGPoint(x: 40, y: 125))
        #expect(touch.view === inner)
        #expect(touch.phase == .began)
        simulator.moveTouch(touch, to: CGPoint(x: 45, y: 130))
        #expect(touch.location(in: inner) == CGPoint(x: 15, y: 20))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 40, y: 125))
        simulator.liftTouch(touch)
        #expect(touch.phase == .ended)
        #expect(inner.log == ["inner.began 10,15", "inner.moved from 10,15", "inner.ended 15,20"])
        #expect(outer.log == ["outer.began 20,25", "outer.moved from 20,25", "outer.ended 25,30"], "through super")
        #expect(controller.log == ["controller.began tapCount=1", "controller.ended"])

        simulator.tap(at: CGPoint(x: 300, y: 700), tapCount: 2)
        #expect(controller.log.suffix(2) == ["controller.began tapCount=2", "controller.ended"])
        let cancelled = simulator.touchDown(at: CGPoint(x: 40, y: 125))
        simulator.cancelTouch(cancelled)
        simulator.liftTouch(cancelled)
        #expect(inner.log.suffix(2) == ["inner.began 10,15", "inner.cancelled"], "a cancelled touch does not end")
    }

    @Test func aFingerOnAButtonTracksItAndSendsUIKitsEvents() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        controller.view.addSubview(button)
        var events: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in names {
            button.addAction(UIAction { _ in events.append("\(name) highlighted=\(button.isHighlighted)") }, for: event)
        }
        simulator.tap(at: CGPoint(x: 150, y: 220))
        #expect(
            events == [
                "touchDown highlighted=true", "touchUpInside highlighted=false",
                "primaryActionTriggered highlighted=false",
            ])
        events = []
        let touch = simulator.touchDown(at: CGPoint(x: 150, y: 220))
        simulator.moveTouch(touch, to: CGPoint(x: 150, y: 300))
        simulator.moveTouch(touch, to: CGPoint(x: 150, y: 400))
        simulator.liftTouch(touch)
        #expect(
            events == [
                "touchDown highlighted=true", "dragInside highlighted=true", "dragExit highlighted=false",
                "dragOutside highlighted=false", "touchUpOutside highlighted=false",
            ], "70 points of slop below the button's 244")
        events = []
        button.isEnabled = false
        simulator.tap(at: CGPoint(x: 150, y: 220))
        #expect(events.isEmpty)
    }

    @Test func aTappedSwitchFlipsAndAControlUnderAnotherViewIsNotReached() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 200, width: 51, height: 31))
        controller.view.addSubview(toggle)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        DeviceSimulator.tap(toggle)
        #expect(toggle.isOn)
        #expect(changes == 1)
        let cover = UIView(frame: CGRect(x: 0, y: 150, width: 393, height: 200))
        controller.view.addSubview(cover)
        DeviceSimulator.tap(toggle)
        #expect(toggle.isOn, "the finger landed on the view covering it")
        #expect(changes == 1)
        _ = simulator
    }
}
