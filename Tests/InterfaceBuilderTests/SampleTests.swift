import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import TestSupport
import Testing

/// Real storyboards and xibs from public projects (the optional `Samples` data set), skipped when absent.
@Suite(.enabled(if: Samples.available, "../shared/ib-samples is absent"))
struct SampleTests {
    static let uiKitCatalog = "appium__ios-uicatalog/UIKitCatalog__UIKitCatalog__Base.lproj__"
    static let rwDevCon = "kodecocodes__RWDevCon-App/RWDevCon__"
    static let udacity = "udacity__ios-short-adaptive-layouts/AdaptiveLayoutsComplete__AdaptiveLayouts__Base.lproj__"

    func load(_ file: String) throws -> IBDocument { try IBDocument(contentsOf: Samples.url(file)) }

    @Test func S1_theSamplesAreThere() {
        #expect(Samples.files.count == 55)
    }

    @Test(arguments: Samples.files)
    func S1_everySampleLoadsWithoutDiagnostics(_ file: String) throws {
        let document = try load(file)
        #expect(document.diagnostics == [], "\(document.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(document.kind == (file.hasSuffix(".storyboard") ? .storyboard : .xib))
    }

    /// Counts elements in the raw tree and compares with the typed model, so nothing is silently dropped.
    @Test(arguments: Samples.files)
    func S1_everyConstraintSceneAndSegueReachesTheModel(_ file: String) throws {
        let root = try IBElement.parse(xml: Data(contentsOf: Samples.url(file)))
        var counts: [String: Int] = [:]
        root.forEachDescendant { counts[$0.name, default: 0] += 1 }
        let document = try load(file)
        #expect(document.allConstraints.count == counts["constraint", default: 0])
        #expect(document.scenes.count == counts["scene", default: 0])
        let segues = document.viewControllers.flatMap(\.segues)
        // Segues the editor keeps for metric inference are not part of any scene's connections.
        var inferred = 0
        root.forEachDescendant { if $0.name == "inferredMetricsTieBreakers" { inferred += $0.children.count } }
        #expect(segues.count == counts["segue", default: 0] - inferred)
        let viewCount = document.rootViews.reduce(0) { total, root in
            var count = 0
            root.forEachView { _ in count += 1 }
            return total + count
        }
        #expect(viewCount >= counts["subviews", default: 0])
    }

    @Test(arguments: Samples.files)
    func S1_everyConstraintItemAndSegueDestinationResolves(_ file: String) throws {
        let document = try load(file)
        let index = document.makeIndex()
        for constraint in document.allConstraints {
            #expect(index.items[constraint.firstItem] != nil, "\(constraint)")
            if let second = constraint.secondItem { #expect(index.items[second] != nil, "\(constraint)") }
            #expect(index.views[constraint.holderID] != nil)
        }
        for segue in document.viewControllers.flatMap(\.segues) where segue.kind != .unwind {
            #expect(index.viewControllers[segue.destination] != nil, "segue \(segue.id)")
        }
    }

    @Test func S1_uiKitCatalogMainSplitView() throws {
        let document = try load(Self.uiKitCatalog + "Main.storyboard")
        #expect(document.device == IBDevice(id: "retina4_7", orientation: "portrait", appearance: "light"))
        #expect(document.designSize == CGSize(width: 375, height: 667))
        #expect(document.scenes.count == 5)
        #expect(document.allConstraints.count == 6)
        let split = try #require(document.initialViewController)
        #expect(split.elementName == "splitViewController")
        #expect(split.storyboardIdentifier == "splitView")
        #expect(split.children("masterViewController") == ["m1c-Zd-x2H"])
        #expect(split.children("detailViewController") == ["yxm-l2-50f"])
        let master = try #require(document.viewController(withID: "m1c-Zd-x2H"))
        #expect(master.children("rootViewController") == ["ioe-is-9Fo"])
        #expect(
            document.viewController(withStoryboardIdentifier: "MasterViewController")?.view?.elementName == "tableView")
        let detail = try #require(document.viewController(withStoryboardIdentifier: "initialDetail"))
        #expect(detail.topLayoutGuideID == "L7D-qO-Tdw")
        let title = try #require(document.view(withID: "I3S-QC-tTb"))
        #expect(title.frame == CGRect(x: 116, y: 96, width: 143, height: 31.5))
        #expect(title.font == .system(type: "system", pointSize: 26, weight: nil))
        #expect(detail.view?.backgroundColor == .system("systemBackgroundColor"))
    }

