import Foundation

/// A hardware-keyboard shortcut, like UIKit's `UIKeyCommand`: a responder in the chain lists it in `keyCommands`,
/// and the key press sends its action up the responder chain from the first responder.
@MainActor
open class UIKeyCommand: NSObject {
    /// The key, a character or one of the `input…` constants.
    open private(set) var input: String?
    /// The modifier keys held with it.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The action sent up the responder chain.
    open private(set) var action: Selector?
    /// The title shown in menus and the shortcut overlay.
    open var title: String
    /// The title shown in the shortcut overlay when it differs from `title`.
    open var discoverabilityTitle: String?
    /// Whether the command wins over the system's use of the key (a text field's arrow keys), like UIKit's
    /// `wantsPriorityOverSystemBehavior` (false by default).
    open var wantsPriorityOverSystemBehavior = false
    /// The value the command carries to its action.
    open private(set) var propertyList: Any?

    /// A command for a key with modifiers, like `UIKeyCommand(input:modifierFlags:action:)`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        title = ""
        super.init()
    }

    /// A titled command, like `UIKeyCommand(title:image:action:input:modifierFlags:propertyList:...)`.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        super.init()
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
