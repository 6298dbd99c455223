import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: scenes IB drew under simulated toolbars and opaque bars, and navigation controllers' bar attributes.
@MainActor
@Suite struct SimulatedBarsTests {
    /// A one-scene retina4_7 storyboard of Xcode 9 (no status bar on the canvas's safe area), a box pinned 16 inside
    /// the safe area's bottom, the root `height` tall, with `metrics` among the controller's children.
    static func storyboard(metrics: String, height: Int, boxY: Int) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sb-sc-001">
                        <objects>
                            <viewController id="sb-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="sb-bx-001">
                                            <rect key="frame" x="0.0" y="\(boxY)" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sb-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="sb-sa-001" firstAttribute="bottom" secondItem="sb-bx-001" \
            secondAttribute="bottom" constant="16" id="sb-cs-001"/>
                                        <constraint firstItem="sb-bx-001" firstAttribute="leading" secondItem="sb-vw-001" \
            secondAttribute="leading" id="sb-cs-002"/>
                                        <constraint firstAttribute="trailing" secondItem="sb-bx-001" \
            secondAttribute="trailing" id="sb-cs-003"/>
                                        <constraint firstItem="sb-bx-001" firstAttribute="height" constant="50" id="sb-cs-004"/>
                                    </constraints>
                                </view>
                                \(metrics)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    /// `<simulatedToolbarMetrics>` puts a 44-point toolbar under the scene: the safe area ends above it.
    @Test(arguments: [("", 601), (#"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#, 557)])
    func S3_aSimulatedToolbarEndsTheSafeAreaAboveIt(metrics: String, boxY: Int) throws {
        let document = try Self.storyboard(metrics: metrics, height: 667, boxY: boxY)
        let controller = try #require(document.viewControllers.first)
        #expect(
            controller.simulatedBars["simulatedBottomBarMetrics"] == (metrics.isEmpty ? nil : "simulatedToolbarMetrics")
        )
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .device)
        let box = try #require(report.comparisons.first { $0.viewID == "sb-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: CGFloat(boxY), width: 375, height: 50))
        #expect(report.mismatched().isEmpty)
    }

    /// An opaque simulated navigation bar ends the root view at the bar: IB stores it 64 shorter than the screen (status bar and bar), and
    /// the scene still lays out on the device, under the bar.
    @Test func S3_anOpaqueSimulatedBarShortensTheRootView() throws {
        let metrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let document = try Self.storyboard(metrics: metrics, height: 603, boxY: 537)
        let controller = try #require(document.viewControllers.first)
        #expect(controller.simulatedBars["simulatedTopBarMetrics"] == "simulatedNavigationBarMetrics opaque")
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .device)
        let root = try #require(report.comparisons.first { $0.viewID == "sb-vw-001" })
        #expect(root.computed == CGRect(x: 0, y: 0, width: 375, height: 603))
        #expect(report.mismatched().isEmpty)
    }

