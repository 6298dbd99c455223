import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for spacer views in aligned stacks: IB's canvas keeps a view nothing sizes at its stored size, and the stack
/// around it too.
@MainActor
@Suite struct StackSpacerFidelityTests {
    /// A top-aligned row: a 100 × 40 view and an empty spacer stored 60 tall, which makes the row 60 tall.
    static let rowWithTallSpacer = """
        <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
                <rect key="frame" x="10" y="10" width="300" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="arr-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="c01"/>
                            <constraint firstAttribute="height" constant="40" id="c02"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spc-vw-001">
                        <rect key="frame" x="100" y="0.0" width="200" height="60"/>
                    </view>
                </subviews>
            </stackView>
        </subviews>
        <constraints>
            <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
        secondAttribute="leading" constant="10" id="c11"/>
            <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="top-vw-001" \
        secondAttribute="top" constant="10" id="c12"/>
            <constraint firstAttribute="trailing" secondItem="stk-vw-001" secondAttribute="trailing" \
        constant="10" id="c13"/>
        </constraints>
        """

    @Test func S3_aSpacerTallerThanItsNeighboursKeepsTheStackAtItsStoredHeight() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 100), Self.rowWithTallSpacer)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.comparisons.count == 4 && report.inconsistent == 0, "\(report)")
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        let frames = report.comparisons.map(\.computed)
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 320, height: 100), CGRect(x: 10, y: 10, width: 300, height: 60),
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 100, y: 0, width: 200, height: 60),
            ])
    }

    @Test func S3_aRequiredSizeOutranksTheSpacersHold() throws {
        // The stack made 50 tall by a required constraint: the spacer follows it, not its stored 60.
        let body = Self.rowWithTallSpacer.replacingOccurrences(
            of: "constant=\"10\" id=\"c13\"/>",
            with: "constant=\"10\" id=\"c13\"/>\n<constraint firstItem=\"stk-vw-001\" firstAttribute=\"height\" "
                + "constant=\"50\" id=\"c14\"/>")
        #expect(body != Self.rowWithTallSpacer)
        let document = try LayoutFidelityTests.xib(
            device: "retina6_1", size: CGSize(width: 320, height: 100), body)
        let objects = CanvasEmulationTests.objects(of: document, .canvas)
        let root = try #require(objects.view(withIBID: "top-vw-001"))
        let stack = try #require(objects.view(withIBID: "stk-vw-001"))
        let spacer = try #require(objects.view(withIBID: "spc-vw-001"))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(root)
        root.frame = window.bounds
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 300, height: 50))
        #expect(spacer.frame == CGRect(x: 100, y: 0, width: 200, height: 50))
    }
}