    @Test func S1_legacyIPadStoryboardWithReplaceSegues() throws {
        let document = try load("appium__ios-uicatalog/UICatalog__UICatalog__Base.lproj__Main_iPad.storyboard")
        #expect(document.device == nil)
        #expect(!document.useTraitCollections)
        #expect(document.targetRuntime == "iOS.CocoaTouch.iPad")
        #expect(document.designSize == CGSize(width: 768, height: 1024), "before size classes: the iPad itself")
        // Split view details simulated in landscape: 1024 wide less the 320-point master and a divider.
        let landscape = document.viewControllers.compactMap(\.view).filter {
            $0.simulatedOrientation == "landscapeRight"
        }
        #expect(landscape.count == 24)
        #expect(landscape.filter { $0.frame?.size == CGSize(width: 703, height: 768) }.count == 22)
        #expect(document.scenes.count == 45)
        #expect(document.allConstraints.count == 143)
        let replace = document.viewControllers.flatMap(\.segues).filter { $0.kind == .replace }
        #expect(replace.count == 18)
        #expect(replace.allSatisfy { $0.properties["splitViewControllerTargetIndex"] == "1" })
    }

    @Test func S1_legacyIPhoneStoryboardUsesTheFourInchCanvas() throws {
        let document = try load("appium__ios-uicatalog/UICatalog__UICatalog__Base.lproj__Main_iPhone.storyboard")
        #expect(document.device == nil && !document.useTraitCollections)
        #expect(document.designSize == CGSize(width: 320, height: 568))
        let rootSizes = document.viewControllers.compactMap { $0.view?.frame?.size }
        #expect(rootSizes.filter { $0 == document.designSize }.count == 23)
    }

    @Test func S1_ratioMultiplierInACell() throws {
        let document = try load("Automattic__simplenote-ios/Simplenote__Classes__SPTagTableViewCell.xib")
        let ratio = try #require(document.allConstraints.first { $0.id == "nk1-pQ-y0h" })
        #expect(ratio.multiplier == 15.0 / 16.0)
        #expect(ratio.secondItem == "dQ7-wQ-K9h")
        #expect(ratio.firstItem == ratio.holderID, "a missing firstItem is the holding view")
    }

    @Test func S1_rwDevConPopoverFromAGestureRecognizerAndCustomPresentations() throws {
        let document = try load(Self.rwDevCon + "Views__Base.lproj__Main.storyboard")
        #expect(document.designSize == CGSize(width: 375, height: 812))
        let segues = document.viewControllers.flatMap(\.segues)
        let popover = try #require(segues.first { $0.id == "EdG-XQ-ldQ" })
        #expect(popover.kind == .popoverPresentation)
        #expect(popover.triggerID == "51B-IW-fmZ")
        #expect(popover.anchorView == "I2T-pZ-G81")
        #expect(popover.permittedArrowDirections == ["up", "down", "left", "right"])
        let custom = segues.filter { $0.customClass == "MapPresentationSegue" }
        #expect(custom.map(\.kind) == [.presentation, .presentation])
        let segmented = try #require(document.view(withID: "6tz-Mf-zH7"), "a toolbar item's custom view is a root view")
        #expect(segmented.elementName == "segmentedControl")
        #expect(document.makeIndex().controllerID(owning: "6tz-Mf-zH7") != nil)
        #expect(document.viewControllers.contains { $0.tabBarItem?.title == "Schedule" })
        let barItemSegue = try #require(segues.first { $0.id == "FUm-M0-4X8" })
        #expect(barItemSegue.triggerID == "dlY-1M-Ae0", "a bar button item's segue belongs to the scene's controller")
    }

    @Test func S1_placeholderConstraintsAreReadAndLeftOutOfTheInstalledSet() throws {
        let document = try load(Self.uiKitCatalog + "StackViewController.storyboard")
        let placeholder = try #require(document.allConstraints.first { $0.id == "7Rt-U8-9u4" })
        #expect(placeholder.isPlaceholder)
        #expect(placeholder.constant == 42)
        let holder = try #require(document.view(withID: placeholder.holderID))
        #expect(!holder.installedConstraints(for: .any).contains { $0.id == "7Rt-U8-9u4" })
    }

