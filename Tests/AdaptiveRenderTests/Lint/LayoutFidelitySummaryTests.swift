import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 over many files: totals and the tallies of the differences by cause.
struct LayoutFidelitySummaryTests {
    static func comparison(_ element: String, offset: CGFloat) -> IBFrameComparison {
        IBFrameComparison(
            viewID: element, name: element, elementName: element, stored: CGRect(x: 0, y: 0, width: 10, height: 10),
            computed: CGRect(x: 0, y: offset, width: 10, height: 10))
    }

    static let report = IBSceneFrameReport(
        name: "Scene", id: "scn", mode: .device,
        comparisons: [
            comparison("view", offset: 0), comparison("label", offset: 0.25), comparison("label", offset: 20),
            comparison("button", offset: 20.2), comparison("label", offset: 0.75), comparison("view", offset: 64),
        ], skipped: 2, inconsistent: 1)

    @Test func S3_summaryAddsFilesAndTalliesDifferencesByCause() {
        var summary = LayoutFidelitySummary()
        summary.add([Self.report])
        summary.add([])
        summary.addRefused()
        #expect(summary.files == 3 && summary.refused == 1)
        #expect(summary.matched == 2 && summary.differ == 4)
        #expect(summary.skipped == 2 && summary.inconsistent == 1)
        #expect(summary.differencesByViewClass == ["label": 2, "button": 1, "view": 1])
        #expect(summary.differencesByOffset == [.upTo1: 1, .upTo20: 1, .upTo50: 1, .over50: 1])
        #expect(summary.differencesByExactOffset == [CGFloat(1): 1, CGFloat(20): 2, CGFloat(64): 1])
        #expect(
            summary.text() == """
                differences by view class:
                  label: 2
                  button: 1
                  view: 1
                differences by offset:
                  ≤ 1 pt: 1
                  ≤ 20 pt: 1
                  ≤ 50 pt: 1
                  > 50 pt: 1
                most common offsets:
                  20 pt: 2
                  1 pt: 1
                  64 pt: 1
                3 files, 1 refused; 2 matched, 4 differ (33.3 %); 2 skipped, 1 inconsistent

                """)
    }

    @Test func S3_anEmptySummaryIsOnlyItsTotals() {
        #expect(
            LayoutFidelitySummary().text()
                == "0 files, 0 refused; 0 matched, 0 differ (100.0 %); 0 skipped, 0 inconsistent\n")
    }

    @Test(arguments: [
        (CGFloat(0.6), LayoutFidelitySummary.OffsetRange.upTo1), (1, .upTo1), (1.5, .upTo2), (5, .upTo5),
        (9, .upTo10), (20, .upTo20), (50, .upTo50), (50.5, .over50),
    ])
    func S3_offsetRanges(difference: CGFloat, range: LayoutFidelitySummary.OffsetRange) {
        #expect(LayoutFidelitySummary.OffsetRange(difference) == range)
    }

    @Test func S3_filesInAFolderAreItsStoryboardsAndXibsAtAnyDepth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        for name in ["b/c/Main.storyboard", "a.xib", "notes.txt", "b/View.xib"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        #expect(IBDocument.files(in: folder).map(\.lastPathComponent) == ["a.xib", "View.xib", "Main.storyboard"])
        #expect(IBDocument.files(in: folder.appendingPathComponent("missing")).isEmpty)
    }
}
