import Foundation

/// Recognizes two fingers moving apart or together, like UIKit's `UIPinchGestureRecognizer` (a continuous
/// gesture): it begins when the distance between them has changed by more than 10 points (unconfirmed; see
/// Deviations.md), changes as they move while both are down, and ends when both lift.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers changes before a pinch begins.
    static let hysteresis: CGFloat = 10

    private var startDistance: CGFloat = 0
    /// The distance between the fingers at their last move (kept when one lifts).
    private var distanceNow: CGFloat = 1
    private var referenceDistance: CGFloat = 1
    private var referenceScale: CGFloat = 1
    private var lastTime: TimeInterval = 0
    private var storedVelocity: CGFloat = 0

    /// The scale of the distance between the fingers to what it was when they came down (1 before the gesture),
    /// like UIKit's `scale`; setting it makes the gesture report from that value on and resets the velocity.
    open var scale: CGFloat {
        get { referenceScale * distanceNow / referenceDistance }
        set {
            referenceScale = newValue
            referenceDistance = distanceNow
            storedVelocity = 0
        }
    }

    /// How fast the scale changes, in scale factor per second, like UIKit's `velocity`.
    open var velocity: CGFloat { storedVelocity }

    private var currentDistance: CGFloat {
        guard trackedTouches.count >= 2 else { return distanceNow }
        return distance(trackedTouches[0], trackedTouches[1])
    }

    private func distance(_ a: UITouch, _ b: UITouch) -> CGFloat {
        let (p, q) = (a.location(in: nil), b.location(in: nil))
        return max(hypot(q.x - p.x, q.y - p.y), 0.0001)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A pinch follows two fingers; later ones are not part of it.
        for touch in trackedTouches.dropFirst(2) { ignore(touch, for: event) }
        guard trackedTouches.count == 2, state == .possible else { return }
        startDistance = currentDistance
        distanceNow = startDistance
        referenceDistance = startDistance
        referenceScale = 1
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        let previous = distanceNow
        distanceNow = currentDistance
        switch state {
        case .possible:
            guard abs(distanceNow - startDistance) > Self.hysteresis else { return }
            lastTime = event.timestamp
            state = .began
        case .began, .changed:
            let before = referenceScale * previous / referenceDistance
            let interval = event.timestamp - lastTime
            if interval > 0 { storedVelocity = (scale - before) / CGFloat(interval) }
            lastTime = event.timestamp
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchesEnded(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        continuousTouchesCancelled()
    }

    open override func reset() {
        startDistance = 0
        distanceNow = 1
        referenceDistance = 1
        referenceScale = 1
        storedVelocity = 0
    }
}
