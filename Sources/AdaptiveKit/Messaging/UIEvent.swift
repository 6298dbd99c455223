import Foundation

/// An event that a control's actions may receive, like UIKit's `UIEvent`; AdaptiveKit has no touches,
/// so actions it sends carry nil or a plain event.
@MainActor
open class UIEvent: NSObject {
    /// The kind of event, like UIKit's `UIEvent.EventType` (raw values as UIKit's).
    public enum EventType: Int, Sendable {
        case touches = 0, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    /// The event's kind.
    open var type: EventType { .touches }
    /// When the event happened (seconds, on the virtual clock).
    open var timestamp: TimeInterval { 0 }

    public override init() { super.init() }
}
