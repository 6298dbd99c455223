import AdaptiveRender
import Foundation
import Testing

@testable import adaptive

/// R2: `adaptive preview --shard K/N`, `--merge` and `--jobs N`: shares that cover every tile
/// once, merges and parallel runs that write what one serial run writes, byte for byte.
@MainActor
@Suite struct PreviewShardTests {
    /// A folder of four Interface Builder fixtures, one in a subfolder, and the folder outputs go to.
    struct Workspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-shard-\(UUID())")
        var input: URL { root.appendingPathComponent("screens") }

        init() throws {
            let fixtures = LintCommandTests.fixtures
            try FileManager.default.createDirectory(
                at: input.appendingPathComponent("More"), withIntermediateDirectories: true)
            for (name, place) in [
                ("Navigation.storyboard", "Navigation.storyboard"), ("SizeClasses.xib", "SizeClasses.xib"),
                ("Controls.xib", "More/Controls.xib"), ("Adaptive.storyboard", "Adaptive.storyboard"),
            ] {
                try FileManager.default.copyItem(
                    at: fixtures.appendingPathComponent(name), to: input.appendingPathComponent(place))
            }
        }

        func path(_ name: String) -> String { root.appendingPathComponent(name).path }

        /// Every file of a preview folder by name, with its bytes.
        func files(_ name: String) throws -> [String: Data] {
            let folder = root.appendingPathComponent(name)
            var files: [String: Data] = [:]
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                files[file] = try Data(contentsOf: folder.appendingPathComponent(file))
            }
            return files
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let phone = ["--devices", "iPhone 15 Pro"]

    @Test func R2_shardsParseAsKOfN() {
        #expect(PreviewShard("2/4") == PreviewShard(index: 2, count: 4))
        #expect(PreviewShard("1/1")?.description == "1/1")
        for bad in ["0/4", "5/4", "2", "a/b", "1/0", "-1/2", "1/2/3", ""] {
            #expect(PreviewShard(bad) == nil, "\(bad)")
        }
    }

