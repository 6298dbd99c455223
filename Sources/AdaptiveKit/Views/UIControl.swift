import Foundation

/// A view that responds to the user, like UIKit's `UIControl`: enabled, selected and highlighted states.
@MainActor
open class UIControl: UIView {
    /// A control's state, like UIKit's `UIControl.State` (raw values as UIKit's).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Whether the control accepts touches (false adds `.disabled` to `state`).
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The current state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called after `state` changed; subclasses update what they show.
    func stateDidChange() {}

    // MARK: Tracking a finger

    /// How far outside its bounds a finger may go and still count as inside the control (unconfirmed: UIKit
    /// does not document it; see Deviations.md).
    static let touchSlop: CGFloat = 70
    /// Whether a finger is being tracked, like UIKit's `isTracking`.
    public private(set) var isTracking = false
    /// Whether the tracked finger is inside the control (with the slop), like UIKit's `isTouchInside`.
    public private(set) var isTouchInside = false

    /// A finger came down on the control; return false to stop tracking it, like UIKit's `beginTracking(_:with:)`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger moved; return false to stop tracking it, like UIKit's `continueTracking(_:with:)`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked finger lifted, like UIKit's `endTracking(_:with:)`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracking was cancelled, like UIKit's `cancelTracking(with:)`.
    open func cancelTracking(with event: UIEvent?) {}

    /// UIKit's control tracking: highlighted while down, `.touchDown` (`.touchDownRepeat` for a repeated tap);
    /// the control takes the touch and does not pass it up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? .touchDownRepeat : .touchDown)
    }

    /// Dragging: `.touchDragInside`/`.touchDragOutside`, `.touchDragEnter`/`.touchDragExit` when crossing the
    /// edge (with the slop); highlighted while inside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let inside = isInsideWithSlop(touch)
        let crossed = inside != isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if crossed { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Lifting: `.touchUpInside` (and a button's `.primaryActionTriggered`) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let inside = isInsideWithSlop(touch)
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        if inside { touchUpInsideDidEnd() }
    }

    /// The system cancelled the touch: `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    /// What a control does after a tap's `.touchUpInside`: a button triggers its primary action; a switch flips.
    func touchUpInsideDidEnd() {}

    private func isInsideWithSlop(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains(touch.location(in: self))
    }

    // MARK: Sending actions

    /// The target–action pairs and actions added, in the order they were added.
    var actionRegistrations: [ControlActionRegistration] = []

    /// Sends an action message, like UIKit's `sendAction(_:to:for:)`: through
    /// `UIApplication.shared.sendAction(_:to:from:for:)` with this control as the sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs an action's handler with this control as its sender, like UIKit's `sendAction(_:)`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions registered for `controlEvents`, in the order they were added, like UIKit's
    /// `sendActions(for:)`; what a tap (`.touchUpInside`) or a value change sends.
    open func sendActions(for controlEvents: Event) {
        // A storyboard's segues from a control are a target added when the scene loaded, before code adds
        // its own: a button's for a tap, another control's for its primary action.
        let segueEvent: Event = self is UIButton ? .touchUpInside : .primaryActionTriggered
        if storyboardTriggerID != nil, controlEvents.contains(segueEvent) { performStoryboardSegues() }
        for registration in actionRegistrations where !registration.events.isDisjoint(with: controlEvents) {
            switch registration.kind {
            case .target(.responderChain, let selector):
                sendAction(selector, to: nil, for: nil)
            case .target(.object(let box), let selector):
                // A target that went away (held weakly, as UIKit does) gets nothing.
                if let object = box.object { sendAction(selector, to: object, for: nil) }
            case .action(let action):
                sendAction(action)
            }
        }
    }
}
