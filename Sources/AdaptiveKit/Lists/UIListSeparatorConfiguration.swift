import Foundation

/// How the separators of a list item look, like UIKit's `UIListSeparatorConfiguration` (iOS 14.5): visibility and
/// insets of the top and bottom separators, and their colour.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, like UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides: a bottom separator after every item but the last of a grouped section, no top one.
        case automatic = 0
        /// The separator shows.
        case visible = 1
        /// The separator is hidden.
        case hidden = 2
    }

    /// Insets whose edges ask for the list's automatic value (see Deviations.md for the value).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// Whether the item shows a separator along its top edge; `.automatic` by default.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the item shows a separator along its bottom edge; `.automatic` by default.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The leading and trailing insets of the top separator from the cell's edges; automatic by default.
    public var topSeparatorInsets = Self.automaticInsets
    /// The leading and trailing insets of the bottom separator from the cell's edges; automatic by default.
    public var bottomSeparatorInsets = Self.automaticInsets
    /// The separators' colour; the system separator colour by default.
    public var color: UIColor = .separator
    /// The separators' colour between selected items while several are selected; the system separator colour by
    /// default.
    public var multipleSelectionColor: UIColor = .separator

    /// The defaults of a list appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

extension UIListSeparatorConfiguration {
    /// An edge inset, or nil when it asks for the automatic value.
    static func explicit(_ value: CGFloat) -> CGFloat? {
        value == .greatestFiniteMagnitude ? nil : value
    }
}
