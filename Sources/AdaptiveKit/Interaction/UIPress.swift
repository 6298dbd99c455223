import Foundation

/// The modifier keys held with a key, like UIKit's `UIKeyModifierFlags` (raw values as UIKit's).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's USB HID usage code, like UIKit's `UIKeyboardHIDUsage` (raw values from the USB HID usage tables, as
/// UIKit's): the letters, digits and the keys apps test for.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)

    /// The usage of the key that types `input` (a letter, digit, space, return, tab, escape, delete or an arrow's
    /// `UIKeyCommand` input), or `keyboardErrorUndefined`.
    static func key(typing input: String) -> UIKeyboardHIDUsage {
        switch input {
        case "\r", "\n": return .keyboardReturnOrEnter
        case "\t": return .keyboardTab
        case " ": return .keyboardSpacebar
        case "\u{8}", UIKeyCommand.inputDelete: return .keyboardDeleteOrBackspace
        case UIKeyCommand.inputEscape: return .keyboardEscape
        case UIKeyCommand.inputUpArrow: return .keyboardUpArrow
        case UIKeyCommand.inputDownArrow: return .keyboardDownArrow
        case UIKeyCommand.inputLeftArrow: return .keyboardLeftArrow
        case UIKeyCommand.inputRightArrow: return .keyboardRightArrow
        default: break
        }
        guard input.count == 1, let scalar = input.lowercased().unicodeScalars.first, scalar.isASCII else {
            return .keyboardErrorUndefined
        }
        switch scalar.value {
        case 0x61...0x7A: return UIKeyboardHIDUsage(rawValue: Int(scalar.value) - 0x61 + 0x04)
        case 0x31...0x39: return UIKeyboardHIDUsage(rawValue: Int(scalar.value) - 0x31 + 0x1E)
        case 0x30: return .keyboard0
        default: return .keyboardErrorUndefined
        }
    }
}

/// A key on a hardware keyboard, like UIKit's `UIKey` (iOS 13.4).
@MainActor
open class UIKey: NSObject {
    /// What the key types with its modifiers.
    open private(set) var characters: String
    /// What the key types without its modifiers (Shift aside, as UIKit's).
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The key's HID usage.
    open private(set) var keyCode: UIKeyboardHIDUsage

    init(characters: String, modifierFlags: UIKeyModifierFlags) {
        self.modifierFlags = modifierFlags
        charactersIgnoringModifiers = characters
        let shifted = modifierFlags.contains(.shift) && characters.count == 1
        self.characters = shifted ? characters.uppercased() : characters
        keyCode = UIKeyboardHIDUsage.key(typing: characters)
        super.init()
    }
}

/// A press of a physical button or key, like UIKit's `UIPress`.
@MainActor
open class UIPress: NSObject {
    /// Where a press is in its life, like UIKit's `UIPress.Phase` (raw values as UIKit's).
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// Which button was pressed, like UIKit's `UIPress.PressType` (raw values as UIKit's); keyboard keys that are
    /// none of these report their key in `key`.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }

    /// The press's phase.
    open internal(set) var phase: Phase = .began
    /// The button's kind; arrow keys report their arrow, other keys `.select` with their `key` (see Deviations.md).
    open internal(set) var type: PressType
    /// When the press began or last changed (seconds, on the virtual clock).
    open internal(set) var timestamp: TimeInterval
    /// The window of the responder the press went to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press went to first.
    open internal(set) weak var responder: UIResponder?
    /// How hard the button is pressed (1 for a key).
    open var force: CGFloat { 1 }
    /// The key of a hardware keyboard press.
    open internal(set) var key: UIKey?
    /// The gesture recognizers that see the press (none here).
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    init(key: UIKey, responder: UIResponder?, window: UIWindow?, timestamp: TimeInterval) {
        self.key = key
        switch key.keyCode {
        case .keyboardUpArrow: type = .upArrow
        case .keyboardDownArrow: type = .downArrow
        case .keyboardLeftArrow: type = .leftArrow
        case .keyboardRightArrow: type = .rightArrow
        default: type = .select
        }
        self.responder = responder
        self.window = window
        self.timestamp = timestamp
        super.init()
    }
}

/// An event carrying presses, like UIKit's `UIPressesEvent`.
@MainActor
open class UIPressesEvent: UIEvent {
    let pressSet: Set<UIPress>
    private let pressTimestamp: TimeInterval

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        pressSet = presses
        pressTimestamp = timestamp
        super.init()
    }

    open override var type: EventType { .presses }
    open override var timestamp: TimeInterval { pressTimestamp }
    /// Every press of the event.
    open var allPresses: Set<UIPress> { pressSet }

    /// The presses a gesture recognizer sees (none here: recognizers see touches only).
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
