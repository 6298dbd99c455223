import Foundation
import TestSupport
import Testing

/// A fresh folder per test, removed afterwards.
private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

@Suite struct SnapshotTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(unifiedDiff(expected: "a\nb\n", actual: "a\nb\n") == "")
    }

    @Test func aChangedLineIsOneHunkWithThreeLinesOfContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 5", with: "line five")
        #expect(
            unifiedDiff(expected: expected, actual: actual) == """
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                """)
    }

    @Test func distantChangesAreSeparateHunksAndCloseOnesMerge() {
        let expected = (1...20).map { "\($0)" }
        var actual = expected
        actual[1] = "two"
        actual.remove(at: 15)
        actual.insert("new", at: 18)
        #expect(
            unifiedDiff(expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n")) == """
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -13,8 +13,8 @@
                 13
                 14
                 15
                -16
                 17
                 18
                 19
                +new
                 20
                """)
    }

    @Test func insertionsAtTheEndAndIntoAnEmptyText() {
        #expect(unifiedDiff(expected: "a", actual: "a\nb") == "@@ -1,1 +1,2 @@\n a\n+b")
        #expect(unifiedDiff(expected: "", actual: "x") == "@@ -1,1 +1,1 @@\n-\n+x")
        #expect(unifiedDiff(expected: "a\nb\nc\nd\ne", actual: "a\nb\nc\nd") == "@@ -2,4 +2,3 @@\n b\n c\n d\n-e")
    }

    @Test func aMismatchReportsOnlyTheHunks() throws {
        try withTemporaryFolder { folder throws in
            let file = folder.appendingPathComponent("dump.txt")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (1...100).map { "row \($0)" }.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            let actual = (1...100).map { $0 == 50 ? "row fifty" : "row \($0)" }.joined(separator: "\n")
            let failure = try #require(snapshotFailure(actual, file: file, recording: false))
            #expect(failure.hasPrefix("Snapshot dump.txt differs (- expected, + actual):\n@@ -47,7 +47,7 @@\n"))
            #expect(failure.split(separator: "\n").count == 1 + 1 + 8)
            let matching = (1...100).map { "row \($0)" }.joined(separator: "\n")
            #expect(snapshotFailure(matching, file: file, recording: false) == nil)
        }
    }

    @Test func aMissingFileFailsAndSaysHowToRecord() throws {
        try withTemporaryFolder { folder throws in
            let file = folder.appendingPathComponent("missing.txt")
            #expect(
                snapshotFailure("x", file: file, recording: false)
                    == "Missing snapshot \(file.path); record it with RECORD_SNAPSHOTS=1")
        }
    }

    @Test func recordingWritesTheFileAndStillFails() throws {
        try withTemporaryFolder { folder throws in
            let file = folder.appendingPathComponent("__Snapshots__/out.txt")
            #expect(
                snapshotFailure("one", file: file, recording: true)
                    == "Recorded snapshot out.txt (new) with RECORD_SNAPSHOTS=1; run again without it to compare.")
            #expect(try String(contentsOf: file, encoding: .utf8) == "one")
            #expect(snapshotFailure("one", file: file, recording: true)?.contains("(unchanged)") == true)
            #expect(snapshotFailure("two", file: file, recording: true)?.contains("(changed)") == true)
            #expect(try String(contentsOf: file, encoding: .utf8) == "two")
            #expect(snapshotFailure("two", file: file, recording: false) == nil)
        }
    }
}
