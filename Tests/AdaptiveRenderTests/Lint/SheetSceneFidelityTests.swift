import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for scenes shorter than the screen: sheets under the navigation bar IB stored, and container views' children
/// under the canvas's status bar.
@MainActor
@Suite struct SheetSceneFidelityTests {
    /// A box pinned to the safe area's top of a 375-wide root view of `height` points.
    static func scene(_ id: String, height: Int, boxY: Int, extra: String = "") -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-vw">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                        <rect key="frame" x="0.0" y="\(boxY)" width="375" height="50"/>
                    </view>
                    \(extra)
                </subviews>
                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                <constraints>
                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-sa" \
        secondAttribute="top" id="\(id)-c1"/>
                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-vw" \
        secondAttribute="leading" id="\(id)-c2"/>
                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" \
        id="\(id)-c3"/>
                    <constraint firstItem="\(id)-bx" firstAttribute="height" constant="50" id="\(id)-c4"/>
                </constraints>
            </view>
        </viewController>
        """
    }

    static func storyboard(toolsVersion: String = "22155", _ scenes: [String]) throws -> IBDocument {
        let body = scenes.enumerated().map { index, scene in
            "<scene sceneID=\"sc-\(index)\"><objects>\(scene)</objects></scene>"
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>\(body.joined(separator: "\n"))</scenes>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    /// A navigation controller holding `sh-vc` whose stored bar is `barY` down and `barHeight` tall.
    static func navigation(barY: Int, barHeight: Int) -> String {
        """
        <navigationController id="nv-vc" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nv-bar">
                <rect key="frame" x="0.0" y="\(barY)" width="375" height="\(barHeight)"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections>
                <segue destination="sh-vc" kind="relationship" relationship="rootViewController" id="nv-sg"/>
            </connections>
        </navigationController>
        """
    }

    @Test func S3_aSheetSizedSceneIsLaidOutUnderItsStoredSheetBar() throws {
        // A page sheet on the 4.7-inch canvas: 647 points tall, no status bar, a 56-point bar at its top.
        let document = try Self.storyboard([
            Self.navigation(barY: 0, barHeight: 56), Self.scene("sh-vc", height: 647, boxY: 56),
        ])
        let report = try #require(LayoutFidelity.compareFrames(in: document).first { $0.id == "sh-vc" })
        #expect(report.mode == .sheet)
        #expect(report.comparisons.map(\.viewID) == ["sh-vc-vw", "sh-vc-bx"])
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        #expect(report.comparisons.last?.computed == CGRect(x: 0, y: 56, width: 375, height: 50))
    }

    @Test func S3_aBarBelowAStatusBarIsNoSheet() throws {
        // A stored bar at y = 20 is a full-screen navigation controller's: the short scene stays standalone.
        let document = try Self.storyboard([
            Self.navigation(barY: 20, barHeight: 44), Self.scene("sh-vc", height: 647, boxY: 0),
        ])
        let report = try #require(LayoutFidelity.compareFrames(in: document).first { $0.id == "sh-vc" })
        #expect(report.mode == .standalone)
        #expect(report.comparisons.last?.computed.minY == CGFloat(0))
    }

    @Test func S3_anXcode16SheetBarBelowTheSheetsTopStillEndsTheSafeArea() throws {
        // A bar stored at y = 16 starts above the canvas's 20-point status bar's bottom: no full-screen bar does.
        let document = try Self.storyboard([
            Self.navigation(barY: 16, barHeight: 54), Self.scene("sh-vc", height: 647, boxY: 70),
        ])
        let report = try #require(LayoutFidelity.compareFrames(in: document).first { $0.id == "sh-vc" })
        #expect(report.mode == .sheet)
        #expect(report.comparisons.last?.computed == CGRect(x: 0, y: 70, width: 375, height: 50))
    }

    /// A full-screen scene whose container view, 375 × 400 at the top, embeds `em-vc`.
    static let embedding = """
        <viewController id="pa-vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="pa-vw">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="pa-cv">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <connections>
                            <segue destination="em-vc" kind="embed" id="pa-sg"/>
                        </connections>
                    </containerView>
                </subviews>
            </view>
        </viewController>
        """

    @Test(arguments: [("22155", 20), ("16097", 0)])
    func S3_anEmbeddedSceneSitsUnderTheCanvasStatusBar(toolsVersion: String, boxY: Int) throws {
        // Xcode 14.3 and later draw a 20-point status bar on home-button canvases, Xcode 11 none.
        let document = try Self.storyboard(
            toolsVersion: toolsVersion, [Self.embedding, Self.scene("em-vc", height: 400, boxY: boxY)])
        let report = try #require(LayoutFidelity.compareFrames(in: document).first { $0.id == "em-vc" })
        #expect(report.mode == .screenTop)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        #expect(report.comparisons.last?.computed == CGRect(x: 0, y: CGFloat(boxY), width: 375, height: 50))
    }

    @Test func S3_aShortSceneNothingEmbedsStaysStandalone() throws {
        let document = try Self.storyboard([Self.scene("em-vc", height: 400, boxY: 0)])
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .standalone)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
    }
}
