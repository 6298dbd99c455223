import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// S3: scenes laid out on their design device reproduce the frames Interface Builder stored.
@MainActor
@Suite struct LayoutFidelityTests {
    /// The mismatches of some reports, one line each, for failure messages.
    static func describe(_ reports: [IBSceneFrameReport]) -> String {
        reports.flatMap { report in
            report.mismatched().map { comparison in
                "[\(report.name), \(report.mode)] \(comparison.name) (\(comparison.viewID)): stored \(comparison.stored), computed \(comparison.computed)"
            }
        }.joined(separator: "\n")
    }

    @Test(arguments: ["Navigation.storyboard", "SizeClassVariations.storyboard"])
    func S3_ownFixturesMatchEveryStoredFrame(_ name: String) throws {
        let reports = LayoutFidelity.compareFrames(in: try Fixtures.document(name))
        let compared = reports.reduce(0) { $0 + $1.comparisons.count }
        #expect(compared > 5)
        #expect(reports.allSatisfy { $0.mismatched().isEmpty }, "\(Self.describe(reports))")
    }

    @Test func S3_theSummaryOfAFixtureIsStable() throws {
        let reports = LayoutFidelity.compareFrames(in: try Fixtures.document("Navigation.storyboard"))
        assertSnapshot(LayoutFidelity.summary(reports), named: "Navigation.frames.txt")
    }

