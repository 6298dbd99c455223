import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for freeform scenes (`<freeformSimulatedSizeMetrics>`): a simulated navigation bar moves the safe area.
@MainActor
@Suite struct FreeformSceneFidelityTests {
    /// A storyboard (retina4_7 unless told) with one 375 × 1000 freeform scene and a box pinned to its safe area's top.
    static func storyboard(
        toolsVersion: String, metrics: String, boxY: Int, device: String = "retina4_7"
    ) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="ff-sc-001">
                        <objects>
                            <viewController id="ff-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="ff-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="ff-bx-001">
                                            <rect key="frame" x="0.0" y="\(boxY)" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="ff-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="ff-bx-001" firstAttribute="top" secondItem="ff-sa-001" \
            secondAttribute="top" id="ff-cs-001"/>
                                        <constraint firstItem="ff-bx-001" firstAttribute="leading" secondItem="ff-vw-001" \
            secondAttribute="leading" id="ff-cs-002"/>
                                        <constraint firstAttribute="trailing" secondItem="ff-bx-001" \
            secondAttribute="trailing" id="ff-cs-003"/>
                                        <constraint firstItem="ff-bx-001" firstAttribute="height" constant="50" id="ff-cs-004"/>
                                    </constraints>
                                </view>
                                \(metrics)
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="375" height="1000"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    nonisolated static let navigationBar =
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    /// Xcode 11.5 (16097) draws no status bar on home-button phones, Xcode 10 (14490) a 20-point one; the bar is 44.
    @Test(arguments: [("16097.3", navigationBar, 44), ("14490.70", navigationBar, 64), ("16097.3", "", 0)])
    func S3_aFreeformSceneUnderASimulatedBarHasItsSafeAreaBelowTheBar(
        toolsVersion: String, metrics: String, boxY: Int
    ) throws {
        let document = try Self.storyboard(toolsVersion: toolsVersion, metrics: metrics, boxY: boxY)
        #expect(document.viewControllers.first?.isFreeform == true)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == (metrics.isEmpty ? .standalone : .freeform))
        #expect(report.comparisons.map(\.viewID) == ["ff-vw-001", "ff-bx-001"])
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        let box = try #require(report.comparisons.last)
        #expect(box.computed == CGRect(x: 0, y: CGFloat(boxY), width: 375, height: 50))
    }

    @Test func S3_aFreeformSceneOnANotchedCanvasStaysStandalone() throws {
        // The canvas's status bar on notched phones of Xcode 13 and later is not known for freeform sizes: no safe area.
        let document = try Self.storyboard(
            toolsVersion: "22155", metrics: Self.navigationBar, boxY: 0, device: "retina6_1")
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .standalone)
        #expect(report.comparisons.last?.computed.minY == CGFloat(0))
    }

    /// A xib (6.1-inch canvas of Xcode 12) whose 600 × 154 freeform view holds a box pinned to its four margins.
    static func marginBoxXib(useSafeAreas: Bool, boxFrame: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(useSafeAreas ? " useSafeAreas=\"YES\"" : "")>
                <device id="retina6_1" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="mb-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="154"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mb-bx-001">
                                <rect key="frame" \(boxFrame)/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="mb-bx-001" firstAttribute="top" secondItem="mb-vw-001" \
            secondAttribute="topMargin" id="mb-cs-001"/>
                            <constraint firstAttribute="bottomMargin" secondItem="mb-bx-001" \
            secondAttribute="bottom" id="mb-cs-002"/>
                            <constraint firstItem="mb-bx-001" firstAttribute="leading" secondItem="mb-vw-001" \
            secondAttribute="leadingMargin" id="mb-cs-003"/>
                            <constraint firstAttribute="trailingMargin" secondItem="mb-bx-001" \
            secondAttribute="trailing" id="mb-cs-004"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    @Test func S3_aFreeformXibViewWithoutSafeAreaGuidesHasANotchedCanvasInsetsInItsMargins() throws {
        let document = try Self.marginBoxXib(
            useSafeAreas: false, boxFrame: #"x="20" y="44" width="560" height="76""#)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .freeform)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        #expect(report.comparisons.last?.computed == CGRect(x: 20, y: 44, width: 560, height: 76))
    }

    @Test func S3_aFreeformXibViewWithSafeAreaGuidesStaysStandalone() throws {
        let document = try Self.marginBoxXib(
            useSafeAreas: true, boxFrame: #"x="20" y="0.0" width="560" height="154""#)
        let report = try #require(LayoutFidelity.compareFrames(in: document).first)
        #expect(report.mode == .standalone)
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
    }
}
