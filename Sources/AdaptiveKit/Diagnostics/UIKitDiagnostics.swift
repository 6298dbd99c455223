/// What UIKit would have raised or logged, kept instead of crashing.
///
/// UIKit answers API misuse with an exception (`NSInvalidArgumentException`) or a console
/// warning. Swift cannot catch the former, so AdaptiveKit ignores the bad call, leaves the
/// hierarchy as it was, and records UIKit's message here, where tests and tools read it.
public struct UIKitDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// UIKit raises an exception for this call.
        case exception
        /// UIKit logs a warning and carries on.
        case warning
    }

    public var kind: Kind
    /// UIKit's exception name (`NSInvalidArgumentException`) or nil for a warning.
    public var name: String?
    /// UIKit's message.
    public var message: String

    public init(kind: Kind, name: String? = nil, message: String) {
        self.kind = kind
        self.name = name
        self.message = message
    }

    public var description: String {
        switch kind {
        case .exception:
            "*** Terminating app due to uncaught exception '\(name ?? "NSGenericException")', reason: '\(message)'"
        case .warning: message
        }
    }
}

/// The log of UIKit misuse and warnings seen in this process.
@MainActor
public enum UIKitDiagnostics {
    private static var sinks: [[UIKitDiagnostic]] = [[]]

    /// Everything recorded since the innermost `capture` began (or since launch).
    public static var recorded: [UIKitDiagnostic] { sinks[sinks.count - 1] }

    /// Records a diagnostic; also printed to standard error outside a capture, as UIKit logs it.
    package static func report(_ diagnostic: UIKitDiagnostic) {
        sinks[sinks.count - 1].append(diagnostic)
        if sinks.count == 1 { printToStandardError(diagnostic.description) }
    }

    package static func raise(_ message: String, name: String = "NSInvalidArgumentException") {
        report(UIKitDiagnostic(kind: .exception, name: name, message: message))
    }

    package static func warn(_ message: String) {
        report(UIKitDiagnostic(kind: .warning, message: message))
    }

    /// Runs `body` and returns what it recorded, leaving the process log untouched.
    public static func capture(_ body: () throws -> Void) rethrows -> [UIKitDiagnostic] {
        sinks.append([])
        defer { sinks.removeLast() }
        try body()
        return sinks[sinks.count - 1]
    }
}
