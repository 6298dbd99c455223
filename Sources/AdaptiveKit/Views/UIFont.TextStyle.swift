import Foundation

extension UIFont {
    /// A Dynamic Type text style, like UIKit's `UIFont.TextStyle` (raw values as UIKit's).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style with a size table.
        package static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
            .caption1, .caption2,
        ]

        /// Apple's published iOS Dynamic Type sizes (HIG, "Typography › Dynamic Type sizes"), in points,
        /// for extraSmall … extraExtraExtraLarge, then accessibilityMedium … accessibilityExtraExtraExtraLarge.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            }
        }

        /// The style's weight: headline is semibold, the others regular (HIG).
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The point size for a content size category; unspecified counts as large, UIKit's default.
        func size(for category: UIContentSizeCategory) -> CGFloat {
            let rank = category.rank
            return sizes[rank >= 0 ? rank : UIContentSizeCategory.large.rank]
        }
    }

    /// The font for a text style at the current content size category, like `preferredFont(forTextStyle:)`.
    ///
    /// UIKit reads the app's preferred category; AdaptiveKit reads `UITraitCollection.current`
    /// (large when unspecified), which is the app's category inside layout and trait callbacks.
    @MainActor
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: UITraitCollection.current)
    }

    /// The font for a text style in a trait collection, like `preferredFont(forTextStyle:compatibleWith:)`.
    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return UIFont(
            name: style.weight.systemFontName, family: ".AppleSystemUIFont", size: style.size(for: category),
            weight: style.weight, dynamicType: .preferred(style))
    }

    /// The same font for another content size category, or nil when it does not follow Dynamic Type.
    func resolvedForContentSizeCategory(in traitCollection: UITraitCollection) -> UIFont? {
        switch dynamicType {
        case .preferred(let style):
            return .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        case .scaled(let style, let baseSize, let baseWeight):
            let base = UIFont(name: fontName, family: familyName, size: baseSize, weight: baseWeight)
            return UIFontMetrics(forTextStyle: style).scaledFont(for: base, compatibleWith: traitCollection)
        case nil:
            return nil
        }
    }
}
