@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// IB's Accessibility inspector (`<accessibility key="accessibilityConfiguration">`) loads onto the views: label,
/// hint and identifier, the traits checked, and whether the view is an element. The fixture's views are taken
/// from real storyboards (a compass button, a game's box art, a big number that is not an element).
@MainActor
@Suite struct AccessibilityLoadingTests {
    func loaded() throws -> (UIViewController, [DiagnosticLog.Entry]) {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("Accessibility.storyboard"))
        let controller = try #require(storyboard.instantiateInitialViewController())
        let diagnostics = DiagnosticLog.capture { controller.loadViewIfNeeded() }
        return (controller, diagnostics)
    }

    func view(_ id: String, in controller: UIViewController) throws -> UIView {
        try #require(controller.interfaceBuilderObjects?.view(withIBID: id))
    }

    @Test func theDocumentKeepsTheAccessibilityValues() throws {
        let document = try IBDocument(contentsOf: Fixtures.url("Accessibility.storyboard"))
        #expect(document.diagnostics == [])
        let root = try #require(document.scenes.first?.viewController?.view)
        #expect(
            root.subviews.map(\.accessibility) == [
                IBAccessibility(isElement: false),
                IBAccessibility(label: "Compass", hint: "Reorient map north", identifier: "compass_button"),
                IBAccessibility(
                    label: "Game Artwork", hint: "The box art for this game", traits: ["image", "notEnabled"],
                    isElement: true),
                IBAccessibility(traits: ["button", "image", "none"], isElement: true),
                IBAccessibility(traits: ["notEnabled", "staticText"]),
            ])
    }

    @Test func labelHintAndIdentifierLoadOntoTheView() throws {
        let (controller, diagnostics) = try loaded()
        #expect(diagnostics.map(\.description) == [])
        let compass = try view("cmp", in: controller)
        #expect(compass.accessibilityLabel == "Compass")
        #expect(compass.accessibilityHint == "Reorient map north")
        #expect(compass.accessibilityIdentifier == "compass_button")
        #expect(compass.isAccessibilityElement && compass.accessibilityTraits == .button)
    }

    @Test func isElementAndTraitsReplaceTheClassDefaults() throws {
        let (controller, _) = try loaded()
        #expect(try !view("big", in: controller).isAccessibilityElement)
        let art = try view("art", in: controller)
        #expect(art.isAccessibilityElement)
        #expect(art.accessibilityTraits == [.image, .notEnabled])
        #expect(art.accessibilityLabel == "Game Artwork")
        let tile = try view("tile", in: controller)
        #expect(tile.isAccessibilityElement && tile.accessibilityTraits == [.button, .image])
        let off = try view("off", in: controller)
        #expect(off.isAccessibilityElement && off.accessibilityTraits == [.staticText, .notEnabled])
        #expect(off.accessibilityLabel == "Off")
    }

    @Test func anUnknownTraitOrChildIsSkippedWithAWarning() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <accessibility key="accessibilityConfiguration" label="Map" language="fr">
                            <accessibilityTraits key="traits" button="YES" teleports="YES"/>
                            <rotor name="Landmarks"/>
                        </accessibility>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        let view = try #require(document.topLevelViews.first)
        #expect(view.accessibility == IBAccessibility(label: "Map", traits: ["button"]))
        #expect(
            document.diagnostics.map(\.message) == [
                "unknown attribute 'language' on <accessibility>; skipped",
                "unknown attribute 'teleports' on <accessibilityTraits>; skipped",
                "unknown element <rotor> in <accessibility>; skipped",
            ])
    }
}
