/// Why a solver operation failed; the solver still holds the system it had before.
///
/// One case per kiwi exception in `kiwi/errors.h`, each carrying the offending value.
public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// A constraint with this id is already in the solver.
    case duplicateConstraint(Constraint)
    /// No constraint with this id is in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength(Variable)
    /// The tableau reached a state the algorithm rules out (kiwi's `InternalSolverError`).
    case internalSolverError(String)
}
