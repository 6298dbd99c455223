import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S1: a controller's legacy top and bottom layout guides and a view's keyboard layout guide, from IB.
@MainActor
@Suite struct LayoutGuideLoadingTests {
    @Test func S1_legacyGuidesAreTheControllersTopAndBottomLayoutGuides() throws {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("LayoutGuides.storyboard"))
        #expect(storyboard.document.diagnostics.isEmpty, "\(storyboard.document.diagnostics)")
        let controller = try #require(storyboard.instantiateInitialViewController())
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let objects = try #require(controller.interfaceBuilderObjects)
        // The header's height is the top guide's: 59, the status bar area.
        #expect(objects.view(withIBID: "lg-hd-001")?.frame == CGRect(x: 0, y: 79, width: 393, height: 59))
        #expect(objects.view(withIBID: "lg-ft-001")?.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        let header = try #require(objects.view(withIBID: "lg-hd-001"))
        #expect(
            controller.view.constraints.contains {
                $0.firstItem === header && $0.secondItem === (controller.topLayoutGuide as AnyObject)
            })
    }

    @Test func S1_theKeyboardGuideIsTheViewsKeyboardLayoutGuide() throws {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("LayoutGuides.storyboard"))
        let controller = storyboard.instantiateViewController(withIdentifier: "Keyboard")
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let field = try #require(controller.interfaceBuilderObjects?.view(withIBID: "lg-tf-001"))
        #expect(field.frame == CGRect(x: 16, y: 768, width: 361, height: 34))
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        simulator.window.layoutIfNeeded()
        #expect(field.frame.minY == CGFloat(852 - 16 - 34))
    }
}
