import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// `UIView.animate` on the virtual clock: the changes are final at once, the completion runs when the clock passes
/// the animation's end, nested blocks inherit the outer duration, and `performWithoutAnimation` turns it all off.
@MainActor
@Suite struct ViewAnimationTests {
    func scene() throws -> (DeviceSimulator, UIView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        return (simulator, view)
    }

    @Test func changesAreFinalAtOnceAndTheCompletionRunsWhenTheClockPassesTheEnd() throws {
        let (simulator, view) = try scene()
        var log: [String] = []
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
            animations: {
                view.alpha = 0.5
                view.frame.origin.x = 40
                log.append("animations \(UIView.inheritedAnimationDuration)")
            }, completion: { finished in log.append("completion \(finished)") })
        #expect(view.alpha == CGFloat(0.5) && view.frame.minX == CGFloat(40))
        #expect(log == ["animations 0.3"])
        #expect(UIView.inheritedAnimationDuration == 0)
        simulator.clock.advance(by: 0.39)
        #expect(log.count == 1)
        simulator.clock.advance(by: 0.01)
        #expect(log == ["animations 0.3", "completion true"])
    }

    @Test func nestedBlocksInheritTheOuterDurationUnlessTheyOverrideIt() throws {
        let (simulator, _) = try scene()
        var durations: [TimeInterval] = []
        var ends: [String] = []
        UIView.animate(withDuration: 1) {
            UIView.animate(withDuration: 0.2, animations: { durations.append(UIView.inheritedAnimationDuration) }) {
                _ in
                ends.append("inherited")
            }
            UIView.animate(
                withDuration: 0.2, delay: 0, options: .overrideInheritedDuration,
                animations: { durations.append(UIView.inheritedAnimationDuration) },
                completion: { _ in ends.append("overridden") })
        }
        #expect(durations == [1, 0.2])
        simulator.clock.advance(by: 0.2)
        #expect(ends == ["overridden"])
        simulator.clock.advance(by: 0.8)
        #expect(ends == ["overridden", "inherited"])
    }

    @Test func withoutAnimationOrWithABadDurationTheCompletionComesAtOnce() throws {
        let (simulator, view) = try scene()
        var log: [String] = []
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 5, animations: { view.alpha = 0 }) { _ in log.append("without") }
        }
        #expect(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: -1, animations: { view.alpha = 1 }) { _ in log.append("negative") }
        UIView.animate(withDuration: .nan, animations: {}) { _ in log.append("nan") }
        simulator.clock.advance(by: 0)
        #expect(log == ["without", "negative", "nan"])
        #expect(view.alpha == 1)
    }

    @Test func keyframesAndTransitionsMakeTheirChangesAndComplete() throws {
        let (simulator, view) = try scene()
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 0.6, delay: 0, options: .calculationModeCubic,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { log.append("first") }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { log.append("second") }
            }, completion: { _ in log.append("keyframes done") })
        let replacement = UIView()
        let sibling = UIView()
        view.superview?.addSubview(sibling)
        UIView.transition(from: view, to: replacement, duration: 0.3, options: .transitionCrossDissolve) { _ in
            log.append("transition done")
        }
        #expect(view.superview == nil)
        #expect(replacement.superview?.subviews.last === sibling, "the replacement takes the old view's place")
        simulator.clock.advance(by: 1)
        #expect(log == ["first", "second", "transition done", "keyframes done"])
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    }
}
