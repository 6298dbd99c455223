import Foundation

/// How a window hands touches to gesture recognizers before their views (see `UIWindow.sendEvent(_:)`).
@MainActor
enum GestureDelivery {
    /// Each touch goes to its recognizers (found when it begins), in its phase.
    static func offer(_ touches: [UITouch], event: UIEvent) {
        for touch in touches {
            if touch.phase == .began { touch.recognizers = GestureArena.recognizers(for: touch) }
            for recognizer in touch.recognizers {
                recognizer.deliver([touch], phase: touch.phase, event: event)
            }
        }
    }

    /// Whether a recognizer of the touch has taken it from its view.
    static func cancelsView(of touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.hasRecognized && $0.cancelsTouchesInView }
    }

    /// After the event: recognizers whose gesture is over and whose touches are gone go back to `.possible`.
    static func finish(_ touches: [UITouch]) {
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in touch.recognizers { recognizer.resetIfFinished() }
        }
    }
}
