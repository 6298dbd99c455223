import AdaptiveKit
import AdaptiveRender
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// S3 for prototypes: table prototype cells, collection view cells and section headers are compared as IB's
/// canvas draws them, each dequeued through the registration the app uses.
@MainActor
@Suite struct PrototypeFidelityTests {
    static func tableCell(_ id: String, identifier: String?, y: Int, width: Int, labelX: Int) -> String {
        let reuse = identifier.map { #"reuseIdentifier="\#($0)" "# } ?? ""
        return """
            <tableViewCell contentMode="scaleToFill" \(reuse)id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \
            tableViewCell="\(id)" id="\(id)-cv">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-l">
                            <rect key="frame" x="\(labelX)" y="11" width="\(width - 2 * labelX)" height="38"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-l" firstAttribute="leading" secondItem="\(id)-cv" \
            secondAttribute="leadingMargin" id="\(id)-c1"/>
                        <constraint firstItem="\(id)-cv" firstAttribute="trailingMargin" secondItem="\(id)-l" \
            secondAttribute="trailing" id="\(id)-c2"/>
                        <constraint firstItem="\(id)-l" firstAttribute="top" secondItem="\(id)-cv" \
            secondAttribute="topMargin" id="\(id)-c3"/>
                        <constraint firstItem="\(id)-cv" firstAttribute="bottomMargin" secondItem="\(id)-l" \
            secondAttribute="bottom" id="\(id)-c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    static func tableDocument(device: String, width: Int, labelX: Int, toolsVersion: String = "22505") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="\(toolsVersion)" initialViewController="tvc">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
        dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="44" id="tbl">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(width == 375 ? 667 : 852)"/>
                                <prototypes>
        \(tableCell("p1", identifier: "Title", y: 28, width: width, labelX: labelX))
        \(tableCell("p2", identifier: nil, y: 88, width: width, labelX: labelX))
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func comparisons(_ xml: String) throws -> [String: IBFrameComparison] {
        let reports = LayoutFidelity.compareFrames(in: try IBDocument(data: Data(xml.utf8)))
        let all = reports.flatMap(\.comparisons)
        return Dictionary(all.map { ($0.viewID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A prototype is its table's row at its stored height; one without an identifier cannot be dequeued and
    /// is not compared.
    @Test func S3_tablePrototypeIsLaidOutAsARowOfItsTable() throws {
        let found = try comparisons(Self.tableDocument(device: "retina4_7", width: 375, labelX: 16))
        #expect(found["p1"]?.computed == CGRect(x: 0, y: 28, width: 375, height: 60))
        #expect(found["p1-cv"]?.computed == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(found["p1-l"] != nil)
        #expect(found["p2"] == nil && found["p2-cv"] == nil && found["p2-l"] == nil)
    }

    /// A 393-point table (the iPhone 15 canvas) gives its prototype row the table's width.
    @Test func S3_widePrototypeTakesItsTablesWidth() throws {
        let found = try comparisons(Self.tableDocument(device: "retina6_12", width: 393, labelX: 20))
        #expect(found["p1"]?.computed.size == CGSize(width: 393, height: 60))
    }

    static let collectionDocument = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="22505" initialViewController="cvc">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="cvc" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
        dataMode="prototypes" id="col">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
        minimumInteritemSpacing="10" id="fl">
                                    <size key="itemSize" width="100" height="80"/>
                                    <size key="headerReferenceSize" width="50" height="40"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell contentMode="center" reuseIdentifier="Item" id="cc">
                                        <rect key="frame" x="8" y="48" width="120" height="90"/>
                                        <view key="contentView" contentMode="center" id="ccv">
                                            <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                            <subviews>
                                                <label opaque="NO" text="Item" \
        translatesAutoresizingMaskIntoConstraints="NO" id="cl">
                                                    <rect key="frame" x="8" y="8" width="104" height="74"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="cl" firstAttribute="leading" \
        secondItem="ccv" secondAttribute="leading" constant="8" id="k1"/>
                                                <constraint firstItem="cl" firstAttribute="top" secondItem="ccv" \
        secondAttribute="top" constant="8" id="k2"/>
                                                <constraint firstAttribute="trailing" secondItem="cl" \
        secondAttribute="trailing" constant="8" id="k3" firstItem="ccv"/>
                                                <constraint firstAttribute="bottom" secondItem="cl" \
        secondAttribute="bottom" constant="8" id="k4" firstItem="ccv"/>
                                            </constraints>
                                        </view>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" opaque="NO" \
        clipsSubviews="YES" contentMode="center" reuseIdentifier="Header" id="hd">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <subviews>
                                        <label opaque="NO" text="Header" \
        translatesAutoresizingMaskIntoConstraints="NO" id="hl">
                                            <rect key="frame" x="8" y="10" width="359" height="20"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="hl" firstAttribute="leading" secondItem="hd" \
        secondAttribute="leading" constant="8" id="h1"/>
                                        <constraint firstItem="hl" firstAttribute="centerY" secondItem="hd" \
        secondAttribute="centerY" id="h2"/>
                                        <constraint firstAttribute="trailing" secondItem="hl" \
        secondAttribute="trailing" constant="8" id="h3" firstItem="hd"/>
                                    </constraints>
                                </collectionReusableView>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A collection view cell and a section header are laid out at their stored sizes (not the flow layout's
    /// item size); their own frames are given, so only what is inside them counts.
    @Test func S3_collectionPrototypesAreLaidOutAtTheirStoredSizes() throws {
        let found = try comparisons(Self.collectionDocument)
        #expect(found["cc"] == nil && found["hd"] == nil)
        #expect(found["ccv"]?.computed == CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(found["cl"]?.computed == CGRect(x: 8, y: 8, width: 104, height: 74))
        #expect(found["hl"]?.computed == CGRect(x: 8, y: 10, width: 359, height: 20))
    }
}
