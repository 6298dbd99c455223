import Foundation

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
public enum UITraitDisplayScale: SystemTraitDefinition, UICGFloatTraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
    static let key = TraitKey.displayScale
}
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let name = "UserInterfaceStyle"
    public static let affectsColorAppearance = true
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
    public static let affectsColorAppearance = true
    static let key = TraitKey.accessibilityContrast
}
public enum UITraitDisplayGamut: SystemTraitDefinition {
    public static let defaultValue = UIDisplayGamut.unspecified
    public static let name = "DisplayGamut"
    public static let affectsColorAppearance = true
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
    public static let affectsColorAppearance = true
    static let key = TraitKey.userInterfaceLevel
}

extension UITraitCollection {
    /// The system traits dynamic colors resolve with, for `registerForTraitChanges(_:handler:)`, like UIKit's.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        TraitKey.allCases.map(\.definition).filter { $0.affectsColorAppearance }
    }

    /// The system traits image assets are looked up with, for `registerForTraitChanges(_:handler:)`, like UIKit's.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitDisplayGamut.self,
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self,
            UITraitLayoutDirection.self, UITraitAccessibilityContrast.self,
        ]
    }
}
