import Foundation

/// A finger on the screen, like UIKit's `UITouch`: where it is and was, in which phase, on which view.
///
/// The simulator's finger (`DeviceSimulator.touchDown(at:)` and the taps built on it) makes them; the view is
/// the one hit-testing found where the touch began, and it keeps it until the touch ends.
@MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life, like UIKit's `UITouch.Phase` (SDK raw values).
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch, like UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    /// The touch's phase.
    public internal(set) var phase: Phase = .began
    /// How many times the finger tapped at this place in quick succession.
    public internal(set) var tapCount = 1
    /// When the touch last changed, in seconds on the window's virtual clock.
    public internal(set) var timestamp: TimeInterval = 0
    /// The view the touch began on (hit-testing's answer), nil when it began on none.
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// What made the touch: a finger on the screen.
    public var type: TouchType { .direct }
    /// The force of a finger of average pressure, as UIKit reports without 3D Touch.
    public var force: CGFloat { 1 }
    /// The greatest force the touch could have.
    public var maximumPossibleForce: CGFloat { 1 }
    /// The finger's radius in points (UIKit's typical value; unconfirmed).
    public var majorRadius: CGFloat { 20 }

    /// The recognizers the touch was offered to when it began, like UIKit's `gestureRecognizers`.
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    var recognizers: [UIGestureRecognizer] = []
    /// The recognizers that decided their gesture while the touch took part in it.
    var settledRecognizers: [ObjectIdentifier] = []
    /// What the touch's view has heard of it so far.
    var viewDelivery = ViewDelivery.none
    /// The event the touch was last sent in, for a view that hears of it later (a held or cancelled touch).
    weak var lastEvent: UIEvent?
    /// The order the simulator made touches in: the order of `location(ofTouch:in:)` for touches that began
    /// together.
    let creationOrder: Int
    private static var madeCount = 0

    /// What a touch's view has heard of it: the window holds a touch back from its view while a recognizer
    /// delays it, and withholds it for good from a view that takes one touch at a time or from an exclusive one.
    enum ViewDelivery {
        /// Nothing yet.
        case none
        /// `touchesBegan` is held back until the recognizers that delay it fail.
        case heldBegan
        /// The view heard `touchesBegan`.
        case delivered
        /// The view heard the end of the touch (ended or cancelled), or never will.
        case finished
    }

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    init(at point: CGPoint, in window: UIWindow, view: UIView?, timestamp: TimeInterval) {
        locationInWindow = point
        previousLocationInWindow = point
        self.window = window
        self.view = view
        self.timestamp = timestamp
        Self.madeCount += 1
        creationOrder = Self.madeCount
        super.init()
    }

    /// Where the touch is, in a view's coordinates (the window's for nil), like UIKit's `location(in:)`.
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// Where the touch was before its last move, like UIKit's `previousLocation(in:)`.
    public func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousLocationInWindow, from: nil) ?? previousLocationInWindow
    }
}
