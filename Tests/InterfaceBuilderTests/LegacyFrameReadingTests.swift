import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// Files saved by Xcode 8's betas store frames as `<frame key="frameInset">` (distances from the superview's
/// edges) and write an empty `<animations/>` in every view: both read without warnings.
@MainActor
@Suite struct LegacyFrameReadingTests {
    static let xcode8Beta = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11129.15" \
        initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" \
        buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                        <frame key="frameInset" minX="152" minY="399" width="71" height="30"/>
                                        <animations/>
                                        <state key="normal" title="Go"/>
                                    </button>
                                    <view contentMode="scaleToFill" fixedFrame="YES" \
        translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                        <frame key="frameInset" minX="16" maxX="24" maxY="10" height="44"/>
                                        <animations/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="inr">
                                                <frame key="frameInset" width="20" height="20"/>
                                            </view>
                                        </subviews>
                                    </view>
                                </subviews>
                                <animations/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func frameInsetsAndAnimationsReadWithoutWarnings() throws {
        let document = try IBDocument(data: Data(Self.xcode8Beta.utf8))
        #expect(document.diagnostics.map(\.description) == [])
    }

    @Test func aFrameInsetFromTheNearEdgesIsTheFrame() throws {
        let document = try IBDocument(data: Data(Self.xcode8Beta.utf8))
        #expect(document.view(withID: "btn")?.frame == CGRect(x: 152, y: 399, width: 71, height: 30))
        #expect(document.view(withID: "inr")?.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aFrameInsetFromTheFarEdgesIsPlacedInTheSuperview() throws {
        let document = try IBDocument(data: Data(Self.xcode8Beta.utf8))
        // 16 from the left and 24 from the right of 375; 10 from the bottom of 667, 44 tall.
        #expect(document.view(withID: "bar")?.frame == CGRect(x: 16, y: 613, width: 335, height: 44))
    }

    @Test func theStoredFrameIsWhereTheViewLoads() throws {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(Self.xcode8Beta.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController())
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        let objects = try #require(controller.interfaceBuilderObjects)
        #expect(objects.view(withIBID: "btn")?.frame == CGRect(x: 152, y: 399, width: 71, height: 30))
    }

    @Test func aFarEdgeWithoutAKnownSuperviewSizeOrABadNumberIsReported() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11129.15">
                <objects>
                    <view contentMode="scaleToFill" id="top">
                        <frame key="frameInset" maxX="10" height="44"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="bad">
                                <frame key="frameInset" minX="ten" width="20" height="20"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(text.utf8))
        #expect(document.view(withID: "top")?.frame == nil)
        #expect(document.view(withID: "bad")?.frame == nil)
        #expect(
            document.diagnostics.map(\.description) == [
                "4:13: warning: <frame> has no 'width', nor 'maxX' in a superview of known size; skipped",
                "7:21: warning: 'minX' of <frame> is not a number: 'ten'",
            ])
    }
}
