import Foundation
import Testing

@testable import FuzzHarness

/// Replays every input a fuzzer once crashed or hung on (Fixtures/TARGET/*, minimized by libFuzzer)
/// through the harness body that found it: each must now run to the end.
@MainActor
@Suite struct FuzzReplayTests {
    static func fixtures(_ target: FuzzHarness.Target) -> [URL] {
        guard let folder = Bundle.module.url(forResource: "Fixtures/\(target.rawValue)", withExtension: nil) else {
            return []
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzHarness.Target.allCases)
    func replaysEveryFixture(_ target: FuzzHarness.Target) throws {
        for file in Self.fixtures(target) {
            FuzzHarness.run(target, try Data(contentsOf: file))
        }
    }

    /// One row naming the same few views again and again (`[a]-[b][a]-…`), so nearly every
    /// constraint conflicts with another: each broken one is reported with its minimal conflicting
    /// set, as before, but the search no longer builds a fresh solver per candidate (0.45 s and 1.5 s
    /// of CPU in the fuzz build before; issue 18). Each conflict is reported once, as UIKit logs it when
    /// the constraint is added: the views joining the container no longer rebuild its engine, which
    /// reinstalled every constraint and reported each conflict a second time (12 and 28 before).
    @Test(arguments: [("repeated-views-517-bytes.txt", 6), ("repeated-views-884-bytes.txt", 14)])
    func repeatedViewsInOneRowReportEveryConflict(_ name: String, reports: Int) throws {
        let file = try #require(Self.fixtures(.vfl).first { $0.lastPathComponent == name })
        let messages = FuzzHarness.run(.vfl, try Data(contentsOf: file)).map(\.message)
        #expect(messages.count == reports)
        #expect(messages.allSatisfy { $0.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy") })
        let first = try #require(messages.first)
        #expect(
            first.contains(
                """
                (
                    "<NSLayoutConstraint UIView.leading == UIView.trailing + 8   (active)>",
                    "<NSLayoutConstraint UIView.leading == UIView.trailing   (active)>"
                )
                """))
        #expect(first.hasSuffix("<NSLayoutConstraint UIView.leading == UIView.trailing   (active)>"))
    }

    /// Scenes that embed themselves through container views (a libFuzzer `CopyPart` of a corpus
    /// storyboard, and a table scene embedding itself). They took 5.6 s and 6.3 s of CPU in the fuzz build,
    /// over the harness's 1-second limit: the nesting budget alone built dozens of table view controllers
    /// inside one another, and a scene with two such container views twice as many at every level. An embed
    /// of a scene whose view is loading already is now left out with a warning naming the cycle (issue 18).
    @Test(arguments: [
        ("self-embedding-table-scene.storyboard", "XZd-0m-b3c", 7, 0),
        ("self-embedding-scene-copy.storyboard", "I7Z-yA-lrD", 10, 16),
    ])
    func selfEmbeddingScenesAreLeftOutAsCycles(
        _ name: String, leftOut: String, messageCount: Int, ambiguousCount: Int
    ) throws {
        let file = try #require(Self.fixtures(.ib).first { $0.lastPathComponent == name })
        let data = try Data(contentsOf: file)
        #expect(FuzzHarness.run(.ib, data).isEmpty, "the preview keeps UIKit's messages in its report")
        let tile = try #require(FuzzHarness.interfaceBuilderDocument(data))
        // The bundled preview subject registers a `ProfileViewController` class when another suite runs it
        // first, which turns that scene's unknown-class warning and unset outlets into UIKit's exceptions.
        let messages = tile.report.diagnostics.messages.filter {
            !$0.contains("ProfileViewController") && !$0.contains("'vZT-j1-Ibg'")
        }
        #expect(messages.count == messageCount)
        #expect(
            messages.filter { $0.hasPrefix("Storyboard:") } == [
                "Storyboard: view controller '\(leftOut)' is left out: it would embed itself ('\(leftOut)' → '\(leftOut)')"
            ])
        #expect(tile.report.diagnostics.ambiguousViews.count == ambiguousCount)
        #expect(tile.svg.contains("<svg"))
    }
}
