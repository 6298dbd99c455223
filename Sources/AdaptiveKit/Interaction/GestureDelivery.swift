import Foundation

/// How a window hands an event's touches to gesture recognizers and then to views (`UIWindow.sendEvent(_:)`).
///
/// UIKit's documented rules (`UIGestureRecognizer`, `cancelsTouchesInView`, `delaysTouchesBegan`,
/// `delaysTouchesEnded`; `UIView.isMultipleTouchEnabled`, `isExclusiveTouch`): recognizers see each touch
/// first; a recognizer that recognizes and cancels touches in view makes the view hear `touchesCancelled` at
/// once (or nothing, if it never heard the touch begin); a recognizer that delays touches holds their beginning
/// or their end back from the view until it fails; a view that is not multi-touch hears only the first of its
/// touches, and an exclusive-touch view hears nothing while another view is touched (nor does another view
/// while it is).
@MainActor
enum GestureDelivery {
    /// Touches whose beginning or end a recognizer holds back from their view.
    private static var held: [UITouch] = []

    /// Delivers the touches of `event` in `window` that changed (stationary ones are not sent).
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = (event.touches(for: window) ?? []).filter { $0.phase != .stationary }
            .sorted { ($0.timestamp, $0.creationOrder) < ($1.timestamp, $1.creationOrder) }
        for touch in touches { touch.lastEvent = event }
        offer(touches, event: event)
        var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
        for touch in touches {
            guard let view = touch.view, let phase = route(touch, event: event) else { continue }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, phase, [touch]))
            }
        }
        for (view, phase, touches) in groups { send(touches, phase: phase, to: view, event: event) }
        releaseHeldTouches()
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in touch.recognizers { recognizer.resetIfFinished() }
        }
    }

    /// Each touch goes to its recognizers (found when it begins), each recognizer hearing the touches of one phase
    /// together, as UIKit calls a recognizer's `touchesBegan` once with both fingers of a pinch that come down
    /// together.
    private static func offer(_ touches: [UITouch], event: UIEvent) {
        for touch in touches where touch.phase == .began {
            touch.recognizers = GestureArena.recognizers(for: touch)
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var batches: [(recognizer: UIGestureRecognizer, touches: [UITouch])] = []
            for touch in touches where touch.phase == phase {
                for recognizer in touch.recognizers {
                    if let index = batches.firstIndex(where: { $0.recognizer === recognizer }) {
                        batches[index].touches.append(touch)
                    } else {
                        batches.append((recognizer, [touch]))
                    }
                }
            }
            for (recognizer, touches) in batches { recognizer.deliver(touches, phase: phase, event: event) }
        }
    }

    /// What the touch's view hears of it in this event: its phase, or nil when the view hears nothing now.
    private static func route(_ touch: UITouch, event: UIEvent) -> UITouch.Phase? {
        guard touch.viewDelivery != .finished else { return nil }
        switch touch.phase {
        case .began:
            if isWithheld(touch, event: event) {
                touch.viewDelivery = .finished
                return nil
            }
            if delays(touch, \.delaysTouchesBegan) {
                touch.viewDelivery = .heldBegan
                held.append(touch)
                return nil
            }
            touch.viewDelivery = .delivered
            return .began
        case .moved:
            return touch.viewDelivery == .delivered ? .moved : nil
        case .ended:
            guard touch.viewDelivery == .delivered else { return nil }
            if delays(touch, \.delaysTouchesEnded) {
                if !held.contains(where: { $0 === touch }) { held.append(touch) }
                return nil
            }
            touch.viewDelivery = .finished
            return .ended
        case .cancelled:
            let heard = touch.viewDelivery == .delivered
            touch.viewDelivery = .finished
            held.removeAll { $0 === touch }
            return heard ? .cancelled : nil
        default:
            return nil
        }
    }

    /// A view that is not multi-touch hears only its first touch; an exclusive-touch view hears nothing while
    /// another view is touched, and no other view hears a touch while it is touched.
    private static func isWithheld(_ touch: UITouch, event: UIEvent) -> Bool {
        guard let view = touch.view else { return true }
        let others = (event.allTouches ?? []).filter { other in
            other !== touch && (other.viewDelivery == .delivered || other.viewDelivery == .heldBegan)
                && other.phase != .ended && other.phase != .cancelled
        }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return true }
        return others.contains { other in
            other.view !== view && (view.isExclusiveTouch || other.view?.isExclusiveTouch == true)
        }
    }

    /// Whether a recognizer of the touch that has not decided yet holds it back from its view.
    private static func delays(_ touch: UITouch, _ property: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
        touch.recognizers.contains { recognizer in
            recognizer[keyPath: property] && recognizer.isEnabled
                && !touch.settledRecognizers.contains(ObjectIdentifier(recognizer))
        }
    }

    /// A recognizer that cancels touches in its view recognized a gesture the touch takes part in: the view hears
    /// `touchesCancelled` now if it heard the touch begin, and nothing more of the touch either way.
    static func claim(_ touches: [UITouch]) {
        var groups: [(view: UIView, touches: Set<UITouch>, event: UIEvent)] = []
        for touch in touches {
            let heard = touch.viewDelivery == .delivered
            touch.viewDelivery = .finished
            held.removeAll { $0 === touch }
            guard heard, let view = touch.view else { continue }
            if let index = groups.firstIndex(where: { $0.view === view }) {
                groups[index].touches.insert(touch)
            } else {
                groups.append((view, [touch], touch.lastEvent ?? UIEvent()))
            }
        }
        for (view, touches, event) in groups { send(touches, phase: .cancelled, to: view, event: event) }
    }

    /// Recognizers decided: touches they no longer hold back reach their views (began, then ended if the finger
    /// has lifted meanwhile).
    static func releaseHeldTouches() {
        guard !held.isEmpty else { return }
        let waiting = held
        held = []
        for touch in waiting {
            guard touch.viewDelivery != .finished, let view = touch.view else { continue }
            let event = touch.lastEvent ?? UIEvent()
            if touch.viewDelivery == .heldBegan {
                guard !delays(touch, \.delaysTouchesBegan) else {
                    held.append(touch)
                    continue
                }
                touch.viewDelivery = .delivered
                send([touch], phase: .began, to: view, event: event)
            }
            guard touch.phase == .ended, touch.viewDelivery == .delivered else { continue }
            if delays(touch, \.delaysTouchesEnded) {
                held.append(touch)
            } else {
                touch.viewDelivery = .finished
                send([touch], phase: .ended, to: view, event: event)
            }
        }
    }

    private static func send(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved, .stationary: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        default: break
        }
    }
}
