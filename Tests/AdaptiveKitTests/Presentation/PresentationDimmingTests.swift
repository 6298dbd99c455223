import Foundation
import Testing

@testable import AdaptiveKit

/// P2/P6: the one dimming view of the built-in presentations: how dark, where and when it shows.
@MainActor
@Suite struct PresentationDimmingTests {
    /// What a test can see of a dimming view: its black's opacity, its frame, whether it shows.
    struct Dimming: Equatable {
        let alpha: CGFloat
        let frame: CGRect
        let isHidden: Bool
    }

    /// The dimming view at the bottom of the presentation's container, or nil when there is none.
    static func dimming(of controller: UIViewController) throws -> Dimming? {
        let container = try #require(controller.presentationController?.containerView)
        guard let view = container.subviews.first, view.accessibilityIdentifier == "dimming" else { return nil }
        let alpha = try #require(view.backgroundColor?.components?.alpha)
        return Dimming(alpha: alpha, frame: view.frame, isHidden: view.isHidden)
    }

    @Test func P2_aCardSheetDimsTheWholeWindowUntilItGoesFullScreen() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(
            try Self.dimming(of: sheet)
                == Dimming(alpha: 0.4, frame: CGRect(x: 0, y: 0, width: 430, height: 932), isHidden: false))
        simulator.rotate(to: .landscape)
        #expect(
            try Self.dimming(of: sheet)
                == Dimming(alpha: 0.4, frame: CGRect(x: 0, y: 0, width: 932, height: 430), isHidden: true))
    }

    @Test func P2_fullScreenAndCustomPresentationsHaveNoDimmingView() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        defer { withExtendedLifetime(simulator) {} }
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        #expect(try Self.dimming(of: full) == nil)
        let custom = UIViewController()
        custom.modalPresentationStyle = .custom
        full.present(custom, animated: false)
        #expect(try Self.dimming(of: custom) == nil)
    }

    @Test func P6_alertsDimLessThanSheetsAndActionSheetsDimOnceAdapted() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        defer { withExtendedLifetime(simulator) {} }
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(try Self.dimming(of: alert) == Dimming(alpha: 0.2, frame: window, isHidden: false))
        alert.dismiss(animated: false)

        let actionSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        actionSheet.addAction(UIAlertAction(title: "Share", style: .default))
        root.present(actionSheet, animated: false)
        #expect(actionSheet.popoverPresentationController?.adaptedStyle == .overFullScreen)
        #expect(try Self.dimming(of: actionSheet) == Dimming(alpha: 0.4, frame: window, isHidden: false))
    }

    @Test func P6_aPopoverOnAnIPadKeepsItsDimmingViewHidden() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPad Pro (12.9-inch) (6th generation)", root: root)
        defer { withExtendedLifetime(simulator) {} }
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        #expect(
            try Self.dimming(of: content)
                == Dimming(alpha: 0.4, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), isHidden: true))
    }
}
