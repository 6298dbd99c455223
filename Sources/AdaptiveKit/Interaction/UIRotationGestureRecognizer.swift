import Foundation

/// Recognizes two fingers turning around each other, like UIKit's `UIRotationGestureRecognizer` (a continuous
/// gesture): it begins when the line through them has turned by more than 0.07 radians (about 4°; unconfirmed,
/// see Deviations.md), changes as they move while both are down, and ends when both lift.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before a rotation begins, in radians.
    static let hysteresis: CGFloat = 0.07

    /// The angle turned since the fingers came down, unwrapped past a half turn.
    private var turned: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var referenceTurned: CGFloat = 0
    private var referenceRotation: CGFloat = 0
    private var lastTime: TimeInterval = 0
    private var storedVelocity: CGFloat = 0

    /// The rotation of the fingers since they came down, in radians (positive is clockwise on screen), like
    /// UIKit's `rotation`; setting it makes the gesture report from that value on and resets the velocity.
    open var rotation: CGFloat {
        get { referenceRotation + turned - referenceTurned }
        set {
            referenceRotation = newValue
            referenceTurned = turned
            storedVelocity = 0
        }
    }

    /// How fast the rotation changes, in radians per second, like UIKit's `velocity`.
    open var velocity: CGFloat { storedVelocity }

    private func angle() -> CGFloat {
        let (p, q) = (trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
        return atan2(q.y - p.y, q.x - p.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in trackedTouches.dropFirst(2) { ignore(touch, for: event) }
        guard trackedTouches.count == 2, state == .possible else { return }
        lastAngle = angle()
        turned = 0
        lastTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == 2 else { return }
        let now = angle()
        var delta = now - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        lastAngle = now
        turned += delta
        switch state {
        case .possible:
            guard abs(turned) > Self.hysteresis else { return }
            lastTime = event.timestamp
            state = .began
        case .began, .changed:
            let interval = event.timestamp - lastTime
            if interval > 0 { storedVelocity = delta / CGFloat(interval) }
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
        turned = 0
        lastAngle = 0
        referenceTurned = 0
        referenceRotation = 0
        storedVelocity = 0
    }
}
