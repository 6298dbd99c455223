import Foundation

/// Recognizes a drag, like UIKit's `UIPanGestureRecognizer` (a continuous gesture): it begins once the fingers
/// have moved 10 points (unconfirmed; see Deviations.md), reports its translation from where they came down and
/// its velocity, and ends when they lift.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers move before a pan begins.
    static let hysteresis: CGFloat = 10

    /// The fewest fingers that pan (1 by default).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (no limit by default).
    open var maximumNumberOfTouches = Int.max

    private var origin: CGPoint?
    private var current: CGPoint = .zero
    private var velocityInWindow: CGPoint = .zero
    private var lastTime: TimeInterval = 0

    /// How far the fingers moved since the gesture's start (or the last `setTranslation`), in a view's
    /// coordinate system, like UIKit's `translation(in:)`.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Sets the translation the gesture reports from now on, like UIKit's `setTranslation(_:in:)`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
    }

    /// How fast the fingers move, in points per second, like UIKit's `velocity(in:)`.
    open func velocity(in view: UIView?) -> CGPoint { velocityInWindow }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        if origin == nil {
            origin = touch.location(in: nil)
            current = origin ?? .zero
            lastTime = touch.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, origin != nil else { return }
        let point = touch.location(in: nil)
        let interval = touch.timestamp - lastTime
        if interval > 0 {
            velocityInWindow = CGPoint(
                x: (point.x - current.x) / CGFloat(interval), y: (point.y - current.y) / CGFloat(interval))
        }
        lastTime = touch.timestamp
        current = point
        switch state {
        case .possible:
            let moved = translation(in: nil)
            guard numberOfTouches >= minimumNumberOfTouches, hypot(moved.x, moved.y) > Self.hysteresis,
                shouldBegin(with: touch)
            else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Whether a drag that passed the hysteresis may begin (a screen-edge pan checks where it started).
    func shouldBegin(with touch: UITouch) -> Bool { true }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= touches.count else { return }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        origin = nil
        velocityInWindow = .zero
    }
}

/// A pan that starts at an edge of the screen, like UIKit's `UIScreenEdgePanGestureRecognizer`: the finger must
/// come down within 20 points of one of `edges` (unconfirmed distance).
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge a finger must come down.
    static let edgeWidth: CGFloat = 20
    /// The edges the gesture starts from.
    open var edges: UIRectEdge = []
    private var downPoint: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downPoint == nil { downPoint = touches.first?.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(with touch: UITouch) -> Bool {
        guard let point = downPoint, let bounds = touch.window?.bounds else { return false }
        let width = Self.edgeWidth
        return (edges.contains(.left) && point.x <= bounds.minX + width)
            || (edges.contains(.right) && point.x >= bounds.maxX - width)
            || (edges.contains(.top) && point.y <= bounds.minY + width)
            || (edges.contains(.bottom) && point.y >= bounds.maxY - width)
    }

    open override func reset() {
        super.reset()
        downPoint = nil
    }
}

/// Recognizes a swipe, like UIKit's `UISwipeGestureRecognizer` (a discrete gesture): the fingers travel 50 points
/// in one of `direction`'s directions, twice as far along it as across it (both unconfirmed; see Deviations.md).
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// A swipe's direction, like UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// How far a swipe travels.
    static let minimumDistance: CGFloat = 50

    /// The directions that count (`.right` by default).
    open var direction: Direction = .right
    /// The fingers the swipe needs (1 by default).
    open var numberOfTouchesRequired = 1
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil { start = touches.first?.location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let point = touches.first?.location(in: nil) else { return }
        let (dx, dy) = (point.x - start.x, point.y - start.y)
        let horizontal = abs(dx) >= 2 * abs(dy)
        let vertical = abs(dy) >= 2 * abs(dx)
        let swiped: Direction? =
            horizontal && dx >= Self.minimumDistance
            ? .right
            : horizontal && -dx >= Self.minimumDistance
                ? .left
                : vertical && dy >= Self.minimumDistance
                    ? .down
                    : vertical && -dy >= Self.minimumDistance ? .up : nil
        guard let swiped else { return }
        state = direction.contains(swiped) && numberOfTouches == numberOfTouchesRequired ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
