#if canImport(ObjectiveC)
    import ObjectiveC
#else
    /// The name of an action method, standing in for Objective-C's `Selector` on Linux.
    ///
    /// Linux has no Objective-C runtime, so there is no `#selector(...)`; write
    /// `Selector("showViewController:sender:")` or use the named constants (`.show`, `.showDetail`).
    /// Override signatures that mention `Selector` compile unchanged (see Deviations.md).
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The Objective-C spelling of the method name.
        public let name: String

        public init(_ name: String) { self.name = name }
        public init(stringLiteral value: String) { name = value }

        public var description: String { name }
    }
#endif

extension Selector {
    /// `show(_:sender:)`.
    public static var show: Selector { Selector("showViewController:sender:") }
    /// `showDetailViewController(_:sender:)`.
    public static var showDetail: Selector { Selector("showDetailViewController:sender:") }
}
