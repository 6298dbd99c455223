import Foundation

/// Storage for every system trait; unspecified values mean "inherit".
///
/// One flat struct keeps trait propagation cheap: merging is twelve comparisons, no allocation
/// unless custom traits are set.
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
    /// Custom traits set here, by identifier; absent ones read their definition's default.
    var custom: [String: CustomTraitValue] = [:]

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
        for (identifier, value) in other.custom { custom[identifier] = value }
    }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: TraitValues) -> Bool {
        guard other.custom.allSatisfy({ $0.value.readsSame(as: custom[$0.key]) }) else { return false }
        return TraitKey.allCases.allSatisfy { key in
            guard other.isSpecified(key) else { return true }
            var probe = self
            probe.copy(key, from: other)
            return probe == self
        }
    }

    var specifiedCount: Int { TraitKey.allCases.count(where: isSpecified) }

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = trait as? any SystemTraitDefinition.Type {
                return value(for: system.key) as? T.Value ?? T.defaultValue
            }
            guard let stored = custom[T.identifier] else { return T.defaultValue }
            guard let value = stored.value as? T.Value else {
                TraitValues.reportMismatch(reading: trait, stored: stored)
                return T.defaultValue
            }
            return value
        }
        set {
            if let system = trait as? any SystemTraitDefinition.Type {
                set(newValue, for: system.key)
            } else {
                custom[T.identifier] = CustomTraitValue(trait, newValue)
            }
        }
    }

    /// Marks the main queue, so a read can tell whether it runs on the main actor.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Two definitions share an identifier but not a value type: the reader gets its default.
    private static func reportMismatch(reading trait: any UITraitDefinition.Type, stored: CustomTraitValue) {
        let message =
            "Trait \(trait.name) (identifier \(trait.identifier)) holds a \(type(of: stored.value)) set through "
            + "\(String(reflecting: stored.definition)); reading the default value"
        // Collections are read anywhere; the log is the main actor's, whose executor is the main queue.
        guard DispatchQueue.getSpecific(key: mainQueueKey) == true else { return }
        MainActor.assumeIsolated { DiagnosticLog.warn(message) }
    }

    /// Sets a system trait from a value of its definition's type (other types are ignored).
    private mutating func set(_ value: Any, for key: TraitKey) {
        var probe = TraitValues()
        switch key {
        case .horizontalSizeClass:
            if let value = value as? UIUserInterfaceSizeClass { probe.horizontalSizeClass = value }
        case .verticalSizeClass: if let value = value as? UIUserInterfaceSizeClass { probe.verticalSizeClass = value }
        case .userInterfaceIdiom: if let value = value as? UIUserInterfaceIdiom { probe.userInterfaceIdiom = value }
        case .displayScale: if let value = value as? CGFloat { probe.displayScale = value }
        case .userInterfaceStyle: if let value = value as? UIUserInterfaceStyle { probe.userInterfaceStyle = value }
        case .layoutDirection:
            if let value = value as? UITraitEnvironmentLayoutDirection { probe.layoutDirection = value }
        case .preferredContentSizeCategory:
            if let value = value as? UIContentSizeCategory { probe.preferredContentSizeCategory = value }
        case .legibilityWeight: if let value = value as? UILegibilityWeight { probe.legibilityWeight = value }
        case .accessibilityContrast:
            if let value = value as? UIAccessibilityContrast { probe.accessibilityContrast = value }
        case .displayGamut: if let value = value as? UIDisplayGamut { probe.displayGamut = value }
        case .forceTouchCapability:
            if let value = value as? UIForceTouchCapability { probe.forceTouchCapability = value }
        case .userInterfaceLevel: if let value = value as? UIUserInterfaceLevel { probe.userInterfaceLevel = value }
        }
        copy(key, from: probe)
    }

    /// Whether a trait marked `affectsColorAppearance` reads differently in `other`.
    func hasDifferentCustomColorAppearance(comparedTo other: TraitValues) -> Bool {
        let identifiers = Set(custom.keys).union(other.custom.keys)
        return identifiers.contains { identifier in
            let mine = custom[identifier]
            let theirs = other.custom[identifier]
            guard let definition = (mine ?? theirs)?.definition, definition.affectsColorAppearance else { return false }
            if let mine { return !mine.readsSame(as: theirs) }
            return theirs.map { !$0.readsSame(as: nil) } ?? false
        }
    }

    // MARK: Typed accessors (UIKit's Objective-C spellings)

    mutating func setCGFloatValue(_ value: CGFloat, forTrait trait: UICGFloatTrait) {
        func set<T: UICGFloatTraitDefinition>(_ trait: T.Type) { self[trait] = value }
        set(trait)
    }

    mutating func setNSIntegerValue(_ value: Int, forTrait trait: UINSIntegerTrait) {
        func set<T: UINSIntegerTraitDefinition>(_ trait: T.Type) { self[trait] = value }
        set(trait)
    }

    mutating func setObject(_ object: NSObject?, forTrait trait: UIObjectTrait) {
        func set<T: UIObjectTraitDefinition>(_ trait: T.Type) { self[trait] = object }
        set(trait)
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
        let system = TraitKey.allCases.filter(isSpecified).map { key in
            let value = value(for: key)
            let text = (value as? CGFloat)?.formattedForDescription ?? String(describing: value)
            return "\(key.traitName) = \(text)"
        }
        // Custom traits after the system ones, by name: a dictionary has no order of its own.
        return system + custom.values.map(\.traitDescription).sorted()
    }

    // MARK: UITraitOverrides

    func contains(_ trait: UITrait) -> Bool {
        guard let system = trait as? any SystemTraitDefinition.Type else { return custom[trait.identifier] != nil }
        return isSpecified(system.key)
    }

    mutating func remove(_ trait: UITrait) {
        guard let system = trait as? any SystemTraitDefinition.Type else {
            custom[trait.identifier] = nil
            return
        }
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
