import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// How the Interface Builder canvas sizes self-sizing rows whose content gives no height, and the built-in
/// labels of its cells, as ib-corpus stores them.
@MainActor
@Suite struct CellCanvasRowsTests {
    /// A storyboard with one static, self-sizing plain table: a `.default` cell with its built-in label, a cell
    /// whose only subview is centred (its height left open), a `.value1` cell whose labels are empty, and a
    /// `.value1` cell whose detail text is stored wider than AdaptiveKit measures it.
    static func document(toolsVersion: String, separator: String = "none") throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
                <device id="retina6_12" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" \
            style="plain" separatorStyle="\(separator)" rowHeight="-1" estimatedRowHeight="-1" id="tbl">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <sections>
                                        <tableViewSection id="sec">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" textLabel="l1" \
            style="IBUITableViewCellStyleDefault" id="c1">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="51"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c1" id="v1">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="51"/>
                                                        <subviews>
                                                            <label opaque="NO" text="Title" id="l1">
                                                                <rect key="frame" x="20" y="0.0" width="353" height="51"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell contentMode="scaleToFill" id="c2">
                                                    <rect key="frame" x="0.0" y="51" width="393" height="51"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c2" id="v2">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="51"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" \
            translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                                                                <rect key="frame" x="20" y="8.5" width="34" height="34"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="34" \
            id="k1"/>
                                                                    <constraint firstAttribute="height" constant="34" \
            id="k2"/>
                                                                </constraints>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="b2" firstAttribute="leading" \
            secondItem="v2" secondAttribute="leading" constant="20" id="k3"/>
                                                            <constraint firstItem="b2" firstAttribute="centerY" \
            secondItem="v2" secondAttribute="centerY" id="k4"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell contentMode="scaleToFill" textLabel="l3" \
            detailTextLabel="d3" style="IBUITableViewCellStyleValue1" rowHeight="44" id="c3">
                                                    <rect key="frame" x="0.0" y="102" width="393" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c3" id="v3">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                        <subviews>
                                                            <label opaque="NO" text="" id="l3">
                                                                <rect key="frame" x="20" y="13" width="31.5" height="19.5"/>
                                                                <fontDescription key="fontDescription" type="system" \
            pointSize="16"/>
                                                            </label>
                                                            <label opaque="NO" text="" textAlignment="right" id="d3">
                                                                <rect key="frame" x="331.5" y="13" width="41.5" \
            height="19.5"/>
                                                                <fontDescription key="fontDescription" type="system" \
            pointSize="16"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell contentMode="scaleToFill" textLabel="l4" \
            detailTextLabel="d4" style="IBUITableViewCellStyleValue1" rowHeight="44" id="c4">
                                                    <rect key="frame" x="0.0" y="146" width="393" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c4" id="v4">
                                                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                        <subviews>
                                                            <label opaque="NO" text="Title" id="l4">
                                                                <rect key="frame" x="20" y="12" width="33" height="20"/>
                                                            </label>
                                                            <label opaque="NO" text="Detail" textAlignment="right" id="d4">
                                                                <rect key="frame" x="323" y="12" width="50" height="20"/>
                                                            </label>
                                                        </subviews>
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

    /// Xcode 26 (tools version 24000 and later) makes a self-sizing row whose content gives no height 51 points
    /// tall (a built-in label's row, a row whose subview is only centred), and earlier canvases 44, as UIKit does.
    @Test(arguments: [("24506", 51), ("22505", 44), ("32700.99.1234", 44)])
    func openRowsTakeTheCanvasStandardHeight(toolsVersion: String, height: Int) throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: toolsVersion))
        #expect(frames["c1"]?.height == CGFloat(height))
        #expect(frames["c2"]?.height == CGFloat(height))
        // Centred on a pixel of the @3x canvas: 8.67 in a 51-point row, 5 in a 44-point one.
        let box = try #require(frames["b2"])
        #expect(box.size == CGSize(width: 34, height: 34))
        #expect(abs(box.minY - CGFloat(height - 34) / 2) < 0.34)
    }

    /// On the canvas, built-in labels with empty text keep the size IB stored for them (IB measures a
    /// placeholder), a `.value1` label is as wide as stored (the detail ends at the trailing margin), and the
    /// labels are centred on the next whole point down: 13 for (44 − 19.5) / 2 = 12.25.
    @Test func builtInLabelsKeepTheirStoredSizes() throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: "22505"))
        #expect(frames["l3"] == CGRect(x: 20, y: 13, width: 31.5, height: 19.5))
        #expect(frames["d3"] == CGRect(x: 331.5, y: 13, width: 41.5, height: 19.5))
        #expect(frames["d4"]?.minX == CGFloat(323))
        #expect(frames["d4"]?.width == CGFloat(50))
    }

    /// From Xcode 11 (tools version 15000) the canvas's content view is as tall as its row, the separator's
    /// pixel included (IB stores 44 in a 44-point row); Xcode 10 leaves the separator below it.
    @Test(arguments: [("22505", 44), ("14460", 44 - 1.0 / 3)])
    func contentViewsSpanTheSeparatorFromXcode11(toolsVersion: String, height: Double) throws {
        let frames = try CanvasEmulationTests.computedFrames(
            Self.document(toolsVersion: toolsVersion, separator: "default"))
        let content = try #require(frames["v3"])
        #expect(abs(content.height - CGFloat(height)) < 0.001)
    }
}
