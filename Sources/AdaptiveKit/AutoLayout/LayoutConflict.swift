/// An unsatisfiable set of constraints and the one broken to recover, reported as UIKit logs it.
public struct LayoutConflict: Hashable, Sendable, CustomStringConvertible {
    /// Descriptions of the constraints that cannot hold together (a minimal set), UIKit-style.
    public var conflictingConstraints: [String]
    /// The description of the constraint left out of the layout.
    public var brokenConstraint: String
    /// The identifiers of the conflicting constraints that have one.
    public var identifiers: [String]

    /// How UIKit's console message for a conflict starts.
    static let logPrefix = "[LayoutConstraints] Unable to simultaneously satisfy constraints."

    /// UIKit's console message for the conflict.
    public var description: String {
        """
        \(Self.logPrefix)
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(conflictingConstraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )

        Will attempt to recover by breaking constraint 
        \(brokenConstraint)
        """
    }
}
