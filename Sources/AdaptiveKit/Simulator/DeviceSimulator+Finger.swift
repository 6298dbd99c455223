import Foundation

/// A finger on a window: each touch is hit-tested where it comes down and delivered through
/// `UIApplication.sendEvent(_:)` to the view it began on, as UIKit delivers touches.
@MainActor
struct Finger {
    let window: UIWindow

    /// The time a touch is stamped with: the window's virtual clock.
    private var now: TimeInterval { window.clock?.now ?? 0 }

    func down(at point: CGPoint, tapCount: Int = 1) -> UITouch {
        let event = UIEvent()
        let view = window.hitTest(point, with: event)
        let touch = UITouch(at: point, in: window, view: view, timestamp: now)
        touch.tapCount = tapCount
        send(touch, .began, event)
        return touch
    }

    func move(_ touch: UITouch, to point: CGPoint) {
        guard touch.phase == .began || touch.phase == .moved || touch.phase == .stationary else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        send(touch, .moved, UIEvent())
    }

    func up(_ touch: UITouch) {
        guard touch.phase != .ended, touch.phase != .cancelled else { return }
        send(touch, .ended, UIEvent())
    }

    func cancel(_ touch: UITouch) {
        guard touch.phase != .ended, touch.phase != .cancelled else { return }
        send(touch, .cancelled, UIEvent())
    }

    private func send(_ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent) {
        touch.phase = phase
        touch.timestamp = now
        event.touchSet = [touch]
        event.touchTimestamp = touch.timestamp
        UIApplication.shared.sendEvent(event)
    }
}

extension DeviceSimulator {
    /// Puts a finger down at a point in window coordinates: hit-testing picks the view (hidden, transparent and
    /// non-interactive views are skipped), which hears `touchesBegan`. Move and lift it with
    /// ``moveTouch(_:to:)`` and ``liftTouch(_:)``.
    @discardableResult
    public func touchDown(at point: CGPoint) -> UITouch {
        Finger(window: window).down(at: point)
    }

    /// Moves a finger that is down: its view hears `touchesMoved`.
    public func moveTouch(_ touch: UITouch, to point: CGPoint) {
        Finger(window: window).move(touch, to: point)
    }

    /// Lifts a finger: its view hears `touchesEnded`.
    public func liftTouch(_ touch: UITouch) {
        Finger(window: window).up(touch)
    }

    /// The system takes a finger away (a gesture or an alert): its view hears `touchesCancelled`.
    public func cancelTouch(_ touch: UITouch) {
        Finger(window: window).cancel(touch)
    }

    /// Taps at a point in window coordinates: a finger down and up at once (`tapCount` for a double tap).
    public func tap(at point: CGPoint, tapCount: Int = 1) {
        let finger = Finger(window: window)
        finger.up(finger.down(at: point, tapCount: tapCount))
        window.layoutIfNeeded()
    }
}

extension DeviceSimulator {
    /// Drags a finger from one point to another in window coordinates, in `steps` moves spread over `duration`
    /// seconds of the virtual clock, then lifts it: what a pan or a swipe is made of.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, steps: Int = 10) {
        let finger = Finger(window: window)
        let touch = finger.down(at: start)
        let count = max(1, steps)
        for step in 1...count {
            clock.advance(by: duration / Double(count))
            let fraction = CGFloat(step) / CGFloat(count)
            finger.move(
                touch, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            )
        }
        finger.up(touch)
        window.layoutIfNeeded()
    }

    /// Holds a finger at a point for `duration` seconds of the virtual clock, then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let finger = Finger(window: window)
        let touch = finger.down(at: point)
        clock.advance(by: duration)
        finger.up(touch)
        window.layoutIfNeeded()
    }
}
