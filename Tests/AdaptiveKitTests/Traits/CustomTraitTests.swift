import AdaptiveKit
import Foundation
import Testing

/// iOS 17 custom traits: `UITraitDefinition` types of the app's own, stored in collections and overrides.
@MainActor
@Suite struct CustomTraitTests {
    enum ContainedInSettingsTrait: UITraitDefinition {
        static let defaultValue = false
    }

    enum Theme { case standard, pastel }

    enum ThemeTrait: UITraitDefinition {
        static let defaultValue = Theme.standard
        static let identifier = "com.example.theme"
        static let name = "Theme"
        static let affectsColorAppearance = true
    }

    /// Another definition under the theme's identifier, with another value type.
    enum ThemeNumberTrait: UITraitDefinition {
        static let defaultValue = 0
        static let identifier = "com.example.theme"
    }

    enum BadgeScaleTrait: UICGFloatTraitDefinition {
        static let defaultValue: CGFloat = 1
    }

    enum NestingDepthTrait: UINSIntegerTraitDefinition {
        static let defaultValue = 0
    }

    enum PaletteTrait: UIObjectTraitDefinition {
        static var defaultValue: NSObject? { nil }
    }

    @Test func T2_aCustomTraitReadsItsDefaultWhereItWasNeverSet() {
        let diagnostics = DiagnosticLog.capture {
            #expect(UITraitCollection()[ContainedInSettingsTrait.self] == false)
            #expect(UITraitCollection(horizontalSizeClass: .compact)[ThemeTrait.self] == .standard)
            #expect(UITraitCollection().value(forCGFloatTrait: BadgeScaleTrait.self) == CGFloat(1))
            #expect(UITraitCollection().value(forNSIntegerTrait: NestingDepthTrait.self) == 0)
            #expect(UITraitCollection().object(forTrait: PaletteTrait.self) == nil)
        }
        #expect(diagnostics.isEmpty, "an unset trait is not an error: UIKit answers its default value")
    }

