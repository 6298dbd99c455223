import AdaptiveKit
import VisualFormat

/// One `<constraint>`: `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`.
public struct IBConstraint: Hashable, Sendable {
    /// The object id.
    public var id: String
    /// The id of the view that holds the constraint in its `<constraints>`.
    public var holderID: String
    /// The first item's id; IB omits it when it is the holding view, and the reader fills it in.
    public var firstItem: String
    /// The first item's attribute.
    public var firstAttribute: NSLayoutConstraint.Attribute
    /// The relation; IB omits it for `equal`.
    public var relation: IBLayoutRelation
    /// The second item's id, nil for a constant-only constraint (a width or height).
    public var secondItem: String?
    /// The second item's attribute, `.notAnAttribute` without a second item.
    public var secondAttribute: NSLayoutConstraint.Attribute
    /// The multiplier; IB also writes ratios (`47:37`), read as 47 / 37.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1000 (required) when absent.
    public var priority: Double
    /// `identifier`, what UIKit prints in unsatisfiable-constraint logs.
    public var identifier: String?
    /// `placeholder="YES"`: IB removes it at build time; it only holds the canvas together.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the constant is the system spacing IB showed as "Standard".
    public var isSymbolic: Bool
    /// The per-size-class values (`<variation key="heightClass=compact" constant="-100"/>`).
    public var variations: [IBVariation]
    /// Where the `<constraint>` starts.
    public var location: TextLocation

    /// Creates a constraint.
    public init(
        id: String, holderID: String, firstItem: String, firstAttribute: NSLayoutConstraint.Attribute,
        relation: IBLayoutRelation = .equal, secondItem: String? = nil,
        secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, identifier: String? = nil, isPlaceholder: Bool = false, isSymbolic: Bool = false,
        variations: [IBVariation] = [], location: TextLocation = TextLocation(line: 0, column: 0)
    ) {
        self.id = id
        self.holderID = holderID
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isPlaceholder = isPlaceholder
        self.isSymbolic = isSymbolic
        self.variations = variations
        self.location = location
    }

    /// The constraint with its per-class values for `traits` applied (`constant`, `multiplier`, `priority`).
    ///
    /// The result has no variations left: it is what UIKit would activate in that size class.
    public func resolved(for traits: IBSizeClasses) -> IBConstraint {
        // Without variations nothing changes (and `variations` is already empty).
        guard !variations.isEmpty else { return self }
        var result = self
        if let text = variations.override("constant", for: traits), let value = IBNumber.double(text) {
            result.constant = value
        }
        if let text = variations.override("multiplier", for: traits), let value = IBConstraint.multiplier(text) {
            result.multiplier = value
        }
        if let text = variations.override("priority", for: traits), let value = IBNumber.double(text) {
            result.priority = value
        }
        result.variations = []
        return result
    }

    /// Reads a multiplier: a number (`0.5`) or a ratio (`47:37`, `16/9`); nil when neither or divided by zero.
    public static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let numerator = IBNumber.double(parts[0]),
                let denominator = IBNumber.double(parts[1]),
                denominator != 0, abs(numerator / denominator) <= IBNumber.maximumMagnitude
            else { return nil }
            return numerator / denominator
        }
        return IBNumber.double(text)
    }
}
