import Foundation
import FuzzHarness
import Testing

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
    /// of CPU in the fuzz build before; issue 18). Each is reported once: the engine's second build used to
    /// report every conflict again.
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
}
