/// One constraint that `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` would create:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`, at a priority.
///
/// Items are named by their keys in the views dictionary; the caller looks the views up.
public struct ConstraintDescription: Sendable, Hashable, CustomStringConvertible {
    /// The item on the left of the relation.
    public var firstItem: Item
    /// The attribute of the first item.
    public var firstAttribute: VisualFormat.Attribute
    /// How the two sides compare.
    public var relation: VisualFormat.Relation
    /// The item on the right of the relation, or `nil` for a constant size.
    public var secondItem: Item?
    /// The attribute of the second item; `.notAnAttribute` when there is none.
    public var secondAttribute: VisualFormat.Attribute
    /// Always 1 for VFL, which cannot express ratios.
    public var multiplier: Double
    /// The spacing or size in points.
    public var constant: Double
    /// UIKit's `UILayoutPriority` raw value, 1...1000; 1000 (required) unless a predicate says `@`.
    public var priority: Double
    /// Whether the constant came from a lone `-`, so a layout engine may use the system spacing instead of
    /// Interface Builder's 8 (between views) or 20 (to the superview) stored in ``constant``.
    ///
    /// Current UIKit relates a standard spacing to the superview with the superview's layout margins
    /// (`a.leading == superview.layoutMarginsGuide.leading`) rather than with a constant; the flag lets the
    /// caller do the same.
    public var isStandardSpacing: Bool
    /// The text of the format string that produced this constraint.
    public var sourceRange: VisualFormat.SourceRange

    /// Creates a constraint description.
    public init(
        firstItem: Item,
        firstAttribute: VisualFormat.Attribute,
        relation: VisualFormat.Relation = .equal,
        secondItem: Item? = nil,
        secondAttribute: VisualFormat.Attribute = .notAnAttribute,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: Double = 1000,
        isStandardSpacing: Bool = false,
        sourceRange: VisualFormat.SourceRange
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isStandardSpacing = isStandardSpacing
        self.sourceRange = sourceRange
    }

    /// What a constraint relates: a view of the views dictionary, or the superview a `|` stands for.
    public enum Item: Sendable, Hashable, CustomStringConvertible {
        /// The view under this key of the views dictionary.
        case view(String)
        /// The superview of the views in the string; UIKit finds it when it creates the constraints.
        case superview

        /// The key, or `superview`.
        public var description: String {
            switch self {
            case .view(let name): name
            case .superview: "superview"
            }
        }
    }

    /// The constraint as an equation, e.g. `b.leading == a.trailing + 8 (standard)` or `a.width >= 60 @700`.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute) \(relation)"
        if let secondItem {
            text += " \(secondItem).\(secondAttribute)"
            if multiplier != 1 { text += " * \(VisualFormat.format(multiplier))" }
            if constant < 0 {
                text += " - \(VisualFormat.format(-constant))"
            } else if constant > 0 {
                text += " + \(VisualFormat.format(constant))"
            }
        } else {
            text += " \(VisualFormat.format(constant))"
        }
        if priority != 1000 { text += " @\(VisualFormat.format(priority))" }
        if isStandardSpacing { text += " (standard)" }
        return text
    }
}

extension VisualFormat {
    /// Prints whole numbers without a fraction (`8`, not `8.0`) so descriptions read like the format string.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
