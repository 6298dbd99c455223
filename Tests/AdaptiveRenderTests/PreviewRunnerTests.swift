import AdaptiveKit
import Foundation
import TestSupport
import Testing

@testable import AdaptiveRender

/// R2: the configuration matrix, the report's content and the all-or-nothing gallery.
@MainActor
@Suite struct PreviewRunnerTests {
    private func run(
        _ devices: [String] = PreviewConfiguration.fiveDevices,
        orientations: [DeviceOrientation] = [.portrait, .landscape],
        multitasking: Bool = false, subject: PreviewSubject = .adaptivePhotos
    ) throws -> PreviewRunner.Result {
        let configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models(devices), orientations: orientations, multitasking: multitasking)
        return try PreviewRunner(subject: subject, configurations: configurations).run()
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("preview-tests-\(UUID().uuidString)")
    }

    @Test func R2_multitaskingAddsEverySizeAnIPadOffersAndNothingOnPhones() throws {
        let configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models(["iPhone 15 Pro", "iPad Pro (11-inch) (4th generation)"]),
            orientations: [.portrait, .landscape], multitasking: true)
        let iPad = configurations.filter { $0.device.idiom == .pad }
        #expect(configurations.filter { $0.device.idiom == .phone }.count == 2)
        #expect(
            iPad.filter { $0.orientation == .portrait }.map(\.multitasking) == [nil, .slideOver, .oneThird, .twoThirds])
        #expect(
            iPad.filter { $0.orientation == .landscape }.map(\.multitasking) == [
                nil, .slideOver, .oneThird, .half, .twoThirds,
            ])
        #expect(iPad.last?.id == "iPad-Pro-11-inch-4th-generation-landscape-twoThirds")
    }

    @Test func R2_everyCanvasComesOnceAndModelNamesAreCanonical() throws {
        let all = PreviewConfiguration.everyCanvas
        #expect(all.count == DeviceCatalog.all.count)
        #expect(Set(all.map(\.device.name)).count == all.count)
        #expect(all.first?.model == DeviceCatalog.all.first?.models.first)
        #expect(
            try PreviewConfiguration.model(named: "ipad pro  (11-inch) (4th GENERATION)").model
                == "iPad Pro (11-inch) (4th generation)")
        let canvas = try DeviceCatalog.profile(named: "iPhone 15 Pro")
        #expect(
            try PreviewConfiguration.model(named: canvas.name).model == canvas.models.first, "a canvas: its first model"
        )
    }

    @Test func R2_anUnknownDeviceOrSceneIsATypedErrorWithAClearMessage() throws {
        #expect(throws: DeviceLookupError.self) { try PreviewConfiguration.model(named: "iPhone 15 Pr") }
        do {
            _ = try PreviewConfiguration.model(named: "iPhone 15 Pr")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(#"Unknown device "iPhone 15 Pr". Did you mean "iPhone 15 Pro""#))
        }
        do {
            _ = try PreviewRunner(subject: .adaptivePhotos, scene: "settings", configurations: [])
            Issue.record("expected an error")
        } catch {
            #expect(error.description == #"Unknown scene "settings"; this subject has "list", "photo", "profile""#)
        }
    }

    @Test func R2_theSplitViewCollapsesOnPortraitPhonesAndExpandsOnIPadsAndLandscapePhones() throws {
        let result = try run()
        var collapsed: [String: Bool] = [:]
        for configuration in result.report.configurations {
            let split = try #require(configuration.splitViews.first)
            collapsed[configuration.id] = split.isCollapsed
        }
        #expect(
            collapsed == [
                "iPhone-SE-3rd-generation-portrait": true, "iPhone-SE-3rd-generation-landscape": false,
                "iPhone-15-Pro-portrait": true, "iPhone-15-Pro-landscape": false,
                "iPhone-15-Pro-Max-portrait": true, "iPhone-15-Pro-Max-landscape": false,
                "iPad-Pro-11-inch-4th-generation-portrait": false, "iPad-Pro-11-inch-4th-generation-landscape": false,
                "iPad-Pro-12-9-inch-6th-generation-portrait": false,
                "iPad-Pro-12-9-inch-6th-generation-landscape": false,
            ])
        let landscape = try #require(result.report.configurations.first { $0.id == "iPhone-15-Pro-landscape" })
        #expect(landscape.traits.horizontalSizeClass == "compact", "the window stays compact")
        let split = try #require(landscape.splitViews.first)
        #expect(split.horizontalSizeClass == "regular", "the container lends regular width")
        #expect(split.displayMode == "oneBesideSecondary")
        #expect(
            split.columns.map(\.frame) == [
                PreviewReport.Rect(CGRect(x: 0, y: 0, width: 320, height: 393)),
                PreviewReport.Rect(CGRect(x: 320, y: 0, width: 532, height: 393)),
            ])
        #expect(landscape.notes.contains("split view sees regular width (trait override)"))
        let primary = try #require(landscape.viewControllers.first { $0.path.hasSuffix("UINavigationController[0]") })
        #expect(primary.traits.horizontalSizeClass == "compact", "the primary column is compact")
    }

    @Test(arguments: ["storyboard", "code"])
    func R2_theReportListsEveryControllerAndViewWithWindowFrames(version: String) throws {
        // The storyboard version (the default) and the code version have the same controllers and frames.
        let subject: PreviewSubject = version == "code" ? .adaptivePhotosCode : .adaptivePhotos
        let result = try run(["iPhone 15 Pro"], orientations: [.portrait], subject: subject)
        let configuration = try #require(result.report.configurations.first)
        let root = "TraitOverrideViewController"
        #expect(
            configuration.viewControllers.map(\.path) == [
                root, "\(root)/UISplitViewController",
                "\(root)/UISplitViewController/UINavigationController",
                "\(root)/UISplitViewController/UINavigationController/ListTableViewController",
            ])
        let cells = configuration.views.filter { $0.class == "UITableViewCell" }
        #expect(cells.map(\.frame.y) == [103, 147, 191], "below the 59-point status bar and the 44-point bar")
        let labels = configuration.views.filter { $0.class == "UILabel" }
        #expect(labels.map(\.text) == ["Hiking", "Dinner", "Beach day"])
        #expect(labels.first?.frame.y == 103, "a default cell's label spans its content view's height")
        #expect(labels.first?.frame.height == 43.67, "the 44-point row less its separator, on the 3x grid")
        #expect(
            configuration.safeAreaInsets == ReportEncoding.Insets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)))
        #expect(configuration.diagnostics == PreviewReport.Diagnostics(conflicts: [], ambiguousViews: [], messages: []))
        #expect(configuration.presentations.isEmpty)
        #expect(result.report.json.hasSuffix("}\n"))
        #expect(
            result.report.json == (try run(["iPhone 15 Pro"], orientations: [.portrait], subject: subject).report.json),
            "deterministic")
    }

    @Test(arguments: ["list", "photo", "profile"])
    func R2_theStoryboardVersionLaysOutLikeTheCodeVersion(scene: String) throws {
        let configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models(["iPhone 15 Pro", "iPad Pro (11-inch) (4th generation)"]),
            orientations: [.portrait, .landscape], multitasking: true)
        let storyboard = try PreviewRunner(subject: .adaptivePhotos, scene: scene, configurations: configurations).run()
        let code = try PreviewRunner(subject: .adaptivePhotosCode, scene: scene, configurations: configurations).run()
        // The storyboard adds its container view (a plain UIView).
        func content(_ configuration: PreviewReport.Configuration) -> [String] {
            configuration.views.filter { $0.class != "UIView" || $0.viewController != nil }.map {
                let owner = $0.viewController ?? ""
                return "\($0.class) \(owner) \($0.frame) \($0.text ?? "") \($0.identifier ?? "")"
            }
        }
        for (made, expected) in zip(storyboard.report.configurations, code.report.configurations) {
            #expect(content(made) == content(expected), "\(made.id)")
            #expect(made.splitViews.map(\.isCollapsed) == expected.splitViews.map(\.isCollapsed), "\(made.id)")
        }
        #expect(storyboard.report.configurations.count == code.report.configurations.count)
    }

    @Test func R2_theReportAndGalleryForIPhone15ProMatchTheGoldenFiles() throws {
        let result = try run(["iPhone 15 Pro"])
        assertSnapshot(result.report.json, named: "AdaptivePhotos-iPhone-15-Pro-report.json")
        assertSnapshot(GalleryWriter(report: result.report).html, named: "AdaptivePhotos-iPhone-15-Pro-index.html")
    }

    /// A root view whose constraints cannot all hold, and a label placed nowhere.
    static let conflicting = PreviewSubject(name: "Conflicting", scenes: ["main"]) { _ in
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let loose = UILabel()
        loose.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(loose)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100), box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            loose.widthAnchor.constraint(equalToConstant: 10),
        ])
        return PreviewSubject.Scene(rootViewController: controller)
    }

    @Test func R2_conflictsAndAmbiguityAreReportedNotPrinted() throws {
        let result = try run(["iPhone 15 Pro"], orientations: [.portrait], subject: Self.conflicting)
        let configuration = try #require(result.report.configurations.first)
        #expect(configuration.diagnostics.conflicts.count == 1)
        #expect(configuration.diagnostics.conflicts.first?.brokenConstraint.contains("200") == true)
        #expect(configuration.diagnostics.ambiguousViews == ["0.1 UILabel"])
        #expect(configuration.diagnostics.messages.isEmpty, "the conflict is in `conflicts`, not repeated")
        #expect(result.report.summary.unsatisfiable == ["iPhone-15-Pro-portrait"])
        #expect(result.report.summary.ambiguousLayouts == 1)
        #expect(configuration.notes == ["1 conflict(s) broken", "1 ambiguous view(s)"])
    }

    @Test func R2_theGalleryGroupsTilesBySizeClassAndChecksItself() throws {
        let html = GalleryWriter(report: try run().report).html
        let headings = html.components(separatedBy: "\n").filter { $0.hasPrefix("<h2>") }
        #expect(
            headings == [
                "<h2>Compact width · regular height (3)</h2>", "<h2>Compact width · compact height (2)</h2>",
                "<h2>Regular width · compact height (1)</h2>", "<h2>Regular width · regular height (4)</h2>",
            ])
        #expect(html.components(separatedBy: "<img class=\"tile\"").count - 1 == 10)
        #expect(html.contains(#"<p id="status" data-rendered="0" data-total="10">"#))
        #expect(html.contains(#"src="iPhone-15-Pro-landscape.svg" width="350.4" height="166.8""#))
        #expect(html.contains("split view sees regular width (trait override)"))
    }

    @Test func R2_writingIsAllOrNothingAndNeverReplacesAForeignFolder() throws {
        let base = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: base) }
        let out = base.appendingPathComponent("gallery")
        let result = try run(["iPhone 15 Pro"], orientations: [.portrait])
        try result.write(to: out)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["iPhone-15-Pro-portrait.svg", "index.html", "report.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["gallery"], "no staging left")
        // A second run replaces the earlier gallery as a whole.
        try run(["iPhone SE (3rd generation)"], orientations: [.landscape]).write(to: out)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
                == ["iPhone-SE-3rd-generation-landscape.svg", "index.html", "report.json"])
        let foreign = base.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        #expect(throws: PreviewError.self) { try result.write(to: foreign) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["notes.txt"])
    }

    @Test func R2_theSummaryTableHasARowPerConfigurationAndTheTotals() throws {
        let table = try run(["iPhone 15 Pro"]).summaryTable(seconds: 0.5, gallery: "out/preview/index.html")
        #expect(
            table == """
                Configuration              Window   Size classes  Conflicts  Ambiguous
                -------------------------  -------  ------------  ---------  ---------
                iPhone 15 Pro · portrait   393×852  wC hR         0          0
                iPhone 15 Pro · landscape  852×393  wC hC         0          0

                2 configurations, 0 conflicts broken, 0 ambiguous layouts in 0.50 s (4.0 configurations per second)
                Gallery: out/preview/index.html
                """)
    }
}
