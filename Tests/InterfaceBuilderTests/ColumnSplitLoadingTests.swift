import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S1 for column-style split views: the `style` attribute and the four column relationships.
@MainActor
@Suite struct ColumnSplitLoadingTests {
    func storyboard() throws -> UIStoryboard {
        try UIStoryboard(contentsOf: Fixtures.url("ColumnSplit.storyboard"))
    }

    @Test func S1_aTripleColumnSplitViewGetsItsFourColumns() throws {
        let split = try #require(try storyboard().instantiateInitialViewController() as? UISplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(split.viewController(for: .primary)?.title == "Sidebar")
        #expect(split.viewController(for: .supplementary)?.title == "List")
        let detail = try #require(split.viewController(for: .secondary) as? UINavigationController)
        #expect(detail.viewControllers.map(\.title) == ["Detail"], "a navigation controller is not wrapped again")
        #expect(split.viewController(for: .compact)?.title == "Compact")
        #expect(split.viewController(for: .compact)?.navigationController == nil)
        #expect(split.viewController(for: .primary)?.navigationController?.parent === split)

        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", orientation: .landscape, rootViewController: split)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .displace)
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 874, height: 834))
        try simulator.resize(to: .slideOver)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.map(\.title) == ["Compact"])
    }

    @Test func S1_aDoubleColumnSplitViewByIdentifier() throws {
        let split = try #require(
            try storyboard().instantiateViewController(withIdentifier: "Double") as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary)?.title == "Sidebar 2")
        #expect(split.viewController(for: .secondary)?.title == "Detail 2")
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.allSatisfy { $0 is UINavigationController })
        #expect(split.maximumPrimaryColumnWidth == CGFloat(400))
        #expect(split.preferredDisplayMode == .oneBesideSecondary)
        #expect(split.preferredSplitBehavior == .tile)
        #expect(!split.presentsWithGesture)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (11-inch) (4th generation)", rootViewController: split)
        #expect(split.displayMode == .oneBesideSecondary, "strictly respected in portrait too")
        #expect(split.splitBehavior == .tile)
        #expect(split.viewControllers.last?.view.frame == CGRect(x: 320, y: 0, width: 514, height: 1194))
        _ = simulator
    }

    @Test func S1_theClassicSplitViewStaysClassic() throws {
        let storyboard = try UIStoryboard(contentsOf: Fixtures.url("Adaptive.storyboard"))
        let split = try #require(storyboard.instantiateInitialViewController() as? UISplitViewController)
        #expect(split.style == .unspecified)
        #expect(split.viewControllers.count == 2)
    }
}
