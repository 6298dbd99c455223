/// A visual format string that UIKit would reject: `constraints(withVisualFormat:options:metrics:views:)` raises an
/// `NSInvalidArgumentException` whose reason names the problem and puts a caret under the offending column.
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with the offending value where there is one.
    public var kind: Kind
    /// The problem, in UIKit's words where UIKit has a message for it (UIKit's own punctuation, often none).
    public var message: String
    /// The whole format string.
    public var format: String
    /// The offending text (empty when something is missing); its `lowerBound` is where the caret goes.
    public var range: VisualFormat.SourceRange

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, format: String, range: VisualFormat.SourceRange) {
        self.kind = kind
        self.message = message
        self.format = format
        self.range = range
    }

    /// The zero-based `Character` offset of the caret, as UIKit counts the spaces before its `^`.
    public var column: Int { range.lowerBound }

    /// Where the caret points, in the form every diagnostic of the package uses (line 1: a format is one line).
    public var location: TextLocation { TextLocation(line: 1, column: column + 1) }

    /// UIKit's exception reason: the problem, the format, and a caret under the column.
    ///
    /// UIKit ends the problem and the format lines with a space before the newline; so does this. An empty or
    /// non-ASCII string is refused before parsing starts, and UIKit then prints the problem alone on one line.
    public var description: String {
        switch kind {
        case .emptyFormat, .nonASCIICharacter:
            return "Unable to parse constraint format: \(message)."
        default:
            return "Unable to parse constraint format: \n\(message) \n\(format) \n"
                + String(repeating: " ", count: column) + "^"
        }
    }
}
