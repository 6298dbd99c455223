import VisualFormat

/// A problem found while reading an Interface Builder file, with where it is.
///
/// Diagnostics are values so that a linter can print them, a test can compare them, and a
/// loader can decide which severities fail the load.
public struct IBDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Something was skipped or guessed; the document is still usable.
        case warning
        /// The file breaks a rule its use requires (a launch screen's); the loader itself only warns.
        case error

        /// Warnings sort before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// How bad it is.
    public var severity: Severity
    /// What is wrong, in a sentence a developer can act on.
    public var message: String
    /// Where it is.
    public var location: TextLocation

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: TextLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// The line, from 1.
    public var line: Int { location.line }
    /// The column, from 1.
    public var column: Int { location.column }

    /// `line:column: severity: message`, the form compilers print.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
