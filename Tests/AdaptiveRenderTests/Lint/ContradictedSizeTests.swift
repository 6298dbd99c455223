import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: frames IB placed against a size its own required constraints forbid count as inconsistent, not as
/// differences.
@MainActor
@Suite struct ContradictedSizeTests {
    /// A 320 × 200 top-level view: a box pinned to the top with `height = 76` but stored `boxHeight` tall, a view
    /// 8 below it stored at `followerY`, and a view whose required constraint (top ≥ 10) its stored y of 30 meets
    /// while a weak one (top = 10) places it at 10. `catalog` makes the box a symbol image view.
    static func xib(boxHeight: Int, followerY: Int, symbol: Bool = false) -> String {
        let box =
            symbol
            ? #"<imageView contentMode="scaleAspectFit" image="play.circle.fill" catalog="system" "#
                + #"translatesAutoresizingMaskIntoConstraints="NO" id="cs-bx-001">"#
            : #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cs-bx-001">"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="cs-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            \(box)
                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(boxHeight)"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="76" id="cs-cs-001"/>
                                </constraints>
                            </\(symbol ? "imageView" : "view")>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="cs-fl-001">
                                <rect key="frame" x="0.0" y="\(followerY)" width="320" height="20"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="cs-wk-001">
                                <rect key="frame" x="0.0" y="30" width="20" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="cs-bx-001" firstAttribute="top" secondItem="cs-rt-001" \
            secondAttribute="top" id="cs-cs-002"/>
                            <constraint firstItem="cs-bx-001" firstAttribute="leading" secondItem="cs-rt-001" \
            secondAttribute="leading" id="cs-cs-003"/>
                            <constraint firstItem="cs-bx-001" firstAttribute="trailing" secondItem="cs-rt-001" \
            secondAttribute="trailing" id="cs-cs-004"/>
                            <constraint firstItem="cs-fl-001" firstAttribute="top" secondItem="cs-bx-001" \
            secondAttribute="bottom" constant="8" id="cs-cs-005"/>
                            <constraint firstItem="cs-fl-001" firstAttribute="leading" secondItem="cs-rt-001" \
            secondAttribute="leading" id="cs-cs-006"/>
                            <constraint firstItem="cs-fl-001" firstAttribute="trailing" secondItem="cs-rt-001" \
            secondAttribute="trailing" id="cs-cs-007"/>
                            <constraint firstItem="cs-fl-001" firstAttribute="height" constant="20" id="cs-cs-008"/>
                            <constraint firstItem="cs-wk-001" firstAttribute="top" relation="greaterThanOrEqual" \
            secondItem="cs-rt-001" secondAttribute="top" constant="10" id="cs-cs-009"/>
                            <constraint firstItem="cs-wk-001" firstAttribute="top" secondItem="cs-rt-001" \
            secondAttribute="top" priority="250" constant="10" id="cs-cs-010"/>
                            <constraint firstItem="cs-wk-001" firstAttribute="leading" secondItem="cs-rt-001" \
            secondAttribute="leading" id="cs-cs-011"/>
                            <constraint firstItem="cs-wk-001" firstAttribute="width" constant="20" id="cs-cs-012"/>
                            <constraint firstItem="cs-wk-001" firstAttribute="height" constant="20" id="cs-cs-013"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static func report(_ text: String) throws -> IBSceneFrameReport {
        try #require(LayoutFidelity.compareFrames(in: try IBDocument(data: Data(text.utf8))).first)
    }

    /// The box's stored 50 points contradict its `height = 76`: the view IB placed 8 below those 50 points is
    /// inconsistent with it; the view whose difference the contradiction does not explain still differs.
    @Test func S3_framesPlacedAgainstAContradictedSizeAreInconsistent() throws {
        let report = try Self.report(Self.xib(boxHeight: 50, followerY: 58))
        #expect(report.inconsistent == 2)
        #expect(report.comparisons.map(\.viewID) == ["cs-rt-001", "cs-wk-001"])
        let weak = try #require(report.mismatched().first)
        #expect(report.mismatched().count == 1)
        #expect(weak.viewID == "cs-wk-001")
        #expect(weak.stored == CGRect(x: 0, y: 30, width: 20, height: 20))
        #expect(weak.computed == CGRect(x: 0, y: 10, width: 20, height: 20))
    }

    /// A box stored at its constrained 76 points contradicts nothing: nothing is counted apart, and the view
    /// whose weak constraint places it elsewhere still differs.
    @Test func S3_aConsistentSizeMovesNothing() throws {
        let report = try Self.report(Self.xib(boxHeight: 76, followerY: 84))
        #expect(report.inconsistent == 0)
        #expect(report.comparisons.map(\.viewID) == ["cs-rt-001", "cs-bx-001", "cs-fl-001", "cs-wk-001"])
        #expect(report.mismatched().map(\.viewID) == ["cs-wk-001"])
    }

    /// A symbol image's frame is not its alignment rect: its stored height says nothing about its constraint.
    @Test func S3_symbolImagesDoNotContradictTheirSizes() throws {
        let report = try Self.report(Self.xib(boxHeight: 50, followerY: 58, symbol: true))
        #expect(report.mismatched().map(\.viewID).contains("cs-fl-001"))
    }
}
