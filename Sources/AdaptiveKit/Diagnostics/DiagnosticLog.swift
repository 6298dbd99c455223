/// The log of UIKit misuse and warnings seen in this process: what UIKit would have raised or logged, kept
/// instead of crashing.
///
/// UIKit answers API misuse with an exception (`NSInvalidArgumentException`) or a console
/// warning. Swift cannot catch the former, so AdaptiveKit ignores the bad call, leaves the
/// hierarchy as it was, and records UIKit's message here, where tests and tools read it.
/// UIKit has no such type; see Documentation/Deviations.md.
@MainActor
public enum DiagnosticLog {
    private static var sinks: [[Entry]] = [[]]

    /// Everything recorded since the innermost `capture` began (or since launch).
    public static var recorded: [Entry] { sinks[sinks.count - 1] }

    /// Records a diagnostic; also printed to standard error outside a capture, as UIKit logs it.
    package static func report(_ diagnostic: Entry) {
        sinks[sinks.count - 1].append(diagnostic)
        if sinks.count == 1 { printToStandardError(diagnostic.description) }
    }

    package static func raise(_ message: String, name: String = "NSInvalidArgumentException") {
        report(Entry(kind: .exception, name: name, message: message))
    }

    package static func warn(_ message: String) {
        report(Entry(kind: .warning, message: message))
    }

    /// Runs `body` and returns what it recorded, leaving the process log untouched.
    public static func capture(_ body: () throws -> Void) rethrows -> [Entry] {
        sinks.append([])
        defer { sinks.removeLast() }
        try body()
        return sinks[sinks.count - 1]
    }
}
