import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
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

    /// The names of the fixtures in the source tree (`Fixtures/TARGET` beside this file), sorted.
    static func sourceFixtureNames(_ target: FuzzHarness.Target) throws -> [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(target.rawValue)")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every target has fixtures, and the test bundle holds each one the source tree does: a bundle that lost
    /// them (a resource rule dropped, a folder renamed) would otherwise replay nothing and pass.
    @Test(arguments: FuzzHarness.Target.allCases)
    func replaysEveryFixture(_ target: FuzzHarness.Target) throws {
        let files = Self.fixtures(target)
        try #require(!files.isEmpty, "no fixture of \(target.rawValue) in the test bundle")
        #expect(files.map(\.lastPathComponent) == (try Self.sourceFixtureNames(target)))
        for file in files {
            FuzzHarness.run(target, try Data(contentsOf: file))
        }
    }

    /// One row naming the same few views again and again (`[a]-[b][a]-…`), so nearly every
    /// constraint conflicts with another: each broken one is reported with its minimal conflicting
    /// set, as before, but the search no longer builds a fresh solver per candidate (0.45 s and 1.5 s
    /// of CPU in the fuzz build before). Each conflict is reported once, as UIKit logs it when
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
    /// of a scene whose view is loading already is now left out with a warning naming the cycle.
    @Test(arguments: [
        ("self-embedding-table-scene.storyboard", "XZd-0m-b3c", 10, 0),
        ("self-embedding-scene-copy.storyboard", "I7Z-yA-lrD", 10, 16),
    ])
    func selfEmbeddingScenesAreLeftOutAsCycles(
        _ name: String, leftOut: String, messageCount: Int, ambiguousCount: Int
    ) throws {
        let file = try #require(Self.fixtures(.ib).first { $0.lastPathComponent == name })
        let data = try Data(contentsOf: file)
        #expect(FuzzHarness.run(.ib, data).isEmpty, "the preview keeps UIKit's messages in its report")
        let tile = try #require(FuzzHarness.interfaceBuilderDocument(data))
        // The harness loads with no custom class registered, whatever other suites registered (the bundled
        // preview subject registers a `ProfileViewController`), so the messages are the fuzzer's own.
        let messages = tile.report.diagnostics.messages
        #expect(messages.count == messageCount)
        #expect(
            messages.filter { $0.hasPrefix("Storyboard:") } == [
                "Storyboard: view controller '\(leftOut)' is left out: it would embed itself ('\(leftOut)' → '\(leftOut)')"
            ])
        #expect(tile.report.diagnostics.ambiguousViews.count == ambiguousCount)
        #expect(tile.svg.contains("<svg"))
    }

    final class RegisteredElsewhere: UIViewController {}

    /// A class another suite registered under a name the fixture uses does not reach the replay: the harness
    /// loads with no custom class registered, as in the fuzzer's process, and restores the registration after.
    @Test func replayIgnoresTheCustomClassesOtherSuitesRegistered() throws {
        let file = try #require(
            Self.fixtures(.ib).first { $0.lastPathComponent == "self-embedding-table-scene.storyboard" })
        let data = try Data(contentsOf: file)
        let name = "ProfileViewController"
        let previous = InterfaceBuilder.viewControllerClass(forCustomClass: name)
        defer {
            if let previous {
                InterfaceBuilder.register(previous, forCustomClass: name)
            } else {
                InterfaceBuilder.unregisterCustomClass(name)
            }
        }
        InterfaceBuilder.unregisterCustomClass(name)
        let unregistered = try #require(FuzzHarness.interfaceBuilderDocument(data)).report.diagnostics.messages
        InterfaceBuilder.register(RegisteredElsewhere.self, forCustomClass: name)
        let registered = try #require(FuzzHarness.interfaceBuilderDocument(data)).report.diagnostics.messages
        #expect(registered == unregistered)
        #expect(registered.contains("Unknown class ProfileViewController in Interface Builder file."))
        #expect(InterfaceBuilder.viewControllerClass(forCustomClass: name) == RegisteredElsewhere.self)
    }
}

extension FuzzReplayTests {
    /// A fuzzed storyboard whose stack views hold an active constraint naming an item outside their
    /// hierarchy: each engine rebuild met it and asked for another, so every read of a frame rebuilt the
    /// engine and broke and reported the same two stack constraints again (212 times each per layout,
    /// 4 s of CPU in the fuzz build). A rebuild now leaves such a constraint waiting for the hierarchy to
    /// change, and each conflict is reported once per layout, as UIKit does.
    @Test func aConstraintOutsideTheHierarchyDoesNotRebuildTheEngineOnEveryRead() throws {
        let file = try #require(
            Self.fixtures(.ib).first { $0.lastPathComponent == "constraint-outside-hierarchy.storyboard" })
        let tile = try #require(FuzzHarness.interfaceBuilderDocument(try Data(contentsOf: file)))
        let conflicts = tile.report.diagnostics.conflicts
        #expect(
            conflicts.map(\.brokenConstraint) == [
                "<NSLayoutConstraint 'UISV-alignment' UIStackView.leading == UISwitch.leading   (active)>",
                "<NSLayoutConstraint 'UISV-hiding' UIButton.height == 0   (active)>",
            ])
    }
}
