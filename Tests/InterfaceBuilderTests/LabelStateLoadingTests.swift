@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A label's highlighted color and its highlighted and enabled states load as UIKit's loader sets them.
@MainActor
@Suite struct LabelStateLoadingTests {
    @Test func aLabelsHighlightedColorAndStatesLoad() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view id="v">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label opaque="NO" text="On" highlighted="YES" enabled="NO" id="on">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                                <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" \
            colorSpace="custom" customColorSpace="sRGB"/>
                            </label>
                            <label opaque="NO" text="Off" id="off">
                                <rect key="frame" x="0.0" y="30" width="100" height="21"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let views = UINib(document: try IBDocument(data: Data(xml.utf8))).instantiate(withOwner: nil)
        let root = try #require(views.first as? UIView)
        let on = try #require(root.subviews.first as? UILabel)
        let off = try #require(root.subviews.last as? UILabel)
        #expect(on.isHighlighted && !on.isEnabled)
        #expect(on.highlightedTextColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(!off.isHighlighted && off.isEnabled && off.highlightedTextColor == nil)
    }
}
