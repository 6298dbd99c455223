/// A constraint relation, mirroring `NSLayoutConstraint.Relation`; IB omits `equal`.
public enum IBLayoutRelation: String, Hashable, Sendable {
    /// `<=`, `==`, `>=`.
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator, for dumps.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
