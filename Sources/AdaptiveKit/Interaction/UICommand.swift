import Foundation

/// A menu element that sends an action message up the responder chain, like UIKit's `UICommand`: choosing it
/// sends `action` with a nil target through `UIApplication.shared.sendAction(_:to:from:for:)`, the command as
/// the sender.
@MainActor
open class UICommand: UIMenuElement {
    /// The action message choosing the command sends.
    public let action: Selector
    /// A value that tells commands with the same action apart, like UIKit's `propertyList`.
    public let propertyList: Any?
    /// Other commands a modifier key switches to (shown on a Mac or with a hardware keyboard).
    public let alternates: [UICommandAlternate]
    /// A longer title for the keyboard shortcut overlay.
    open var discoverabilityTitle: String?
    /// How the command looks and behaves.
    open var attributes: UIMenuElement.Attributes
    /// The check mark it shows.
    open var state: UIMenuElement.State

    /// Creates a command, like `UICommand(title:subtitle:image:action:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector,
        propertyList: Any? = nil, alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The object that chose the command while its action is sent, like UIKit's `sender`; nil otherwise.
    public internal(set) var sender: Any?
}

/// A variant of a command that a modifier key selects, like UIKit's `UICommandAlternate`.
@MainActor
open class UICommandAlternate: NSObject {
    /// The alternate's title.
    public let title: String
    /// The action message it sends.
    public let action: Selector
    /// The modifier keys that select it.
    public let modifierFlags: UIKeyModifierFlags

    /// Creates an alternate, like `UICommandAlternate(title:action:modifierFlags:)`.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
