import Foundation

/// How the keyboard capitalizes, like UIKit's `UITextAutocapitalizationType` (raw values as UIKit's).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether the keyboard autocorrects, like UIKit's `UITextAutocorrectionType` (raw values as UIKit's).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether the keyboard checks spelling, like UIKit's `UITextSpellCheckingType` (raw values as UIKit's).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// Whether the keyboard makes quotes curly, like UIKit's `UITextSmartQuotesType` (raw values as UIKit's).
public enum UITextSmartQuotesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether the keyboard makes dashes, like UIKit's `UITextSmartDashesType` (raw values as UIKit's).
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}

/// Whether the keyboard adjusts spaces around pasted words, like UIKit's `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default`, no, yes
}

/// Which keyboard shows, like UIKit's `UIKeyboardType` (raw values as UIKit's).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The ASCII keyboard (deprecated name).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The keyboard's look, like UIKit's `UIKeyboardAppearance` (raw values as UIKit's).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// The alert look (dark).
    public static let alert = UIKeyboardAppearance.dark
}

/// The Return key's title, like UIKit's `UIReturnKeyType` (raw values as UIKit's).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input holds, for AutoFill, like UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// The keyboard's settings a text input offers, like UIKit's `UITextInputTraits`; every member has UIKit's default.
@MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var smartQuotesType: UITextSmartQuotesType { get }
    var smartDashesType: UITextSmartDashesType { get }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var smartQuotesType: UITextSmartQuotesType { .default }
    public var smartDashesType: UITextSmartDashesType { .default }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// A responder that takes typed text, like UIKit's `UIKeyInput`: a custom view that conforms and can become
/// first responder gets the keyboard, and the simulator's typing calls `insertText(_:)` and `deleteBackward()`.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed text.
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
}

/// The text input traits of UIKit's own text inputs, settable: what a storyboard loader sets on a text field, a
/// text view or a search bar alike. Not UIKit's API.
@MainActor
package protocol SettableTextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextField: SettableTextInputTraits {}
extension UITextView: SettableTextInputTraits {}
extension UISearchBar: SettableTextInputTraits {}
