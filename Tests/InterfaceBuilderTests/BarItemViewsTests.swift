import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// Bar button items that live in views: a `<toolbar>` view's items and a bar item's custom view, built and
/// wired like the navigation item's (see `ControllerObjectsTests` for those).
@MainActor
@Suite struct BarItemViewsTests {
    init() {
        InterfaceBuilder.register(BarItemsViewController.self, forCustomClass: "BarItemsViewController")
    }

    /// A `<toolbar>` view's items are built with the view: their actions reach their targets and outlets to
    /// them are set, like the navigation item's.
    @Test func S1_aToolbarViewsItemsAreWiredWithTheView() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tb-vc">
                <scenes>
                    <scene sceneID="tb-s">
                        <objects>
                            <viewController id="tb-vc" customClass="BarItemsViewController" \
            sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="tb-view">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <toolbar opaque="NO" contentMode="scaleToFill" id="tb-bar">
                                            <rect key="frame" x="0.0" y="761" width="390" height="49"/>
                                            <items>
                                                <barButtonItem title="Profile" id="tb-profile">
                                                    <connections>
                                                        <action selector="showProfile:" destination="tb-vc" \
            id="tb-a1"/>
                                                    </connections>
                                                </barButtonItem>
                                                <barButtonItem systemItem="flexibleSpace" id="tb-flex"/>
                                                <barButtonItem systemItem="add" id="tb-add">
                                                    <connections>
                                                        <action selector="add:" destination="tb-fr" id="tb-a2"/>
                                                    </connections>
                                                </barButtonItem>
                                            </items>
                                        </toolbar>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="profileItem" destination="tb-profile" id="tb-o1"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="tb-fr" \
            sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(document.utf8)))
        var made: UIViewController?
        let diagnostics = DiagnosticLog.capture { made = storyboard.instantiateInitialViewController() }
        let controller = try #require(made as? BarItemsViewController)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let toolbar = try #require(controller.view.subviews.first as? UIToolbar)
        let items = try #require(toolbar.items)
        #expect(items.map(\.title) == ["Profile", nil, nil])
        #expect(controller.profileItem === items.first)
        #expect(items.first?.target === controller)
        #expect(items.last?.target == nil)
        DeviceSimulator.tap(items[0])
        DeviceSimulator.tap(items[2])
        #expect(controller.log == ["showProfile Profile", "add"])
        #expect(diagnostics.isEmpty)
        #expect(simulator.window.rootViewController === controller)
    }

    /// A bar button item's custom view (`<segmentedControl key="customView">`) is built with the controller,
    /// like UIKit's `UIBarButtonItem(customView:)`; outlets to it and its own actions are wired once.
    @Test func S1_aBarItemsCustomViewIsBuiltAndWired() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="cv-vc">
                <scenes>
                    <scene sceneID="cv-s">
                        <objects>
                            <viewController id="cv-vc" customClass="BarItemsViewController" \
            sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="cv-view">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                </view>
                                <navigationItem key="navigationItem" title="Modes" id="cv-ni">
                                    <barButtonItem key="rightBarButtonItem" style="plain" id="cv-item">
                                        <segmentedControl key="customView" opaque="NO" contentMode="scaleToFill" \
            segmentControlStyle="bar" selectedSegmentIndex="0" id="cv-seg">
                                            <rect key="frame" x="0.0" y="0.0" width="121" height="32"/>
                                            <segments>
                                                <segment title="First"/>
                                                <segment title="Second"/>
                                            </segments>
                                            <connections>
                                                <action selector="modeChanged:" destination="cv-vc" \
            eventType="valueChanged" id="cv-a1"/>
                                            </connections>
                                        </segmentedControl>
                                    </barButtonItem>
                                </navigationItem>
                                <connections>
                                    <outlet property="modeControl" destination="cv-seg" id="cv-o1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(document.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? BarItemsViewController)
        let control = try #require(controller.navigationItem.rightBarButtonItem?.customView as? UISegmentedControl)
        #expect(controller.modeControl === control, "set before the view loads, like the item itself")
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentIndex == 0)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        #expect(controller.modeControl === control, "loading the view does not wire it again")
        simulator.tapSegment(at: 1, of: control)
        #expect(controller.log == ["mode 1"])
    }
}
