import Foundation

/// A font, like UIKit's `UIFont`: a point size and weight measured with a model of San Francisco's metrics.
///
/// Every font — whatever its name — is measured as the system font (SF Pro), with these metrics
/// (SF Pro's font units, 2048 per em, and a per-character advance model; see Deviations.md):
/// - `ascender` = 1950/2048 · size (≈ 0.952), `descender` = −494/2048 · size (≈ −0.241),
///   so `lineHeight` = 2444/2048 · size (≈ 1.193; 17 pt → 20.287109375), `leading` = 0,
///   `capHeight` = 1443/2048 · size (≈ 0.705), `xHeight` = 1064/2048 · size (≈ 0.520).
/// - Advances, in hundredths of an em: space 26; narrow `i j l I ! . , : ; ' | ’ ‘` 25;
///   `f t r` 36; other lowercase 50; wide lowercase `m w` 80; other uppercase 62; wide uppercase
///   `M W` 90; digits 56; other ASCII punctuation and symbols 35; other characters 60, and
///   ideographs, kana, hangul and emoji (U+2E80 and up) 100.
/// - Heavier weights widen every advance: medium ×1.02, semibold ×1.04, bold ×1.05, heavy ×1.07,
///   black ×1.09; lighter weights ×1.
public final class UIFont: NSObject, Sendable {
    /// The font's name (`.SFUI-Regular` for system fonts, or the name it was created with).
    public let fontName: String
    /// The family name (`.AppleSystemUIFont` for system fonts).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (regular unless made with a weight or bold).
    let weight: Weight
    /// For a Dynamic Type font: how to make it again for another content size category.
    let dynamicType: DynamicType?

    /// What makes a font follow the content size category.
    enum DynamicType: Hashable, Sendable {
        /// `preferredFont(forTextStyle:)`.
        case preferred(TextStyle)
        /// `UIFontMetrics(forTextStyle:).scaledFont(for:)`: the unscaled font's size and weight.
        case scaled(TextStyle, baseSize: CGFloat, weight: Weight)
    }

    init(name: String, family: String, size: CGFloat, weight: Weight, dynamicType: DynamicType? = nil) {
        fontName = name
        familyName = family
        pointSize = size
        self.weight = weight
        self.dynamicType = dynamicType
        super.init()
    }

    /// The system font of a size, like `UIFont.systemFont(ofSize:)`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font of a size, like `UIFont.boldSystemFont(ofSize:)`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font of a size and weight, like `UIFont.systemFont(ofSize:weight:)`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: weight.systemFontName, family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }

    /// A font by name, like `UIFont(name:size:)`; any name is accepted and measured as the system font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        let bold = fontName.range(of: "bold", options: .caseInsensitive) != nil
        self.init(name: fontName, family: fontName, size: fontSize, weight: bold ? .bold : .regular)
    }

    /// The same font at another size, like `withSize(_:)` (a Dynamic Type font stops following the category).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    // MARK: Metrics

    /// The distance from the baseline to the top of the tallest glyphs (1950/2048 of the size).
    public var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative (−494/2048 of the size).
    public var descender: CGFloat { -pointSize * 494 / 2048 }
    /// The height of a line: ascender − descender + leading.
    public var lineHeight: CGFloat { pointSize * 2444 / 2048 }
    /// The height of capital letters (1443/2048 of the size).
    public var capHeight: CGFloat { pointSize * 1443 / 2048 }
    /// The height of lowercase x (1064/2048 of the size).
    public var xHeight: CGFloat { pointSize * 1064 / 2048 }
    /// The extra space between lines; SF has none.
    public var leading: CGFloat { 0 }

    // MARK: Equality

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
            && dynamicType == other.dynamicType
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// `<UICTFont> font-weight: normal; font-size: 17.00pt`, as UIKit describes fonts (without the address).
    public override var description: String {
        let weightName = weight >= .bold ? "bold" : "normal"
        return "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weightName); font-style: normal; "
            + "font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

extension UIFont {
    /// A font weight, like UIKit's `UIFont.Weight` (raw values as UIKit's).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// How much wider than regular the weight sets text, in thousandths.
        var widthPerMille: Int {
            switch self {
            case ..<Weight.medium: 1000
            case ..<Weight.semibold: 1020
            case ..<Weight.bold: 1040
            case ..<Weight.heavy: 1050
            case ..<Weight.black: 1070
            default: 1090
            }
        }

        var systemFontName: String {
            switch self {
            case ..<Weight.thin: ".SFUI-Ultralight"
            case ..<Weight.light: ".SFUI-Thin"
            case ..<Weight.regular: ".SFUI-Light"
            case ..<Weight.medium: ".SFUI-Regular"
            case ..<Weight.semibold: ".SFUI-Medium"
            case ..<Weight.bold: ".SFUI-Semibold"
            case ..<Weight.heavy: ".SFUI-Bold"
            case ..<Weight.black: ".SFUI-Heavy"
            default: ".SFUI-Black"
            }
        }
    }
}
