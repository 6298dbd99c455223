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

/// R1: presentations drawn as layers over the window.
@MainActor
@Suite struct PresentationRenderingTests {
    @Test func R1_aFormSheetOnIPadIsDimmedAndDrawnOnce() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let marker = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        marker.accessibilityIdentifier = "marker"
        sheet.view.addSubview(marker)
        root.present(sheet, animated: false)
        simulator.window.layoutIfNeeded()
        let layers = PresentationLayer.layers(in: simulator.window)
        #expect(layers.map(\.style) == [.formSheet])
        #expect(layers.first?.frame.size == CGSize(width: 540, height: 620))
        #expect(layers.first?.dimming == 0.4)
        let svg = SVGRenderer().render(simulator.window)
        #expect(svg.components(separatedBy: #"id="marker""#).count == 2, "drawn once")
        #expect(svg.contains(#"class="dimming""#))
        #expect(svg.contains(#"class="presentation formSheet""#))
    }

    /// A 44-point button near the top-left corner of an 11" iPad in portrait, a 200 × 100 popover with every
    /// direction permitted: the popover fits below the button (and beside it), not above it, and UIKit shows
    /// it below, its arrow pointing up (`arrowDirection == .up`) with the tip on the button's bottom edge.
    @Test func R1_aPopoverHasAnArrowAtItsSource() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: root)
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.sourceRect = button.bounds
        root.present(content, animated: false)
        let layer = try #require(PresentationLayer.layers(in: simulator.window).first)
        #expect(layer.style == .popover)
        #expect(content.popoverPresentationController?.arrowDirection == .up)
        let arrow = try #require(layer.arrow)
        #expect(arrow.direction == .up)
        #expect(arrow.tip == CGPoint(x: 122, y: 144))
        // Centred under the button (122 - 100), below it by the 13-point arrow (144 + 13).
        #expect(layer.frame == CGRect(x: 22, y: 157, width: 200, height: 100))
        #expect(
            SVGRenderer().render(simulator.window).contains(
                #"<path class="popover-arrow" d="M122 144 L140 157 L104 157 Z""#))
    }

    @Test func R1_presentationStylesAreSpelledAsUIKitsCases() throws {
        // The SVG classes and the report's `style` were UIKit's case names before `Style` existed.
        for style in UIModalPresentationStyle.allCases {
            #expect(PresentationLayer.Style(style).rawValue == "\(style)")
        }
        #expect(PresentationLayer.Style.allCases.count == UIModalPresentationStyle.allCases.count + 2)
        let encoded = try JSONEncoder().encode([PresentationLayer.Style.actionSheet, .overFullScreen])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["actionSheet","overFullScreen"]"#)
    }
}
