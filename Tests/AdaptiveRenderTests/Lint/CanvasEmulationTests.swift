import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// The canvas emulation (`CanvasEmulation`), the one value a storyboard or nib hands down to what it builds: the
/// helpers the lint's tests load with, and the run-time side of the cell canvas's rules, checked in one place.
@MainActor
@Suite struct CanvasEmulationTests {
    /// The computed frames of the first scene's compared views, by id.
    static func computedFrames(_ document: IBDocument) throws -> [String: CGRect] {
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        return Dictionary(uniqueKeysWithValues: report.comparisons.map { ($0.viewID, $0.computed) })
    }

    /// A xib's objects, built as `canvas` says.
    static func objects(of document: IBDocument, _ canvas: CanvasEmulation) -> IBObjectMap {
        let nib = UINib(document: document)
        nib.canvasEmulation = canvas
        return nib.instantiateObjects(withOwner: nil)
    }

    /// A storyboard of the cell canvas's tests loaded as an app loads it (UIKit's run time), whose first table's
    /// cell keeps UIKit's metrics where the canvas has its own.
    enum RunTimeCell: String, CaseIterable, Sendable {
        /// UIKit's 8-point content margins, not the canvas's 11: the row is 36 tall.
        case margins
        /// An empty built-in label has no size, as a `UILabel` without text has none; the row is 44 tall.
        case emptyLabels
        /// An inset-grouped row keeps the device's 16-point margin, not the canvas's 20: 343 wide on a 375-point
        /// phone.
        case insetGrouped

        @MainActor func document() throws -> IBDocument {
            switch self {
            case .margins: try CellCanvasMarginsTests.document(toolsVersion: "22505")
            case .emptyLabels: try CellCanvasRowsTests.document(toolsVersion: "22505")
            case .insetGrouped: try CellCanvasInsetGroupedTests.document(toolsVersion: "22505")
            }
        }

        var device: String { self == .emptyLabels ? "iPhone 15 Pro" : "iPhone 8" }
        var row: Int { self == .emptyLabels ? 2 : 0 }
    }

    @Test(arguments: RunTimeCell.allCases)
    func runTimeCellsKeepUIKitsMetrics(_ example: RunTimeCell) throws {
        let storyboard = UIStoryboard(document: try example.document())
        #expect(storyboard.canvasEmulation == .runTime)
        let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        let simulator = try DeviceSimulator(deviceNamed: example.device, rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: example.row, section: 0)))
        switch example {
        case .margins:
            #expect(cell.frame.height == CGFloat(36))
        case .emptyLabels:
            #expect(cell.detailTextLabel?.frame.size == CGSize.zero)
            #expect(cell.frame.height == CGFloat(44))
        case .insetGrouped:
            #expect(cell.frame.minX == CGFloat(16))
            #expect(cell.frame.width == CGFloat(343))
        }
    }

    /// The public switch is one setting of the value, and the value the lint sets reaches the nib's builder.
    @Test func usesStoredIntrinsicSizesIsOneSettingOfTheValue() {
        let nib = UINib(document: IBDocument(kind: .xib))
        #expect(nib.canvasEmulation == .runTime)
        nib.usesStoredIntrinsicSizes = true
        #expect(nib.canvasEmulation == .canvas)
        nib.canvasEmulation = .canvasWithCustomViewSizes
        #expect(nib.usesStoredIntrinsicSizes)
        #expect(nib.canvasEmulation.usesStoredCustomViewSizes)
    }
}
