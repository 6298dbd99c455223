import AdaptiveKit
import Foundation
import InterfaceBuilder
import Testing

/// S3: the canvas Interface Builder drew a scene on, read from the document's own attributes.
@MainActor
@Suite struct CanvasMetricsTests {
    /// A one-scene storyboard on `device` saved by `toolsVersion`, a view stored at `y`, 16 below the safe area's top.
    static func storyboard(device: String, toolsVersion: String, height: Int, y: Int) throws -> IBDocument {
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
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cm-bx-001">
                                            <rect key="frame" x="0.0" y="\(y)" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="cm-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="cm-bx-001" firstAttribute="top" secondItem="cm-sa-001" \
            secondAttribute="top" constant="16" id="cm-cs-001"/>
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

    @Test func S3_notchedCanvasesKeepTheirTopInsetWhateverTheXcode() throws {
        for toolsVersion in ["13196", "17156", "21701"] {
            let document = try Self.storyboard(device: "retina5_9", toolsVersion: toolsVersion, height: 812, y: 60)
            let report = try #require(LayoutFidelity.compareFrames(in: document).first)
            #expect(report.mismatched().isEmpty, "\(toolsVersion)")
        }
    }
}
