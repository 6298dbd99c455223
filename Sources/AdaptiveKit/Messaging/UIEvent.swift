import Foundation

/// An event, like UIKit's `UIEvent`: the touches of the simulator's finger, or a plain event that a
/// control's actions may receive.
@MainActor
open class UIEvent: NSObject {
    /// The kind of event, like UIKit's `UIEvent.EventType` (raw values as UIKit's).
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The event's kind.
    open var type: EventType { .touches }
    /// When the event happened (seconds, on the virtual clock).
    open var timestamp: TimeInterval { touchTimestamp }

    /// The touches of a touch event, empty otherwise.
    var touchSet: Set<UITouch> = []
    var touchTimestamp: TimeInterval = 0

    public override init() { super.init() }

    /// Every touch of the event, like UIKit's `allTouches`; nil for an event without touches.
    open var allTouches: Set<UITouch>? { touchSet.isEmpty ? nil : touchSet }

    /// The touches that began on a view, like UIKit's `touches(for:)`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let touches = touchSet.filter { $0.view === view }
        return touches.isEmpty ? nil : touches
    }

    /// The touches in a window, like UIKit's `touches(for:)`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let touches = touchSet.filter { $0.window === window }
        return touches.isEmpty ? nil : touches
    }
}
