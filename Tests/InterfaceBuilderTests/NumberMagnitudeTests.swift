import Foundation
import Testing

@_spi(AdaptiveKit) @testable import InterfaceBuilder

/// Numbers a file gives (frames, constants, multipliers, priorities, counts, font
/// sizes) are kept only when finite and within ±10 000 000 points; past that, a warning at their
/// line and column and UIKit's default, never a crash or an allocation sized by the number.
@Suite struct NumberMagnitudeTests {
    static func xib(_ value: String) -> Data {
        Data(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v" horizontalHuggingPriority="\(value)">
                        <rect key="frame" x="0" y="0" width="\(value)" height="100"/>
                        <subviews>
                            <label text="A" numberOfLines="\(value)" id="l">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <fontDescription key="fontDescription" type="system" pointSize="\(value)"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l" firstAttribute="top" secondItem="v" secondAttribute="top" constant="\(value)" id="c1"/>
                            <constraint firstItem="l" firstAttribute="width" secondItem="v" secondAttribute="width" multiplier="\(value)" id="c2"/>
                            <constraint firstItem="l" firstAttribute="leading" secondItem="v" secondAttribute="leading" priority="\(value)" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    static let hugeValues = ["1e308", "-1e308", "1e16", "10000001", "10000000000000000"]

    @Test(arguments: hugeValues)
    func R3_hugeNumbersAreWarningsAtTheirPlaceAndKeepTheDefault(value: String) throws {
        let document = try IBDocument(data: Self.xib(value))
        #expect(
            document.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
                "3:9: 'horizontalHuggingPriority' of <view> is beyond ±10000000: '\(value)'; using the default",
                "4:13: 'width' of <rect> is beyond ±10000000: '\(value)'",
                "6:17: 'numberOfLines' of <label> is not an integer within ±10000000: '\(value)'; using the default",
                "8:21: <fontDescription> has no style, system type or name with a point size",
                "12:17: 'constant' of <constraint> is beyond ±10000000: '\(value)'",
                "13:17: constraint 'c2' has an unreadable multiplier '\(value)'; dropped",
                "14:17: 'priority' of <constraint> is beyond ±10000000: '\(value)'",
            ])
        let view = try #require(document.topLevelViews.first)
        #expect(view.frame == nil)
        #expect(view.contentHuggingPriority.horizontal == 250)
        let label = try #require(view.subviews.first)
        #expect(label.numberOfLines == nil)
        #expect(label.font == nil)
        #expect(view.constraints.map(\.id) == ["c1", "c3"])
        #expect(view.constraints.map(\.constant) == [0, 0])
        #expect(view.constraints.map(\.priority) == [1000, 1000])
    }

    @Test(arguments: ["10000000", "-10000000"])
    func R3_theBoundItselfIsKept(value: String) throws {
        let document = try IBDocument(data: Self.xib(value))
        #expect(document.diagnostics.isEmpty)
        let bound = Double(value) ?? 0
        let view = try #require(document.topLevelViews.first)
        #expect(view.subviews.first?.numberOfLines == Int(bound))
        #expect(view.frame?.size.width == CGFloat(bound))
        #expect(view.contentHuggingPriority.horizontal == bound)
        #expect(view.subviews.first?.font?.pointSize == bound)
        #expect(view.constraints.map(\.constant) == [bound, 0, 0])
        #expect(view.constraints.map(\.multiplier) == [1, bound, 1])
        #expect(view.constraints.map(\.priority) == [1000, 1000, bound])
    }

    @Test func R3_aRatioMultiplierBeyondTheBoundIsDropped() {
        #expect(IBConstraint.multiplier("1e7:1e-7") == nil)
        #expect(IBConstraint.multiplier("16:9") == 16.0 / 9)
    }
}
