/// A custom trait's value in a collection, with the definition that set it.
///
/// Unchecked `Sendable`: a collection never mutates what it holds, and Apple asks for value types
/// as trait values; a class instance stored as a value is shared as UIKit shares it.
struct CustomTraitValue: Hashable, @unchecked Sendable {
    let definition: any UITraitDefinition.Type
    let value: Any
    /// Whether the value equals the definition's default (an absent trait reads the default).
    let isDefault: Bool
    private let equals: (Any) -> Bool

    init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        definition = trait
        self.value = value
        isDefault = value == T.defaultValue
        equals = { ($0 as? T.Value) == value }
    }

    /// Whether a collection holding `other` (nil: not holding the trait) reads the same value.
    func readsSame(as other: CustomTraitValue?) -> Bool {
        guard let other else { return isDefault }
        return equals(other.value)
    }

    static func == (lhs: CustomTraitValue, rhs: CustomTraitValue) -> Bool { lhs.equals(rhs.value) }

    // Values need only be `Equatable`; the dictionary hashes the identifier they are stored under.
    func hash(into hasher: inout Hasher) {}

    /// `Name = value`, as the collection's description prints it.
    var traitDescription: String { "\(definition.name) = \(value)" }
}
