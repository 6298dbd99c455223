import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: views whose stored frames contradict their own required constraints are counted apart, not compared.
@MainActor
@Suite struct LayoutFidelityConsistencyTests {
    /// A device scene whose box is pinned 20 from its safe area's leading edge and stored at `x`.
    static func storyboard(x: Int, orientation: String = "portrait") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="\(orientation)"/>
            <scenes>
                <scene sceneID="sa-sc-001">
                    <objects>
                        <viewController id="sa-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sa-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="sa-bx-001">
                                        <rect key="frame" x="\(x)" y="100" width="50" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-sa-001"/>
                                <constraints>
                                    <constraint firstItem="sa-bx-001" firstAttribute="leading" secondItem="sa-sa-001" \
        secondAttribute="leading" constant="20" id="sa-cs-001"/>
                                    <constraint firstItem="sa-bx-001" firstAttribute="top" secondItem="sa-vw-001" \
        secondAttribute="top" constant="100" id="sa-cs-002"/>
                                    <constraint firstItem="sa-bx-001" firstAttribute="width" constant="50" id="sa-cs-003"/>
                                    <constraint firstItem="sa-bx-001" firstAttribute="height" constant="50" id="sa-cs-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// On a portrait device a safe area spans its view's width, so a frame stored off a constraint to its
    /// leading edge contradicts it: the view is inconsistent, not a difference.
    @Test(arguments: [(20, 0), (0, 1)])
    func S3_constraintsToTheSafeAreasSidesAreCheckedOnPortraitDevices(x: Int, inconsistent: Int) throws {
        let document = try IBDocument(data: Data(Self.storyboard(x: x).utf8))
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .device)
        #expect(report.inconsistent == inconsistent)
        #expect(report.skipped == 0)
        #expect(report.comparisons.map(\.viewID) == (inconsistent == 0 ? ["sa-vw-001", "sa-bx-001"] : ["sa-vw-001"]))
        #expect(report.mismatched().isEmpty)
    }
}
