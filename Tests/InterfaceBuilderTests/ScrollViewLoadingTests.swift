import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// `<scrollView>` elements become `UIScrollView`s whose content and frame guides take their constraints.
@MainActor
@Suite struct ScrollViewLoadingTests {
    private let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <subviews>
                        <scrollView contentInsetAdjustmentBehavior="never" alwaysBounceVertical="YES" \
        pagingEnabled="YES" bounces="NO" maximumZoomScale="4" translatesAutoresizingMaskIntoConstraints="NO" id="scr">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="cnt">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="1200"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="1200" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cnt" firstAttribute="top" secondItem="cg" secondAttribute="top" id="c1"/>
                                <constraint firstItem="cnt" firstAttribute="leading" secondItem="cg" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="cnt" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="cnt" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="c4"/>
                                <constraint firstItem="cnt" firstAttribute="width" secondItem="fg" secondAttribute="width" id="c5"/>
                            </constraints>
                            <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                            <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scr" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
                        <constraint firstItem="scr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="scr" secondAttribute="trailing" id="s3"/>
                        <constraint firstItem="root" firstAttribute="bottom" secondItem="scr" secondAttribute="bottom" id="s4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func S1_scrollViewAttributesAndGuidesLoad() throws {
        let nib = UINib(document: try IBDocument(data: Data(xml.utf8)))
        let objects = nib.instantiateObjects(withOwner: nil)
        let root = try #require(objects.view(withIBID: "root"))
        let scrollView = try #require(objects.view(withIBID: "scr") as? UIScrollView)
        let content = try #require(objects.view(withIBID: "cnt"))
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(scrollView.alwaysBounceVertical && scrollView.isPagingEnabled && !scrollView.bounces)
        #expect(scrollView.maximumZoomScale == CGFloat(4))
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1200))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1200))
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 844, height: 1200), "the width follows the frame guide")
    }
}
