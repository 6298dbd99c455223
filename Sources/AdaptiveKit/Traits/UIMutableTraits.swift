import Foundation

/// A set of trait values that can be changed, like iOS 17's `UIMutableTraits`.
public protocol UIMutableTraits {
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayScale: CGFloat { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var displayGamut: UIDisplayGamut { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
}

/// The trait overrides of a view, view controller or presentation controller, like iOS 17's `UITraitOverrides`.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether an override is set for the trait.
    func contains(_ trait: UITrait) -> Bool
    /// Removes the override for the trait, so the inherited value shows through.
    mutating func remove(_ trait: UITrait)
}

/// A trait's type used as a key, like iOS 17's `UITrait` (`UITraitHorizontalSizeClass.self`).
public typealias UITrait = any UITraitDefinition.Type

/// Describes one trait, like iOS 17's `UITraitDefinition`.
public protocol UITraitDefinition {
    associatedtype Value: Hashable & Sendable
    /// The value when nothing specifies the trait.
    static var defaultValue: Value { get }
    /// A unique reverse-DNS identifier.
    static var identifier: String { get }
    /// The name UIKit prints for the trait.
    static var name: String { get }
}

/// The system traits, in the order UIKit's trait collection descriptions print them.
enum TraitKey: Int, CaseIterable, Sendable {
    case userInterfaceIdiom, displayScale, displayGamut, horizontalSizeClass, verticalSizeClass
    case userInterfaceStyle, layoutDirection, forceTouchCapability, preferredContentSizeCategory
    case accessibilityContrast, userInterfaceLevel, legibilityWeight
}

/// A system trait definition; the key ties it to `TraitValues` storage.
protocol SystemTraitDefinition: UITraitDefinition {
    static var key: TraitKey { get }
}

extension SystemTraitDefinition {
    public static var identifier: String { "UITrait\(name)" }
}

public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "HorizontalSizeClass"
    static let key = TraitKey.horizontalSizeClass
}
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "VerticalSizeClass"
    static let key = TraitKey.verticalSizeClass
}
public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let name = "UserInterfaceIdiom"
    static let key = TraitKey.userInterfaceIdiom
}
public enum UITraitDisplayScale: SystemTraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
    static let key = TraitKey.displayScale
}
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let name = "UserInterfaceStyle"
    static let key = TraitKey.userInterfaceStyle
}
public enum UITraitLayoutDirection: SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let name = "UserInterfaceLayoutDirection"
    static let key = TraitKey.layoutDirection
}
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "PreferredContentSizeCategory"
    static let key = TraitKey.preferredContentSizeCategory
}
public enum UITraitLegibilityWeight: SystemTraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    public static let name = "LegibilityWeight"
    static let key = TraitKey.legibilityWeight
}
public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let name = "AccessibilityContrast"
    static let key = TraitKey.accessibilityContrast
}
public enum UITraitDisplayGamut: SystemTraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static let name = "DisplayGamut"
    static let key = TraitKey.displayGamut
}
public enum UITraitForceTouchCapability: SystemTraitDefinition {
    public static let defaultValue = UIForceTouchCapability.unknown
    public static let name = "ForceTouchCapability"
    static let key = TraitKey.forceTouchCapability
}
public enum UITraitUserInterfaceLevel: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let name = "UserInterfaceLevel"
    static let key = TraitKey.userInterfaceLevel
}
