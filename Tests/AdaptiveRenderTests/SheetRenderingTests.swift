import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// R1: a sheet with detents is drawn where it rests, dimmed only above its largest undimmed detent.
@MainActor
@Suite struct SheetRenderingTests {
    @Test func R1_aMediumSheetIsDrawnAtItsDetentAndUndimmedBelowTheLargestUndimmedDetent() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let sheet = UIViewController()
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        root.present(sheet, animated: false)
        simulator.window.layoutIfNeeded()
        let medium = 0.56 * CGFloat(749)
        let layer = try #require(PresentationLayer.layers(in: simulator.window).first)
        #expect(layer.frame == CGRect(x: 0, y: 852 - (medium + 34), width: 393, height: medium + 34))
        #expect(layer.dimming == 0)
        #expect(!SVGRenderer().render(simulator.window).contains(#"class="dimming""#))

        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        let large = try #require(PresentationLayer.layers(in: simulator.window).first)
        #expect(large.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(large.dimming == 0.4)
        #expect(SVGRenderer().render(simulator.window).contains(#"class="dimming""#))
    }
}