    @Test func S1_launchScreenXib() throws {
        let document = try load(Self.rwDevCon + "Supporting Files__LaunchScreen.xib")
        #expect(document.isLaunchScreen)
        #expect(document.kind == .xib)
        #expect(document.topLevelViews.count == 1)
        // A freeform launch view keeps its own size; UIKit stretches it to the screen.
        #expect(document.topLevelViews.first?.isFreeform == true)
        #expect(document.topLevelViews.first?.frame == CGRect(x: 0, y: 0, width: 480, height: 480))
        #expect(document.designSize == CGSize(width: 375, height: 667))
    }

    @Test func S1_iPadLandscapeCanvas() throws {
        let document = try load("Automattic__simplenote-ios/Simplenote__Classes__SPAuthViewController.xib")
        #expect(document.device?.id == "ipad9_7")
        #expect(document.designSize == CGSize(width: 1024, height: 768))
        #expect(document.allConstraints.count == 53)
    }

    @Test func S2_funWithSizeClassesInstallsTheDummyViewOnlyInRegularRegular() throws {
        let document = try load("juanjo-ramos__FunWithSizeClasses/SizeClassFun__CustomView.xib")
        #expect(document.designSize == CGSize(width: 600, height: 600))
        let root = try #require(document.topLevelViews.first)
        for traits in IBSizeClasses.allConcrete {
            let regular = traits == IBSizeClasses(width: .regular, height: .regular)
            #expect(
                root.installedSubviews(for: traits).map(\.id)
                    == (regular ? ["2Fd-X4-Na5", "Zgl-4l-vC2"] : ["Zgl-4l-vC2"]))
            let installed = root.installedConstraints(for: traits).map(\.id)
            #expect(installed.contains("S4T-Ih-3Sq") == regular)
            #expect(installed.contains("ckE-Lp-BTn") == regular)
            #expect(!installed.contains("wro-hL-qaF"), "excluded by default and again in wR hR")
            #expect(installed.contains("BiX-RL-53I"))
            let dummy = try #require(root.view(withID: "2Fd-X4-Na5"))
            #expect(dummy.installedConstraints(for: traits).count == (regular ? 2 : 0))
        }
    }

    @Test func S2_funWithSizeClassesChangeToRegularRegular() throws {
        let document = try load("juanjo-ramos__FunWithSizeClasses/SizeClassFun__CustomView.xib")
        let root = try #require(document.topLevelViews.first)
        let change = root.sizeClassChange(
            from: IBSizeClasses(width: .compact, height: .regular), to: IBSizeClasses(width: .regular, height: .regular)
        )
        #expect(
            change.insertedSubviews == [
                IBSizeClassChange.Insertion(superviewID: "iN0-l3-epB", viewID: "2Fd-X4-Na5", index: 0)
            ])
        #expect(change.activatedConstraints == ["S4T-Ih-3Sq", "ckE-Lp-BTn", "cpd-bE-LCb", "jmh-Fa-wxc"])
        #expect(change.deactivatedConstraints == [])
        #expect(change.updatedConstraints == [])
    }

    @Test func S2_clothStackViewsChangeWithTheVerticalSizeClass() throws {
        let document = try load(Self.udacity + "Cloth.storyboard")
        let view = try #require(document.initialViewController?.view)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 667, height: 375), "a frame from a landscape canvas")
        let regular = view.resolved(for: IBSizeClasses(width: .compact, height: .regular))
        let compact = view.resolved(for: IBSizeClasses(width: .compact, height: .compact))
        let big = view.resolved(for: IBSizeClasses(width: .regular, height: .regular))
        #expect(regular.view(withID: "fHX-xe-kfg")?.stack?.axis == "vertical")
        #expect(compact.view(withID: "fHX-xe-kfg")?.stack?.axis == "horizontal")
        #expect(compact.view(withID: "fHX-xe-kfg")?.stack?.spacing == 60)
        #expect(compact.view(withID: "fHX-xe-kfg")?.stack?.distribution == "fill")
        #expect(regular.view(withID: "p6r-PR-f7h") == nil)
        #expect(compact.view(withID: "p6r-PR-f7h") != nil)
        #expect(big.view(withID: "TCX-3h-8kW")?.constraints.map(\.constant) == [256, 256])
        #expect(regular.view(withID: "TCX-3h-8kW")?.constraints.map(\.constant) == [128, 128])
        #expect(big.view(withID: "AoE-Ly-frc")?.font?.pointSize == 66)
        #expect(regular.view(withID: "AoE-Ly-frc")?.font?.pointSize == 31)
    }
}
