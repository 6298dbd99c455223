import Foundation
import Testing

/// Compares text with a golden file under `__Snapshots__/`, recording it only with `RECORD_SNAPSHOTS=1`.
///
/// A mismatch fails with a line diff (expected `-`, actual `+`), so a review sees what moved.
func assertSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        if ProcessInfo.processInfo.environment["CI"] != nil && !recording {
            Issue.record("Missing snapshot \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded snapshot \(name); run again to compare", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record(
        "Snapshot \(name) differs:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// A minimal line diff: common lines once, then what each side has in place of the other.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    // Longest common subsequence table, fine for golden files of a few hundred lines.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append("  " + old[i])
            i += 1
            j += 1
        } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
            lines.append("+ " + new[j])
            j += 1
        } else {
            lines.append("- " + old[i])
            i += 1
        }
    }
    return lines.joined(separator: "\n")
}
