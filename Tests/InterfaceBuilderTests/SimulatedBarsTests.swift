import AdaptiveKit
import Foundation
import InterfaceBuilder
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
    /// controller's `<extendedEdge>` and `extendedLayoutIncludesOpaqueBars` decode as UIKit's properties.
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
                            <viewController extendedLayoutIncludesOpaqueBars="YES" id="nb-vc-001" sceneMemberID="viewController">
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
        #expect(root.navigationItem.largeTitleDisplayMode == .never)
        _ = try DeviceSimulator(deviceNamed: "iPhone 8", rootViewController: navigation)
        // Under the opaque bar (it includes opaque bars), above the opaque toolbar (its bottom edge is not extended).
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 375, height: 623))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    }
}