    /// A navigation controller's `toolbarHidden="NO"`, its bars' `translucent="NO"` and `largeTitles="YES"`, and a
    /// controller's `<extendedEdge>`, `extendedLayoutIncludesOpaqueBars` and `automaticallyAdjustsScrollViewInsets`
    /// decode as UIKit's properties.
    @Test func S3_navigationControllerBarAttributesDecode() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nb-nc-001">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="nb-sc-001">
                        <objects>
                            <navigationController toolbarHidden="NO" id="nb-nc-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" \
            largeTitles="YES" id="nb-nb-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                                </navigationBar>
                                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" translucent="NO" id="nb-tb-001">
                                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                </toolbar>
                                <connections>
                                    <segue destination="nb-vc-001" kind="relationship" relationship="rootViewController" \
            id="nb-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="nb-sc-002">
                        <objects>
                            <viewController extendedLayoutIncludesOpaqueBars="YES" \
            automaticallyAdjustsScrollViewInsets="NO" id="nb-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="nb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                                <navigationItem key="navigationItem" title="Root" largeTitleDisplayMode="never" id="nb-ni-001"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(text.utf8)))
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(!navigation.isToolbarHidden)
        #expect(!navigation.navigationBar.isTranslucent)
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(!navigation.toolbar.isTranslucent)
        let root = try #require(navigation.topViewController)
        #expect(root.edgesForExtendedLayout == [.top])
        #expect(root.extendedLayoutIncludesOpaqueBars)
        #expect(!root.automaticallyAdjustsScrollViewInsets)
        #expect(root.navigationItem.largeTitleDisplayMode == .never)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: navigation)
        #expect(root.view.window === simulator.window)
        // Under the opaque bar (it includes opaque bars), above the opaque toolbar (its bottom edge is not extended).
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 623))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }

    /// Xcode 16 canvases of notched phones draw the navigation bar 54 points tall below their doubled top inset
    /// (stored at y = 96, 54 tall, on the iPhone 11's canvas); earlier ones 44 below the device's.
    @Test(arguments: [("22505", 48 + 44 + 16), ("24506", 96 + 54 + 16)])
    func S3_xcode16CanvasesDrawTallerNavigationBars(toolsVersion: String, boxY: Int) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <scenes>
                    <scene sceneID="xb-sc-001">
                        <objects>
                            <navigationController id="xb-nc-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="xb-nb-001">
                                    <rect key="frame" x="0.0" y="96" width="414" height="54"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="xb-vc-001" kind="relationship" relationship="rootViewController" \
            id="xb-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="xb-sc-002">
                        <objects>
                            <viewController id="xb-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="xb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="xb-bx-001">
                                            <rect key="frame" x="0.0" y="\(boxY)" width="414" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="xb-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="xb-bx-001" firstAttribute="top" secondItem="xb-sa-001" \
            secondAttribute="top" constant="16" id="xb-cs-001"/>
                                        <constraint firstItem="xb-bx-001" firstAttribute="leading" secondItem="xb-vw-001" \
            secondAttribute="leading" id="xb-cs-002"/>
                                        <constraint firstAttribute="trailing" secondItem="xb-bx-001" \
            secondAttribute="trailing" id="xb-cs-003"/>
                                        <constraint firstItem="xb-bx-001" firstAttribute="height" constant="50" id="xb-cs-004"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Root" id="xb-ni-001"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let report = try #require(LayoutFidelity.compareFrames(in: try IBDocument(data: Data(text.utf8))).first)
        #expect(report.mode == .device)
        let box = try #require(report.comparisons.first { $0.viewID == "xb-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: CGFloat(boxY), width: 414, height: 50))
    }

    /// A split view's column in a tab keeps the tab bar under it: the column is laid out without the split view,
    /// inside its navigation controller and the tab bar controller.
    @Test func S3_aSplitViewsColumnInATabKeepsTheTabBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="st-sc-001">
                        <objects>
                            <tabBarController id="st-tb-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="st-sp-001" kind="relationship" relationship="viewControllers" \
            id="st-sg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="st-sc-003">
                        <objects>
                            <splitViewController id="st-sp-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="st-nc-001" kind="relationship" \
            relationship="detailViewController" id="st-sg-002"/>
                                </connections>
                            </splitViewController>
                        </objects>
                    </scene>
                    <scene sceneID="st-sc-004">
                        <objects>
                            <navigationController id="st-nc-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="sb-vc-001" kind="relationship" relationship="rootViewController" \
            id="st-sg-003"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="st-sc-002">
                        <objects>
                            <viewController id="sb-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="sb-bx-001">
                                            <rect key="frame" x="0.0" y="552" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sb-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="sb-sa-001" firstAttribute="bottom" secondItem="sb-bx-001" \
            secondAttribute="bottom" constant="16" id="sb-cs-001"/>
                                        <constraint firstItem="sb-bx-001" firstAttribute="leading" secondItem="sb-vw-001" \
            secondAttribute="leading" id="sb-cs-002"/>
                                        <constraint firstAttribute="trailing" secondItem="sb-bx-001" \
            secondAttribute="trailing" id="sb-cs-003"/>
                                        <constraint firstItem="sb-bx-001" firstAttribute="height" constant="50" id="sb-cs-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let reports = LayoutFidelity.compareFrames(in: try IBDocument(data: Data(text.utf8)))
        let report = try #require(reports.first { $0.id == "sb-vc-001" })
        #expect(report.mode == .device)
        let box = try #require(report.comparisons.first { $0.viewID == "sb-bx-001" })
        // 667 - 49 (tab bar) - 16 - 50.
        #expect(box.computed == CGRect(x: 0, y: 552, width: 375, height: 50))
    }
}
