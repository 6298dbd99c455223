import Foundation

/// Recognizes taps, like UIKit's `UITapGestureRecognizer` (a discrete gesture): the fingers must not move more
/// than 10 points, and each further tap must come within 0.35 seconds of the last (both unconfirmed; see
/// Deviations.md).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// How long the recognizer waits for the next tap of a multiple tap.
    static let maximumTapInterval: TimeInterval = 0.35

    /// The taps the gesture needs (1 by default).
    open var numberOfTapsRequired = 1
    /// The fingers each tap needs (1 by default).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var taps = 0
    private var fingersDown = 0
    /// Invalidates a scheduled failure when the next tap comes or the recognizer resets.
    private var generation = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        generation += 1
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil { start = touches.first?.location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: nil) else { return }
        if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let fingers = fingersDown
        fingersDown -= touches.count
        guard fingersDown == 0 else { return }
        if fingers < numberOfTouchesRequired {
            state = .failed
            return
        }
        taps = max(taps + 1, touches.map(\.tapCount).max() ?? 0)
        if taps >= numberOfTapsRequired {
            state = .ended
        } else if let clock = view?.window?.clock {
            let expected = generation
            clock.schedule(after: Self.maximumTapInterval) { [weak self] in
                guard let self, self.generation == expected, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        start = nil
        taps = 0
        fingersDown = 0
        generation += 1
    }
}

/// Recognizes a finger held still, like UIKit's `UILongPressGestureRecognizer` (a continuous gesture): it begins
/// after `minimumPressDuration` on the window's virtual clock, changes as the finger moves, and ends when it lifts.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must be down (0.5 seconds by default).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the gesture begins (10 points by default).
    open var allowableMovement: CGFloat = 10
    /// The fingers the gesture needs (1 by default).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (0 by default).
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var generation = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = touches.first?.location(in: nil)
        generation += 1
        let expected = generation
        guard let clock = view?.window?.clock else { return }
        clock.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.generation == expected, self.state == .possible,
                self.numberOfTouches == self.numberOfTouchesRequired
            else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start, let point = touches.first?.location(in: nil) else { return }
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        start = nil
        generation += 1
    }
}
