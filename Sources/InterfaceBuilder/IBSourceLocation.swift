/// A line and column in an Interface Builder file, both counted from 1: where an element's `<` is.
public struct IBSourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in bytes (UTF-8), as libxml2 counts.
    public var column: Int

    /// Creates a location from a line and a column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations as they appear in the file.
    public static func < (lhs: IBSourceLocation, rhs: IBSourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, the form compilers print.
    public var description: String { "\(line):\(column)" }
}
