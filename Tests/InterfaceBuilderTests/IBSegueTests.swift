import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing
import VisualFormat

struct IBSegueTests {
    let list: IBViewController
    let document: IBDocument

    init() throws {
        document = try Fixtures.document("Adaptive.storyboard")
        list = try #require(document.viewController(withID: "lst-vc-001"))
    }

    @Test func S1_showAndShowDetailAreTriggeredByTheirButtons() throws {
        let show = try #require(list.segue(withIdentifier: "ShowPhoto"))
        #expect(show.kind == .show)
        #expect(show.destination == "pho-vc-001")
        #expect(show.triggerID == "btn-sh-001")
        #expect(show.animates)
        let detail = try #require(list.segue(withIdentifier: "ShowDetail"))
        #expect(detail.kind == .showDetail)
        #expect(detail.destination == "dtl-vc-001")
        #expect(detail.triggerID == "btn-dt-001")
    }

    @Test func S1_presentationCarriesStyleAndTransition() throws {
        let settings = try #require(list.segue(withIdentifier: "ShowSettings"))
        #expect(settings.kind == .presentation)
        #expect(settings.modalPresentationStyle == "formSheet")
        #expect(settings.modalTransitionStyle == "crossDissolve")
        #expect(settings.triggerID == nil, "a segue the controller holds is manual")
        #expect(settings.location == TextLocation(line: 86, column: 25))
    }

    @Test func S1_popoverCarriesAnchorAndArrows() throws {
        let popover = try #require(list.segue(withIdentifier: "ShowProfile"))
        #expect(popover.kind == .popoverPresentation)
        #expect(popover.anchorView == "btn-pp-001")
        #expect(popover.permittedArrowDirections == ["up", "down"])
    }

    @Test func S1_customEmbedAndUnwind() throws {
        let custom = try #require(list.segue(withIdentifier: "Fade"))
        #expect(custom.kind == .custom)
        #expect(custom.customClass == "FadeSegue")
        #expect(custom.customModule == "AdaptivePhotos")
        let detail = try #require(document.viewController(withID: "dtl-vc-001"))
        #expect(detail.segues.map(\.kind) == [.embed])
        #expect(detail.segues.first?.triggerID == "ctn-dt-001")
        #expect(detail.segues.first?.destination == "emb-vc-001")
        let photo = try #require(document.viewController(withID: "pho-vc-001"))
        let unwind = try #require(photo.segues.first)
        #expect(unwind.kind == .unwind)
        #expect(unwind.unwindAction == "unwindToList:")
        #expect(unwind.destination == "ext-ph-001")
    }

    @Test func S1_seguesKeepFileOrder() {
        #expect(list.segues.map(\.id) == ["seg-sh-001", "seg-dt-001", "seg-pp-001", "seg-pr-001", "seg-cu-001"])
    }

    @Test func S1_actionsStayOnTheirControls() throws {
        let button = try #require(document.view(withID: "btn-sh-001"))
        #expect(
            button.connections == [
                IBConnection(
                    kind: .action, id: "act-sh-001", sourceID: "btn-sh-001", destination: "lst-vc-001",
                    selector: "didTapShow:", eventType: "touchUpInside",
                    location: TextLocation(line: 50, column: 37))
            ])
    }

    @Test(arguments: [
        ("show", IBSegue.Kind.show), ("showDetail", .showDetail), ("presentation", .presentation),
        ("popoverPresentation", .popoverPresentation), ("embed", .embed), ("unwind", .unwind),
        ("relationship", .relationship), ("custom", .custom), ("push", .push), ("modal", .modal),
        ("replace", .replace), ("popover", .popover), ("teleport", .other("teleport")),
    ])
    func S1_segueKindsRoundTrip(text: String, kind: IBSegue.Kind) {
        #expect(IBSegue.Kind(text) == kind)
        #expect(kind.description == text)
        #expect(kind.isKnown == (text != "teleport"))
    }
}

struct IBBarItemTests {
    @Test func S1_barItemsAndTheirSegues() throws {
        let document = try Fixtures.document("Adaptive.storyboard")
        let embedded = try #require(document.viewController(withID: "emb-vc-001"))
        #expect(embedded.tabBarItem?.systemItem == "favorites")
        #expect(embedded.toolbarItems.map(\.id) == ["flx-em-001", "shr-em-001"])
        #expect(embedded.toolbarItems.last?.title == "Share")
        let info = try #require(embedded.navigationItem?.rightBarButtonItems.first)
        #expect(info.title == "Info")
        #expect(info.key == "rightBarButtonItem")
        let popover = try #require(embedded.segue(withIdentifier: "Info"))
        #expect(popover.triggerID == "inf-em-001")
        #expect(popover.anchorBarButtonItem == "inf-em-001")
        #expect(popover.anchorView == nil)
        #expect(popover.permittedArrowDirections == ["up"])
        let profile = try #require(document.viewController(withID: "pro-vc-001"))
        #expect(
            profile.tabBarItem
                == IBBarItem(
                    elementName: "tabBarItem", id: "tbi-pr-001", key: "tabBarItem", title: "Profile", image: "person",
                    location: profile.tabBarItem?.location ?? TextLocation(line: 0, column: 0)))
    }
}
