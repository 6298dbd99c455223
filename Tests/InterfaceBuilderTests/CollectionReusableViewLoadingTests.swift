@_spi(AdaptiveKit) import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A section header class a storyboard names, with an outlet to its title label.
final class SectionTitleView: UICollectionReusableView {
    var titleLabel: UILabel?

    override class var messageTable: MessageTable {
        var table = super.messageTable
        table.addOutlet("titleLabel") { (target: SectionTitleView, arguments) in
            target.titleLabel = try arguments.value(0)
        }
        return table
    }
}

/// Two sections of three items, with the header and footer prototypes of the storyboard.
@MainActor
private final class HeaderSource: UICollectionViewDataSource {
    var dequeued: [UICollectionReusableView] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let identifier = kind == UICollectionView.elementKindSectionHeader ? "header" : "footer"
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        (view as? SectionTitleView)?.titleLabel?.text = "Section \(indexPath.section)"
        dequeued.append(view)
        return view
    }
}

/// `<collectionReusableView key="sectionHeaderView">` and `key="sectionFooterView"` in a `<collectionView>` are
/// prototypes: registered by kind and reuse identifier, each dequeue makes a new one with its subviews and
/// outlets, and none is a subview of the collection view until the layout asks for it.
@MainActor
@Suite struct CollectionReusableViewLoadingTests {
    private func xml(headerIdentifier: String = "header") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="cvc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="cvc" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
        dataMode="prototypes" id="col">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0.0" \
        minimumInteritemSpacing="0.0" id="flw">
                                    <size key="itemSize" width="375" height="50"/>
                                    <size key="headerReferenceSize" width="50" height="100"/>
                                    <size key="footerReferenceSize" width="50" height="30"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell reuseIdentifier="Cell" id="cel">
                                        <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" opaque="NO" contentMode="center" \
        reuseIdentifier="\(headerIdentifier)" customClass="SectionTitleView" id="hdr">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" text="PLEASE SELECT" translatesAutoresizingMaskIntoConstraints="NO" \
        id="lbl">
                                            <rect key="frame" x="8" y="24" width="359" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="hdr" \
        secondAttribute="leading" constant="8" id="c1"/>
                                        <constraint firstItem="lbl" firstAttribute="top" secondItem="hdr" \
        secondAttribute="top" constant="24" id="c2"/>
                                    </constraints>
                                    <connections>
                                        <outlet property="titleLabel" destination="lbl" id="o1"/>
                                    </connections>
                                </collectionReusableView>
                                <collectionReusableView key="sectionFooterView" opaque="NO" contentMode="center" \
        reuseIdentifier="footer" id="ftr">
                                    <rect key="frame" x="0.0" y="250" width="375" height="30"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </collectionReusableView>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func headerAndFooterPrototypesAreDequeuedWithTheirSubviewsAndOutlets() throws {
        InterfaceBuilder.register(SectionTitleView.self, forCustomClass: "SectionTitleView")
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(xml().utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? UICollectionViewController)
        let collectionView = try #require(controller.collectionView)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 100))
        #expect(layout.footerReferenceSize == CGSize(width: 50, height: 30))
        // Prototypes are not subviews.
        #expect(!collectionView.subviews.contains { $0 is UICollectionReusableView && !($0 is UICollectionViewCell) })

        let source = HeaderSource()
        collectionView.dataSource = source
        collectionView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        collectionView.contentInsetAdjustmentBehavior = .never
        let diagnostics = DiagnosticLog.capture { collectionView.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? SectionTitleView)
        #expect(header.reuseIdentifier == "header")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        let label = try #require(header.titleLabel)
        #expect(label.superview === header && label.text == "Section 0")
        #expect(label.frame.origin == CGPoint(x: 8, y: 24))
        let footer = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.reuseIdentifier == "footer" && !(footer is SectionTitleView))
        // 100 header + 3 × 50 rows: the footer at 250, the next header at 280.
        #expect(footer.frame == CGRect(x: 0, y: 250, width: 375, height: 30))
        let second = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                as? SectionTitleView)
        #expect(second !== header && second.titleLabel !== label)
        #expect(second.frame.minY == CGFloat(280) && second.titleLabel?.text == "Section 1")
        #expect(source.dequeued.count == 4)
    }

    @Test func aPrototypeWithoutReuseIdentifierIsReported() throws {
        let document = try IBDocument(data: Data(xml(headerIdentifier: "").utf8))
        let warnings = document.diagnostics.map(\.message).filter { $0.contains("collectionReusableView") }
        #expect(
            warnings == [
                "<collectionReusableView key=\"sectionHeaderView\"> has no reuseIdentifier; it cannot be dequeued"
            ])
    }
}
