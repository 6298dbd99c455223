import Foundation

/// A view's `<accessibility key="accessibilityConfiguration">`: what IB's Identity inspector sets under
/// Accessibility. Nil fields keep the class's default.
public struct IBAccessibility: Hashable, Sendable {
    /// `label`, the view's `accessibilityLabel`.
    public var label: String?
    /// `hint`, its `accessibilityHint`.
    public var hint: String?
    /// `identifier`, its `accessibilityIdentifier`.
    public var identifier: String?
    /// `value`, its `accessibilityValue`.
    public var value: String?
    /// `<accessibilityTraits key="traits" button="YES" .../>`: the names of the traits set, sorted;
    /// nil when the element has none (the class's traits stay). `none` sets no trait.
    public var traits: [String]?
    /// `<bool key="isElement" value=.../>`, the view's `isAccessibilityElement`.
    public var isElement: Bool?

    public init(
        label: String? = nil, hint: String? = nil, identifier: String? = nil, value: String? = nil,
        traits: [String]? = nil, isElement: Bool? = nil
    ) {
        self.label = label
        self.hint = hint
        self.identifier = identifier
        self.value = value
        self.traits = traits
        self.isElement = isElement
    }
}
