import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: a show-detail segue from a navigation stack gives its destination the navigation bar on IB's canvas, but
/// not the tab bar of the stack's tab (the detail fills the secondary column of a split view, or is pushed).
@MainActor
@Suite struct ShowDetailBarsTests {
    /// `CanvasBarsTests.tabbedStoryboard` with the list's segue of `kind` and the detail's box pinned to the safe
    /// area's top when `top`, to its bottom otherwise.
    static func box(kind: String, top: Bool) throws -> IBFrameComparison {
        var text = CanvasBarsTests.tabbedStoryboard(boxY: 0)
        text = text.replacingOccurrences(of: #"kind="show" id="tb-sg-003""#, with: #"kind="\#(kind)" id="tb-sg-003""#)
        if top {
            text = text.replacingOccurrences(
                of: #"firstItem="tb-sa-002" firstAttribute="bottom" secondItem="tb-bx-002" secondAttribute="bottom""#,
                with: #"firstItem="tb-bx-002" firstAttribute="top" secondItem="tb-sa-002" secondAttribute="top""#)
        }
        let reports = LayoutFidelity.compareFrames(in: try IBDocument(data: Data(text.utf8)))
        let report = try #require(reports.first { $0.id == "tb-vc-002" })
        return try #require(report.comparisons.first { $0.viewID == "tb-bx-002" })
    }

    /// Xcode 12's 4.7-inch canvas draws no status bar: the box starts below the 44-point bar, or at the top.
    @Test(arguments: [("showDetail", 44), ("show", 44), ("presentation", 0)])
    func S3_aShowDetailInfersTheNavigationBar(kind: String, y: Int) throws {
        #expect(try Self.box(kind: kind, top: true).computed.minY == CGFloat(y))
    }

    /// The box on the safe area's bottom: above the 49-point tab bar only for a plain show.
    @Test(arguments: [("showDetail", 617), ("show", 568)])
    func S3_aShowDetailLeavesTheTabBarOut(kind: String, y: Int) throws {
        #expect(try Self.box(kind: kind, top: false).computed == CGRect(x: 0, y: CGFloat(y), width: 375, height: 50))
    }
}