    @Test func R2_shardsCoverEveryTileExactlyOnceInRoundRobin() {
        for total in [0, 1, 7, 10, 23] {
            for count in 1...5 {
                let parts = (1...count).map { PreviewShard(index: $0, count: count)!.part(of: Array(0..<total)) }
                #expect(parts.flatMap { $0 }.sorted() == Array(0..<total), "\(total) tiles in \(count)")
                let sizes = parts.map(\.count)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "\(total) tiles in \(count): \(sizes)")
            }
        }
        #expect(PreviewShard(index: 2, count: 3)!.part(of: Array(0..<8)) == [1, 4, 7])
    }

    @Test func R2_aFolderPreviewsEveryFileInItsSubfoldersTooInPathOrder() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let session = try PreviewSession(
            file: workspace.input.path, devices: "iPhone 15 Pro", orientations: "portrait", multitasking: false,
            scene: nil, out: workspace.path("out"))
        let runner = try #require(session.runner)
        #expect(runner.scenes == ["Adaptive", "More/Controls", "Navigation", "SizeClasses"])
        #expect(runner.scene == "4 files")
        #expect(
            runner.units.map(\.id) == [
                "Adaptive--iPhone-15-Pro-portrait", "More-Controls--iPhone-15-Pro-portrait",
                "Navigation--iPhone-15-Pro-portrait", "SizeClasses--iPhone-15-Pro-portrait",
            ])
        #expect(runner.units[1].title == "More/Controls · iPhone 15 Pro · portrait")
        // One scene asked for: the tiles keep the configuration's own names.
        let one = try PreviewSession(
            file: workspace.input.path, devices: "iPhone 15 Pro", orientations: "portrait", multitasking: false,
            scene: "More/Controls", out: workspace.path("out"))
        #expect(one.runner?.units.map(\.id) == ["iPhone-15-Pro-portrait"])
    }

    @Test func R2_mergedShardsWriteTheSerialRunByteForByte() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        func session(_ out: String, _ shard: PreviewShard? = nil) throws -> PreviewSession {
            try PreviewSession(
                file: workspace.input.path, devices: "iPhone 15 Pro,iPad Pro (11-inch) (4th generation)",
                orientations: nil, multitasking: false, scene: nil, out: workspace.path(out), shard: shard)
        }
        var serialLines: [String] = []
        _ = try session("serial").run(strict: false, progress: { _ in }, print: { serialLines.append($0) })
        var progress: [[String]] = []
        for index in 1...3 {
            var lines: [String] = []
            _ = try session("shard-\(index)", PreviewShard(index: index, count: 3)).run(
                strict: false, progress: { lines.append($0) }, print: { _ in })
            progress.append(lines)
        }
        // 4 files × 4 configurations, split by file: each share previews its files on every configuration.
        let urls = try PreviewSubject.interfaceBuilderURLs(at: workspace.input)
        let shares = PreviewShard.fileShares(sizes: PreviewSubject.fileSizes(urls), count: 3)
        #expect(shares.flatMap { $0 }.sorted() == [0, 1, 2, 3])
        #expect(progress.map(\.count) == shares.map { $0.count * 4 + 1 })  // and the line that ends the progress
        let names = ["Adaptive", "More/Controls", "Navigation", "SizeClasses"]
        #expect(progress[1].first == "[1/\(shares[1].count * 4)] \(names[shares[1][0]]) · iPhone 15 Pro · portrait")
        let merged = try PreviewRunner.Result.merging(
            folders: (1...3).map { URL(fileURLWithPath: workspace.path("shard-\($0)")) })
        var mergedLines: [String] = []
        _ = try PreviewSession(out: workspace.path("merged")).finish(
            merged, start: Date(), strict: false, progress: { _ in }, print: { mergedLines.append($0) })
        let serial = try workspace.files("serial")
        #expect(serial.count == 16 + 2)
        #expect(try workspace.files("merged") == serial)
        // The summary tables agree but for the time taken and the gallery's path.
        func table(_ lines: [String]) -> [String] {
            lines.joined(separator: "\n").split(separator: "\n").dropLast(2).map(String.init)
        }
        #expect(table(mergedLines) == table(serialLines))
        #expect(table(serialLines).count == 18)
        let report = try PreviewReport.load(from: URL(fileURLWithPath: workspace.path("shard-2")))
        #expect(report.shard?.configurations.count == 4)
        #expect(report.shard?.files == names)
        #expect(report.shard?.refused == [])
        #expect(
            report.configurations.map(\.id).first
                == names[shares[1][0]].replacingOccurrences(of: "/", with: "-") + "--iPhone-15-Pro-portrait")
    }

    @Test func R2_badMergesAreRefusedWithTheirReasons() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        func shard(_ out: String, _ text: String, devices: String = "iPhone 15 Pro") throws {
            _ = try PreviewSession(
                file: workspace.input.path, devices: devices, orientations: "portrait", multitasking: false,
                scene: nil, out: workspace.path(out), shard: PreviewShard(text)
            ).run(strict: false, progress: { _ in }, print: { _ in })
        }
        try shard("a1", "1/2")
        try shard("a2", "2/2")
        try shard("b2", "2/2", devices: "iPhone SE (3rd generation)")
        try shard("c1", "1/3")
        _ = try PreviewSession(
            file: workspace.input.path, devices: "iPhone 15 Pro", orientations: "portrait", multitasking: false,
            scene: nil, out: workspace.path("whole")
        ).run(strict: false, progress: { _ in }, print: { _ in })
        func failure(_ names: [String]) -> String? {
            do {
                _ = try PreviewRunner.Result.merging(folders: names.map { URL(fileURLWithPath: workspace.path($0)) })
                return nil
            } catch {
                return error.description
            }
        }
        #expect(failure(["a1"]) == "error: missing shard 2/2 (give every shard's folder)")
        #expect(
            failure(["a1", "a1"])
                == "\(workspace.path("a1")): error: shard 1/2 is given twice (also \(workspace.path("a1")))")
        #expect(
            failure(["a1", "b2"])
                == "\(workspace.path("b2")): error: shard 2/2 is of another run than \(workspace.path("a1")) (shard 1/2): "
                + "the subject, scene or configurations differ")
        #expect(
            failure(["a1", "c1"])
                == "\(workspace.path("c1")): error: shard 1/3 is of another run than \(workspace.path("a1")) (shard 1/2): "
                + "the subject, scene or configurations differ")
        #expect(
            failure(["whole", "a1"])
                == "\(workspace.path("whole")): error: not a shard's report (write one with `adaptive preview --shard K/N`)"
        )
        #expect(failure(["nowhere"]) == "\(workspace.path("nowhere")): error: no such file or folder")
        #expect(failure(["a2", "a1"]) == nil)

        let run = try runAdaptive([
            "preview", "--merge", workspace.path("a1"), workspace.path("a1"), "--out", workspace.path("m"),
        ])
        #expect(run.status == 65)
        #expect(
            run.standardError
                == "\(workspace.path("a1")): error: shard 1/2 is given twice (also \(workspace.path("a1")))\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("m")))
        let bad = try runAdaptive(["preview", workspace.input.path, "--shard", "3/2", "--out", workspace.path("m")])
        #expect(bad.status == 64)
        #expect(bad.standardError.hasPrefix("Error: Bad shard \"3/2\"; write K/N with 1 ≤ K ≤ N, e.g. 2/4"))
    }

    @Test func R2_aParallelRunWritesAndPrintsWhatASerialRunDoes() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // An unreadable file is named once, and the run ends with 65 either way.
        try Data("not xml".utf8).write(to: workspace.input.appendingPathComponent("Broken.xib"))
        func preview(_ jobs: String, _ out: String) throws -> ToolRun {
            try runAdaptive(
                ["preview", workspace.input.path, "--jobs", jobs, "--out", workspace.path(out)] + Self.phone)
        }
        let serial = try preview("1", "serial")
        let parallel = try preview("2", "parallel")
        #expect(serial.status == 65, "\(serial.standardError)")
        #expect(parallel.status == 65, "\(parallel.standardError)")
        #expect(parallel.standardError == serial.standardError)
        #expect(serial.standardError.split(separator: "\n").filter { $0.contains("error") }.count == 1)
        #expect(serial.standardError.contains("preview [8/8] SizeClasses · iPhone 15 Pro · landscape\n"))
        func table(_ run: ToolRun) -> [String] {
            run.standardOutput.split(separator: "\n").dropLast(2).map(String.init)
        }
        #expect(table(parallel) == table(serial))
        #expect(parallel.standardOutput.contains("8 configurations, "))
        #expect(parallel.standardOutput.contains(" configurations per second)\n"))
        #expect(try workspace.files("parallel") == workspace.files("serial"))
        // The children's folders are gone.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).sorted() == [
                "parallel", "screens", "serial",
            ])
    }

    /// A `--jobs` child (`--share-for-jobs`, hidden) writes its share's SVGs and partial report but no gallery,
    /// and prints no table: its parent writes and prints those of the joined run.
    @Test func R2_aShareForJobsWritesNoGalleryAndPrintsNoTable() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let share = try runAdaptive(
            ["preview", workspace.input.path, "--shard", "1/2", "--share-for-jobs", "--out", workspace.path("share")]
                + Self.phone)
        #expect(share.status == 0, "\(share.standardError)")
        #expect(share.standardOutput.isEmpty)
        let files = try workspace.files("share").keys
        #expect(files.contains("report.json"))
        #expect(!files.contains("index.html"))
        #expect(files.contains { $0.hasSuffix(".svg") })
        let report = try PreviewReport.load(from: URL(fileURLWithPath: workspace.path("share")))
        #expect(report.shard?.index == 1)
        #expect(report.configurations.contains { !$0.views.isEmpty })
        // Beside it, the same report without frames: all that the join decodes.
        let summary = try PreviewReport.load(
            from: URL(fileURLWithPath: workspace.path("share")).appendingPathComponent(PreviewReport.shareSummaryFile))
        #expect(summary.configurations.map(\.id) == report.configurations.map(\.id))
        #expect(summary.configurations.map(\.diagnostics) == report.configurations.map(\.diagnostics))
        #expect(summary.configurations.allSatisfy { $0.views.isEmpty && $0.viewControllers.isEmpty })
        #expect(summary.shard == report.shard)
    }

    /// The two shares of a `--jobs 2` run of the workspace's files, as its children write them.
    private static func writeShares(in workspace: Workspace) throws -> [URL] {
        try (1...2).map { index in
            let share = try runAdaptive(
                [
                    "preview", workspace.input.path, "--shard", "\(index)/2", "--share-for-jobs", "--out",
                    workspace.path("share\(index)"),
                ] + phone)
            #expect(share.status == 0, "\(share.standardError)")
            return URL(fileURLWithPath: workspace.path("share\(index)"))
        }
    }

    /// A join reads a share's summary when it has one and its report otherwise, and writes the same either way;
    /// a summary that is not a report is refused by its path.
    @Test func R2_aJoinReadsASharesSummaryOrItsReportAlike() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let folders = try Self.writeShares(in: workspace)
        let summarized = try PreviewRunner.Result.merging(folders: folders, keepingFrames: false)
        try summarized.write(to: URL(fileURLWithPath: workspace.path("summarized")))
        // Read one by one, as `--jobs` reads each share when its child ends: the same join.
        let readings = folders.reversed().map { PreviewRunner.Result.reading($0, keepingFrames: false) }
        let read = try PreviewRunner.Result.merging(Array(readings.reversed()))
        #expect(read.report.configurations.map(\.id) == summarized.report.configurations.map(\.id))
        #expect(read.report.configurations.allSatisfy { $0.views.isEmpty })
        // One read with its frames and one without: both are read again with their frames.
        let mixed = try PreviewRunner.Result.merging([
            PreviewRunner.Result.reading(folders[0], keepingFrames: true),
            PreviewRunner.Result.reading(folders[1], keepingFrames: false),
        ])
        #expect(mixed.report.configurations.map(\.id) == summarized.report.configurations.map(\.id))
        #expect(mixed.report.configurations.allSatisfy { !$0.views.isEmpty })
        let summary = folders[0].appendingPathComponent(PreviewReport.shareSummaryFile)
        let summaryText = try Data(contentsOf: summary)
        try FileManager.default.removeItem(at: summary)
        try PreviewRunner.Result.merging(folders: folders, keepingFrames: false)
            .write(to: URL(fileURLWithPath: workspace.path("decoded")))
        #expect(try workspace.files("summarized") == workspace.files("decoded"))
        try summaryText.prefix(100).write(to: summary)
        #expect {
            try PreviewRunner.Result.merging(folders: folders, keepingFrames: false)
        } throws: { error in
            guard case .notAReport(let path, _) = error as? PreviewError else { return false }
            return path.hasSuffix("share1/" + PreviewReport.shareSummaryFile)
        }
    }

    /// The SVGs go into the output on a thread of their own: one that has gone by then fails the write, which
    /// leaves the earlier output as it was and no half-written folder beside it.
    @Test func R2_aJoinWhoseSVGVanishedFailsAndLeavesTheEarlierOutput() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let folders = try Self.writeShares(in: workspace)
        let output = URL(fileURLWithPath: workspace.path("joined"))
        try PreviewRunner.Result.merging(folders: folders, keepingFrames: false).write(to: output)
        let earlier = try workspace.files("joined")
        let joined = try PreviewRunner.Result.merging(folders: folders, movingFiles: true, keepingFrames: false)
        let last = try #require(joined.tiles.last?.svgFile)
        try FileManager.default.removeItem(atPath: last)
        #expect {
            try joined.write(to: output)
        } throws: { error in
            guard case .cannotWrite(let path, _) = error as? PreviewError else { return false }
            return path == output.path
        }
        #expect(try workspace.files("joined") == earlier)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.root.path).sorted() == [
                "joined", "screens", "share1", "share2",
            ])
    }
}
