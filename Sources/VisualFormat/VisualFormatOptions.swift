/// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: how to align the views of a format string across
/// its axis, which way the horizontal axis runs, and what the spacing measures.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Creates options from `NSLayoutConstraint.FormatOptions` raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // Each alignment bit is `1 << NSLayoutConstraint.Attribute.rawValue`, which is how resolution reads it back.

    /// Aligns the left edges of all views in the string.
    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of all views in the string.
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of all views in the string.
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of all views in the string.
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of all views in the string.
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of all views in the string.
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centers of all views in the string.
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centers of all views in the string.
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of all views in the string.
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of all views in the string.
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    /// The bits that hold alignment options.
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// Lays horizontal strings out from leading to trailing edges: UIKit's default, following the language.
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// Lays horizontal strings out from left to right, whatever the language.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// Lays horizontal strings out from right to left, whatever the language.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// The bits that hold the direction.
    public static let directionMask = VisualFormatOptions(rawValue: 0x3 << 16)

    /// Measures spacing between the edges of views: UIKit's default.
    public static let spacingEdgeToEdge = VisualFormatOptions([])
    /// Measures vertical spacing between neighbouring views from baseline to baseline.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
    /// The bit that holds the spacing.
    public static let spacingMask = VisualFormatOptions(rawValue: 0x1 << 19)
}
