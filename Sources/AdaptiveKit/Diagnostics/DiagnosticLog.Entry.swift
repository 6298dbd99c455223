extension DiagnosticLog {
    /// One exception UIKit would have raised, or one warning it would have logged.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// How UIKit reports the problem.
        public enum Kind: String, Hashable, Sendable {
            /// UIKit raises an exception for this call.
            case exception
            /// UIKit logs a warning and carries on.
            case warning
        }

        /// How UIKit reports the problem.
        public var kind: Kind
        /// UIKit's exception name (`NSInvalidArgumentException`) or nil for a warning.
        public var name: String?
        /// UIKit's message.
        public var message: String

        /// Creates an entry.
        public init(kind: Kind, name: String? = nil, message: String) {
            self.kind = kind
            self.name = name
            self.message = message
        }

        /// Whether this is Auto Layout's "Unable to simultaneously satisfy constraints" log (a ``LayoutConflict``),
        /// so a test can assert that nothing was broken:
        /// `#expect(DiagnosticLog.capture { … }.filter(\.isLayoutConflict).isEmpty)`.
        public var isLayoutConflict: Bool {
            kind == .warning && message.hasPrefix(LayoutConflict.logPrefix)
        }

        /// What UIKit prints: the uncaught-exception line for an exception, the message for a warning.
        public var description: String {
            switch kind {
            case .exception:
                "*** Terminating app due to uncaught exception '\(name ?? "NSGenericException")', reason: '\(message)'"
            case .warning: message
            }
        }
    }
}
