import Foundation

/// A hardware-keyboard shortcut, like UIKit's `UIKeyCommand` (a `UICommand`): a responder in the chain lists it in
/// `keyCommands`, and the key press sends its action up the responder chain from the first responder; in a menu
/// it is chosen like any command.
@MainActor
open class UIKeyCommand: UICommand {
    /// The key, a character or one of the `input…` constants.
    public let input: String?
    /// The modifier keys held with it.
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's use of the key (a text field's arrow keys), like UIKit's
    /// `wantsPriorityOverSystemBehavior` (false by default).
    open var wantsPriorityOverSystemBehavior = false

    /// A command for a key with modifiers, like `UIKeyCommand(input:modifierFlags:action:)`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A titled command, like `UIKeyCommand(title:image:action:input:modifierFlags:propertyList:alternates:
    /// discoverabilityTitle:attributes:state:)`.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Whether a key press is this command's: the same key (letters in either case) and the same modifiers.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
            && modifierFlags.subtracting(.alphaShift) == key.modifierFlags.subtracting(.alphaShift)
    }

    /// The Up Arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
}
