import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// Elements IB writes that nothing here loads (editor state, frameworks AdaptiveKit does not model, Peek and Pop
/// segues) are skipped without a warning; a long outline label is read.
@MainActor
@Suite struct IgnoredElementsTests {
    static let document = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" \
        initialViewController="tvc">
            <device id="retina6_12" orientation="portrait"/>
            <accessibilityOverrides dynamicTypePreference="7"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" \
        style="plain" rowHeight="44" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="cel">
                                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" \
        contentMode="center" tableViewCell="cel" id="cnt">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" text="Map" id="lbl">
                                                            <rect key="frame" x="20" y="12" width="40" height="20"/>
                                                            <fontDescription key="fontDescription" type="system" \
        pointSize="17"/>
                                                            <mutableString key="userLabel">A label
        named at length</mutableString>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <connections>
                                                    <segue destination="map" kind="show" id="shw">
                                                        <segue key="commit" inheritsFrom="parent" id="cmt"/>
                                                        <segue key="preview" inheritsFrom="commit" id="prv"/>
                                                    </segue>
                                                </connections>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <refreshControl key="refreshControl" opaque="NO" contentMode="center" \
        contentHorizontalAlignment="center" contentVerticalAlignment="center" id="ref">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </refreshControl>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="map" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mrt">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <mapView clipsSubviews="YES" contentMode="scaleToFill" id="mpv">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <standardMapConfiguration key="preferredConfiguration"/>
                                    </mapView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func editorStateUnmodelledFrameworksAndPeekAndPopSeguesAreSkippedSilently() throws {
        let document = try IBDocument(data: Data(Self.document.utf8))
        #expect(document.diagnostics.map(\.description) == [])
        let controller = try #require(document.viewControllers.first { $0.id == "tvc" })
        #expect(controller.segues.map(\.id) == ["shw"])
    }

    @Test func aLongOutlineLabelIsTheViewsUserLabel() throws {
        let document = try IBDocument(data: Data(Self.document.utf8))
        #expect(document.view(withID: "lbl")?.userLabel == "A label\nnamed at length")
    }
}
