import Foundation

/// Recognizes a gesture in the touches of a view and its subviews, like UIKit's `UIGestureRecognizer`.
///
/// A window offers each touch to the recognizers of the view it began on and of that view's ancestors before the
/// view itself (see `UIWindow.sendEvent(_:)`). A recognizer moves from `.possible` to `.began`/`.changed`/`.ended`
/// (continuous gestures) or straight to `.ended` (`.recognized`, discrete gestures), or to `.failed`; each of
/// `.began`, `.changed`, `.ended` and `.cancelled` sends its actions to its targets. Subclasses set `state` from
/// the touch methods, as with UIKit's `UIGestureRecognizerSubclass`.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is, like UIKit's `UIGestureRecognizer.State` (SDK raw values).
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targetActions: [TargetAction] = []
    private var storedState = State.possible
    /// A recognition held back until the recognizers this one requires to fail have failed.
    private var pendingState: State?
    private var failureRequirements: [WeakRecognizer] = []
    /// The touches the recognizer is following, in the order they began.
    private(set) var trackedTouches: [UITouch] = []

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// The object asked whether the recognizer may begin, receive a touch or work with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer takes touches; turning it off cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed { state = .cancelled }
        }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized (true by default).
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture failed (false by default; not simulated).
    open var delaysTouchesBegan = false
    /// Whether the view hears that touches ended only once the gesture is decided (true by default): a gesture
    /// recognized by then cancels them instead.
    open var delaysTouchesEnded = true
    /// A name for debugging, like UIKit's `name`.
    open var name: String?

    /// Creates a recognizer that sends `action` to `target` (neither is needed).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public override convenience init() { self.init(target: nil, action: nil) }

    /// Adds a target–action pair; the same pair twice is kept once. The target is held weakly.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes target–action pairs: a nil target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// The recognizer's state. Subclasses set it; setting `.began` or `.ended` from `.possible` asks the delegate
    /// (`gestureRecognizerShouldBegin`) first and waits for the recognizers it requires to fail.
    open var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// The number of touches the recognizer follows.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Where the gesture is: the middle of its touches, in a view's coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation(in: view) }
        let points = trackedTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// Where one of its touches is.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            DiagnosticLog.raise(
                "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds "
                    + "(\(trackedTouches.count)).", name: "NSRangeException")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    private var lastWindowLocation: CGPoint = .zero

    private func lastLocation(in view: UIView?) -> CGPoint {
        view?.convert(lastWindowLocation, from: nil) ?? lastWindowLocation
    }

    /// Makes this recognizer wait for `other` to fail before it recognizes, like UIKit's `require(toFail:)`.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: For subclasses (UIKit's UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when the recognizer goes back to `.possible` after a gesture; subclasses clear their state.
    open func reset() {}
    /// Stops following a touch, like UIKit's `ignore(_:for:)`.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }
    /// Whether recognizing this gesture makes `preventedGestureRecognizer` fail (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing makes this one fail (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false by default).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false by default).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Delivery

    /// Hands touches in a phase to the recognizer's touch method, following them.
    func deliver(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        let ordered = touches.sorted { $0.timestamp < $1.timestamp }
        let decided =
            storedState == .failed || storedState == .cancelled || (storedState == .ended && pendingState == nil)
        guard isEnabled, !decided else {
            // A recognizer that decided while fingers were down still lets go of them as they lift, so that it
            // goes back to `.possible` for the next gesture.
            if phase == .ended || phase == .cancelled { forget(ordered) }
            return
        }
        switch phase {
        case .began:
            for touch in ordered where !trackedTouches.contains(where: { $0 === touch }) {
                trackedTouches.append(touch)
            }
            touchesBegan(touches, with: event)
        case .moved, .stationary:
            touchesMoved(touches, with: event)
        case .ended:
            touchesEnded(touches, with: event)
            forget(ordered)
        case .cancelled:
            touchesCancelled(touches, with: event)
            forget(ordered)
        default:
            break
        }
    }

    private func forget(_ touches: [UITouch]) {
        if let last = touches.last { lastWindowLocation = last.location(in: nil) }
        trackedTouches.removeAll { touch in touches.contains { $0 === touch } }
    }

    /// Whether the recognizer has recognized its gesture (and is not waiting for another to fail).
    var hasRecognized: Bool {
        pendingState == nil && (storedState == .began || storedState == .changed || storedState == .ended)
    }

    /// Whether the recognizer is done with its gesture and can go back to `.possible`.
    var isFinished: Bool {
        pendingState == nil && (storedState == .ended || storedState == .failed || storedState == .cancelled)
    }

    /// Back to `.possible` once its touches are gone, as UIKit resets a recognizer after a gesture.
    func resetIfFinished() {
        guard isFinished, trackedTouches.isEmpty else { return }
        storedState = .possible
        reset()
    }

    private func transition(to newValue: State) {
        let old = storedState
        if old == .possible, newValue == .began || newValue == .ended {
            let allowed =
                (delegate?.gestureRecognizerShouldBegin(self) ?? true)
                && (view?.gestureRecognizerShouldBegin(self) ?? true)
            guard allowed else {
                storedState = .failed
                GestureArena.recognizerDidFinish(self, recognized: false)
                return
            }
            if failureRequirements.contains(where: { $0.recognizer?.storedState == .possible }) {
                pendingState = newValue
                GestureArena.waiting.append(WeakRecognizer(recognizer: self))
                return
            }
        }
        guard newValue != old || newValue == .changed else { return }
        storedState = newValue
        switch newValue {
        case .began, .ended:
            if old == .possible { GestureArena.recognizerDidRecognize(self) }
            sendActions()
            if newValue == .ended { GestureArena.recognizerDidFinish(self, recognized: true) }
        case .changed:
            sendActions()
        case .cancelled:
            sendActions()
            GestureArena.recognizerDidFinish(self, recognized: false)
        case .failed:
            GestureArena.recognizerDidFinish(self, recognized: false)
        case .possible:
            break
        }
    }

    /// The recognizers this one waited for have decided: recognize now, or fail.
    func resolvePending() -> Bool {
        guard let pending = pendingState else { return true }
        let requirements = failureRequirements.compactMap(\.recognizer)
        if requirements.contains(where: { $0.storedState == .possible }) { return false }
        pendingState = nil
        if requirements.contains(where: { $0.hasRecognized || $0.storedState == .ended }) {
            storedState = .failed
        } else {
            transition(to: pending)
        }
        resetIfFinished()
        return true
    }

    private func sendActions() {
        for pair in targetActions {
            guard let target = pair.target else { continue }
            MessageTable.send(pair.action, to: target, arguments: [self])
        }
    }

    /// What `require(toFail:)` and the subclass hooks say about a pair.
    func mustWait(for other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other } || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
    }
}

/// A recognizer held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// The delegate of a recognizer, like UIKit's `UIGestureRecognizerDelegate`; every method is optional.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
