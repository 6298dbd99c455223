/// The visual format language of Auto Layout: what `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// reads, parsed to a syntax tree and resolved into constraint descriptions that name views by their keys.
///
/// The module knows nothing about views: `AdaptiveKit` turns each ``ConstraintDescription`` into an
/// `NSLayoutConstraint` by looking its items up in the views dictionary.
public enum VisualFormat {
    /// A half-open range of `Character` offsets into the format string; `lowerBound` is where UIKit puts its caret.
    public typealias SourceRange = Range<Int>

    /// Parses a visual format string into its syntax tree, checking the grammar of Apple's VFL appendix.
    ///
    /// Whether a name is a view or a metric is not decided here: both are C identifiers, so only the
    /// dictionaries given to ``VisualFormatString/constraints(options:metrics:views:)`` can tell.
    public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatString {
        var parser = VisualFormatParser(format)
        return try parser.parse()
    }

    /// Creates the constraints that `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` creates,
    /// with views named by their keys in the views dictionary.
    public static func constraints(
        withVisualFormat format: String,
        options: VisualFormatOptions = [],
        metrics: [String: Double]? = nil,
        views: Set<String>
    ) throws(VisualFormatError) -> [ConstraintDescription] {
        try parse(format).constraints(options: options, metrics: metrics ?? [:], views: views)
    }
}
