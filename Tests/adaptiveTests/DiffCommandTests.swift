import Foundation
import Testing

/// R2 regression reports end to end: `adaptive diff` and `adaptive preview --baseline` against the built tool.
@Suite struct DiffCommandTests {
    /// A xib whose one box sits `leading` points from the root view's leading edge.
    static func boxXib(leading: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="\(leading)" y="0.0" width="100" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="wid"/>
                                <constraint firstAttribute="height" constant="10" id="hgt"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="top"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(leading)" id="lead"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """
    }

    /// A fresh folder for one test, removed when the test ends.
    private final class Workspace {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("diff-cli-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        func file(_ name: String, _ text: String) throws -> String {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
            return path(name)
        }

        /// Previews the box at `leading` into the folder `out`, with extra arguments.
        func preview(leading: Int, out: String, _ extra: [String] = []) throws -> ToolRun {
            let xib = try file("Box.xib", DiffCommandTests.boxXib(leading: leading))
            return try runAdaptive(
                ["preview", xib, "--devices", "iPhone 15 Pro", "--orientations", "portrait", "--out", path(out)] + extra
            )
        }
    }

    @Test func R2_aMovedBoxIsReportedAndTheDiffExitsOne() throws {
        let workspace = try Workspace()
        #expect(try workspace.preview(leading: 20, out: "old").status == 0)
        #expect(try workspace.preview(leading: 40, out: "new").status == 0)
        let run = try runAdaptive(["diff", workspace.path("old"), workspace.path("new") + "/report.json"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "iPhone-15-Pro-portrait: 1 change")
        #expect(lines.count == 3, "\(run.standardOutput)")
        #expect(lines[1].hasPrefix("  moved: "), "\(lines)")
        #expect(lines[1].contains(" UIView (20, "), "\(lines)")
        #expect(lines[1].contains(", 100, 10) → (40, "), "\(lines)")
        #expect(lines.last == "1 change in 1 of 1 configuration.")
    }

    @Test func R2_anIdenticalRunReportsNothingAndExitsZero() throws {
        let workspace = try Workspace()
        #expect(try workspace.preview(leading: 20, out: "old").status == 0)
        #expect(try workspace.preview(leading: 20, out: "new").status == 0)
        let run = try runAdaptive(["diff", workspace.path("old"), workspace.path("new")])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "No layout changes in 1 configuration.\n")
    }

    @Test func R2_previewWithABaselineMarksTheGalleryAndExitsOneOnAChange() throws {
        let workspace = try Workspace()
        #expect(try workspace.preview(leading: 20, out: "old").status == 0)
        let same = try workspace.preview(leading: 20, out: "same", ["--baseline", workspace.path("old/report.json")])
        #expect(same.status == 0, "\(same.standardError)")
        #expect(same.standardOutput.hasSuffix("\nNo layout changes in 1 configuration.\n"))

        let changed = try workspace.preview(leading: 40, out: "new", ["--baseline", workspace.path("old")])
        #expect(changed.status == 1, "\(changed.standardError)")
        #expect(changed.standardOutput.contains("\niPhone-15-Pro-portrait: 1 change\n  moved: "))
        let new = URL(fileURLWithPath: workspace.path("new"))
        let html = try String(contentsOf: new.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains(#"<figure id="iPhone-15-Pro-portrait" class="changed">"#))
        let old = try Data(contentsOf: URL(fileURLWithPath: workspace.path("old/iPhone-15-Pro-portrait.svg")))
        #expect(try Data(contentsOf: new.appendingPathComponent("baseline/iPhone-15-Pro-portrait.svg")) == old)
        let text = try String(contentsOf: new.appendingPathComponent("diff.txt"), encoding: .utf8)
        #expect(text.hasSuffix("1 change in 1 of 1 configuration.\n"))

        // The baseline may be the folder being replaced: it is read before the run writes.
        let again = try workspace.preview(leading: 20, out: "new", ["--baseline", workspace.path("new")])
        #expect(again.status == 1)
        #expect(again.standardOutput.contains(", 100, 10) → (20, "))
    }

    @Test func R2_badReportsAreClearErrorsWithTheInputStatuses() throws {
        let workspace = try Workspace()
        #expect(try workspace.preview(leading: 20, out: "old").status == 0)
        let missing = workspace.path("nowhere/report.json")
        let run = try runAdaptive(["diff", workspace.path("old"), missing])
        #expect(run.status == 66)
        #expect(run.standardError == "\(missing): error: no such file or folder\n")
        #expect(run.standardOutput.isEmpty)

        let broken = try workspace.file("broken.json", "{\"format\": ")
        let malformed = try runAdaptive(["diff", broken, workspace.path("old")])
        #expect(malformed.status == 65)
        #expect(malformed.standardError == "\(broken): error: not a preview report: not valid JSON\n")

        let other = try workspace.file("other.json", #"{"format": "adaptive-preview/0"}"#)
        let schema = try runAdaptive(["diff", workspace.path("old"), other])
        #expect(schema.status == 65)
        #expect(schema.standardError.contains(": error: a report of format \"adaptive-preview/0\"; this tool compares"))

        let baseline = try workspace.preview(leading: 20, out: "new", ["--baseline", broken])
        #expect(baseline.status == 65)
        #expect(baseline.standardError == "\(broken): error: not a preview report: not valid JSON\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("new")), "nothing ran")

        let usage = try runAdaptive(["diff", workspace.path("old")])
        #expect(usage.status == 64)
    }
}
