import Foundation

/// How an accessibility element behaves, like UIKit's `UIAccessibilityTraits`: a mask an assistive app reads to
/// say what an element is (a button, a header, static text) and what state it is in (selected, not enabled).
///
/// The raw values are the ones UIKit's SDK exports (see Deviations.md for the few whose values were not printed).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element has no traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected tab, a selected segment).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element gives summary information when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes too often to announce each change.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element's value adjusts continuously through a range (a slider, a picker).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element takes touches directly (a drawing canvas, a piano).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar; set it on the container of the tabs.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element behaves like a toggle button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}

extension UIAccessibilityTraits: CustomStringConvertible {
    /// The members by their Swift names, as `[.button, .selected]`; `none` for the empty mask.
    public var description: String {
        let names = Self.named.filter { contains($0.trait) }.map { "." + $0.name }
        let unknown = rawValue & ~Self.named.reduce(0) { $0 | $1.trait.rawValue }
        let all = names + (unknown == 0 ? [] : ["UIAccessibilityTraits(rawValue: \(unknown))"])
        return all.isEmpty ? "none" : "[" + all.joined(separator: ", ") + "]"
    }

    /// Every member with its name, in bit order: the names Interface Builder writes in `<accessibilityTraits>`.
    package static let named: [(name: String, trait: UIAccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently),
        ("searchField", .searchField), ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("supportsZoom", .supportsZoom), ("toggleButton", .toggleButton),
    ]
}
