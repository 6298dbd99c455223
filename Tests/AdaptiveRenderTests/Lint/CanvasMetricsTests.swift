import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: the canvas Interface Builder drew a scene on, read from the document's own attributes.
@MainActor
@Suite struct CanvasMetricsTests {
    /// A one-scene storyboard on `device` saved by `toolsVersion`, a view stored at `y`, 16 inside the safe area's
    /// top (or its bottom when `bottom`).
    static func storyboard(
        device: String, toolsVersion: String, width: Int = 375, height: Int, y: Int, bottom: Bool = false
    ) throws -> IBDocument {
        let pin =
            bottom
            ? #"firstItem="cm-sa-001" firstAttribute="bottom" secondItem="cm-bx-001" secondAttribute="bottom""#
            : #"firstItem="cm-bx-001" firstAttribute="top" secondItem="cm-sa-001" secondAttribute="top""#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="cm-sc-001">
                        <objects>
                            <viewController id="cm-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="cm-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cm-bx-001">
                                            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="cm-sa-001"/>
                                    <constraints>
                                        <constraint \(pin) constant="16" id="cm-cs-001"/>
                                        <constraint firstItem="cm-bx-001" firstAttribute="leading" secondItem="cm-vw-001" \
            secondAttribute="leading" id="cm-cs-002"/>
                                        <constraint firstAttribute="trailing" secondItem="cm-bx-001" \
            secondAttribute="trailing" id="cm-cs-003"/>
                                        <constraint firstItem="cm-bx-001" firstAttribute="height" constant="50" id="cm-cs-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    /// Home-button phones: a 20-point status bar up to Xcode 10.1 and from Xcode 14.3, none in between.
    @Test(arguments: [
        ("13196", 36), ("14490.70", 36), ("14810", 16), ("17156", 16), ("21507", 16), ("21701", 36), ("32700", 36),
    ])
    func S3_homeButtonCanvasesShowAStatusBarByXcodeVersion(toolsVersion: String, y: Int) throws {
        let document = try Self.storyboard(device: "retina4_7", toolsVersion: toolsVersion, height: 667, y: y)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .device)
        let box = try #require(report.comparisons.first { $0.viewID == "cm-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: y, width: 375, height: 50))
        #expect(report.mismatched().isEmpty)
    }

    /// The 6.1-inch iPhone 11 canvas: 44 points on top up to Xcode 13, the device's 48 from Xcode 14.
    @Test(arguments: [("15705", 60), ("17156", 60), ("19162", 60), ("20037", 60), ("21225", 64), ("22505", 64)])
    func S3_theIPhone11CanvasTopInsetByXcodeVersion(toolsVersion: String, y: Int) throws {
        let document = try Self.storyboard(
            device: "retina6_1", toolsVersion: toolsVersion, width: 414, height: 896, y: y)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        let box = try #require(report.comparisons.first { $0.viewID == "cm-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: y, width: 414, height: 50))
    }

    @Test func S3_notchedCanvasesKeepTheirTopInsetWhateverTheXcode() throws {
        for toolsVersion in ["13196", "17156", "21701"] {
            let document = try Self.storyboard(device: "retina5_9", toolsVersion: toolsVersion, height: 812, y: 60)
            let report = try #require(LayoutFidelity.compareFrames(in: document).first)
            #expect(report.mismatched().isEmpty, "\(toolsVersion)")
        }
    }
}

