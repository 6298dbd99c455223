import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for scroll view content: the content IB stores inside a scroll view is laid out as its canvas did.
@MainActor
@Suite struct ScrollContentFidelityTests {
    /// A 200 × 300 scroll view whose content view is pinned to its edges (legacy content-size constraints) and as
    /// wide as it; inside, an empty view whose height only a placeholder constraint gives (100), and a 50-point
    /// view under it that ends the content: the content is 150 tall.
    static let placeheldContent = """
        <subviews>
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="150"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="plc-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" placeholder="YES" id="c01"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="end-vw-001">
                                <rect key="frame" x="0.0" y="100" width="200" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="c02"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="plc-vw-001" firstAttribute="top" secondItem="cnt-vw-001" \
        secondAttribute="top" id="c03"/>
                            <constraint firstItem="plc-vw-001" firstAttribute="leading" secondItem="cnt-vw-001" \
        secondAttribute="leading" id="c04"/>
                            <constraint firstAttribute="trailing" secondItem="plc-vw-001" \
        secondAttribute="trailing" id="c05"/>
                            <constraint firstItem="end-vw-001" firstAttribute="top" secondItem="plc-vw-001" \
        secondAttribute="bottom" id="c06"/>
                            <constraint firstItem="end-vw-001" firstAttribute="leading" secondItem="cnt-vw-001" \
        secondAttribute="leading" id="c07"/>
                            <constraint firstAttribute="trailing" secondItem="end-vw-001" \
        secondAttribute="trailing" id="c08"/>
                            <constraint firstAttribute="bottom" secondItem="end-vw-001" secondAttribute="bottom" \
        id="c09"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-vw-001" firstAttribute="top" secondItem="scr-vw-001" \
        secondAttribute="top" id="c11"/>
                    <constraint firstItem="cnt-vw-001" firstAttribute="leading" secondItem="scr-vw-001" \
        secondAttribute="leading" id="c12"/>
                    <constraint firstAttribute="trailing" secondItem="cnt-vw-001" secondAttribute="trailing" \
        id="c13"/>
                    <constraint firstAttribute="bottom" secondItem="cnt-vw-001" secondAttribute="bottom" id="c14"/>
                </constraints>
            </scrollView>
        </subviews>
        <constraints>
            <constraint firstItem="scr-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" \
        id="c21"/>
            <constraint firstItem="scr-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
        secondAttribute="leading" id="c22"/>
            <constraint firstAttribute="trailing" secondItem="scr-vw-001" secondAttribute="trailing" id="c23"/>
            <constraint firstAttribute="bottom" secondItem="scr-vw-001" secondAttribute="bottom" id="c24"/>
            <constraint firstItem="cnt-vw-001" firstAttribute="width" secondItem="scr-vw-001" \
        secondAttribute="width" id="c25"/>
        </constraints>
        """

    @Test func S3_aPlaceholderDecidesScrollContentThatNothingElseSizes() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 300), Self.placeheldContent)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        // The placeheld view is skipped (run time has no placeholder); the content and the view after it are not.
        #expect(report.skipped == 1, "\(report)")
        #expect(report.comparisons.map(\.viewID) == ["top-vw-001", "scr-vw-001", "cnt-vw-001", "end-vw-001"])
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        let content = try #require(report.comparisons.first { $0.viewID == "cnt-vw-001" })
        #expect(content.computed == CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func S3_aPlaceholderGivesWayToRealConstraints() throws {
        // A required height of 80 on the placeheld view wins over the placeholder's 100: the content is 130 tall,
        // which contradicts the stored 150 (the view after it is 20 points higher).
        let body = Self.placeheldContent.replacingOccurrences(
            of: "<constraint firstAttribute=\"height\" constant=\"100\" placeholder=\"YES\" id=\"c01\"/>",
            with: """
                <constraint firstAttribute="height" constant="100" placeholder="YES" id="c01"/>
                <constraint firstAttribute="height" constant="80" id="c00"/>
                """)
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 300), body)
        let objects = CanvasEmulationTests.objects(of: document, .canvas)
        let root = try #require(objects.view(withIBID: "top-vw-001"))
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        let content = try #require(objects.view(withIBID: "cnt-vw-001"))
        let end = try #require(objects.view(withIBID: "end-vw-001"))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 130))
        #expect(end.frame == CGRect(x: 0, y: 80, width: 200, height: 50))
        #expect((objects.view(withIBID: "scr-vw-001") as? UIScrollView)?.contentSize == CGSize(width: 200, height: 130))
    }

    @Test func S3_placeholdersStayOutOfRunTimeLoading() throws {
        // At run time (an app loading the nib) IB's build removes the placeholder.
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 200, height: 300), Self.placeheldContent)
        let objects = CanvasEmulationTests.objects(of: document, .runTime)
        let placeheld = try #require(objects.view(withIBID: "plc-vw-001"))
        #expect(placeheld.constraints.isEmpty)
        #expect(objects.constraint(withIBID: "c01") == nil)
    }
}
