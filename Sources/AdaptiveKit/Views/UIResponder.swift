import Foundation

/// An object that takes part in the responder chain, like UIKit's `UIResponder`.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }
}
