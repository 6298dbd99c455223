import AdaptiveKit
import AdaptiveRender
import Foundation
import Testing

/// R1 for column-style split views: a separator after each sidebar shown.
@MainActor
@Suite struct ColumnSplitRenderingTests {
    func tripleColumn() -> UISplitViewController {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .supplementary)
        split.setViewController(UIViewController(), for: .secondary)
        return split
    }

    func separators(in svg: String) -> [String] {
        svg.split(separator: "\n").filter { $0.contains("column-separator") }.map {
            String($0.trimmingCharacters(in: .whitespaces).prefix(62))
        }
    }

    @Test func R1_aTiledTripleColumnSplitViewHasTwoSeparators() throws {
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            rootViewController: tripleColumn())
        #expect(
            separators(in: SVGRenderer().render(simulator.window)) == [
                #"<line class="column-separator" x1="320" y1="0" x2="320" y2="10"#,
                #"<line class="column-separator" x1="640" y1="0" x2="640" y2="10"#,
            ])
    }

    @Test func R1_aDisplacingTripleColumnSplitViewSeparatesTheSupplementaryOnly() throws {
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape,
            rootViewController: tripleColumn())
        #expect(
            separators(in: SVGRenderer().render(simulator.window)) == [
                #"<line class="column-separator" x1="320" y1="0" x2="320" y2="83"#
            ])
    }
}
