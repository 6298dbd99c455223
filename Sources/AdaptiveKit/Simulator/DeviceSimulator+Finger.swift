import Foundation

/// Fingers on a window: each touch is hit-tested where it comes down and delivered through
/// `UIApplication.sendEvent(_:)` to the view it began on, as UIKit delivers touches. Several fingers may be down
/// at once: one `UIEvent` carries them all (`allTouches`) while any is down, the ones that did not change in a
/// step being `.stationary`.
@MainActor
struct Finger {
    let window: UIWindow

    /// The time a touch is stamped with: the window's virtual clock.
    private var now: TimeInterval { window.clock?.now ?? 0 }

    func down(at point: CGPoint, tapCount: Int = 1) -> UITouch {
        down(at: [point], tapCount: tapCount)[0]
    }

    /// Puts fingers down together, in one event.
    func down(at points: [CGPoint], tapCount: Int = 1) -> [UITouch] {
        let sequence = TouchSequence.of(window)
        let touches = points.map { point in
            let view = window.hitTest(point, with: sequence.event)
            let touch = UITouch(at: point, in: window, view: view, timestamp: now)
            touch.tapCount = tapCount
            touch.phase = .began
            return touch
        }
        sequence.touches += touches
        send(touches, in: sequence)
        return touches
    }

    func move(_ touch: UITouch, to point: CGPoint) {
        move([touch], to: [point])
    }

    /// Moves fingers together, in one event; the others down stay still.
    func move(_ touches: [UITouch], to points: [CGPoint]) {
        var moved: [UITouch] = []
        for (touch, point) in zip(touches, points) where isDown(touch) {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
            touch.phase = .moved
            moved.append(touch)
        }
        guard !moved.isEmpty else { return }
        send(moved, in: TouchSequence.of(window))
    }

    func up(_ touch: UITouch) { end([touch], as: .ended) }

    /// Lifts fingers together, in one event.
    func up(_ touches: [UITouch]) { end(touches, as: .ended) }

    func cancel(_ touch: UITouch) { end([touch], as: .cancelled) }

    private func end(_ touches: [UITouch], as phase: UITouch.Phase) {
        let ending = touches.filter(isDown)
        guard !ending.isEmpty else { return }
        for touch in ending { touch.phase = phase }
        send(ending, in: TouchSequence.of(window))
    }

    private func isDown(_ touch: UITouch) -> Bool {
        touch.window === window && touch.phase != .ended && touch.phase != .cancelled
    }

    /// Sends the event with every finger down: those that changed in their new phase, the others stationary.
    private func send(_ changed: [UITouch], in sequence: TouchSequence) {
        let time = now
        for touch in sequence.touches {
            if changed.contains(where: { $0 === touch }) {
                touch.timestamp = time
            } else if touch.phase == .began || touch.phase == .moved {
                touch.phase = .stationary
            }
        }
        sequence.event.touchSet = Set(sequence.touches)
        sequence.event.touchTimestamp = time
        UIApplication.shared.sendEvent(sequence.event)
        sequence.touches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        TouchSequence.endIfLifted(sequence)
    }
}

/// The fingers down on one window and the event that carries them, as UIKit keeps one event for a multi-touch
/// sequence.
@MainActor
final class TouchSequence {
    weak var window: UIWindow?
    let event = UIEvent()
    var touches: [UITouch] = []

    private static var sequences: [TouchSequence] = []

    private init(window: UIWindow) { self.window = window }

    /// The window's sequence, begun when its first finger comes down.
    static func of(_ window: UIWindow) -> TouchSequence {
        sequences.removeAll { $0.window == nil }
        if let sequence = sequences.first(where: { $0.window === window }) { return sequence }
        let sequence = TouchSequence(window: window)
        sequences.append(sequence)
        return sequence
    }

    /// The last finger lifted: the next touch starts a new event.
    static func endIfLifted(_ sequence: TouchSequence) {
        if sequence.touches.isEmpty { sequences.removeAll { $0 === sequence } }
    }
}

extension DeviceSimulator {
    /// Puts a finger down at a point in window coordinates: hit-testing picks the view (hidden, transparent and
    /// non-interactive views are skipped), which hears `touchesBegan`. Move and lift it with
    /// ``moveTouch(_:to:)`` and ``liftTouch(_:)``; other fingers may be down at the same time.
    @discardableResult
    public func touchDown(at point: CGPoint) -> UITouch {
        Finger(window: window).down(at: point)
    }

