import AdaptiveKit
import AdaptiveRender
import Foundation
import Testing

@testable import adaptive

/// T5: `adaptive traits --json` and the preview's `report.json` write insets and traits alike.
@MainActor
@Suite struct TraitReportTests {
    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func T5_theTraitsJSONIsOneFlatObjectWithTheReportsTraitAndInsetKeys() throws {
        let report = try TraitReport.make(device: "iPhone 15 Pro", orientation: .landscape)
        let json = try object(report.json)
        let traits = try object(ReportEncoding.json(report.traits))
        #expect(
            Set(json.keys)
                == Set(traits.keys).union([
                    "device", "canvas", "orientation", "width", "height", "screenWidth", "screenHeight", "nativeScale",
                    "safeAreaInsets", "layoutMargins", "traitCollection",
                ]), "multitasking only when set")
        for (key, value) in traits { #expect("\(json[key] ?? "missing")" == "\(value)", "\(key)") }
        #expect(json["safeAreaInsets"] as? [String: Double] == ["top": 0, "left": 59, "bottom": 21, "right": 59])
        #expect(report.safeAreaInsets == ReportEncoding.Insets(UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)))
        #expect(report.traits.horizontalSizeClass == "compact")
        #expect(report.traits.layoutDirection == "leftToRight")
    }

    @Test func T5_aCanvasNameReportsTheCanvasAndAnUnknownNameThrows() throws {
        let canvas = try DeviceCatalog.profile(named: "iPhone 15 Pro").name
        #expect(try TraitReport.make(device: canvas, orientation: .portrait).device == canvas)
        #expect(try TraitReport.make(device: "iphone  15 PRO", orientation: .portrait).device == "iPhone 15 Pro")
        #expect(throws: DeviceLookupError.self) { try TraitReport.make(device: "iPhone 15 Pr", orientation: .portrait) }
    }
}
