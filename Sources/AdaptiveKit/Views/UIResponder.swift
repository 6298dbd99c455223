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