    @Test func T2_definitionsHaveUIKitsDefaults() {
        #expect(ContainedInSettingsTrait.name == "ContainedInSettingsTrait")
        #expect(ContainedInSettingsTrait.identifier == "AdaptiveKitTests.CustomTraitTests.ContainedInSettingsTrait")
        #expect(ContainedInSettingsTrait.affectsColorAppearance == false)
        #expect(ThemeTrait.identifier == "com.example.theme")
        #expect(UITraitHorizontalSizeClass.identifier == "UITraitHorizontalSizeClass")
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitHorizontalSizeClass.affectsColorAppearance)
    }

    @Test func T2_collectionsStoreCombineAndCompareCustomTraits() {
        let settings = UITraitCollection { $0[ContainedInSettingsTrait.self] = true }
        #expect(settings[ContainedInSettingsTrait.self] == true)
        #expect(settings != UITraitCollection())
        #expect(settings.description == "<UITraitCollection; ContainedInSettingsTrait = true>")

        let both = settings.modifyingTraits {
            $0.horizontalSizeClass = .regular
            $0[ThemeTrait.self] = .pastel
        }
        #expect(
            both.description
                == "<UITraitCollection; HorizontalSizeClass = Regular, ContainedInSettingsTrait = true, Theme = pastel>"
        )
        #expect(both.containsTraits(in: settings))
        #expect(!settings.containsTraits(in: both))
        #expect(
            UITraitCollection().containsTraits(in: UITraitCollection { $0[ThemeTrait.self] = .standard }),
            "a trait set to its default is contained where it is unset, which reads the default")

        let merged = UITraitCollection(traitsFrom: [both, UITraitCollection { $0[ThemeTrait.self] = .standard }])
        #expect(merged[ThemeTrait.self] == .standard, "the later collection wins")
        #expect(merged[ContainedInSettingsTrait.self] == true)
        #expect(merged.horizontalSizeClass == .regular)
    }

    @Test func T2_typedTraitsUseUIKitsObjectiveCAccessors() {
        let palette = NSString(string: "sunset")
        let traits = UITraitCollection {
            $0.setCGFloatValue(1.5, forTrait: BadgeScaleTrait.self)
            $0.setNSIntegerValue(3, forTrait: NestingDepthTrait.self)
            $0.setObject(palette, forTrait: PaletteTrait.self)
        }
        #expect(traits.value(forCGFloatTrait: BadgeScaleTrait.self) == CGFloat(1.5))
        #expect(traits[BadgeScaleTrait.self] == CGFloat(1.5))
        #expect(traits.value(forNSIntegerTrait: NestingDepthTrait.self) == 3)
        #expect(traits.object(forTrait: PaletteTrait.self) === palette)
        #expect(traits.value(forCGFloatTrait: UITraitDisplayScale.self) == CGFloat(0))
    }

    @Test func T2_aCustomTraitThatAffectsColorsChangesColorAppearance() {
        let standard = UITraitCollection(userInterfaceStyle: .light)
        let pastel = standard.modifyingTraits { $0[ThemeTrait.self] = .pastel }
        let inSettings = standard.modifyingTraits { $0[ContainedInSettingsTrait.self] = true }
        #expect(pastel.hasDifferentColorAppearance(comparedTo: standard))
        #expect(standard.hasDifferentColorAppearance(comparedTo: pastel))
        #expect(!inSettings.hasDifferentColorAppearance(comparedTo: standard))
        #expect(
            UITraitCollection.systemTraitsAffectingColorAppearance.map { $0.name } == [
                "DisplayGamut", "UserInterfaceStyle", "AccessibilityContrast", "UserInterfaceLevel",
            ])
        #expect(
            UITraitCollection.systemTraitsAffectingImageLookup.map { $0.name } == [
                "UserInterfaceIdiom", "DisplayScale", "DisplayGamut", "HorizontalSizeClass", "VerticalSizeClass",
                "UserInterfaceStyle", "UserInterfaceLayoutDirection", "AccessibilityContrast",
            ])
    }

    @Test func T2_twoDefinitionsWithOneIdentifierAreOneTraitAndAMismatchedReadGetsTheDefault() {
        let traits = UITraitCollection { $0[ThemeTrait.self] = .pastel }
        var number = -1
        let diagnostics = DiagnosticLog.capture { number = traits[ThemeNumberTrait.self] }
        #expect(number == 0)
        #expect(
            diagnostics.map(\.message) == [
                "Trait ThemeNumberTrait (identifier com.example.theme) holds a Theme set through "
                    + "AdaptiveKitTests.CustomTraitTests.ThemeTrait; reading the default value"
            ])
        let renumbered = traits.modifyingTraits { $0[ThemeNumberTrait.self] = 2 }
        #expect(renumbered[ThemeNumberTrait.self] == 2, "the same identifier: the number replaced the theme")
    }

    @Test func T4_customTraitOverridesFlowDownAndCanBeRemoved() throws {
        let root = UIViewController()
        let child = UIView()
        root.view.addSubview(child)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        #expect(!root.view.traitOverrides.contains(ThemeTrait.self))

        root.traitOverrides[ThemeTrait.self] = .pastel
        #expect(root.traitOverrides.contains(ThemeTrait.self))
        #expect(root.traitCollection[ThemeTrait.self] == .pastel)
        #expect(child.traitCollection[ThemeTrait.self] == .pastel)
        #expect(simulator.window.traitCollection[ThemeTrait.self] == .standard)

        child.traitOverrides[ThemeTrait.self] = .standard
        #expect(child.traitOverrides.contains(ThemeTrait.self), "an override set to the default is still set")
        #expect(child.traitCollection[ThemeTrait.self] == .standard)

        root.traitOverrides.remove(ThemeTrait.self)
        child.traitOverrides.remove(ThemeTrait.self)
        #expect(!root.traitOverrides.contains(ThemeTrait.self))
        #expect(child.traitCollection[ThemeTrait.self] == .standard)
        #expect(child.traitCollection.horizontalSizeClass == .compact, "system traits are untouched")
    }
}
