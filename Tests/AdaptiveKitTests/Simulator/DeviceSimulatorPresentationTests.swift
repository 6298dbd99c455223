import Foundation
import Testing

@testable import AdaptiveKit

/// P5/P6: the simulator's presentation helpers read and act only on its own window.
@MainActor
@Suite struct DeviceSimulatorPresentationTests {
    @Test func P5_aSwipeOnAnotherDevicesSheetIsUnavailable() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let other = try DeviceSimulator.presenting("iPhone 15 Pro", root: UIViewController())
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        let presentation = try #require(sheet.presentationController)
        let swipe = other.beginSwipeToDismiss(presentation)
        #expect(swipe.outcome == .unavailable)
        swipe.update(0.5)
        swipe.finish()
        #expect(other.swipeToDismiss(presentation) == .unavailable)
        simulator.runUntilIdle()
        other.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(simulator.swipeToDismiss(presentation) == .dismissing)
        simulator.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func P6_aTapOnAnotherDeviceMissesThePopover() throws {
        let stage = try UIPopoverPresentationControllerTests.Stage(button: CGPoint(x: 100, y: 100))
        let (content, popover) = try stage.popover()
        stage.root.present(content, animated: false)
        let other = try DeviceSimulator.presenting(UIPopoverPresentationControllerTests.pad, root: UIViewController())
        #expect(other.tapOutside(popover, at: CGPoint(x: 800, y: 800)) == .unavailable)
        other.runUntilIdle()
        #expect(stage.root.presentedViewController === content)
    }

    @Test func P2_thePresenterBehindACardIsScaledAndNothingElseIs() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let card = UIViewController()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        let cardPresentation = try #require(card.presentationController)
        #expect(simulator.presentingViewTransform(of: cardPresentation) == .identity, "not presented yet")
        root.present(card, animated: false)
        let scale = CGFloat(393 - 32) / 393
        #expect(simulator.presentingViewTransform(of: cardPresentation) == CGAffineTransform(scaleX: scale, y: scale))
        let other = try DeviceSimulator.presenting("iPhone 15 Pro", root: UIViewController())
        #expect(other.presentingViewTransform(of: cardPresentation) == .identity, "another device's card")
        card.present(cover, animated: false)
        #expect(simulator.presentingViewTransform(of: try #require(cover.presentationController)) == .identity)
    }

    @Test func P1_anEmptyDeviceHasNoTopmostControllerAndAOneLineDump() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        #expect(simulator.topmostViewController == nil)
        #expect(simulator.presentationDescription() == "root: nil")
        let root = UIViewController()
        simulator.rootViewController = root
        #expect(simulator.topmostViewController === root)
        #expect(simulator.presentationDescription() == "root: <UIViewController>")
    }
}
