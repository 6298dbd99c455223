import AdaptiveKit
import Foundation
import Testing

@testable import AdaptiveRender

/// R2 regression reports: what `PreviewDiff` finds between two runs, and reading reports back.
@MainActor
@Suite struct PreviewDiffTests {
    /// One run of the AdaptivePhotos storyboard on an iPhone 15 Pro in portrait.
    private static func report() throws -> PreviewReport {
        let configurations = PreviewConfiguration.matrix(
            models: try PreviewConfiguration.models(["iPhone 15 Pro"]), orientations: [.portrait],
            multitasking: false)
        return try PreviewRunner(subject: .adaptivePhotos, configurations: configurations).run().report
    }

    /// The index of the first view of `class` that has no subviews.
    private func leaf(_ report: PreviewReport, class name: String) throws -> Int {
        let views = report.configurations[0].views
        return try #require(
            views.indices.first { index in
                views[index].class == name && !views.contains { $0.path.hasPrefix(views[index].path + ".") }
            })
    }

    @Test func R2_anIdenticalRunReportsNothing() throws {
        let old = try Self.report()
        // Read back from its JSON, as `adaptive diff` reads it.
        let new = try PreviewReport.decode(Data(old.json.utf8), path: "report.json")
        let diff = PreviewDiff(old: old, new: new)
        #expect(diff.isEmpty)
        #expect(diff.changes.isEmpty)
        #expect(diff.configurations.map(\.id) == ["iPhone-15-Pro-portrait"])
        #expect(diff.changedConfigurations.isEmpty)
        #expect(diff.text == "No layout changes in 1 configuration.")
    }

    @Test func R2_aReportReadBackWritesTheSameBytes() throws {
        let report = try Self.report()
        #expect(try PreviewReport.decode(Data(report.json.utf8), path: "report.json").json == report.json)
    }

    @Test func R2_aChangedFrameIsReportedWithItsOldAndNewFrame() throws {
        let old = try Self.report()
        var new = old
        let index = try leaf(old, class: "UILabel")
        new.configurations[0].views[index].frame.y += 20
        let view = old.configurations[0].views[index]
        let diff = PreviewDiff(old: old, new: new)
        #expect(!diff.isEmpty)
        #expect(
            diff.configurations[0].changes == [
                .viewMoved(
                    view.description, from: view.frame, to: new.configurations[0].views[index].frame, subviews: 0)
            ])
        #expect(diff.changedConfigurations == ["iPhone-15-Pro-portrait"])
        let frame = view.frame
        let moved =
            "moved: \(view.description) (\(SVGFormat.number(CGFloat(frame.x))), \(SVGFormat.number(CGFloat(frame.y))), "
            + "\(SVGFormat.number(CGFloat(frame.width))), \(SVGFormat.number(CGFloat(frame.height)))) → "
            + "(\(SVGFormat.number(CGFloat(frame.x))), \(SVGFormat.number(CGFloat(frame.y + 20))), "
            + "\(SVGFormat.number(CGFloat(frame.width))), \(SVGFormat.number(CGFloat(frame.height))))"
        #expect(
            diff.text.split(separator: "\n").map(String.init) == [
                "iPhone-15-Pro-portrait: 1 change", "  " + moved, "1 change in 1 of 1 configuration.",
            ])
        // Within the tolerance it is the same layout.
        #expect(PreviewDiff(old: old, new: new, tolerance: 20).isEmpty)
    }

    @Test func R2_subviewsThatMoveWithTheirSuperviewAreCountedUnderIt() throws {
        let old = try Self.report()
        var new = old
        let views = old.configurations[0].views
        let parent = try #require(
            views.indices.first { index in views.filter { $0.path.hasPrefix(views[index].path + ".") }.count >= 2 })
        let prefix = views[parent].path
        var descendants = 0
        for index in views.indices where views[index].path == prefix || views[index].path.hasPrefix(prefix + ".") {
            new.configurations[0].views[index].frame.x += 7
            if index != parent { descendants += 1 }
        }
        let changes = PreviewDiff(old: old, new: new).configurations[0].changes
        #expect(
            changes == [
                .viewMoved(
                    views[parent].description, from: views[parent].frame, to: new.configurations[0].views[parent].frame,
                    subviews: descendants)
            ])
    }

    @Test func R2_viewsThatAppearOrDisappearAreNamedWithTheirFrames() throws {
        let old = try Self.report()
        var new = old
        let index = try leaf(old, class: "UILabel")
        let removed = new.configurations[0].views.remove(at: index)
        var added = removed
        added.path = "0.99"
        added.class = "UIButton"
        added.text = "Retry"
        new.configurations[0].views.append(added)
        let changes = PreviewDiff(old: old, new: new).configurations[0].changes
        #expect(
            changes == [
                .viewAppeared("0.99 UIButton \"Retry\"", frame: removed.frame),
                .viewDisappeared(removed.description, frame: removed.frame),
            ])
        #expect(changes[0].description.hasPrefix("appeared: 0.99 UIButton \"Retry\" at ("))
    }

    @Test func R2_traitAndSplitViewChangesAreReportedOnceNotPerController() throws {
        let old = try Self.report()
        var new = old
        new.configurations[0].traits.horizontalSizeClass = "regular"
        for index in new.configurations[0].viewControllers.indices {
            new.configurations[0].viewControllers[index].traits.horizontalSizeClass = "regular"
        }
        let split = try #require(old.configurations[0].splitViews.first)
        #expect(split.isCollapsed)
        new.configurations[0].splitViews[0].isCollapsed = false
        let changes = PreviewDiff(old: old, new: new).configurations[0].changes
        #expect(
            changes == [
                .trait(viewController: nil, name: "horizontalSizeClass", from: "compact", to: "regular"),
                .splitView(viewController: split.viewController, property: "isCollapsed", from: "true", to: "false"),
            ])
        #expect(changes.map(\.description)[0] == "trait horizontalSizeClass: compact → regular")
    }

    @Test func R2_newConflictsAndAmbiguitiesAreReportedAndGoneOnesToo() throws {
        var old = try Self.report()
        old.configurations[0].diagnostics.ambiguousViews = ["0.1 UIView"]
        var new = old
        new.configurations[0].diagnostics.ambiguousViews = []
        new.configurations[0].diagnostics.conflicts = [
            .init(brokenConstraint: "UIView.width == 200", conflictingConstraints: ["UIView.width == 100"])
        ]
        let changes = PreviewDiff(old: old, new: new).configurations[0].changes
        #expect(changes == [.conflictAppeared("UIView.width == 200"), .ambiguityResolved("0.1 UIView")])
        #expect(
            changes.map(\.description) == [
                "new conflict, broke: UIView.width == 200", "no longer ambiguous: 0.1 UIView",
            ])
    }

    @Test func R2_configurationsOnlyOneRunHasAreChangesOfTheRun() throws {
        let old = try Self.report()
        var new = old
        new.configurations[0].id = "iPhone-15-Pro-landscape"
        new.scene = "photo"
        let diff = PreviewDiff(old: old, new: new)
        #expect(
            diff.changes == [
                .run(property: "scene", from: old.scene, to: "photo"),
                .configurationAppeared("iPhone-15-Pro-landscape"), .configurationDisappeared("iPhone-15-Pro-portrait"),
            ])
        #expect(diff.configurations.isEmpty)
        #expect(!diff.isEmpty)
    }

    @Test func R2_theGalleryMarksChangedTilesAndShowsTheBaselineBesideTheNewOne() throws {
        let old = try Self.report()
        var new = old
        new.configurations[0].views[try leaf(old, class: "UILabel")].frame.y += 20
        let diff = PreviewDiff(old: old, new: new)
        let html = GalleryWriter(report: new, diff: diff).html
        #expect(html.contains(#"<figure id="iPhone-15-Pro-portrait" class="changed">"#))
        #expect(html.contains(#"<img class="baseline" src="baseline/iPhone-15-Pro-portrait.svg""#))
        #expect(html.contains(#"<p id="diff" data-changed="1">Compared with the baseline: 1 change in 1 of 1"#))
        #expect(html.contains("1 change:<br>moved: "))
        let unchanged = GalleryWriter(report: new, diff: PreviewDiff(old: new, new: new)).html
        #expect(!unchanged.contains("class=\"changed\""))
        #expect(unchanged.contains(#"data-changed="0""#))
        #expect(!GalleryWriter(report: new).html.contains("id=\"diff\""))
    }

    // MARK: Reading reports

    private func file(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-diff-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("report.json")
        try Data(text.utf8).write(to: file)
        return file
    }

    private func loadError(_ url: URL) -> String? {
        do {
            _ = try PreviewReport.load(from: url)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func R2_aFolderIsReadThroughItsReportAndAMissingOneIsNamed() throws {
        let report = try Self.report()
        let url = try file(report.json)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(try PreviewReport.load(from: url.deletingLastPathComponent()).json == report.json)
        let missing = url.deletingLastPathComponent().appendingPathComponent("old")
        #expect(loadError(missing) == "\(missing.path): error: no such file or folder")
        try FileManager.default.createDirectory(at: missing, withIntermediateDirectories: false)
        #expect(loadError(missing) == "\(missing.path): error: not a preview report: the folder holds no report.json")
    }

    @Test func R2_malformedJSONAndMissingFieldsAreClearErrors() throws {
        let broken = try file("{\"format\": \"adaptive-preview/1\", ")
        defer { try? FileManager.default.removeItem(at: broken.deletingLastPathComponent()) }
        #expect(loadError(broken) == "\(broken.path): error: not a preview report: not valid JSON")
        let partial = try file(#"{"format": "adaptive-preview/1", "subject": "App", "scene": "Main"}"#)
        defer { try? FileManager.default.removeItem(at: partial.deletingLastPathComponent()) }
        #expect(
            loadError(partial)
                == "\(partial.path): error: not a preview report: missing \"configurations\" at the top level"
        )
    }

    @Test func R2_aReportOfAnotherFormatIsRefusedByName() throws {
        let other = try file(#"{"format": "adaptive-preview/2", "configurations": []}"#)
        defer { try? FileManager.default.removeItem(at: other.deletingLastPathComponent()) }
        #expect(
            loadError(other)
                == "\(other.path): error: a report of format \"adaptive-preview/2\"; this tool compares "
                + "\"adaptive-preview/1\" reports only (preview both runs with the same version)")
        let none = try file(#"{"devices": []}"#)
        defer { try? FileManager.default.removeItem(at: none.deletingLastPathComponent()) }
        #expect(loadError(none)?.contains(": error: a report of format (none);") == true)
    }
}
