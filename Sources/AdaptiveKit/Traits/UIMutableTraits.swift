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
    /// The value of any trait, system or custom; setting a custom trait adds it to the set.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    /// Sets a `CGFloat` trait, like UIKit's `setCGFloatValue:forTrait:`.
    mutating func setCGFloatValue(_ value: CGFloat, forTrait trait: UICGFloatTrait)
    /// Sets an integer trait, like UIKit's `setNSIntegerValue:forTrait:`.
    mutating func setNSIntegerValue(_ value: Int, forTrait trait: UINSIntegerTrait)
    /// Sets an object trait, like UIKit's `setObject:forTrait:`.
    mutating func setObject(_ object: NSObject?, forTrait trait: UIObjectTrait)
}

/// The trait overrides of a view, view controller or presentation controller, like iOS 17's `UITraitOverrides`.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether an override is set for the trait.
    func contains(_ trait: UITrait) -> Bool
    /// Removes the override for the trait, so the inherited value shows through.
    mutating func remove(_ trait: UITrait)
}
