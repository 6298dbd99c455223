import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for table cells on Interface Builder canvases: the room a cell's content view leaves for a standard accessory
/// follows the Xcode that saved the file (the iOS 7 gaps up to Xcode 10, the trailing margin plus a slot per
/// accessory type from iOS 13), as the stored content views of ib-corpus show.
@MainActor
@Suite struct CellAccessoryCanvasTests {
    static func document(toolsVersion: String) -> String {
        let accessories = ["disclosureIndicator", "detailButton", "checkmark", "detailDisclosureButton", "none"]
        let cells = accessories.enumerated().map { index, accessory in
            """
            <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" textLabel="t\(index)" \
            style="IBUITableViewCellStyleDefault" id="c\(index)">
                <rect key="frame" x="0.0" y="\(index * 44)" width="375" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \
            tableViewCell="c\(index)" id="v\(index)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                    <subviews>
                        <label opaque="NO" text="Row \(index)" id="t\(index)">
                            <rect key="frame" x="16" y="0.0" width="343" height="43.5"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="\(toolsVersion)" initialViewController="tvc">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tableViewController id="tvc" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
            dataMode="static" style="plain" separatorStyle="default" rowHeight="44" id="tbl">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection id="sc1">
                                            <cells>
            \(cells.joined(separator: "\n"))
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
    }

    func contentWidths(toolsVersion: String, device: String) throws -> [CGFloat] {
        let xml = Self.document(toolsVersion: toolsVersion)
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(xml.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
        let simulator = try DeviceSimulator(deviceNamed: device, rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let objects = try #require(controller.interfaceBuilderObjects)
        return try (0..<5).map { try #require(objects.view(withIBID: "v\($0)")).frame.width }
    }

    /// Xcode 14 and later (tools version 21000): the chevron takes the 16-point margin and 10.5 more (26.5 of
    /// 375), a checkmark or detail button 24 (40), the detail disclosure button 42.5 (58.5).
    @Test func S3_modernCanvasKeepsTheMarginAndASlotPerAccessory() throws {
        #expect(try contentWidths(toolsVersion: "22505", device: "iPhone 8") == [348.5, 335, 335, 316.5, 375])
    }

    /// At @3x the slot ends on a pixel towards the cell's edge: 20 + 10.5 is kept as 30.33 on a 430-point phone.
    @Test func S3_modernSlotsArePixelAlignedAt3x() throws {
        let widths = try contentWidths(toolsVersion: "24506", device: "iPhone 15 Pro Max")
        #expect(abs(widths[0] - (430 - 91.0 / 3)) < 0.001)
        #expect(widths[1] == CGFloat(430 - 44))
    }

    /// Xcode 11 to 13 (tools version 15000 up to 21000) keep 24 points for a checkmark or detail button; Xcode 11
    /// keeps 11 past the margin for the chevron (27 of 375); the detail disclosure button keeps the iOS 7 gaps.
    @Test func S3_xcode11CanvasSlotsTheChevronAndTheButtons() throws {
        #expect(try contentWidths(toolsVersion: "15705", device: "iPhone 8") == [348, 335, 335, 342, 375])
    }

    /// Up to Xcode 10 the iOS 7 gaps around the accessory: 10 after it, 15 before it (8-point chevron: 33).
    @Test func S3_olderCanvasKeepsTheIOS7Gaps() throws {
        #expect(try contentWidths(toolsVersion: "13196", device: "iPhone 8") == [342, 328, 336, 342, 375])
        #expect(try contentWidths(toolsVersion: "not a version", device: "iPhone 8") == [342, 328, 336, 342, 375])
    }
}
