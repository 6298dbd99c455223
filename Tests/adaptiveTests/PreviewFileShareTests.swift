import AdaptiveRender
import Foundation
import Testing

@testable import adaptive

/// R2: a folder's preview split by file (`--shard K/N`, `--jobs N`): each share reads only its own
/// files, the largest spread first; refused files are counted once, by the share that reads them;
/// the joined run is the serial run, byte for byte, whichever files were refused.
@MainActor
@Suite struct PreviewFileShareTests {
    typealias Workspace = PreviewShardTests.Workspace

    @Test func R2_fileSharesSpreadTheLargestFilesFirst() {
        // 500 alone; 200, 40, 30 and 10 go to the lighter share one by one.
        #expect(PreviewShard.fileShares(sizes: [10, 500, 30, 200, 40], count: 2) == [[1], [0, 2, 3, 4]])
        #expect(PreviewShard.fileShares(sizes: [10, 500, 30, 200, 40], count: 3) == [[1], [3], [0, 2, 4]])
        // Ties go to the earlier file and the lower share; empty files still cost one byte each.
        #expect(PreviewShard.fileShares(sizes: [5, 5, 5, 5], count: 2) == [[0, 2], [1, 3]])
        #expect(PreviewShard.fileShares(sizes: [0, 0, 0], count: 2) == [[0, 2], [1]])
        // More shares than files: the last ones are empty.
        #expect(PreviewShard.fileShares(sizes: [3, 1], count: 3) == [[0], [1], []])
        #expect(PreviewShard.fileShares(sizes: [], count: 2) == [[], []])
        #expect(PreviewShard(index: 2, count: 2)!.files(sizes: [10, 500, 30, 200, 40]) == [0, 2, 3, 4])
    }

    /// The workspace's four files, a broken one and two that slug alike (`Same_Name`, `Same-Name`).
    static func workspaceWithRefusals() throws -> Workspace {
        let workspace = try Workspace()
        try Data("not xml".utf8).write(to: workspace.input.appendingPathComponent("Broken.xib"))
        let fixture = LintCommandTests.fixtures.appendingPathComponent("SizeClasses.xib")
        for name in ["Same_Name.xib", "Same-Name.xib"] {
            try FileManager.default.copyItem(at: fixture, to: workspace.input.appendingPathComponent(name))
        }
        return workspace
    }

