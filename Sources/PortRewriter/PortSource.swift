/// One Swift file handed to the port: its path (as diagnostics name it) and its text.
public struct PortSource: Hashable, Sendable {
    /// The path diagnostics print.
    public var path: String
    /// The file's text.
    public var text: String

    /// A source file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A construct the port cannot carry over, with where it is: printed as a compiler error.
public struct PortDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// What is wrong and what to do.
    public var message: String
    /// Where else to look, and the fix: as the Swift compiler's notes (`add '@objc' to expose ...` at the declaration).
    public var notes: [Note]

    /// A diagnostic.
    public init(path: String, line: Int, column: Int, message: String, notes: [Note] = []) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.notes = notes
    }

    /// `path:line:column: error: message`, the form compilers and SwiftPM show, then a line for each note.
    public var description: String {
        (["\(path):\(line):\(column): error: \(message)"] + notes.map(\.description)).joined(separator: "\n")
    }

    /// A note attached to an error: another place in the sources, printed as `path:line:column: note: message`.
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        /// The file's path.
        public var path: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int
        /// What is there, or what to change there.
        public var message: String

        /// A note.
        public init(path: String, line: Int, column: Int, message: String) {
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }

        /// `path:line:column: note: message`.
        public var description: String { "\(path):\(line):\(column): note: \(message)" }
    }
}

/// What porting a folder gives: the rewritten files (same paths) and the errors found.
public struct PortResult: Hashable, Sendable {
    /// The rewritten files, in the order given.
    public var files: [PortSource]
    /// Constructs that could not be ported; a build must fail when there are any.
    public var diagnostics: [PortDiagnostic]
}
