import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: the bars IB's canvas draws around a scene (inferred from its segues, or simulated), which push its
/// safe area in.
@MainActor
@Suite struct CanvasBarsTests {
    /// A tab bar controller whose tab is a navigation controller of `list`; `list` shows `detail`, whose box
    /// sits on its safe area's bottom. `detailAttributes` and `detailMetrics` go on the detail controller.
    static func tabbedStoryboard(detailAttributes: String = "", detailMetrics: String = "", boxY: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="tb-sc-001">
                    <objects>
                        <tabBarController id="tb-tc-001" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tb-tb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tabBar>
                            <connections>
                                <segue destination="tb-nc-001" kind="relationship" relationship="viewControllers" \
        id="tb-sg-001"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="tb-sc-002">
                    <objects>
                        <navigationController id="tb-nc-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="tb-nb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="tb-vc-001" kind="relationship" relationship="rootViewController" \
        id="tb-sg-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="tb-sc-003">
                    <objects>
                        <viewController id="tb-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tb-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <navigationItem key="navigationItem" title="List" id="tb-ni-001"/>
                            <connections>
                                <segue destination="tb-vc-002" kind="show" id="tb-sg-003"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="tb-sc-004">
                    <objects>
                        <viewController id="tb-vc-002" \(detailAttributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tb-vw-002">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="tb-bx-002">
                                        <rect key="frame" x="0.0" y="\(boxY)" width="375" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="tb-sa-002"/>
                                <constraints>
                                    <constraint firstItem="tb-sa-002" firstAttribute="bottom" secondItem="tb-bx-002" \
        secondAttribute="bottom" id="tb-cs-001"/>
                                    <constraint firstItem="tb-bx-002" firstAttribute="leading" secondItem="tb-vw-002" \
        secondAttribute="leading" id="tb-cs-002"/>
                                    <constraint firstAttribute="trailing" secondItem="tb-bx-002" \
        secondAttribute="trailing" id="tb-cs-003"/>
                                    <constraint firstItem="tb-bx-002" firstAttribute="height" constant="50" id="tb-cs-004"/>
                                </constraints>
                            </view>
                            \(detailMetrics)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func detailBox(_ text: String) throws -> IBFrameComparison {
        let reports = LayoutFidelity.compareFrames(in: try IBDocument(data: Data(text.utf8)))
        let report = try #require(reports.first { $0.id == "tb-vc-002" })
        return try #require(report.comparisons.first { $0.viewID == "tb-bx-002" })
    }

    /// A controller shown from a tab's navigation stack keeps the tab bar (49 points) on IB's canvas, unless it
    /// hides the bottom bar when pushed.
    @Test(arguments: [("", 568), (#"hidesBottomBarWhenPushed="YES""#, 617)])
    func S3_aShowFromATabsNavigationStackInfersTheTabBar(attributes: String, y: Int) throws {
        let box = try detailBox(Self.tabbedStoryboard(detailAttributes: attributes, boxY: y))
        #expect(box.computed == CGRect(x: 0, y: y, width: 375, height: 50))
        #expect(box.difference == 0)
    }

    /// A scene no relationship or segue places, with a simulated tab bar, lays out above it.
    @Test func S3_aSimulatedTabBarPushesTheSafeAreaUp() throws {
        var text = Self.tabbedStoryboard(
            detailMetrics: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#, boxY: 568)
        text = text.replacingOccurrences(of: #"<segue destination="tb-vc-002" kind="show" id="tb-sg-003"/>"#, with: "")
        let box = try detailBox(text)
        #expect(box.computed == CGRect(x: 0, y: 568, width: 375, height: 50))
    }
}

extension CanvasBarsTests {
    /// A navigation controller whose root's box sits on its safe area's top; `hidden` is `navigationBarHidden`.
    static func navigationStoryboard(hidden: String, boxY: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" \
        initialViewController="nh-nc-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="nh-sc-001">
                    <objects>
                        <navigationController navigationBarHidden="\(hidden)" id="nh-nc-001" \
        sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nh-nb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="nh-vc-001" kind="relationship" relationship="rootViewController" \
        id="nh-sg-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="nh-sc-002">
                    <objects>
                        <viewController id="nh-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="nh-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="nh-bx-001">
                                        <rect key="frame" x="0.0" y="\(boxY)" width="375" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="nh-sa-001"/>
                                <constraints>
                                    <constraint firstItem="nh-bx-001" firstAttribute="top" secondItem="nh-sa-001" \
        secondAttribute="top" id="nh-cs-001"/>
                                    <constraint firstItem="nh-bx-001" firstAttribute="leading" secondItem="nh-vw-001" \
        secondAttribute="leading" id="nh-cs-002"/>
                                    <constraint firstAttribute="trailing" secondItem="nh-bx-001" \
        secondAttribute="trailing" id="nh-cs-003"/>
                                    <constraint firstItem="nh-bx-001" firstAttribute="height" constant="50" id="nh-cs-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// `navigationBarHidden="YES"` loads as a hidden bar, which neither the canvas nor the device shows.
    @Test(arguments: [("YES", 0, true), ("NO", 44, false)])
    func S3_aNavigationControllerCanHideItsBar(hidden: String, y: Int, isHidden: Bool) throws {
        let document = try IBDocument(data: Data(Self.navigationStoryboard(hidden: hidden, boxY: y).utf8))
        let navigation = try #require(
            UIStoryboard(document: document).instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.isNavigationBarHidden == isHidden)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first { $0.id == "nh-vc-001" })
        let box = try #require(report.comparisons.first { $0.viewID == "nh-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: y, width: 375, height: 50))
    }
}
