import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: a view no constraint names keeps its stored frame, as IB's build-time constraints for it do, even where an
/// Xcode 8 file marks it `translatesAutoresizingMaskIntoConstraints="NO"`.
@MainActor
@Suite struct UnconstrainedViewTests {
    static let body = """
        <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fix-vw-001">
                <rect key="frame" x="25" y="30" width="100" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fix-vw-002">
                        <rect key="frame" x="10" y="10" width="40" height="40"/>
                    </view>
                </subviews>
            </view>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="stk-vw-001">
                <rect key="frame" x="0.0" y="200" width="320" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
        secondAttribute="leading" id="c01"/>
            <constraint firstAttribute="trailing" secondItem="stk-vw-001" secondAttribute="trailing" id="c02"/>
            <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
        secondAttribute="top" constant="200" id="c03"/>
            <constraint firstItem="stk-vw-001" firstAttribute="height" constant="40" id="c04"/>
        </constraints>
        """

    @Test func S3_anUnconstrainedViewKeepsItsStoredFrame() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina4_0", size: CGSize(width: 320, height: 400), Self.body)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        #expect(
            report.comparisons.map(\.viewID) == ["top-vw-001", "fix-vw-001", "fix-vw-002", "stk-vw-001", "arr-vw-001"])
    }

    @Test func S3_atRunTimeTheViewIsPlacedByItsAutoresizingMask() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina4_0", size: CGSize(width: 320, height: 400), Self.body)
        let objects = CanvasEmulationTests.objects(of: document, .runTime)
        let root = try #require(objects.view(withIBID: "top-vw-001"))
        let fixed = try #require(objects.view(withIBID: "fix-vw-001"))
        let inner = try #require(objects.view(withIBID: "fix-vw-002"))
        let arranged = try #require(objects.view(withIBID: "arr-vw-001"))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints && inner.translatesAutoresizingMaskIntoConstraints)
        #expect(!arranged.translatesAutoresizingMaskIntoConstraints)
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 25, y: 30, width: 100, height: 80))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(arranged.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
    }
}
