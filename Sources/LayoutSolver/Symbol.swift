/// A column of the tableau: a user variable or one the algorithm introduces (kiwi's `Symbol`).
///
/// Ids are dense, so every per-symbol table is a plain array indexed by id; only the artificial
/// variables share one (`Tableau.addWithArtificialVariable`), the others are never reused.
struct Symbol: Hashable, Sendable {
    enum Kind: UInt8, Sendable {
        case invalid
        /// A user variable: unrestricted in sign.
        case external
        /// The slack of an inequality; also the artificial variable. Restricted to >= 0.
        case slack
        /// The error of a non-required constraint, weighted in the objective. Restricted to >= 0.
        case error
        /// The marker of a required equality: fixed at 0, never enters the basis by pivoting.
        case dummy
    }

    var id: Int32
    var kind: Kind

    init(_ id: Int32, _ kind: Kind) {
        self.id = id
        self.kind = kind
    }

    static let invalid = Symbol(-1, .invalid)

    var isValid: Bool { kind != .invalid }
    /// Slack and error symbols may pivot into the basis when a constraint is removed or added.
    var isPivotable: Bool { kind == .slack || kind == .error }
    var index: Int { Int(id) }
}
