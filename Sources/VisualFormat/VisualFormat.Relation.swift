extension VisualFormat {
    /// How the two sides of a constraint compare, with `NSLayoutConstraint.Relation`'s raw values.
    public enum Relation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `<=`: UIKit's `.lessThanOrEqual`.
        case lessThanOrEqual = -1
        /// `==`: UIKit's `.equal`, the relation a predicate gets when it names none.
        case equal = 0
        /// `>=`: UIKit's `.greaterThanOrEqual`.
        case greaterThanOrEqual = 1

        /// The relation as the visual format language spells it.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }
}
