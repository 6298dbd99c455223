import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for stack views the file leaves empty (filled in code): IB's canvas keeps them at their stored size.
@MainActor
@Suite struct EmptyStackFidelityTests {
    /// An empty column that hugs and resists at 1000, asked for 30 points at priority 500, stored 120 tall.
    static let emptyColumn = """
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="1000" \
        verticalCompressionResistancePriority="1000" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" \
        id="stk-vw-001">
                <rect key="frame" x="10" y="10" width="300" height="120"/>
                <constraints>
                    <constraint firstAttribute="height" priority="500" constant="30" id="c01"/>
                </constraints>
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blw-vw-001">
                <rect key="frame" x="10" y="130" width="300" height="20"/>
                <constraints>
                    <constraint firstAttribute="height" constant="20" id="c02"/>
                </constraints>
            </view>
        </subviews>
        <constraints>
            <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
        secondAttribute="leading" constant="10" id="c11"/>
            <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
        secondAttribute="top" constant="10" id="c12"/>
            <constraint firstAttribute="trailing" secondItem="stk-vw-001" secondAttribute="trailing" \
        constant="10" id="c13"/>
            <constraint firstItem="blw-vw-001" firstAttribute="top" secondItem="stk-vw-001" \
        secondAttribute="bottom" id="c14"/>
            <constraint firstItem="blw-vw-001" firstAttribute="leading" secondItem="stk-vw-001" \
        secondAttribute="leading" id="c15"/>
            <constraint firstItem="blw-vw-001" firstAttribute="trailing" secondItem="stk-vw-001" \
        secondAttribute="trailing" id="c16"/>
        </constraints>
        """

    @Test func S3_anEmptyStackKeepsItsStoredSizeOnTheCanvas() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 200), Self.emptyColumn)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.comparisons.count == 3 && report.inconsistent == 0, "\(report)")
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        let stack = try #require(report.comparisons.first { $0.viewID == "stk-vw-001" })
        #expect(stack.computed == CGRect(x: 10, y: 10, width: 300, height: 120))
        let below = try #require(report.comparisons.first { $0.viewID == "blw-vw-001" })
        #expect(below.computed == CGRect(x: 10, y: 130, width: 300, height: 20))
    }

    @Test func S3_atRunTimeAnEmptyStackHasNoIntrinsicSize() throws {
        // UIKit's empty stack view has no size of its own: the 500 constraint decides its height.
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 200), Self.emptyColumn)
        let objects = CanvasEmulationTests.objects(of: document, .runTime)
        let root = try #require(objects.view(withIBID: "top-vw-001"))
        let stack = try #require(objects.view(withIBID: "stk-vw-001") as? UIStackView)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        root.layoutIfNeeded()
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 300, height: 30))
    }

    @Test func S3_aStackWithArrangedViewsGetsNoStoredSize() throws {
        // Only an empty stack stands in for its content: one with arranged views is sized by them.
        let body = Self.emptyColumn.replacingOccurrences(
            of: "<constraints>\n            <constraint firstAttribute=\"height\" priority=\"500\"",
            with: """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="c03"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" priority="500"
                """)
        #expect(body != Self.emptyColumn)
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 200), body)
        let objects = CanvasEmulationTests.objects(of: document, .canvas)
        let stack = try #require(objects.view(withIBID: "stk-vw-001") as? UIStackView)
        #expect(stack.arrangedSubviews.count == 1)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
