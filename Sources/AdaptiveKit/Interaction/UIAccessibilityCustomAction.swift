import Foundation

/// An action VoiceOver offers for an element in its Actions rotor, like UIKit's `UIAccessibilityCustomAction`.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the action runs; returns whether it succeeded, like UIKit's `UIAccessibilityCustomAction.Handler`.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The action's name, which VoiceOver speaks.
    open var name: String
    /// The action's image (for Switch Control's menu).
    open var image: UIImage?
    /// The closure the action runs, when made with one.
    open var actionHandler: Handler?
    /// The object that receives `selector`, held weakly as in UIKit.
    open weak var target: AnyObject?
    /// The method sent to `target`.
    open var selector: Selector?

    /// An action that runs a closure, like UIKit's `init(name:actionHandler:)`.
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image that runs a closure, like UIKit's `init(name:image:actionHandler:)`.
    public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action that sends a selector to a target, like UIKit's `init(name:target:selector:)`; the method may
    /// take the action as its argument.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    /// Runs the action as VoiceOver does when the user picks it: the handler, or the selector sent to the target
    /// through the port's message tables; false when there is nothing to run.
    @discardableResult
    package func perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return MessageTable.send(selector, to: target, arguments: [self])
    }
}
