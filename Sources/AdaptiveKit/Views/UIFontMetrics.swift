import Foundation

/// Scales custom fonts and values with Dynamic Type, like UIKit's `UIFontMetrics`.
///
/// A value scales by the ratio of the text style's size at the category to its size at large
/// (body: 23/17 at extraExtraExtraLarge). UIKit's own curves are close to these ratios but not
/// published; sizes are not rounded (see Deviations.md).
public struct UIFontMetrics: Sendable {
    let textStyle: UIFont.TextStyle

    /// Metrics for a text style, like `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// Metrics for body text, like `UIFontMetrics.default`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The font scaled for the current content size category, like `scaledFont(for:)`.
    @MainActor
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: UITraitCollection.current)
    }

    /// The font scaled for a trait collection's content size category, like `scaledFont(for:compatibleWith:)`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let (baseSize, weight) =
            switch font.dynamicType {
            case .scaled(_, let size, let weight): (size, weight)
            default: (font.pointSize, font.weight)
            }
        return UIFont(
            name: font.fontName, family: font.familyName,
            size: scaledValue(for: baseSize, compatibleWith: traitCollection),
            weight: weight, dynamicType: .scaled(textStyle, baseSize: baseSize, weight: weight))
    }

    /// The font scaled, but no larger than `maximumPointSize`, like `scaledFont(for:maximumPointSize:compatibleWith:)`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil
    ) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    /// A value scaled for the current content size category, like `scaledValue(for:)`.
    @MainActor
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: UITraitCollection.current)
    }

    /// A value scaled for a trait collection's content size category, like `scaledValue(for:compatibleWith:)`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let large = textStyle.size(for: .large)
        let size = textStyle.size(for: category)
        return size == large ? value : value * size / large
    }
}
