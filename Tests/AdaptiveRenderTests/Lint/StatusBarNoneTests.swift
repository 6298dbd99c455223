import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: a scene whose simulated status bar is None (`<nil key="simulatedStatusBarMetrics"/>`) has no top inset on a
/// home-button canvas of Xcode 10.1 and earlier; later canvases draw the status bar whatever the file says.
@MainActor
@Suite struct StatusBarNoneTests {
    /// A full-screen scene (its box on the safe area's top), the status bar set to None when `none`, inside a
    /// navigation controller whose bar is hidden when `contained`.
    static func document(toolsVersion: String, none: Bool, contained: Bool = false) throws -> IBDocument {
        var scene = SheetSceneFidelityTests.scene("sb-vc", height: 667, boxY: 0)
        let metrics = #"<nil key="simulatedStatusBarMetrics"/>"#
        if none, !contained {
            scene = scene.replacingOccurrences(of: "</viewController>", with: metrics + "</viewController>")
        }
        var scenes = [scene]
        if contained {
            scenes.append(
                """
                <navigationController navigationBarHidden="YES" id="sb-nc" sceneMemberID="viewController">
                    \(none ? metrics : "")
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="sb-nb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="sb-vc" kind="relationship" relationship="rootViewController" id="sb-sg"/>
                    </connections>
                </navigationController>
                """)
        }
        return try SheetSceneFidelityTests.storyboard(toolsVersion: toolsVersion, scenes)
    }

    static func box(_ document: IBDocument) throws -> IBFrameComparison {
        let report = try #require(LayoutFidelity.compareFrames(in: document).first { $0.id == "sb-vc" })
        #expect(report.mode == .device)
        return try #require(report.comparisons.first { $0.viewID == "sb-vc-bx" })
    }

    @Test func S3_theNoneStatusBarIsRead() throws {
        let document = try Self.document(toolsVersion: "12120", none: true)
        #expect(
            document.viewController(withID: "sb-vc")?.simulatedBars["simulatedStatusBarMetrics"]
                == IBViewController.noSimulatedBar)
        #expect(
            try Self.document(toolsVersion: "12120", none: false).viewController(withID: "sb-vc")?.simulatedBars == [:])
    }

    @Test(arguments: [("12120", true, 0), ("12120", false, 20), ("22155", true, 20), ("22155", false, 20)])
    func S3_noStatusBarLeavesNoTopInsetOnOldCanvases(toolsVersion: String, none: Bool, y: Int) throws {
        let box = try Self.box(try Self.document(toolsVersion: toolsVersion, none: none))
        #expect(box.computed == CGRect(x: 0, y: CGFloat(y), width: 375, height: 50))
    }

    @Test(arguments: [true, false])
    func S3_aContainersNoneStatusBarHoldsForItsChildren(_ none: Bool) throws {
        let box = try Self.box(try Self.document(toolsVersion: "12120", none: none, contained: true))
        #expect(box.computed.minY == CGFloat(none ? 0 : 20))
    }

    @Test func S3_aXibViewsNoneStatusBarIsRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12120" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="sb-xv">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <nil key="simulatedStatusBarMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(text.utf8))
        #expect(document.topLevelViews.first?.simulatesNoStatusBar == true)
        #expect(document.warnings.isEmpty)
    }
}
