import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import TestSupport
import Testing
import VisualFormat

struct IBDocumentTests {
    @Test func S1_storyboardHeaderDeviceAndInitialController() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == "21701")
        #expect(document.useAutolayout && document.useTraitCollections && document.useSafeAreas)
        #expect(!document.isLaunchScreen)
        #expect(document.device == IBDevice(id: "retina4_7", orientation: "portrait", appearance: "light"))
        #expect(document.designSize == CGSize(width: 375, height: 667))
        #expect(document.initialViewControllerID == "spl-it-000")
        #expect(document.initialViewController?.elementName == "splitViewController")
        #expect(document.scenes.count == 8)
        #expect(document.scenes.map(\.sceneID).first == "scn-sp-001")
        #expect(document.scenes.first?.canvasLocation == CGPoint(x: -800, y: 0))
        #expect(document.objects.isEmpty)
        #expect(document.diagnostics == [])
    }

    @Test func S1_controllersByIdentifierAndClass() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        let list = try #require(document.viewController(withStoryboardIdentifier: "List"))
        #expect(list.id == "lst-vc-001")
        #expect(list.elementName == "viewController")
        #expect(list.customClass == "ListViewController")
        #expect(list.customModule == "AdaptivePhotos")
        #expect(list.title == "Conversations")
        #expect(list.navigationItem?.title == "Conversations")
        #expect(list.view?.id == "lst-vw-001")
        #expect(document.viewController(withStoryboardIdentifier: "Missing") == nil)
        #expect(
            document.viewControllers.map(\.elementName) == [
                "splitViewController", "navigationController", "viewController", "viewController", "viewController",
                "viewController", "tabBarController", "viewController",
            ])
        let profile = try #require(document.viewController(withID: "pro-vc-001"))
        #expect(profile.freeformSize == CGSize(width: 320, height: 240))
    }

    @Test func S1_containerRelationships() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        let split = try #require(document.viewController(withID: "spl-it-000"))
        #expect(split.children("masterViewController") == ["nav-ma-001"])
        #expect(split.children("detailViewController") == ["dtl-vc-001"])
        let navigation = try #require(document.viewController(withID: "nav-ma-001"))
        #expect(navigation.children("rootViewController") == ["lst-vc-001"])
        #expect(navigation.keyedViews.map(\.key) == ["navigationBar"])
        #expect(navigation.keyedViews.first?.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        let tabs = try #require(document.viewController(withID: "set-vc-001"))
        #expect(tabs.children("viewControllers") == ["pro-vc-001", "emb-vc-001"])
        #expect(tabs.relationships.allSatisfy { $0.triggerID == nil })
    }

    @Test func S1_layoutGuidesAndResources() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        let detail = try #require(document.viewController(withID: "dtl-vc-001"))
        #expect(detail.topLayoutGuideID == "top-dt-001")
        #expect(detail.bottomLayoutGuideID == "bot-dt-001")
        #expect(document.view(withID: "lst-vw-001")?.safeAreaLayoutGuideID == "saf-ls-001")
        #expect(document.resources.images == ["photo": CGSize(width: 375, height: 297)])
        #expect(
            document.resources.namedColors["Paper"]
                == .rgb(red: 0.98, green: 0.97, blue: 0.94, alpha: 1, colorSpace: "sRGB"))
        #expect(
            document.resources.systemColors["systemBackgroundColor"]
                == .white(1, alpha: 1, colorSpace: "genericGamma22GrayColorSpace"))
        let photoScene = try #require(document.scenes.first { $0.viewController?.id == "pho-vc-001" })
        #expect(photoScene.objects.map(\.id) == ["frs-ph-001", "ext-ph-001"])
    }

    @Test func S1_xibTopLevelObjectsAndLandscapeDevice() throws {
        let document = try Fixtures.document("SizeClasses.xib")
        #expect(document.kind == .xib)
        #expect(document.device?.size == CGSize(width: 1024, height: 768))
        #expect(document.scenes.isEmpty)
        #expect(document.objects.map(\.id) == ["-1", "-2", "rot-vw-001"])
        guard case .other(let owner) = document.objects[0] else {
            Issue.record("File's Owner is not a placeholder")
            return
        }
        #expect(owner.placeholderIdentifier == "IBFilesOwner")
        #expect(owner.customClass == "ProfileViewController")
        #expect(owner.connections.map(\.kind) == [.outlet, .outlet, .outletCollection])
        #expect(owner.connections[1].property == "nameLabel")
        #expect(owner.connections[1].destination == "nam-lb-001")
        #expect(document.topLevelViews.map(\.id) == ["rot-vw-001"])
        #expect(document.topLevelViews.first?.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    }

    @Test(arguments: [
        ("useTraitCollections=\"YES\"", CGSize(width: 600, height: 600)),
        ("", CGSize(width: 320, height: 568)),
        ("targetRuntime=\"iOS.CocoaTouch.iPad\"", CGSize(width: 768, height: 1024)),
    ])
    func S1_fileWithoutDeviceUsesItsEraCanvas(attributes: String, canvas: CGSize) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10116" \(attributes)>
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    </view>
                </objects>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(document.device == nil)
        #expect(document.designSize == canvas)
        #expect(!document.useAutolayout)
        #expect(document.topLevelViews.first?.translatesAutoresizingMaskIntoConstraints == true)
    }

    /// The sizes ib-samples/README.md lists from real files' frames.
    @Test(arguments: [
        ("retina4_0", "portrait", CGSize(width: 320, height: 568)),
        ("retina4_7", "portrait", CGSize(width: 375, height: 667)),
        ("retina5_5", "portrait", CGSize(width: 414, height: 736)),
        ("retina5_9", "landscape", CGSize(width: 812, height: 375)),
        ("retina6_0", "portrait", CGSize(width: 390, height: 844)),
        ("retina6_1", "portrait", CGSize(width: 414, height: 896)),
        ("retina6_5", "portrait", CGSize(width: 414, height: 896)),
        ("retina6_12", "portrait", CGSize(width: 393, height: 852)),
        ("retina6_3", "portrait", CGSize(width: 402, height: 874)),
        ("ipad9_7", "landscape", CGSize(width: 1024, height: 768)),
        ("ipad12_9rounded", "landscape", CGSize(width: 1366, height: 1024)),
    ])
    func S1_designDeviceSizes(id: String, orientation: String, size: CGSize) {
        #expect(IBDevice(id: id, orientation: orientation).size == size)
    }

    @Test(arguments: IBDevice.catalogModels.keys.sorted())
    func S1_everyDesignDeviceHasACatalogProfile(id: String) throws {
        let device = IBDevice(id: id)
        let profile = try #require(device.profile, "\(id) -> \(IBDevice.catalogModels[id] ?? "")")
        #expect(device.size == profile.portraitSize)
        #expect(IBDevice(id: id, orientation: "landscape").size == profile.screenSize(.landscape))
    }

    @Test func S1_designDeviceSafeAreaComesFromTheCatalog() throws {
        let notched = try #require(IBDevice(id: "retina5_9").profile)
        #expect(notched.safeAreaInsets.portrait.top == 44)
        #expect(IBDevice(id: "retina9_9").profile == nil)
    }

    @Test func S1_unknownDeviceWarnsAndFallsBackToTheCanvas() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <device id="retina9_9" orientation="portrait"/>
            </document>
            """
        let document = try IBDocument(data: Data(xml.utf8))
        #expect(document.designSize == IBDevice.legacyCanvasSize)
        #expect(
            document.diagnostics == [
                IBDiagnostic(
                    .warning, "unknown device 'retina9_9'; using the 600 × 600 canvas",
                    at: TextLocation(line: 2, column: 5))
            ])
    }

    @Test func S1_storyboardDumpMatchesGolden() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        assertSnapshot(document.dump(), named: "Adaptive.storyboard.txt")
    }

    @Test func S1_lenientDumpListsDiagnosticsMatchesGolden() throws {
        let document = try IBDocument.readLeniently(data: Fixtures.data("Dangling.storyboard"))
        assertSnapshot(document.dump(), named: "Dangling.storyboard.txt")
    }

    @Test func S1_xibDumpMatchesGolden() throws {
        let document = try Fixtures.document("SizeClasses.xib")
        assertSnapshot(document.dump(), named: "SizeClasses.xib.txt")
    }
}
