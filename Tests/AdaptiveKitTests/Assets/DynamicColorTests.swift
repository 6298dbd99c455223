import Foundation
import Testing

@testable import AdaptiveKit

/// T8 (dynamic colors): color sets with appearances, resolved per trait collection.
@MainActor
@Suite struct DynamicColorTests {
    static func rgba(_ color: UIColor?) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        _ = color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    static func traits(_ style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast = .normal)
        -> UITraitCollection
    {
        UITraitCollection {
            $0.userInterfaceStyle = style
            $0.accessibilityContrast = contrast
        }
    }

    static let orange: [CGFloat] = [1, 0.5, 0, 1]
    static let darkBlue: [CGFloat] = [0, CGFloat(128) / 255, 1, 1]
    static let highRed: [CGFloat] = [CGFloat(204) / 255, 0, 0, 1]
    static let highDark: [CGFloat] = [0, 0, 1, 0.5]

    @Test func T8_namedColorResolvesLightDarkAndHighContrast() throws {
        let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
        #expect(accent.isDynamic)
        #expect(Self.rgba(accent.resolvedColor(with: Self.traits(.light))) == Self.orange)
        #expect(Self.rgba(accent.resolvedColor(with: Self.traits(.dark))) == Self.darkBlue)
        #expect(Self.rgba(accent.resolvedColor(with: Self.traits(.light, contrast: .high))) == Self.highRed)
        #expect(Self.rgba(accent.resolvedColor(with: Self.traits(.dark, contrast: .high))) == Self.highDark)
        // Unspecified traits take the entry without appearances.
        #expect(Self.rgba(accent.resolvedColor(with: UITraitCollection())) == Self.orange)
    }

    @Test func T8_namedColorWithTraitsIsFixed() throws {
        let dark = try #require(UIColor(named: "Accent", in: .module, compatibleWith: Self.traits(.dark)))
        #expect(!dark.isDynamic)
        #expect(Self.rgba(dark) == Self.darkBlue)
        #expect(UIColor(named: "NoSuchColor", in: .module, compatibleWith: nil) == nil)
    }

    @Test func T8_grayAndSystemReferenceColors() throws {
        let fog = try #require(UIColor(named: "Fog", in: .module, compatibleWith: nil))
        #expect(Self.rgba(fog.resolvedColor(with: Self.traits(.dark))) == [0.5, 0.5, 0.5, 1])
        let link = try #require(UIColor(named: "Link", in: .module, compatibleWith: nil))
        #expect(link.resolvedColor(with: Self.traits(.light)).hexString == "#007AFF")
        #expect(link.resolvedColor(with: Self.traits(.dark)).hexString == "#0A84FF")
    }

    @Test func T8_aViewsNamedColorFollowsDarkMode() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        controller.view.backgroundColor = UIColor(named: "Accent", in: .module, compatibleWith: nil)
        let shown = { Self.rgba(controller.view.backgroundColor?.resolvedColor(with: controller.view.traitCollection)) }
        #expect(shown() == Self.orange)
        simulator.setUserInterfaceStyle(.dark)
        #expect(shown() == Self.darkBlue)
    }

    @Test func T8_componentNotations() {
        #expect(AssetCatalog.componentValue("0.500", isAlpha: false) == 0.5)
        #expect(AssetCatalog.componentValue("0xFF", isAlpha: false) == 1)
        #expect(AssetCatalog.componentValue("51", isAlpha: false) == CGFloat(51) / 255)
        #expect(AssetCatalog.componentValue("1", isAlpha: true) == 1)
        #expect(AssetCatalog.componentValue("red", isAlpha: false) == nil)
    }
}
