/// How much the solver cares about a constraint: kiwi's strengths plus UIKit's priorities.
///
/// The solver minimises the sum of weight · error over non-required constraints, as kiwi does;
/// it is a weighted sum, not a strict lexicographic order.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight, between 0 and `Strength.required.weight`.
    public let weight: Double

    /// A strength with the given weight, clipped to `0...required` as kiwi's `strength::clip` does.
    public init(weight: Double) {
        self.weight = Swift.max(0.0, Swift.min(Strength.requiredWeight, weight))
    }

    /// A UIKit layout priority: 1000 is required, anything below weighs `1000 · priority`.
    ///
    /// This is kiwi's `strength::create(0, priority, 0)`, so a UIKit 750 weighs 750 `medium` units.
    public init(priority: Double) {
        self.init(weight: priority >= 1000.0 ? Strength.requiredWeight : priority * 1000.0)
    }

    /// kiwi's `strength::create(a, b, c, w)`: each part clipped to `0...1000`, then weighted 1e6, 1e3, 1.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1.0) -> Strength {
        func clip(_ x: Double) -> Double { Swift.max(0.0, Swift.min(1000.0, x)) }
        return Strength(weight: clip(a * w) * 1_000_000.0 + clip(b * w) * 1000.0 + clip(c * w))
    }

    private static let requiredWeight = 1_001_001_000.0

    /// Must hold: the solver throws rather than violate it.
    public static let required = Strength(weight: requiredWeight)
    /// kiwi's `strong`, 1 000 000.
    public static let strong = Strength(weight: 1_000_000.0)
    /// kiwi's `medium`, 1 000.
    public static let medium = Strength(weight: 1000.0)
    /// kiwi's `weak`, 1.
    public static let weak = Strength(weight: 1.0)

    /// Whether this is the required strength.
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// The name for the four named strengths, else the weight.
    public var description: String {
        switch weight {
        case Strength.requiredWeight: "required"
        case 1_000_000.0: "strong"
        case 1000.0: "medium"
        case 1.0: "weak"
        default: "\(weight)"
        }
    }
}
