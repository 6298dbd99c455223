import Foundation

/// Storage for every system trait; unspecified values mean "inherit".
///
/// One flat struct keeps trait propagation cheap: merging is twelve comparisons, no allocation.
struct TraitValues: Hashable, Sendable, UITraitOverrides {
    var horizontalSizeClass = UITraitHorizontalSizeClass.defaultValue
    var verticalSizeClass = UITraitVerticalSizeClass.defaultValue
    var userInterfaceIdiom = UITraitUserInterfaceIdiom.defaultValue
    var displayScale = UITraitDisplayScale.defaultValue
    var userInterfaceStyle = UITraitUserInterfaceStyle.defaultValue
    var layoutDirection = UITraitLayoutDirection.defaultValue
    var preferredContentSizeCategory = UITraitPreferredContentSizeCategory.defaultValue
    var legibilityWeight = UITraitLegibilityWeight.defaultValue
    var accessibilityContrast = UITraitAccessibilityContrast.defaultValue
    var displayGamut = UITraitDisplayGamut.defaultValue
    var forceTouchCapability = UITraitForceTouchCapability.defaultValue
    var userInterfaceLevel = UITraitUserInterfaceLevel.defaultValue

    static let traitCount = TraitKey.allCases.count
    /// Every trait unspecified: inherits everything.
    static let unspecified = TraitValues()

    func isSpecified(_ key: TraitKey) -> Bool {
        switch key {
        case .horizontalSizeClass: horizontalSizeClass != .unspecified
        case .verticalSizeClass: verticalSizeClass != .unspecified
        case .userInterfaceIdiom: userInterfaceIdiom != .unspecified
        case .displayScale: displayScale != 0
        case .userInterfaceStyle: userInterfaceStyle != .unspecified
        case .layoutDirection: layoutDirection != .unspecified
        case .preferredContentSizeCategory: preferredContentSizeCategory != .unspecified
        case .legibilityWeight: legibilityWeight != .unspecified
        case .accessibilityContrast: accessibilityContrast != .unspecified
        case .displayGamut: displayGamut != .unspecified
        case .forceTouchCapability: forceTouchCapability != .unknown
        case .userInterfaceLevel: userInterfaceLevel != .unspecified
        }
    }

    /// Copies one trait from `other`.
    mutating func copy(_ key: TraitKey, from other: TraitValues) {
        switch key {
        case .horizontalSizeClass: horizontalSizeClass = other.horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass = other.verticalSizeClass
        case .userInterfaceIdiom: userInterfaceIdiom = other.userInterfaceIdiom
        case .displayScale: displayScale = other.displayScale
        case .userInterfaceStyle: userInterfaceStyle = other.userInterfaceStyle
        case .layoutDirection: layoutDirection = other.layoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory = other.preferredContentSizeCategory
        case .legibilityWeight: legibilityWeight = other.legibilityWeight
        case .accessibilityContrast: accessibilityContrast = other.accessibilityContrast
        case .displayGamut: displayGamut = other.displayGamut
        case .forceTouchCapability: forceTouchCapability = other.forceTouchCapability
        case .userInterfaceLevel: userInterfaceLevel = other.userInterfaceLevel
        }
    }

    /// Takes every trait `other` specifies.
    mutating func merge(_ other: TraitValues) {
        // Most environments override nothing: one comparison instead of a check per trait.
        if other == TraitValues.unspecified { return }
        for key in TraitKey.allCases where other.isSpecified(key) { copy(key, from: other) }
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: TraitValues) -> Bool {
        TraitKey.allCases.allSatisfy { key in
            guard other.isSpecified(key) else { return true }
            var probe = self
            probe.copy(key, from: other)
            return probe == self
        }
    }

    var specifiedCount: Int { TraitKey.allCases.count(where: isSpecified) }

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        guard let system = trait as? any SystemTraitDefinition.Type else { return T.defaultValue }
        return value(for: system.key) as? T.Value ?? T.defaultValue
    }

    func value(for key: TraitKey) -> any Hashable & Sendable {
        switch key {
        case .horizontalSizeClass: horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass
        case .userInterfaceIdiom: userInterfaceIdiom
        case .displayScale: displayScale
        case .userInterfaceStyle: userInterfaceStyle
        case .layoutDirection: layoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory
        case .legibilityWeight: legibilityWeight
        case .accessibilityContrast: accessibilityContrast
        case .displayGamut: displayGamut
        case .forceTouchCapability: forceTouchCapability
        case .userInterfaceLevel: userInterfaceLevel
        }
    }

    /// `Name = Value` for each specified trait, in UIKit's description order.
    var specifiedDescriptions: [String] {
        TraitKey.allCases.filter(isSpecified).map { key in
            let value = value(for: key)
            let text = (value as? CGFloat)?.formattedForDescription ?? String(describing: value)
            return "\(key.traitName) = \(text)"
        }
    }

    // MARK: UITraitOverrides

    func contains(_ trait: UITrait) -> Bool {
        guard let system = trait as? any SystemTraitDefinition.Type else { return false }
        return isSpecified(system.key)
    }

    mutating func remove(_ trait: UITrait) {
        guard let system = trait as? any SystemTraitDefinition.Type else { return }
        copy(system.key, from: TraitValues())
    }
}

extension TraitKey {
    var definition: any SystemTraitDefinition.Type {
        switch self {
        case .horizontalSizeClass: UITraitHorizontalSizeClass.self
        case .verticalSizeClass: UITraitVerticalSizeClass.self
        case .userInterfaceIdiom: UITraitUserInterfaceIdiom.self
        case .displayScale: UITraitDisplayScale.self
        case .userInterfaceStyle: UITraitUserInterfaceStyle.self
        case .layoutDirection: UITraitLayoutDirection.self
        case .preferredContentSizeCategory: UITraitPreferredContentSizeCategory.self
        case .legibilityWeight: UITraitLegibilityWeight.self
        case .accessibilityContrast: UITraitAccessibilityContrast.self
        case .displayGamut: UITraitDisplayGamut.self
        case .forceTouchCapability: UITraitForceTouchCapability.self
        case .userInterfaceLevel: UITraitUserInterfaceLevel.self
        }
    }

    var traitName: String { definition.name }
}
