import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// T1 and T2: trait values and `UITraitCollection` semantics (Apple, UITraitCollection).
@Suite struct UITraitCollectionTests {
    // MARK: T1 trait values

    @Test func T1_rawValuesMatchTheSDK() {
        #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.phone.rawValue == 0)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UILegibilityWeight.unspecified.rawValue == -1)
        #expect(UILegibilityWeight.bold.rawValue == 1)
        #expect(UIDisplayGamut.unspecified.rawValue == -1)
        #expect(UIForceTouchCapability.unknown.rawValue == 0)
    }

    @Test func T1_twelveContentSizeCategoriesInOrder() {
        let all = UIContentSizeCategory.allSpecified
        #expect(all.count == 12)
        #expect(all == all.sorted())
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(!(UIContentSizeCategory.large < .large))
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.description == "AccessibilityXXXL")
    }

    @Test(arguments: UIContentSizeCategory.allSpecified.enumerated().map { $0 })
    func T1_onlyTheFiveLargestAreAccessibilityCategories(index: Int, category: UIContentSizeCategory) {
        #expect(category.isAccessibilityCategory == (index >= 7))
        #expect(UIContentSizeCategory(name: category.name) == category)
    }

    @Test func T1_contentSizeCategoryNamesAreCaseInsensitiveAndUnknownNamesFail() {
        #expect(UIContentSizeCategory(name: "ACCESSIBILITYlarge") == .accessibilityLarge)
        #expect(UIContentSizeCategory(name: "huge") == nil)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    // MARK: T2 collections

    @Test func T2_emptyCollectionHasEveryTraitUnspecified() {
        let empty = UITraitCollection()
        #expect(empty.horizontalSizeClass == .unspecified)
        #expect(empty.verticalSizeClass == .unspecified)
        #expect(empty.userInterfaceIdiom == .unspecified)
        #expect(empty.displayScale == 0)
        #expect(empty.userInterfaceStyle == .unspecified)
        #expect(empty.layoutDirection == .unspecified)
        #expect(empty.preferredContentSizeCategory == .unspecified)
        #expect(empty.legibilityWeight == .unspecified)
        #expect(!empty.isFullySpecified)
        #expect(empty.description == "<UITraitCollection>")
    }

    @Test func T2_singleTraitInitializersSetOneTrait() {
        let cases: [(UITraitCollection, String)] = [
            (UITraitCollection(horizontalSizeClass: .compact), "HorizontalSizeClass = Compact"),
            (UITraitCollection(verticalSizeClass: .regular), "VerticalSizeClass = Regular"),
            (UITraitCollection(userInterfaceIdiom: .pad), "UserInterfaceIdiom = Pad"),
            (UITraitCollection(displayScale: 3), "DisplayScale = 3"),
            (UITraitCollection(userInterfaceStyle: .dark), "UserInterfaceStyle = Dark"),
            (UITraitCollection(layoutDirection: .rightToLeft), "UserInterfaceLayoutDirection = RTL"),
            (UITraitCollection(preferredContentSizeCategory: .extraLarge), "PreferredContentSizeCategory = XL"),
            (UITraitCollection(legibilityWeight: .bold), "LegibilityWeight = Bold"),
            (UITraitCollection(accessibilityContrast: .high), "AccessibilityContrast = High"),
            (UITraitCollection(displayGamut: .P3), "DisplayGamut = P3"),
            (UITraitCollection(forceTouchCapability: .available), "ForceTouchCapability = Available"),
            (UITraitCollection(userInterfaceLevel: .elevated), "UserInterfaceLevel = Elevated"),
        ]
        for (collection, trait) in cases {
            #expect(collection.description == "<UITraitCollection; \(trait)>")
            #expect(collection.values.specifiedCount == 1)
        }
    }

    @Test func T2_laterSpecifiedValueWinsAndUnspecifiedNeverOverrides() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(),
            UITraitCollection(horizontalSizeClass: .unspecified),
            UITraitCollection(displayScale: 2),
        ])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .regular)
        #expect(merged.displayScale == 2)
        #expect(merged.userInterfaceIdiom == .unspecified)
    }

    @Test func T2_mergingNothingGivesTheEmptyCollection() {
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
        #expect(UITraitCollection(traitsFrom: [UITraitCollection()]) == UITraitCollection())
    }

    @Test func T2_containsTraitsComparesOnlyTheArgumentsSpecifiedTraits() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 3),
        ])
        #expect(phone.containsTraits(in: nil))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(
            phone.containsTraits(
                in: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 3),
                ])))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!phone.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        // Partially specified receivers contain nothing they leave unspecified.
        #expect(!UITraitCollection().containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(UITraitCollection().containsTraits(in: UITraitCollection()))
    }

    @Test func T2_equalTraitsAreEqualAndHashAlike() {
        let a = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
        ])
        let b = UITraitCollection { $0.userInterfaceStyle = .dark }.modifyingTraits {
            $0.horizontalSizeClass = .compact
        }
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != UITraitCollection(horizontalSizeClass: .compact))
    }

    @Test func T2_descriptionNamesSpecifiedTraitsInUIKitsOrder() {
        let traits = UITraitCollection { traits in
            traits.verticalSizeClass = .regular
            traits.userInterfaceIdiom = .phone
            traits.horizontalSizeClass = .compact
            traits.displayScale = 2.5
        }
        #expect(
            traits.description
                == "<UITraitCollection; UserInterfaceIdiom = Phone, DisplayScale = 2.5, "
                + "HorizontalSizeClass = Compact, VerticalSizeClass = Regular>")
    }

    @Test func T2_modifyingTraitsChangesACopy() {
        let original = UITraitCollection(horizontalSizeClass: .compact)
        let modified = original.modifyingTraits {
            $0.horizontalSizeClass = .regular
            $0.userInterfaceStyle = .dark
        }
        #expect(original.horizontalSizeClass == .compact)
        #expect(original.userInterfaceStyle == .unspecified)
        #expect(modified.horizontalSizeClass == .regular)
        #expect(modified.userInterfaceStyle == .dark)
    }

    @Test func T2_traitsReadBackByDefinition() {
        let traits = UITraitCollection { $0.horizontalSizeClass = .regular }
        #expect(traits[UITraitHorizontalSizeClass.self] == .regular)
        #expect(traits[UITraitVerticalSizeClass.self] == .unspecified)
        #expect(UITraitHorizontalSizeClass.identifier == "UITraitHorizontalSizeClass")
    }

    @Test func T2_fullySpecifiedMeansEveryTrait() {
        var values = TraitValues()
        for key in TraitKey.allCases {
            #expect(!UITraitCollection(values: values).isFullySpecified)
            values.copy(key, from: fullySpecified.values)
        }
        #expect(UITraitCollection(values: values).isFullySpecified)
    }

    @Test func T2_colorAppearanceDiffersOnlyForColorTraits() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        let compact = light.modifyingTraits { $0.horizontalSizeClass = .compact }
        #expect(!light.hasDifferentColorAppearance(comparedTo: compact))
    }

    @MainActor @Test func T2_currentIsTheEnvironmentsTraitsDuringCallbacks() throws {
        final class Reader: UIViewController {
            var seen: UITraitCollection?
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                seen = UITraitCollection.current
            }
        }
        let reader = Reader()
        let before = UITraitCollection.current
        let simulator = try DeviceSimulator(deviceNamed: "iPad Air (5th generation)", rootViewController: reader)
        defer { withExtendedLifetime(simulator) {} }
        #expect(reader.seen == reader.traitCollection)
        #expect(reader.seen?.userInterfaceIdiom == .pad)
        #expect(UITraitCollection.current == before, "restored after the callback")
    }

    private var fullySpecified: UITraitCollection {
        UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.verticalSizeClass = .regular
            traits.userInterfaceIdiom = .phone
            traits.displayScale = 3
            traits.userInterfaceStyle = .light
            traits.layoutDirection = .leftToRight
            traits.preferredContentSizeCategory = .large
            traits.legibilityWeight = .regular
            traits.accessibilityContrast = .normal
            traits.displayGamut = .P3
            traits.forceTouchCapability = .unavailable
            traits.userInterfaceLevel = .base
        }
    }
}
