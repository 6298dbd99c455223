import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for views whose frames Interface Builder did not get from constraints: fixed-frame views, and views of
/// custom classes that size themselves in code the file does not hold.
@MainActor
@Suite struct CustomViewFidelityTests {
    /// A view with no constraints at (10, 20), 80 × 30, with or without IB's `fixedFrame`.
    static func fixedFrameView(fixedFrame: Bool) -> String {
        """
        <subviews>
            <view contentMode="scaleToFill" \(fixedFrame ? "fixedFrame=\"YES\"" : "") \
        translatesAutoresizingMaskIntoConstraints="NO" id="fix-vw-001">
                <rect key="frame" x="10" y="20" width="80" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
        </subviews>
        """
    }

    @Test func S3_aFixedFrameViewWithoutConstraintsKeepsItsStoredFrame() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 100), Self.fixedFrameView(fixedFrame: true))
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        let comparison = try #require(report.comparisons.first { $0.viewID == "fix-vw-001" })
        #expect(comparison.computed == CGRect(x: 10, y: 20, width: 80, height: 30))
        let view = try #require(
            UINib(document: document).instantiateObjects(withOwner: nil).view(withIBID: "fix-vw-001"))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func S3_withoutFixedFrameAViewWithoutConstraintsKeepsItsStoredFrameToo() throws {
        // Xcode 8 files write such views without `fixedFrame`; the build step fixes their frames all the same.
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 100), Self.fixedFrameView(fixedFrame: false))
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        let comparison = try #require(report.comparisons.first { $0.viewID == "fix-vw-001" })
        #expect(comparison.computed == CGRect(x: 10, y: 20, width: 80, height: 30))
        let view = try #require(
            UINib(document: document).instantiateObjects(withOwner: nil).view(withIBID: "fix-vw-001"))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    /// A row of two `CounterView`s (a custom class) 10 apart, stored 50 wide though their only width constraint
    /// asks 30 at priority 500: IB ran the class's code, which made them 50 wide.
    static func counterRow(customClass: String) -> String {
        let counter = { (id: String, x: Int, constraint: String) in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \
            customClass="\(customClass)">
                <rect key="frame" x="\(x)" y="0.0" width="50" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" priority="500" constant="30" id="\(constraint)w"/>
                    <constraint firstAttribute="height" constant="20" id="\(constraint)h"/>
                </constraints>
            </view>
            """
        }
        return """
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="10" \
            translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
                    <rect key="frame" x="10" y="10" width="110" height="20"/>
                    <subviews>
                        \(counter("cnt-vw-001", 0, "c1"))
                        \(counter("cnt-vw-002", 60, "c2"))
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leading" constant="10" id="c11"/>
                <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="top" constant="10" id="c12"/>
            </constraints>
            """
    }

    @Test func S3_viewsThatOnlyACustomClassesRunTimeSizeExplainsAreCountedApart() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 40), Self.counterRow(customClass: "CounterView"))
        #expect(LayoutFidelity.hasUnknownCustomViews(document))
        let reports = LayoutFidelity.compareFrames(in: document)
        let report = try #require(reports.first)
        // Both counters (30 wide here) and the stack (70 wide) owe their stored frames to the class's code.
        #expect(report.sizedByCustomClasses == 3)
        #expect(report.comparisons.map(\.viewID) == ["top-vw-001"])
        #expect(report.mismatched().isEmpty)
        var summary = LayoutFidelitySummary()
        summary.add(reports)
        #expect(summary.sizedByCustomClasses == 3)
        #expect(
            summary.totals
                == "1 files, 0 refused; 1 matched, 0 differ (100.0 %); 0 skipped, 0 inconsistent, "
                + "3 sized by custom classes")
        #expect(LayoutFidelity.summary(reports).hasPrefix("view [top-vw-001, standalone]: 1 of 1 match, 3 sized"))
    }

    @Test(arguments: ["UIView", "PlainView"])
    func S3_uikitClassesAndKnownSizesAreNotUnknownCustomViews(_ customClass: String) throws {
        // A UIKit class has no code of the app's; a custom class with IB's intrinsic size placeholder has a size
        // the file records: neither is counted apart, and the differences stay differences.
        let placeholder = customClass == "PlainView" ? "placeholderIntrinsicWidth=\"50\" " : ""
        let body = Self.counterRow(customClass: customClass).replacingOccurrences(
            of: "customClass=\"\(customClass)\"", with: "\(placeholder)customClass=\"\(customClass)\"")
        let document = try LayoutFidelityTests.xib(device: "retina6_1", size: CGSize(width: 200, height: 40), body)
        #expect(!LayoutFidelity.hasUnknownCustomViews(document))
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.sizedByCustomClasses == 0)
        if customClass == "UIView" {
            #expect(report.mismatched().map(\.viewID).sorted() == ["cnt-vw-001", "cnt-vw-002", "stk-vw-001"])
        } else {
            #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        }
    }
}
