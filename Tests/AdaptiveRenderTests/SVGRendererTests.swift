import AdaptiveKit
import Foundation
import TestSupport
import Testing

@testable import AdaptiveRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// R1 (first step): a window drawn as SVG, checked as a golden file and as well-formed XML.
@MainActor
@Suite struct SVGRendererTests {
    private func makeScreen(orientation: DeviceOrientation) throws -> DeviceSimulator {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPhone 15 Pro", orientation: orientation, rootViewController: controller)
        controller.view.backgroundColor = .systemBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: controller.view.bounds.width, height: 120))
        header.autoresizingMask = [.flexibleWidth]
        header.backgroundColor = .systemBlue
        header.accessibilityIdentifier = "header"
        let badge = UIView(frame: CGRect(x: 16, y: 70, width: 40.5, height: 40))
        badge.backgroundColor = .red
        badge.alpha = 0.5
        header.addSubview(badge)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        controller.view.addSubview(header)
        controller.view.addSubview(hidden)
        simulator.window.layoutIfNeeded()
        return simulator
    }

    @Test func R1_portraitWindowMatchesTheGoldenSVG() throws {
        let simulator = try makeScreen(orientation: .portrait)
        let svg = SVGRenderer().render(simulator.window)
        assertSnapshot(svg, named: "iPhone-15-Pro-portrait.svg")
    }

    @Test func R1_darkModeResolvesDynamicColors() throws {
        let simulator = try makeScreen(orientation: .portrait)
        simulator.setUserInterfaceStyle(.dark)
        let svg = SVGRenderer().render(simulator.window)
        #expect(svg.contains(##"fill="#0A84FF""##), "systemBlue's dark value")
        #expect(
            svg.contains(
                ##"class="UIView" data-controller="UIViewController" x="0" y="0" width="393" height="852" fill="#000000""##
            ))
        #expect(!svg.contains(##"fill="#007AFF""##))
    }

    @Test func R1_rotationRedrawsWithTheNewGeometry() throws {
        let simulator = try makeScreen(orientation: .portrait)
        simulator.rotate(to: .landscape)
        let svg = SVGRenderer().render(simulator.window)
        #expect(svg.contains(##"width="852" height="393" viewBox="0 0 852 393""##))
        #expect(svg.contains(##"id="header" x="0" y="0" width="852" height="120""##))
        #expect(svg.contains(##"class="safe-area" x="59" y="0" width="734" height="372""##))
    }

    @Test func R1_outputIsWellFormedXMLWithoutHiddenViews() throws {
        let simulator = try makeScreen(orientation: .portrait)
        let svg = SVGRenderer().render(simulator.window)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 5, "screen, root, header, badge, safe area")
        #expect(svg.contains(##"opacity="0.5""##))
    }
}