    @Test func S3_theSummaryListsTheWorstDifferences() {
        let report = IBSceneFrameReport(
            name: "Scene", id: "scn", mode: "device",
            comparisons: [
                IBFrameComparison(
                    viewID: "a", name: "A", stored: CGRect(x: 0, y: 0, width: 10, height: 10),
                    computed: CGRect(x: 0, y: 2.5, width: 10, height: 10)),
                IBFrameComparison(
                    viewID: "b", name: "B", stored: CGRect(x: 1, y: 1, width: 5, height: 5),
                    computed: CGRect(x: 1, y: 1, width: 5.5, height: 5)),
            ], skipped: 1)
        #expect(
            LayoutFidelity.summary([report]) == """
                Scene [scn, device]: 1 of 2 match, 1 skipped
                  A [a] off by 2.5: stored (0, 0, 10 × 10), computed (0, 2.5, 10 × 10)
                1 matched, 1 differ

                """)
    }

    @Test func S3_legacyCanvasesAreNotCompared() throws {
        var document = try Fixtures.document("SizeClassVariations.storyboard")
        document.device = nil
        #expect(LayoutFidelity.compareFrames(in: document).isEmpty)
    }

    /// Views matched within 1 point per sample with a design device, as measured when this test was written;
    /// a file that matches fewer regressed. `total` is how many views were compared.
    static let measured: [String: (matched: Int, total: Int)] = [
        "Automattic__simplenote-ios/Simplenote__BannerView.xib": (4, 8),
        "Automattic__simplenote-ios/Simplenote__Classes__PinLock__PinLockViewController.xib": (24, 24),
        "Automattic__simplenote-ios/Simplenote__Classes__SPAuthViewController.xib": (20, 20),
        "Automattic__simplenote-ios/Simplenote__Classes__SPNoteHistoryViewController.xib": (9, 9),
        "Automattic__simplenote-ios/Simplenote__Classes__SPNoteTableViewCell.xib": (7, 7),
        "Automattic__simplenote-ios/Simplenote__Classes__SPOnboardingViewController.xib": (9, 9),
        "Automattic__simplenote-ios/Simplenote__Classes__SPSectionHeaderView.xib": (1, 2),
        "Automattic__simplenote-ios/Simplenote__Classes__SPSheetController.xib": (7, 7),
        "Automattic__simplenote-ios/Simplenote__Classes__SPSortBar.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__Classes__SPTagHeaderView.xib": (3, 3),
        "Automattic__simplenote-ios/Simplenote__Classes__SPTagTableViewCell.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__Classes__SignupVerificationViewController.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__Classes__TagListViewCell.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__NoticeView.xib": (3, 5),
        "Automattic__simplenote-ios/Simplenote__Verification__AccountVerificationViewController.xib": (12, 12),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ActivityIndicatorViewController.storyboard": (
            1, 1
        ),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ButtonViewController.storyboard": (1, 1),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__DatePickerController.storyboard": (3, 3),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__Main.storyboard": (4, 4),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__PageControlViewController.storyboard": (3, 3),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__PickerViewController.storyboard": (3, 3),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ProgressViewController.storyboard": (1, 1),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SearchViewControllers.storyboard": (7, 7),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SegmentedControlViewController.storyboard": (
            1, 1
        ),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SliderViewController.storyboard": (1, 1),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__StackViewController.storyboard": (16, 16),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__StepperViewController.storyboard": (1, 1),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SwitchViewController.storyboard": (1, 1),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__TextFieldViewController.storyboard": (1, 1),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__TextViewController.storyboard": (2, 2),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ToolbarViewControllers.storyboard": (7, 7),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__WebViewController.storyboard": (2, 2),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__AnotherBarChartViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__BarChartViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__BubbleChartViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__CandleStickChartViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__CubicLineChartViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__HorizontalBarChartViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__LineChart1ViewController.xib": (7, 7),
        "danielgindi__Charts/ChartsDemo-iOS__XIBs__Demos__PiePolylineChartViewController.xib": (7, 7),
        "kodecocodes__RWDevCon-App/RWDevCon__Supporting Files__LaunchScreen.xib": (3, 3),
        "kodecocodes__RWDevCon-App/RWDevCon__Views__Base.lproj__Main.storyboard": (21, 22),
        "kodecocodes__RWDevCon-App/RWDevCon__Views__ScheduleSectionHeaderView.xib": (3, 3),
        "kodecocodes__RWDevCon-App/RWDevCon__Views__SessionCell.xib": (8, 8),
        "kodecocodes__RWDevCon-App/RWDevCon__Views__SpeakerView.xib": (9, 9),
        "kodecocodes__RWDevCon-App/Today__Base.lproj__Today.storyboard": (7, 7),
    ]

    /// Every sample with a design device, and none without.
    static var samplesWithDevices: [String] {
        Samples.files.filter { file in
            (try? IBDocument(contentsOf: Samples.url(file)))?.device != nil
        }
    }

    @Test(.enabled(if: Samples.available, "../shared/ib-samples is absent"))
    func S3_everySampleWithADesignDeviceIsMeasured() {
        #expect(Self.samplesWithDevices.sorted() == Self.measured.keys.sorted())
    }

    @Test(.enabled(if: Samples.available, "../shared/ib-samples is absent"), arguments: Samples.files)
    func S3_samplesMatchTheirStoredFramesAtLeastAsWellAsMeasured(_ file: String) throws {
        let document = try IBDocument(contentsOf: Samples.url(file))
        guard document.device != nil else {
            #expect(LayoutFidelity.compareFrames(in: document).isEmpty)
            return
        }
        let reports = LayoutFidelity.compareFrames(in: document)
        let matched = reports.reduce(0) { $0 + $1.matched().count }
        let total = reports.reduce(0) { $0 + $1.comparisons.count }
        let expected = try #require(Self.measured[file])
        #expect(total == expected.total)
        #expect(matched >= expected.matched, "\(matched)/\(total) matched; mismatches:\n\(Self.describe(reports))")
    }

    @Test(.enabled(if: Samples.available, "../shared/ib-samples is absent"))
    func S3_overallMatchRate() throws {
        var matched = 0
        var total = 0
        for file in Self.samplesWithDevices {
            let reports = LayoutFidelity.compareFrames(in: try IBDocument(contentsOf: Samples.url(file)))
            matched += reports.reduce(0) { $0 + $1.matched().count }
            total += reports.reduce(0) { $0 + $1.comparisons.count }
        }
        // 285 of 293 views when measured (97.3%).
        #expect(total > 0)
        #expect(Double(matched) / Double(max(total, 1)) >= 0.97, "\(matched)/\(total)")
    }
}
