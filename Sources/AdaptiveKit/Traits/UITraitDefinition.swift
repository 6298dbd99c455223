import Foundation

/// A trait's type used as a key, like iOS 17's `UITrait` (`UITraitHorizontalSizeClass.self`).
public typealias UITrait = any UITraitDefinition.Type

/// Describes one trait, system or custom, like iOS 17's `UITraitDefinition`.
///
/// Declare a custom trait as a type with a `defaultValue`; collections that never set the trait
/// answer that value. UIKit places no constraint on `Value`; here it must be `Equatable`, because a
/// change is only reported when the value differs (see Deviations.md).
public protocol UITraitDefinition {
    /// The type of the trait's values.
    associatedtype Value: Equatable
    /// The value of a collection where the trait was never set.
    static var defaultValue: Value { get }
    /// A unique identifier (reverse-DNS recommended); two definitions with one identifier are one trait.
    static var identifier: String { get }
    /// The short name UIKit prints for the trait.
    static var name: String { get }
    /// Whether dynamic colors and images resolve differently when the trait changes.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's full name, module included, like UIKit's default.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name, like UIKit's default.
    public static var name: String { String(describing: Self.self) }
    /// False, like UIKit's default.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait whose value is a `CGFloat`, like iOS 17's `UICGFloatTraitDefinition`.
public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}
/// A trait whose value is an integer, like iOS 17's `UINSIntegerTraitDefinition`.
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}
/// A trait whose value is an object or nil, like iOS 17's `UIObjectTraitDefinition`.
public protocol UIObjectTraitDefinition: UITraitDefinition where Value == NSObject? {}

/// A `CGFloat` trait's type, like iOS 17's `UICGFloatTrait`.
public typealias UICGFloatTrait = any UICGFloatTraitDefinition.Type
/// An integer trait's type, like iOS 17's `UINSIntegerTrait`.
public typealias UINSIntegerTrait = any UINSIntegerTraitDefinition.Type
/// An object trait's type, like iOS 17's `UIObjectTrait`.
public typealias UIObjectTrait = any UIObjectTraitDefinition.Type
