import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

/// A data source for a loaded collection view: four items of the prototype cell.
@MainActor
private final class PrototypeSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}

/// `<collectionView>` elements become `UICollectionView`s with the flow layout IB saved and their prototype
/// cells registered.
@MainActor
@Suite struct CollectionViewLoadingTests {
    private let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
        dataMode="prototypes" id="col">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="4" \
        minimumInteritemSpacing="2" sectionInsetReference="safeArea" id="flw">
                        <size key="itemSize" width="120" height="90"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="3" minY="5" maxX="3" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Photo" \
        id="pho">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </objects>
        </document>
        """

    @Test func flowLayoutAndPrototypeCellsLoad() throws {
        let nib = UINib(document: try IBDocument(data: Data(xml.utf8)))
        let objects = nib.instantiateObjects(withOwner: nil)
        let collectionView = try #require(objects.view(withIBID: "col") as? UICollectionView)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90))
        #expect(layout.minimumLineSpacing == CGFloat(4) && layout.minimumInteritemSpacing == CGFloat(2))
        #expect(layout.sectionInset == UIEdgeInsets(top: 5, left: 3, bottom: 0, right: 3))
        #expect(layout.sectionInsetReference == .fromSafeArea)
        let source = PrototypeSource()
        collectionView.dataSource = source
        let diagnostics = DiagnosticLog.capture { collectionView.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // 384 pt between the insets: three 120-pt items, gaps of 12.
        #expect(collectionView.visibleCells.map(\.frame.minX) == [3, 135, 267, 3])
        #expect(collectionView.visibleCells.allSatisfy { $0.reuseIdentifier == "Photo" })
    }
}

@MainActor
@Suite struct CollectionViewControllerLoadingTests {
    private let xml = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="cvc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="cvc" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" \
        dataMode="prototypes" id="col">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" \
        minimumInteritemSpacing="10" id="flw">
                                    <size key="itemSize" width="100" height="100"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell reuseIdentifier="Cell" id="cel">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func collectionViewControllerServesItsLoadedCollectionView() throws {
        let storyboard = UIStoryboard(document: try IBDocument(data: Data(xml.utf8)))
        let controller = try #require(storyboard.instantiateInitialViewController() as? UICollectionViewController)
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView === controller.view)
        #expect(collectionView.dataSource === controller)
        #expect(
            (controller.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
                == CGSize(width: 100, height: 100))
    }
}