    @Test func R2_aShareReadsOnlyItsOwnFilesAndCountsItsRefusals() throws {
        let workspace = try Self.workspaceWithRefusals()
        defer { workspace.remove() }
        let urls = try PreviewSubject.interfaceBuilderURLs(at: workspace.input)
        let names = PreviewSubject.sceneNames(of: urls, in: workspace.input)
        #expect(
            names == ["Adaptive", "Broken", "More/Controls", "Navigation", "Same-Name", "Same_Name", "SizeClasses"])
        let shares = PreviewShard.fileShares(sizes: PreviewSubject.fileSizes(urls), count: 2)
        var refused: [[String]] = []
        for index in 1...2 {
            let session = try PreviewSession(
                file: workspace.input.path, devices: "iPhone 15 Pro", orientations: "portrait", multitasking: false,
                scene: nil, out: workspace.path("share-\(index)"), shard: PreviewShard(index: index, count: 2))
            let runner = try #require(session.runner)
            let mine = shares[index - 1].map { names[$0] }
            // Only the share's readable files are scenes: the others were never opened.
            #expect(runner.scenes == mine.filter { $0 != "Broken" })
            #expect(runner.subject.folderShare?.files == names)
            refused.append(session.refused.map(\.description))
            #expect(runner.subject.folderShare?.refused.map(\.file) == (mine.contains("Broken") ? ["Broken"] : []))
        }
        // The broken file is named once, by the share that reads it.
        #expect(refused.flatMap { $0 }.count == 1)
        #expect(refused.flatMap { $0 }.first?.hasPrefix(workspace.input.path + "/Broken.xib:") == true)
    }

    @Test func R2_mergedFileSharesWriteTheSerialRunWithItsRefusalsAndNames() throws {
        let workspace = try Self.workspaceWithRefusals()
        defer { workspace.remove() }
        let options = ["--devices", "iPhone 15 Pro", "--orientations", "portrait,landscape"]
        let serial = try runAdaptive(
            ["preview", workspace.input.path, "--jobs", "1", "--out", workspace.path("serial")] + options)
        #expect(serial.status == 65, "\(serial.standardError)")
        var shares: [String] = []
        for index in 1...3 {
            let share = try runAdaptive(
                ["preview", workspace.input.path, "--shard", "\(index)/3", "--out", workspace.path("s\(index)")]
                    + options)
            #expect([0, 65].contains(share.status), "\(share.standardError)")
            shares.append(share.standardError)
        }
        let merged = try runAdaptive(
            ["preview", "--merge"] + (1...3).map { workspace.path("s\($0)") } + ["--out", workspace.path("merged")])
        #expect(merged.status == 65, "\(merged.standardError)")
        let refusal = try #require(serial.standardError.split(separator: "\n").first.map(String.init))
        #expect(refusal.hasPrefix(workspace.input.path + "/Broken.xib:"))
        // The shares name the refused file once between them; the merge names it again, as the run does.
        #expect(shares.joined().components(separatedBy: refusal).count == 2)
        #expect(merged.standardError == refusal + "\n")
        func table(_ run: ToolRun) -> [String] {
            run.standardOutput.split(separator: "\n").dropLast(2).map(String.init)
        }
        #expect(table(merged) == table(serial))
        let files = try workspace.files("serial")
        #expect(try workspace.files("merged") == files)
        // Six files read on two configurations; the two alike slugs are numbered as the serial run numbers them.
        #expect(files.count == 12 + 2)
        #expect(files["Same-Name--iPhone-15-Pro-portrait.svg"] != nil)
        #expect(files["Same-Name--iPhone-15-Pro-portrait-2.svg"] != nil)
    }

    @Test func R2_oneReadableFileKeepsTheConfigurationsOwnNames() throws {
        // A folder whose files are all refused but one previews like that one file: no scene names.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("preview-one-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: LintCommandTests.fixtures.appendingPathComponent("Controls.xib"),
            to: input.appendingPathComponent("Controls.xib"))
        try Data("not xml".utf8).write(to: input.appendingPathComponent("A.xib"))
        let options = ["--devices", "iPhone 15 Pro", "--orientations", "portrait"]
        let serial = try runAdaptive(["preview", input.path, "--jobs", "1", "--out", root.path + "/serial"] + options)
        let parallel = try runAdaptive(
            ["preview", input.path, "--jobs", "2", "--out", root.path + "/parallel"] + options)
        #expect(serial.status == 65)
        #expect(parallel.status == 65)
        #expect(parallel.standardError == serial.standardError)
        #expect(serial.standardError.hasSuffix("preview [1/1] iPhone 15 Pro · portrait\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path + "/parallel").sorted()
        #expect(names == ["iPhone-15-Pro-portrait.svg", "index.html", "report.json"])
        for name in names {
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: root.path + "/parallel/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: root.path + "/serial/" + name)), "\(name)")
        }
    }

    @Test func R2_parallelRunsNameRefusedFilesInPathOrder() throws {
        let workspace = try Self.workspaceWithRefusals()
        defer { workspace.remove() }
        try Data("<document".utf8).write(to: workspace.input.appendingPathComponent("More/Aaa.storyboard"))
        func preview(_ jobs: String) throws -> ToolRun {
            try runAdaptive(
                ["preview", workspace.input.path, "--jobs", jobs, "--out", workspace.path("jobs-\(jobs)")]
                    + PreviewShardTests.phone)
        }
        let serial = try preview("1")
        #expect(serial.status == 65)
        let errors = serial.standardError.split(separator: "\n").filter { !$0.hasPrefix("preview [") }
        #expect(errors.count >= 2)
        #expect(errors.first?.hasPrefix(workspace.input.path + "/Broken.xib:") == true)
        #expect(errors.last?.hasPrefix(workspace.input.path + "/More/Aaa.storyboard:") == true)
        for jobs in ["2", "3"] {
            let parallel = try preview(jobs)
            #expect(parallel.status == 65)
            #expect(parallel.standardError == serial.standardError, "--jobs \(jobs)")
            #expect(try workspace.files("jobs-\(jobs)") == workspace.files("jobs-1"), "--jobs \(jobs)")
        }
    }

    @Test func R2_fileSharesThatDoNotCoverTheRunOnceAreRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        var parts: [(report: PreviewReport, path: String)] = []
        for index in 1...2 {
            let session = try PreviewSession(
                file: workspace.input.path, devices: "iPhone 15 Pro", orientations: "portrait", multitasking: false,
                scene: nil, out: workspace.path("s\(index)"), shard: PreviewShard(index: index, count: 2))
            _ = try session.run(strict: false, progress: { _ in }, print: { _ in })
            parts.append((try PreviewReport.load(from: URL(fileURLWithPath: workspace.path("s\(index)"))), "s\(index)"))
        }
        #expect(try PreviewReport.merging(parts).configurations.count == 4)
        func failure(_ parts: [(report: PreviewReport, path: String)]) -> String? {
            do {
                _ = try PreviewReport.merging(parts)
                return nil
            } catch {
                return error.description
            }
        }
        // Share 2 also claims to have refused a file share 1 previewed.
        var twice = parts
        let held = try #require(parts[0].report.configurations.first?.scene)
        twice[1].report.shard?.refused = [PreviewReport.Refusal(file: held, message: "m")]
        #expect(failure(twice) == "s2: error: \(held) is in shard 1/2 and 2/2")
        // A share that lost a file's tiles.
        var lost = parts
        lost[0].report.configurations.removeFirst()
        lost[0].report.shard?.refused = []
        #expect(failure(lost) == "error: no shard holds \(held) (give shares of one split)")
        // Shares of runs over different folders.
        var other = parts
        other[1].report.shard?.files = ["Elsewhere"]
        #expect(
            failure(other)
                == "s2: error: shard 2/2 is of another run than s1 (shard 1/2): the subject, scene or configurations differ"
        )
    }
}
