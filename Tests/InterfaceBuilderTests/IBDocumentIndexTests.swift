import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing
import VisualFormat

struct IBDocumentIndexTests {
    @Test func S1_constraintItemsNameViewsAndGuides() throws {
        let index = try Fixtures.document("Adaptive.storyboard").makeIndex()
        #expect(index.items["btn-sh-001"] == .view("btn-sh-001"))
        #expect(index.items["saf-ls-001"] == .layoutGuide(key: "safeArea", ownerID: "lst-vw-001"))
        #expect(index.items["top-dt-001"] == .viewControllerLayoutGuide(type: "top", controllerID: "dtl-vc-001"))
        #expect(index.items["bot-dt-001"] == .viewControllerLayoutGuide(type: "bottom", controllerID: "dtl-vc-001"))
        #expect(index.items["seg-sh-001"] == nil)
    }

    @Test func S1_superviewsAndOwningControllers() throws {
        let index = try Fixtures.document("Adaptive.storyboard").makeIndex()
        #expect(index.superviewIDs["btn-sh-001"] == "lst-vw-001")
        #expect(index.ancestorIDs(of: "cap-dt-001") == ["dtl-vw-001"])
        #expect(index.controllerID(owning: "cap-dt-001") == "dtl-vc-001")
        #expect(index.controllerID(owning: "bar-nv-001") == "nav-ma-001")
        #expect(index.viewControllers.count == 8)
        #expect(index.views["img-dt-001"]?.image == "photo")
        let xib = try Fixtures.document("SizeClasses.xib").makeIndex()
        #expect(xib.ancestorIDs(of: "avt-iv-001") == ["stk-vw-001", "rot-vw-001"])
        #expect(xib.controllerID(owning: "avt-iv-001") == nil, "a xib's views belong to File's Owner")
    }

    @Test func S1_storyboardReferences() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Root" \
            id="ref-1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        let reference = try #require(document.viewController(withID: "ref-1"))
        #expect(reference.elementName == "viewControllerPlaceholder")
        #expect(
            reference.storyboardReference
                == IBStoryboardReference(storyboardName: "Settings", referencedIdentifier: "Root"))
        #expect(reference.properties["storyboardName"] == "Settings")
    }

    @Test func S1_referencesToTheWrongKindOfObjectAreWarnings() throws {
        let marked = MarkedText(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            initialViewController="v1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="c1" sceneMemberID="viewController">
                                <view key="view" id="v1">
                                    <constraints>
                                        1️⃣<constraint firstItem="g1" firstAttribute="width" constant="1" id="k1"/>
                                    </constraints>
                                    <variation key="default">
                                        <mask key="constraints">2️⃣<exclude reference="v1"/></mask>
                                        <mask key="subviews">3️⃣<exclude reference="k1"/></mask>
                                    </variation>
                                </view>
                                <connections>
                                    4️⃣<segue destination="v1" kind="show" id="e1"/>
                                </connections>
                            </viewController>
                            <tapGestureRecognizer id="g1"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let document = try IBDocument.readLeniently(data: Data(marked.text.utf8))
        #expect(
            document.diagnostics == [
                IBDiagnostic(
                    .warning, "the document refers to 'v1' (initialViewController), a <view>",
                    at: TextLocation(line: 1, column: 1)),
                IBDiagnostic(
                    .warning, "constraint 'k1' refers to 'g1' (firstItem), a <tapGestureRecognizer>; dropped",
                    at: marked["1️⃣"]),
                IBDiagnostic(
                    .warning, "<exclude> of a variation mask refers to 'v1' (reference), a <view>", at: marked["2️⃣"]),
                IBDiagnostic(
                    .warning, "<exclude> of a variation mask refers to 'k1' (reference), a <constraint>",
                    at: marked["3️⃣"]),
                IBDiagnostic(.warning, "segue 'e1' refers to 'v1' (destination), a <view>", at: marked["4️⃣"]),
            ])
    }
}
