import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3: files in the Xcode 8 format write `translatesAutoresizingMaskIntoConstraints="NO"` on every subview IB
/// turned autoresizing off for; a subview saved without it keeps its mask even where a constraint mentions it.
/// Older files never write the flag, and IB turns it off for every view a constraint mentions.
@MainActor
@Suite struct AutoresizingFlagTests {
    /// A box placed by its mask (no flag written) that a label's constraints hang from.
    static func document(xcode8Format: Bool) throws -> IBDocument {
        let dependencies =
            xcode8Format
            ? """
            <dependencies>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            """ : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_0" orientation="portrait" appearance="light"/>
                \(dependencies)
                <objects>
                    <view contentMode="scaleToFill" id="top-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="box-vw-001">
                                <rect key="frame" x="20" y="30" width="100" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
            id="lbl-vw-001">
                                <rect key="frame" x="20" y="88" width="100" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-vw-001" firstAttribute="top" secondItem="box-vw-001" \
            secondAttribute="bottom" constant="8" id="c01"/>
                            <constraint firstItem="lbl-vw-001" firstAttribute="leading" secondItem="box-vw-001" \
            secondAttribute="leading" id="c02"/>
                            <constraint firstItem="lbl-vw-001" firstAttribute="width" secondItem="box-vw-001" \
            secondAttribute="width" id="c03"/>
                            <constraint firstItem="lbl-vw-001" firstAttribute="height" constant="20" id="c04"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        return try IBDocument(data: Data(text.utf8))
    }

    @Test func S3_theCapabilitiesAreRead() throws {
        #expect(try Self.document(xcode8Format: true).capabilities == [IBDocument.xcode8FormatCapability])
        #expect(try Self.document(xcode8Format: false).capabilities.isEmpty)
    }

    @Test(arguments: [true, false])
    func S3_aConstrainedViewKeepsItsMaskOnlyInTheXcode8Format(_ xcode8Format: Bool) throws {
        let objects = UINib(document: try Self.document(xcode8Format: xcode8Format)).instantiateObjects(withOwner: nil)
        let box = try #require(objects.view(withIBID: "box-vw-001"))
        let label = try #require(objects.view(withIBID: "lbl-vw-001"))
        #expect(box.translatesAutoresizingMaskIntoConstraints == xcode8Format)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func S3_theMaskGivesTheStoredFrames() throws {
        let reports = LayoutFidelity.compareFrames(in: try Self.document(xcode8Format: true))
        let report = try #require(reports.first)
        #expect(report.comparisons.map(\.viewID) == ["top-vw-001", "box-vw-001", "lbl-vw-001"])
        #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe(reports))")
        let objects = UINib(document: try Self.document(xcode8Format: true)).instantiateObjects(withOwner: nil)
        let root = try #require(objects.view(withIBID: "top-vw-001"))
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(objects.view(withIBID: "box-vw-001")?.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(objects.view(withIBID: "lbl-vw-001")?.frame == CGRect(x: 20, y: 88, width: 100, height: 20))
    }

    @Test(arguments: [true, false])
    func S3_aTableHeaderViewWithConstraintsKeepsItsMaskInTheXcode8Format(_ xcode8Format: Bool) throws {
        let dependencies =
            xcode8Format
            ? #"<dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>"#
            : ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                \(dependencies)
                <objects>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" \
            id="hdr-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="136"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="136" id="hdr-c01"/>
                            </constraints>
                        </view>
                    </tableView>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(text.utf8))
        let objects = UINib(document: document).instantiateObjects(withOwner: nil)
        let header = try #require(objects.view(withIBID: "hdr-vw-001"))
        #expect(header.translatesAutoresizingMaskIntoConstraints == xcode8Format)
        if xcode8Format {
            let report = try #require(LayoutFidelity.compareFrames(in: document).first)
            #expect(report.comparisons.map(\.viewID) == ["hdr-tv-001", "hdr-vw-001"])
            #expect(report.mismatched().isEmpty, "\(LayoutFidelityTests.describe([report]))")
        }
    }
}
