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
