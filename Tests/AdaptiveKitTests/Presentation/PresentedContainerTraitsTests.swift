import Foundation
import Testing

@testable import AdaptiveKit

/// P2: a controller presented inside a container has the presentation's traits before its view loads.
@MainActor
@Suite struct PresentedContainerTraitsTests {
    /// Records the size classes it sees while its view loads.
    final class Probe: UIViewController {
        var seen: [String] = []

        override func loadView() {
            seen.append("loadView \(Self.text(traitCollection))")
            super.loadView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            seen.append("viewDidLoad \(Self.text(traitCollection))")
        }

        static func text(_ traits: UITraitCollection) -> String {
            "\(traits.horizontalSizeClass.rawValue)/\(traits.verticalSizeClass.rawValue)"
        }
    }

    @Test(arguments: [UIModalPresentationStyle.formSheet, .pageSheet, .fullScreen, .popover])
    func P2_aControllerInAPresentedNavigationControllerHasThePresentationsTraitsWhenItsViewLoads(
        _ style: UIModalPresentationStyle
    ) throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: root)
        let probe = Probe()
        let navigation = UINavigationController(rootViewController: probe)
        navigation.modalPresentationStyle = style
        if style == .popover {
            navigation.popoverPresentationController?.sourceView = root.view
            navigation.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 44, height: 44)
        }
        root.present(navigation, animated: false)
        simulator.window.clock?.runUntilIdle()
        let shown = Probe.text(probe.traitCollection)
        #expect(probe.traitCollection.horizontalSizeClass != .unspecified)
        #expect(probe.seen == ["loadView \(shown)", "viewDidLoad \(shown)"])
    }

    @Test func P2_aPresentedControllerAloneHasThePresentationsTraitsWhenItsViewLoads() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let probe = Probe()
        probe.modalPresentationStyle = .formSheet
        root.present(probe, animated: false)
        simulator.window.clock?.runUntilIdle()
        #expect(probe.seen == ["loadView 1/2", "viewDidLoad 1/2"], "compact width, regular height on an iPhone")
    }
}
