/// A place in a text file, as compilers report it: a line and a column, both counted from 1.
///
/// One type for every diagnostic of the package: a visual format string, an Interface Builder file and an
/// `adaptive solve` JSON file all point at their offending text with it. Columns count UTF-8 bytes, as
/// libxml2 does for Interface Builder files (visual format strings are ASCII, so there bytes and characters
/// agree).
///
/// Not called `SourceLocation`: Swift Testing's type of that name is in scope in every test file, and this
/// module's `VisualFormat` enum would hide a `VisualFormat.SourceLocation` qualification.
public struct TextLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// Creates a location from a line and a column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of the byte at `offset` (from 0) of `utf8`: lines end at `\n`.
    ///
    /// An offset at or past the end is the place just after the last byte, where a parser that ran out of
    /// text reports its error.
    public init(utf8Offset offset: Int, in utf8: some Collection<UInt8>) {
        var line = 1
        var lineStart = 0
        var position = 0
        for byte in utf8 {
            if position >= offset { break }
            position += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = position
            }
        }
        self.init(line: line, column: position - lineStart + 1)
    }

    /// Orders locations as they appear in the file.
    public static func < (lhs: TextLocation, rhs: TextLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the form compilers print.
    public var description: String { "\(line):\(column)" }
}
