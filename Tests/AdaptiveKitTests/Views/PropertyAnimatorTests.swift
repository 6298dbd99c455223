import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// `UIViewPropertyAnimator` on the virtual clock: states, pausing and scrubbing, reversing, stopping and finishing,
/// with the completion positions UIKit reports.
@MainActor
@Suite struct PropertyAnimatorTests {
    func scene() throws -> (DeviceSimulator, UIView) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        return (simulator, view)
    }

    @Test func anAnimatorRunsItsAnimationsOnStartAndCompletesAtTheEnd() throws {
        let (simulator, view) = try scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.alpha == 1, "nothing happens before start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.alpha == 0)
        simulator.clock.advance(by: 0.1)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        simulator.clock.advance(by: 0.3)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && animator.fractionComplete == 1)
    }

    @Test func pausingScrubbingAndReversingEndAtTheStart() throws {
        let (simulator, view) = try scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.frame.origin.x = 200 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning, "a pause starts an inactive animator, paused")
        #expect(view.frame.minX == CGFloat(200))
        animator.fractionComplete = 0.6
        simulator.clock.advance(by: 5)
        #expect(positions.isEmpty, "paused: it never ends")
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        simulator.clock.advance(by: 0.59)
        #expect(positions.isEmpty)
        simulator.clock.advance(by: 0.01)
        #expect(positions == [.start])
        #expect(view.frame.minX == CGFloat(200), "as in UIKit, reversing does not put the value back")
    }

    @Test func stoppingWithoutFinishingRunsNoCompletionAndFinishingGivesThePosition() throws {
        let (simulator, _) = try scene()
        var positions: [UIViewAnimatingPosition] = []
        let first = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [], animations: {}, completion: { positions.append($0) })
        simulator.clock.advance(by: 0.5)
        first.stopAnimation(true)
        #expect(first.state == .inactive)
        simulator.clock.advance(by: 1)
        #expect(positions.isEmpty)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear)
        second.addCompletion { positions.append($0) }
        second.startAnimation(afterDelay: 0.5)
        simulator.clock.advance(by: 0.75)
        #expect(abs(second.fractionComplete - 0.25) < 1e-9, "the delay comes first")
        second.stopAnimation(false)
        #expect(second.state == .stopped)
        second.startAnimation()
        #expect(second.state == .stopped, "a stopped animator does not restart")
        second.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(second.state == .inactive)
        #expect(UIViewAnimatingState.stopped.rawValue == 2 && UIViewAnimatingPosition.current.rawValue == 2)
    }
}
