import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
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
            name: "Scene", id: "scn", mode: .device,
            comparisons: [
                IBFrameComparison(
                    viewID: "a", name: "A", stored: CGRect(x: 0, y: 0, width: 10, height: 10),
                    computed: CGRect(x: 0, y: 2.5, width: 10, height: 10)),
                IBFrameComparison(
                    viewID: "b", name: "B", stored: CGRect(x: 1, y: 1, width: 5, height: 5),
                    computed: CGRect(x: 1, y: 1, width: 5.5, height: 5)),
            ], skipped: 1, inconsistent: 2)
        #expect(
            LayoutFidelity.summary([report]) == """
                Scene [scn, device]: 1 of 2 match, 1 skipped, 2 inconsistent
                  A [a] off by 2.5: stored (0, 0, 10 × 10), computed (0, 2.5, 10 × 10)
                1 matched, 1 differ

                """)
    }

    @Test func S3_theSummaryListsAsManyDifferencesAsAsked() {
        let comparisons = (1...5).map { index in
            IBFrameComparison(
                viewID: "v\(index)", name: "V\(index)", stored: CGRect(x: 0, y: 0, width: 10, height: 10),
                computed: CGRect(x: 0, y: CGFloat(index), width: 10, height: 10))
        }
        let report = IBSceneFrameReport(name: "Scene", id: "scn", mode: .device, comparisons: comparisons, skipped: 0)
        let listed = { (worst: Int) in
            LayoutFidelity.summary([report], worst: worst).split(separator: "\n").filter { $0.hasPrefix("  ") }
                .map { String($0.prefix(while: { $0 != "]" }).dropFirst(2)) }
        }
        #expect(listed(3) == ["V5 [v5", "V4 [v4", "V3 [v3"])
        #expect(listed(.max) == ["V5 [v5", "V4 [v4", "V3 [v3", "V2 [v2", "V1 [v1"])
    }

    @Test func S3_legacyCanvasesAreNotCompared() throws {
        var document = try Fixtures.document("SizeClassVariations.storyboard")
        document.device = nil
        #expect(LayoutFidelity.compareFrames(in: document).isEmpty)
    }

    /// A xib with one top-level view (laid out standalone: it is not screen-sized) holding `body`.
    static func xib(device: String, size: CGSize, _ body: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="top-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                        \(body)
                    </view>
                </objects>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    @Test func S3_standaloneViewsAreLaidOutOnTheDesignDevicesPixelGrid() throws {
        // 90% of 375 centered: edges at 18.75 and 356.25, on a 3x grid 18.667 and 356.333 (1x gives 19 and 356).
        let document = try Self.xib(
            device: "retina5_9", size: CGSize(width: 375, height: 100),
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wid-vw-001">
                    <rect key="frame" x="18.666666666666668" y="0.0" width="337.66666666666663" height="10"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="wid-vw-001" firstAttribute="width" secondItem="top-vw-001" \
            secondAttribute="width" multiplier="0.9" id="c01"/>
                <constraint firstItem="wid-vw-001" firstAttribute="centerX" secondItem="top-vw-001" \
            secondAttribute="centerX" id="c02"/>
                <constraint firstItem="wid-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="top" id="c03"/>
                <constraint firstItem="wid-vw-001" firstAttribute="height" constant="10" id="c04"/>
            </constraints>
            """)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .standalone)
        let comparison = try #require(report.comparisons.first { $0.viewID == "wid-vw-001" })
        #expect(comparison.difference < 0.01, "\(comparison.computed)")
    }

    @Test func S3_viewsWhoseStoredFramesContradictTheirRequiredConstraintsAreNotCompared() throws {
        // bad-vw-001 is 60 tall against a required height of 20; pin-vw-001 is pinned 15 from the top and the
        // bottom of a 75-point view but stored 46 tall (2 pixels too tall: no rounding explains it); the stack
        // view's arranged views leave a 30-point gap where `fill` puts them flush. ok-vw-001 is consistent.
        let document = try Self.xib(
            device: "retina6_1", size: CGSize(width: 300, height: 75),
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bad-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="60"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="c01"/>
                        <constraint firstAttribute="width" constant="20" id="c02"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ok-vw-001">
                    <rect key="frame" x="30" y="0.0" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="c03"/>
                        <constraint firstAttribute="width" constant="20" id="c04"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-vw-001">
                    <rect key="frame" x="60" y="14.5" width="20" height="46"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="c05"/>
                    </constraints>
                </view>
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
                    <rect key="frame" x="100" y="0.0" width="100" height="20"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="35" height="20"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-002">
                            <rect key="frame" x="65" y="0.0" width="35" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="c06"/>
                        <constraint firstAttribute="height" constant="20" id="c07"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="bad-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leading" id="c11"/>
                <constraint firstItem="bad-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="top" id="c12"/>
                <constraint firstItem="ok-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leading" constant="30" id="c13"/>
                <constraint firstItem="ok-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="top" id="c14"/>
                <constraint firstItem="pin-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leading" constant="60" id="c15"/>
                <constraint firstItem="pin-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="top" constant="15" id="c16"/>
                <constraint firstAttribute="bottom" secondItem="pin-vw-001" secondAttribute="bottom" \
            constant="15" id="c17"/>
                <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leading" constant="100" id="c18"/>
                <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="top" id="c19"/>
            </constraints>
            """)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .standalone)
        let compared = Set(report.comparisons.map(\.viewID))
        #expect(compared.contains("ok-vw-001"))
        #expect(compared.contains("stk-vw-001"))
        for id in ["bad-vw-001", "pin-vw-001", "arr-vw-001", "arr-vw-002"] {
            #expect(!compared.contains(id), "\(id) compared")
        }
        #expect(report.skipped == 0 && report.inconsistent == 4)
        #expect(report.mismatched().isEmpty, "\(Self.describe([report]))")
    }

    /// Views matched within 0.5 point (the default tolerance) per sample with a design device, as measured when
    /// this test was written; a file that matches fewer regressed. `total` is how many views were compared:
    /// views whose stored frames contradict their required constraints are not (see
    /// `S3_viewsWhoseStoredFramesContradictTheirRequiredConstraintsAreNotCompared`).
    static let measured: [String: (matched: Int, total: Int)] = [
        "Automattic__simplenote-ios/Simplenote__BannerView.xib": (4, 4),
        "Automattic__simplenote-ios/Simplenote__Classes__PinLock__PinLockViewController.xib": (24, 24),
        "Automattic__simplenote-ios/Simplenote__Classes__SPAuthViewController.xib": (20, 20),
        "Automattic__simplenote-ios/Simplenote__Classes__SPNoteHistoryViewController.xib": (9, 9),
        "Automattic__simplenote-ios/Simplenote__Classes__SPNoteTableViewCell.xib": (7, 7),
        "Automattic__simplenote-ios/Simplenote__Classes__SPOnboardingViewController.xib": (9, 9),
        "Automattic__simplenote-ios/Simplenote__Classes__SPSectionHeaderView.xib": (2, 2),
        "Automattic__simplenote-ios/Simplenote__Classes__SPSheetController.xib": (7, 7),
        "Automattic__simplenote-ios/Simplenote__Classes__SPSortBar.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__Classes__SPTagHeaderView.xib": (3, 3),
        "Automattic__simplenote-ios/Simplenote__Classes__SPTagTableViewCell.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__Classes__SignupVerificationViewController.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__Classes__TagListViewCell.xib": (6, 6),
        "Automattic__simplenote-ios/Simplenote__NoticeView.xib": (3, 3),
        "Automattic__simplenote-ios/Simplenote__Verification__AccountVerificationViewController.xib": (12, 12),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ActivityIndicatorViewController.storyboard": (
            5, 11
        ),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ButtonViewController.storyboard": (22, 22),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__DatePickerController.storyboard": (3, 3),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__Main.storyboard": (8, 8),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__PageControlViewController.storyboard": (3, 3),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__PickerViewController.storyboard": (3, 3),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ProgressViewController.storyboard": (9, 10),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SearchViewControllers.storyboard": (19, 21),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SegmentedControlViewController.storyboard": (
            13, 13
        ),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SliderViewController.storyboard": (13, 13),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__StackViewController.storyboard": (16, 16),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__StepperViewController.storyboard": (13, 13),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__SwitchViewController.storyboard": (7, 7),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__TextFieldViewController.storyboard": (19, 19),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__TextViewController.storyboard": (2, 2),
        "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__ToolbarViewControllers.storyboard": (16, 19),
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
        "kodecocodes__RWDevCon-App/RWDevCon__Views__Base.lproj__Main.storyboard": (21, 24),
        "kodecocodes__RWDevCon-App/RWDevCon__Views__ScheduleSectionHeaderView.xib": (3, 3),
        "kodecocodes__RWDevCon-App/RWDevCon__Views__SessionCell.xib": (1, 4),
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
        // 385 of 401 views within 0.5 point when measured (96.0 %); 12 more were left out as inconsistent. Static
        // table cells and their content count since they are built (277 of 281 before, 98.6 %); the rest of the
        // difference is rows whose canvas heights are not the run time's (see `LayoutFidelity.comparedFrame`).
        #expect(total >= 400)
        #expect(Double(matched) / Double(max(total, 1)) >= 0.955, "\(matched)/\(total)")
    }
}

/// Scenes of the loader's own fixtures: the layout guides' scenes and a real app's unknown elements and classes.
extension LayoutFidelityTests {
    @Test func S3_scenesUsingTheGuidesMatchTheirStoredFrames() throws {
        let reports = LayoutFidelity.compareFrames(in: try Fixtures.document("LayoutGuides.storyboard"))
        #expect(reports.map(\.comparisons.count) == [3, 2])
        #expect(reports.allSatisfy { $0.mismatched().isEmpty }, "\(LayoutFidelityTests.describe(reports))")
    }

    @Test func S1_unknownElementsAndClassesLayOutAsPlainViews() throws {
        let reports = LayoutFidelity.compareFrames(in: try Fixtures.document("RealWorld.storyboard"))
        let report = try #require(reports.first)
        #expect(report.mode == .device)
        #expect(report.diagnostics == ["Unknown class SparkleView in Interface Builder file."])
        #expect(
            report.comparisons.map(\.viewID) == [
                "rw-vw-001", "rw-cv-001", "rw-hd-001", "rw-lb-001", "rw-sv-001", "view@53:29", "rw-cc-001.contentView",
                "rw-iv-001",
            ])
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe(reports))")
    }
}
