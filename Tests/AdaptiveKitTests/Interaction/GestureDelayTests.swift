import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// Interaction: what a view hears while its recognizers decide (Apple, `UIGestureRecognizer.delaysTouchesBegan`,
/// `delaysTouchesEnded`, `cancelsTouchesInView`), and failure requirements the delegate names
/// (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`).
@MainActor
@Suite struct GestureDelayTests {
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

    @Test func delaysTouchesBeganHoldsTheTouchUntilTheRecognizerFailsAndDropsItWhenItRecognizes() throws {
        let (simulator, view) = try scene()
        let target = GestureTarget()
        let press = UILongPressGestureRecognizer(target: target, action: Selector("handle:"))
        #expect(!press.delaysTouchesBegan && press.delaysTouchesEnded && press.cancelsTouchesInView)
        #expect(press.requiresExclusiveTouchType && press.isEnabled, "UIKit's defaults")
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        let short = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        simulator.clock.advance(by: 0.2)
        #expect(view.log.isEmpty, "held while the long press may still begin")
        simulator.liftTouch(short)
        #expect(view.log == ["began", "ended"], "the press failed: the view hears the whole touch")

        view.log = []
        let long = simulator.touchDown(at: CGPoint(x: 100, y: 300))
        simulator.clock.advance(by: 0.5)
        simulator.liftTouch(long)
        #expect(target.names == ["UILongPressGestureRecognizer 1", "UILongPressGestureRecognizer 3"])
        #expect(view.log.isEmpty, "recognized: the view never hears the touch")
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilADoubleTapFailsAndCancelsItWhenItRecognizes() throws {
        let (simulator, view) = try scene()
        let target = GestureTarget()
        let double = UITapGestureRecognizer(target: target, action: Selector("handle:"))
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        simulator.tap(at: CGPoint(x: 100, y: 300))
        #expect(view.log == ["began"], "the end waits for the second tap")
        simulator.clock.advance(by: 0.35)
        #expect(view.log == ["began", "ended"], "the double tap failed")

        view.log = []
        simulator.tap(at: CGPoint(x: 100, y: 300))
        simulator.tap(at: CGPoint(x: 100, y: 300), tapCount: 2)
        #expect(target.names == ["UITapGestureRecognizer 3"])
        #expect(view.log == ["began", "began", "cancelled"], "both taps' touches are cancelled, together")

        view.log = []
        double.delaysTouchesEnded = false
        simulator.tap(at: CGPoint(x: 100, y: 300))
        #expect(view.log == ["began", "ended"])
        simulator.clock.advance(by: 0.35)
    }

    final class Requiring: NSObject, UIGestureRecognizerDelegate {
        weak var required: UIGestureRecognizer?
        var asked: [String] = []
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            asked.append("shouldRequireFailureOf")
            return otherGestureRecognizer === required
        }
    }

    final class Required: NSObject, UIGestureRecognizerDelegate {
        weak var waiting: UIGestureRecognizer?
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { otherGestureRecognizer === waiting }
    }

    @Test(arguments: [false, true])
    func theDelegateCanMakeASingleTapWaitForADoubleTap(askTheDoubleTap: Bool) throws {
        let (simulator, view) = try scene()
        let target = GestureTarget()
        let single = UITapGestureRecognizer(target: target, action: Selector("handle:"))
        let double = UITapGestureRecognizer(target: target, action: Selector("handle:"))
        double.numberOfTapsRequired = 2
        let requiring = Requiring()
        let required = Required()
        if askTheDoubleTap {
            required.waiting = single
            double.delegate = required
        } else {
            requiring.required = double
            single.delegate = requiring
        }
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        simulator.tap(at: CGPoint(x: 100, y: 300))
        #expect(target.names.isEmpty, "the single tap waits")
        simulator.clock.advance(by: 0.35)
        #expect(target.names == ["UITapGestureRecognizer 3"])
        #expect(target.names.count == 1)
        simulator.tap(at: CGPoint(x: 100, y: 300))
        simulator.tap(at: CGPoint(x: 100, y: 300), tapCount: 2)
        simulator.clock.runUntilIdle()
        #expect(target.names.count == 2, "the double tap only; the single one fails")
        #expect(single.state == UIGestureRecognizer.State.possible)
        #expect(double.state == UIGestureRecognizer.State.possible)
        #expect(requiring.asked.isEmpty == askTheDoubleTap)
    }
}