extension CanvasMetricsTests {
    /// Xcode 16 canvases (tools version 23727 up to 32700) draw a notched phone's safe area insets twice over;
    /// earlier and later ones draw the device's, the 5.8-inch canvas with the 13 mini's 50 points from tools version 22000.
    @Test(arguments: [
        ("retina6_12", "21701", 75), ("retina6_12", "23504", 75), ("retina6_12", "23727", 134),
        ("retina6_12", "24765", 134), ("retina6_12", "32700.99.1234", 75), ("retina5_9", "22155", 66),
        ("retina5_9", "22505", 66),
        ("retina5_9", "23094", 66),
        ("retina5_9", "24506", 116), ("retina4_7", "24506", 36),
    ])
    func S3_xcode16CanvasesDoubleNotchedInsets(device: String, toolsVersion: String, y: Int) throws {
        let size = try #require(IBDevice(id: device).size)
        let document = try Self.storyboard(
            device: device, toolsVersion: toolsVersion, width: Int(size.width), height: Int(size.height), y: y)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .device)
        let box = try #require(report.comparisons.first { $0.viewID == "cm-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: CGFloat(y), width: size.width, height: 50))
    }

    /// iPads without a home indicator follow home-button phones: a 20-point status bar up to Xcode 10.1, none in
    /// Xcode 11 to 14.2.
    @Test(arguments: [("ipad9_7", "13771", 36), ("ipad10_5", "13771", 36), ("ipad10_5", "15400", 16)])
    func S3_homeButtonIPadCanvasesShowAStatusBarByXcodeVersion(device: String, toolsVersion: String, y: Int) throws {
        let size = try #require(IBDevice(id: device).size)
        let document = try Self.storyboard(
            device: device, toolsVersion: toolsVersion, width: Int(size.width), height: Int(size.height), y: y)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .device)
        let box = try #require(report.comparisons.first { $0.viewID == "cm-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: CGFloat(y), width: size.width, height: 50))
    }

    /// The bottom inset doubles with the top: 68 points above the 6.1-inch iPhone 15's bottom edge in Xcode 16.
    @Test(arguments: [("22155", 34), ("24506", 68)])
    func S3_xcode16CanvasesDoubleTheHomeIndicatorInset(toolsVersion: String, inset: Int) throws {
        let y = 852 - inset - 16 - 50
        let document = try Self.storyboard(
            device: "retina6_12", toolsVersion: toolsVersion, width: 393, height: 852, y: y, bottom: true)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        let box = try #require(report.comparisons.first { $0.viewID == "cm-bx-001" })
        #expect(box.computed == CGRect(x: 0, y: CGFloat(y), width: 393, height: 50))
        #expect(report.mismatched().isEmpty)
    }

    /// IB draws a xib's top-level view with the margins a root view of its width has: none above and below,
    /// 16 points on the sides, 20 from 414 points wide (a plain view has 8 all round), unless the file gives it
    /// margins.
    @Test(arguments: [("retina4_7", 320, 16), ("retina5_5", 320, 16), ("retina6_1", 375, 16), ("retina6_1", 414, 20)])
    func S3_topLevelViewsHaveARootViewsMargins(device: String, width: Int, margin: Int) throws {
        let document = try LayoutFidelityTests.xib(
            device: device, size: CGSize(width: width, height: 60),
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mg-vw-001">
                    <rect key="frame" x="\(margin)" y="0.0" width="\(width - 2 * margin)" height="60"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="mg-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leadingMargin" id="mg-cs-001"/>
                <constraint firstAttribute="trailingMargin" secondItem="mg-vw-001" secondAttribute="trailing" \
            id="mg-cs-002"/>
                <constraint firstItem="mg-vw-001" firstAttribute="top" secondItem="top-vw-001" \
            secondAttribute="topMargin" id="mg-cs-003"/>
                <constraint firstAttribute="bottomMargin" secondItem="mg-vw-001" secondAttribute="bottom" \
            id="mg-cs-004"/>
            </constraints>
            """)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .standalone)
        let inner = try #require(report.comparisons.first { $0.viewID == "mg-vw-001" })
        #expect(inner.computed == CGRect(x: margin, y: 0, width: width - 2 * margin, height: 60))
    }

    /// A table view cell xib saved by `toolsVersion`, an image pinned to its content view's top and leading margins.
    static func cell(toolsVersion: String, width: Int = 320) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cl-tc-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="cl-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cl-iv-001">
                                    <rect key="frame" x="0" y="0" width="24" height="24"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cl-iv-001" firstAttribute="leading" secondItem="cl-cv-001" \
            secondAttribute="leadingMargin" id="cl-cs-001"/>
                                <constraint firstItem="cl-iv-001" firstAttribute="top" secondItem="cl-cv-001" \
            secondAttribute="topMargin" id="cl-cs-002"/>
                                <constraint firstItem="cl-iv-001" firstAttribute="width" constant="24" id="cl-cs-003"/>
                                <constraint firstItem="cl-iv-001" firstAttribute="height" constant="24" id="cl-cs-004"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    /// From Xcode 9 a cell's content view has the table's side margins and 11 points above and below; before, 8.
    @Test(arguments: [("11762", 8, 8), ("13196", 16, 11), ("21701", 16, 11)])
    func S3_cellContentViewsHaveTheTablesMargins(toolsVersion: String, x: Int, y: Int) throws {
        let report = try #require(LayoutFidelity.compareFrames(in: try Self.cell(toolsVersion: toolsVersion)).first)
        let image = try #require(report.comparisons.first { $0.viewID == "cl-iv-001" })
        #expect(image.computed == CGRect(x: x, y: y, width: 24, height: 24))
    }

    /// A cell's side margins follow its own width on the canvas: 20 once it is wider than 375 points, whatever the
    /// canvas device (a 380-point cell on a 414-point canvas keeps 20, 320- and 375-point cells 16).
    @Test(arguments: [(320, 16), (375, 16), (380, 20), (414, 20)])
    func S3_cellsWiderThan375KeepTwentyPointMargins(width: Int, x: Int) throws {
        let document = try Self.cell(toolsVersion: "16096", width: width)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        let image = try #require(report.comparisons.first { $0.viewID == "cl-iv-001" })
        #expect(image.computed == CGRect(x: x, y: 11, width: 24, height: 24))
    }

    @Test func S3_marginsTheFileGivesATopLevelViewAreKept() throws {
        let document = try LayoutFidelityTests.xib(
            device: "retina4_7", size: CGSize(width: 320, height: 60),
            """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mg-vw-001">
                    <rect key="frame" x="4" y="0.0" width="312" height="60"/>
                </view>
            </subviews>
            <edgeInsets key="layoutMargins" top="0.0" left="4" bottom="0.0" right="4"/>
            <constraints>
                <constraint firstItem="mg-vw-001" firstAttribute="leading" secondItem="top-vw-001" \
            secondAttribute="leadingMargin" id="mg-cs-001"/>
                <constraint firstAttribute="trailingMargin" secondItem="mg-vw-001" secondAttribute="trailing" \
            id="mg-cs-002"/>
                <constraint firstItem="mg-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" \
            id="mg-cs-003"/>
                <constraint firstAttribute="bottom" secondItem="mg-vw-001" secondAttribute="bottom" id="mg-cs-004"/>
            </constraints>
            """)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
    }
}

extension CanvasMetricsTests {
    /// A show segue from a controller with a navigation item but no container in this file (its navigation
    /// controller is elsewhere): IB draws the destination under an inferred navigation bar.
    @Test(arguments: [true, false])
    func S3_aShowFromAControllerWithANavigationItemInfersANavigationBar(sourceHasItem: Bool) throws {
        let item = sourceHasItem ? #"<navigationItem key="navigationItem" title="List" id="nb-ni-001"/>"# : ""
        let y = sourceHasItem ? 84 : 40
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="nb-sc-001">
                        <objects>
                            <viewController id="nb-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="nb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                </view>
                                \(item)
                                <connections>
                                    <segue destination="nb-vc-002" kind="show" id="nb-sg-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="nb-sc-002">
                        <objects>
                            <viewController id="nb-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="nb-vw-002">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb-bx-002">
                                            <rect key="frame" x="0.0" y="\(y)" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="nb-sa-002"/>
                                    <constraints>
                                        <constraint firstItem="nb-bx-002" firstAttribute="top" secondItem="nb-sa-002" \
            secondAttribute="top" constant="20" id="nb-cs-001"/>
                                        <constraint firstItem="nb-bx-002" firstAttribute="leading" secondItem="nb-vw-002" \
            secondAttribute="leading" id="nb-cs-002"/>
                                        <constraint firstAttribute="trailing" secondItem="nb-bx-002" \
            secondAttribute="trailing" id="nb-cs-003"/>
                                        <constraint firstItem="nb-bx-002" firstAttribute="height" constant="50" id="nb-cs-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let reports = LayoutFidelity.compareFrames(in: try IBDocument(data: Data(text.utf8)))
        let report = try #require(reports.first { $0.id == "nb-vc-002" })
        let box = try #require(report.comparisons.first { $0.viewID == "nb-bx-002" })
        // Status bar 20 (Xcode 9 canvas), navigation bar 44, then 20.
        #expect(box.computed == CGRect(x: 0, y: y, width: 375, height: 50))
    }
}
