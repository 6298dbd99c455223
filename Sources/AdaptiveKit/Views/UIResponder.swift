import Foundation

/// An object that takes part in the responder chain, like UIKit's `UIResponder`.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }

    /// Whether the responder handles an action; UIKit answers from the methods a class implements,
    /// AdaptiveKit's containers answer for the actions they handle (`.show`, `.showDetail`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}
