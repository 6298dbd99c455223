import Foundation

extension UIGestureRecognizer {
    /// Fingers of a two-finger gesture (pinch, rotation) lift: one that has not begun fails when fewer than two
    /// remain; one that has ends when none remain (Apple: it ends when both fingers lift).
    func twoFingerTouchesEnded(_ touches: Set<UITouch>) {
        let remaining = trackedTouches.count - touches.count
        switch state {
        case .possible:
            if remaining < 2 { state = .failed }
        case .began, .changed:
            if remaining == 0 { state = .ended }
        default:
            break
        }
    }

    /// The system cancelled a continuous gesture's touches: a recognized gesture is cancelled, one not yet
    /// recognized fails.
    func continuousTouchesCancelled() {
        state = state == .began || state == .changed ? .cancelled : .failed
    }
}
