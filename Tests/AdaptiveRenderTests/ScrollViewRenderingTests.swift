import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// A scroll view's content is drawn at its offset and clipped to the scroll view's frame.
@MainActor
@Suite struct ScrollViewRenderingTests {
    @Test func R1_scrolledContentIsDrawnAtItsOffsetInsideAClip() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 393, height: 900)
        controller.view.addSubview(scrollView)
        for index in 0..<3 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 300, width: 393, height: 300))
            row.accessibilityIdentifier = "row\(index)"
            scrollView.addSubview(row)
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 350)
        simulator.window.layoutIfNeeded()
        let lines = SVGRenderer().render(simulator.window).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let clip = try #require(lines.firstIndex { $0.hasPrefix("<clipPath id=\"scroll-clip-") })
        #expect(lines[clip].hasSuffix(#"><rect x="0" y="100" width="393" height="300"/></clipPath>"#))
        let id = lines[clip].split(separator: "\"")[1]
        #expect(lines[clip + 1] == "<g clip-path=\"url(#\(id))\">")
        // row1 (content y 300) at offset 350: 100 + 300 - 350 = 50, its top 50 points clipped away.
        #expect(lines[clip + 2].contains(#"id="row0" x="0" y="-250" width="393" height="300""#))
        #expect(lines[clip + 3].contains(#"id="row1" x="0" y="50" width="393" height="300""#))
        #expect(lines[clip + 4].contains(#"id="row2" x="0" y="350" width="393" height="300""#))
        #expect(lines[clip + 5] == "</g>")
    }
}
