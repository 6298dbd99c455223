import Foundation

/// The recognizers taking part in the touches now on screen, and what one recognizing does to the others.
///
/// A recognizer that recognizes makes the others that follow one of the same touches fail, unless a delegate
/// lets them recognize simultaneously or one waits for the other to fail (see Deviations.md).
@MainActor
enum GestureArena {
    /// Recognizers that hold back a recognition until others fail.
    static var waiting: [WeakRecognizer] = []

    /// The recognizers a new touch is offered to: those of the view it began on and of its ancestors, nearest
    /// first, that are enabled and that their delegate lets receive it. A tap recognizer of an ancestor does not
    /// get a touch that began on a control, whose own action wins (UIKit's rule since iOS 6).
    static func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current = touch.view
        let control = touch.view as? UIControl
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let control, view !== control, let tap = recognizer as? UITapGestureRecognizer,
                    tap.numberOfTapsRequired == 1, control.isEnabled
                {
                    continue
                }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                result.append(recognizer)
            }
            current = view.superview
        }
        return result
    }

    static func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        let touches = recognizer.trackedTouches
        var others: [UIGestureRecognizer] = []
        for touch in touches {
            for other in touch.recognizers
            where other !== recognizer && !others.contains(where: { $0 === other }) {
                others.append(other)
            }
        }
        for other in others where other.state == .possible {
            if simultaneous(recognizer, other) || other.mustWait(for: recognizer) { continue }
            guard recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            other.state = .failed
        }
    }

    /// A recognizer decided: those waiting for it resolve (a nested decision sees the list without the ones being
    /// resolved), then it goes back to `.possible` if no finger is down (a timer ran out).
    static func recognizerDidFinish(_ recognizer: UIGestureRecognizer, recognized: Bool) {
        let snapshot = waiting
        waiting = []
        for entry in snapshot {
            guard let pending = entry.recognizer, !pending.resolvePending() else { continue }
            if !waiting.contains(where: { $0.recognizer === pending }) { waiting.append(entry) }
        }
        GestureDelivery.releaseHeldTouches()
        recognizer.resetIfFinished()
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }
}
