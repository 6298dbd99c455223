import Foundation

/// The user's preferred text size, like UIKit's `UIContentSizeCategory`: ordered, raw values as UIKit's.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    /// Wraps one of UIKit's raw strings (`UICTContentSizeCategoryL`).
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve specified categories, smallest first.
    package static let allSpecified: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five accessibility sizes, like UIKit's `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { rank >= Self.accessibilityMedium.rank }

    /// Position in `allSpecified`; unspecified and unknown raw values sort first, as UIKit's do.
    var rank: Int { Self.allSpecified.firstIndex(of: self) ?? -1 }

    /// Orders categories by text size, like UIKit's `<` on `UIContentSizeCategory`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// The short name UIKit prints in trait collection descriptions (`L`, `AccessibilityXL`).
    public var description: String {
        let prefix = "UICTContentSizeCategory"
        return rawValue.hasPrefix(prefix) ? String(rawValue.dropFirst(prefix.count)) : "Unspecified"
    }

    /// The command-line and JSON spelling (`large`, `accessibilityExtraLarge`).
    package var name: String {
        let names = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ]
        return rank >= 0 ? names[rank] : "unspecified"
    }

    /// Looks a category up by `name` or UIKit's short name (`XL`), case-insensitive, or nil.
    package init?(name: String) {
        let wanted = name.lowercased()
        let match = Self.allSpecified.first { $0.name.lowercased() == wanted || $0.description.lowercased() == wanted }
        guard let match else {
            return nil
        }
        self = match
    }
}

extension UIContentSizeCategory {
    /// Posted by the app when the user changes the preferred text size, like UIKit's notification of that name.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
