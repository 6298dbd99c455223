import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for table cells on Interface Builder canvases: the content margins of a table's cells follow the Xcode that saved the
/// file (11 above and below from Xcode 9, 20 on the sides of rows wider than 375, 8 before a standard
/// accessory from Xcode 11; the built-in labels 15 from the sides before Xcode 9), as ib-corpus stores them.
@MainActor
@Suite struct CellCanvasMarginsTests {
    /// A storyboard with one static table of three self-sizing rows: a label pinned to the content view's
    /// margins (20 tall, no other height), a default-style cell with a disclosure chevron, and one with an image.
    static func document(toolsVersion: String, device: String = "retina4_7", width: Int = 375) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="sc1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" \
            style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" id="tbl">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="1000"/>
                                    <sections>
                                        <tableViewSection id="sec">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" id="c1">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="42"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c1" id="v1">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="42"/>
                                                        <subviews>
                                                            <label opaque="NO" text="Pinned" \
            translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                                                <rect key="frame" x="16" y="11" width="80" height="20"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="height" constant="20" \
            id="k4"/>
                                                                </constraints>
                                                            </label>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="l1" firstAttribute="top" \
            secondItem="v1" secondAttribute="topMargin" id="k1"/>
                                                            <constraint firstAttribute="bottomMargin" secondItem="l1" \
            secondAttribute="bottom" id="k2"/>
                                                            <constraint firstItem="l1" firstAttribute="leading" \
            secondItem="v1" secondAttribute="leadingMargin" id="k3"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" \
            textLabel="l2" style="IBUITableViewCellStyleDefault" rowHeight="44" id="c2">
                                                    <rect key="frame" x="0.0" y="42" width="\(width)" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c2" id="v2">
                                                        <rect key="frame" x="0.0" y="0.0" width="348.5" height="44"/>
                                                        <subviews>
                                                            <label opaque="NO" text="Chevron" id="l2">
                                                                <rect key="frame" x="16" y="0.0" width="324.5" height="44"/>
                                                            </label>
                                                        </subviews>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                                <tableViewCell contentMode="scaleToFill" textLabel="l3" imageView="i3" \
            style="IBUITableViewCellStyleDefault" rowHeight="44" id="c3">
                                                    <rect key="frame" x="0.0" y="86" width="\(width)" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" \
            contentMode="center" tableViewCell="c3" id="v3">
                                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                                        <subviews>
                                                            <label opaque="NO" text="Image" id="l3">
                                                                <rect key="frame" x="56" y="0.0" width="304" height="44"/>
                                                            </label>
                                                            <imageView opaque="NO" image="star" id="i3">
                                                                <rect key="frame" x="16" y="11" width="25" height="22"/>
                                                            </imageView>
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
                <resources>
                    <image name="star" width="25" height="22"/>
                </resources>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    /// Xcode 9 and later: a row sized by a label pinned to the margins is 11 + 20 + 11 tall, the label 11 down;
    /// the built-in label of a chevron cell ends 8 before the content view (Xcode 14 keeps 16 + 10.5 for the
    /// chevron).
    @Test func S3_modernCanvasCellsKeep11PointVerticalMargins() throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: "22505"))
        #expect(frames["c1"]?.height == CGFloat(42))
        #expect(frames["l1"] == CGRect(x: 16, y: 11, width: 80, height: 20))
        #expect(frames["v2"]?.width == CGFloat(348.5))
        #expect(frames["l2"] == CGRect(x: 16, y: 0, width: 324.5, height: 44))
    }

    /// Rows wider than 375 points keep 20-point side margins on the canvas, in a window (a 393-point phone,
    /// where the device's own minimum margin is 16) or laid out alone.
    @Test(arguments: [("retina6_12", 393), ("retina4_7", 414)])
    func S3_wideRowsKeep20PointSideMargins(device: String, width: Int) throws {
        let frames = try CanvasEmulationTests.computedFrames(
            Self.document(toolsVersion: "22505", device: device, width: width))
        #expect(frames["l1"]?.minX == CGFloat(20))
    }

    /// The chevron's room starts at the canvas's side margin, not the device's: in a 393-point row (where the
    /// phone's own margin is 16) the content view ends 20 + 10.5 before the edge, on a pixel at @3x (362.67, as
    /// GoMap and OsmAnd store it); a 414-point row ends at 383.5.
    @Test(arguments: [("retina6_12", 393, 393 - 91.0 / 3), ("retina4_7", 414, 383.5)])
    func S3_chevronRoomStartsAtTheCanvasSideMargin(device: String, width: Int, content: Double) throws {
        let frames = try CanvasEmulationTests.computedFrames(
            Self.document(toolsVersion: "24506", device: device, width: width))
        let stored = try #require(frames["v2"])
        #expect(abs(stored.width - CGFloat(content)) < 0.001)
    }

    /// The chevron's room past the trailing margin by Xcode build: 11 on the iOS 13 and 14 canvases (Xcode 11's
    /// betas, 14800, to Xcode 12.4), 9.5 in Xcode 12.5 (18000 to 18999), so a 375-point row's content view is
    /// 348 or 349.5 wide; Xcode 10.1 (14490.70 stores the old gaps) and Xcode 13 are unmeasured and keep the
    /// iOS 7 gaps (15 + 8 + 10).
    @Test(arguments: [
        ("14868", 348.0), ("16097", 348), ("17147", 348), ("18122", 349.5), ("14490.70", 342), ("19529", 342),
    ])
    func S3_chevronRoomByXcodeBuild(toolsVersion: String, content: Double) throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: toolsVersion))
        #expect(frames["v2"]?.width == CGFloat(content))
    }

    /// Xcode 26 (tools version 24000 and later) keeps 15 points above and below; `32700.99.1234`, which tools
    /// other than Xcode write, keeps 11.
    @Test(arguments: [("24506", 50), ("32700.99.1234", 42)])
    func S3_xcode26CanvasCellsKeep15PointVerticalMargins(toolsVersion: String, height: Int) throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: toolsVersion))
        #expect(frames["c1"]?.height == CGFloat(height))
        #expect(frames["l1"] == CGRect(x: 16, y: CGFloat(height - 20) / 2, width: 80, height: 20))
    }

    /// Before Xcode 9 (tools version 12120 is Xcode 8.3): 8-point margins all round, the built-in label 15 from
    /// the content view's sides and 15 after the image, which stays at the table's 16.
    @Test func S3_xcode8CanvasInsetsBuiltInLabelsBy15() throws {
        let frames = try CanvasEmulationTests.computedFrames(Self.document(toolsVersion: "12120"))
        #expect(frames["c1"]?.height == CGFloat(36))
        #expect(frames["l1"]?.origin == CGPoint(x: 8, y: 8))
        #expect(frames["l3"] == CGRect(x: 56, y: 0, width: 304, height: 44))
    }
}
