import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// Inset-grouped tables on Interface Builder canvases: Xcode insets their sections 20 points on each side
/// whatever the device, where a 375-point phone's margin is 16 at run time.
@MainActor
@Suite struct CellCanvasInsetGroupedTests {
    /// A storyboard with one inset-grouped static table on a 375-point canvas, one row holding a view pinned to
    /// its content view's sides.
    static func document(toolsVersion: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" \
            style="insetGrouped" separatorStyle="none" rowHeight="44" id="tbl">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="sec">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" id="c1">
                                                    <rect key="frame" x="20" y="18" width="335" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c1" id="v1">
                                                        <rect key="frame" x="0.0" y="0.0" width="335" height="44"/>
                                                        <subviews>
                                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                                                                <rect key="frame" x="10" y="10" width="315" height="24"/>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="b1" firstAttribute="leading" \
            secondItem="v1" secondAttribute="leading" constant="10" id="k1"/>
                                                            <constraint firstAttribute="trailing" secondItem="b1" \
            secondAttribute="trailing" constant="10" id="k2"/>
                                                            <constraint firstItem="b1" firstAttribute="top" \
            secondItem="v1" secondAttribute="top" constant="10" id="k3"/>
                                                            <constraint firstAttribute="bottom" secondItem="b1" \
            secondAttribute="bottom" constant="10" id="k4"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    /// Xcode's canvas (Xcode 15 here) makes the row 375 − 2 × 20 wide; `32700.99.1234`, written by tools other
    /// than Xcode, keeps the phone's 16 (343), as do tables laid out outside a canvas.
    @Test(arguments: [("22505", 335.0), ("24506", 335), ("32700.99.1234", 343)])
    func insetGroupedSectionsKeep20PointInsetsOnTheCanvas(toolsVersion: String, width: Double) throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: toolsVersion))
        #expect(frames["c1"]?.width == CGFloat(width))
        #expect(frames["v1"]?.width == CGFloat(width))
        #expect(frames["b1"] == CGRect(x: 10, y: 10, width: CGFloat(width) - 20, height: 24))
    }
}