    /// Puts several fingers down at once (one event), at points in window coordinates, each hit-tested on its
    /// own.
    @discardableResult
    public func touchDown(at points: [CGPoint]) -> [UITouch] {
        Finger(window: window).down(at: points)
    }

    /// Moves a finger that is down: its view hears `touchesMoved`; other fingers down are stationary.
    public func moveTouch(_ touch: UITouch, to point: CGPoint) {
        Finger(window: window).move(touch, to: point)
    }

    /// Moves several fingers at once (one event): `touches[i]` goes to `points[i]`.
    public func moveTouches(_ touches: [UITouch], to points: [CGPoint]) {
        Finger(window: window).move(touches, to: points)
    }

    /// Lifts a finger: its view hears `touchesEnded`.
    public func liftTouch(_ touch: UITouch) {
        Finger(window: window).up(touch)
    }

    /// Lifts several fingers at once (one event).
    public func liftTouches(_ touches: [UITouch]) {
        Finger(window: window).up(touches)
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

    /// Swipes a finger `distance` points from a point in window coordinates in one direction (the first of
    /// `direction` in right, left, up, down order), quickly (0.1 seconds, 5 moves): what a
    /// `UISwipeGestureRecognizer` recognizes.
    public func swipe(
        from start: CGPoint, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 200,
        duration: TimeInterval = 0.1
    ) {
        let (dx, dy): (CGFloat, CGFloat) =
            if direction.contains(.right) {
                (distance, 0)
            } else if direction.contains(.left) {
                (-distance, 0)
            } else if direction.contains(.up) {
                (0, -distance)
            } else {
                (0, distance)
            }
        drag(from: start, to: CGPoint(x: start.x + dx, y: start.y + dy), duration: duration, steps: 5)
    }

    /// Holds a finger at a point for `duration` seconds of the virtual clock, then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let finger = Finger(window: window)
        let touch = finger.down(at: point)
        clock.advance(by: duration)
        finger.up(touch)
        window.layoutIfNeeded()
    }

    /// Pinches with two fingers around a point in window coordinates: they come down `startDistance` points apart
    /// on a line at `angle` radians from the horizontal (clockwise on screen), move together to `endDistance`
    /// apart in `steps` moves over `duration` seconds of the virtual clock, then lift. A `UIPinchGestureRecognizer`
    /// reports a scale of about `endDistance / startDistance`.
    public func pinch(
        at center: CGPoint, fromDistance startDistance: CGFloat, toDistance endDistance: CGFloat, angle: CGFloat = 0,
        duration: TimeInterval = 0.5, steps: Int = 10
    ) {
        twoFingers(around: center, duration: duration, steps: steps) { fraction in
            (startDistance + (endDistance - startDistance) * fraction, angle)
        }
    }

    /// Rotates two fingers around a point in window coordinates: they come down `distance` points apart on a
    /// horizontal line and turn together by `angle` radians (positive is clockwise on screen, as
    /// `UIRotationGestureRecognizer.rotation`) in `steps` moves over `duration` seconds of the virtual clock,
    /// then lift.
    public func rotate(
        at center: CGPoint, by angle: CGFloat, distance: CGFloat = 100, duration: TimeInterval = 0.5, steps: Int = 10
    ) {
        twoFingers(around: center, duration: duration, steps: steps) { fraction in (distance, angle * fraction) }
    }

    /// Two fingers placed symmetrically around `center`: `layout(fraction)` gives their distance apart and the
    /// angle of the line through them at each step (0 when they come down, 1 when they lift).
    private func twoFingers(
        around center: CGPoint, duration: TimeInterval, steps: Int, layout: (CGFloat) -> (CGFloat, CGFloat)
    ) {
        func points(_ fraction: CGFloat) -> [CGPoint] {
            let (distance, angle) = layout(fraction)
            let dx = cos(angle) * distance / 2
            let dy = sin(angle) * distance / 2
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        let finger = Finger(window: window)
        let touches = finger.down(at: points(0))
        let count = max(1, steps)
        for step in 1...count {
            clock.advance(by: duration / Double(count))
            finger.move(touches, to: points(CGFloat(step) / CGFloat(count)))
        }
        finger.up(touches)
        window.layoutIfNeeded()
    }
}
