import Foundation

/// An object that takes part in the responder chain, like UIKit's `UIResponder`.
@MainActor
open class UIResponder: NSObject, MessageReceiving {
    public override init() { super.init() }

    /// The next responder: a view's controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }

    /// The action methods, outlets and inspectable properties of this class by Objective-C name, standing in
    /// for the Objective-C runtime (an AdaptiveKit addition, see Deviations.md); subclasses start from
    /// `super.messageTable`. The `AdaptivePort` plugin generates the override. Not UIKit's API, so it is SPI:
    /// ported files import AdaptiveKit with `@_spi(AdaptiveKit)`, as a hand-written table must.
    @_spi(AdaptiveKit) open class var messageTable: MessageTable { MessageTable() }

    /// Whether the responder handles an action: as in UIKit, true when the class implements the
    /// method (here: when its `messageTable` has it); AdaptiveKit's containers also claim the
    /// actions they handle (`.show`, `.showDetail`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        MessageTable.table(for: type(of: self)).hasMethod(action)
    }

    /// The responder that handles an action: this one when `canPerformAction(_:withSender:)` says
    /// so, else the first one up the responder chain that does, like UIKit's `target(forAction:withSender:)`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: The first responder

    /// Whether this responder can become the first responder: false by default, as UIKit's; text fields,
    /// text views and search bars say true.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes this responder the first responder of its window, like UIKit's `becomeFirstResponder()`: the
    /// current first responder is asked to resign first (it may refuse), then `canBecomeFirstResponder` is
    /// checked. Only a responder in a window can become first responder (one per window). Returns whether
    /// this responder is the first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder {
            // The keyboard stays up while one responder hands over to another: it changes its frame instead.
            window.isHandingOverFirstResponder = true
            defer {
                window.isHandingOverFirstResponder = false
                window.screen.keyboard.firstResponderDidChange(in: window, handingOver: true)
            }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            if window.firstResponder === current { window.firstResponder = nil }
            guard canBecomeFirstResponder else { return false }
            window.firstResponder = self
            return true
        }
        guard canBecomeFirstResponder else { return false }
        window.firstResponder = self
        return true
    }

    /// Whether this responder is willing to give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status, like UIKit's `resignFirstResponder()`: true by default; an override
    /// calls `super` and may return false to refuse.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// The view shown in place of the keyboard while this responder is first (nil: the system keyboard).
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while this responder is first.
    open var inputAccessoryView: UIView? { nil }

    /// Asks the system to show this first responder's input views again after they changed.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.screen.keyboard.reload(for: self, in: window)
    }

    /// The key commands this responder offers while it is in the responder chain, like UIKit's `keyCommands`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Presses

    /// Physical keys went down; by default the next responder hears of it, like UIKit's `pressesBegan(_:with:)`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A pressed key changed (its force, for instance); passed to the next responder by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Physical keys were released; passed to the next responder by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled the presses; passed to the next responder by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Touches

    /// Fingers went down on this responder's view; by default the next responder hears of it, as UIKit's
    /// `UIResponder` passes touches up the chain (an override calls `super` to do the same).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; passed to the next responder by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; passed to the next responder by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches; passed to the next responder by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
