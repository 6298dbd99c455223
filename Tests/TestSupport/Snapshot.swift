import Foundation
import Testing

/// Compares text with a golden file `__Snapshots__/<name>` beside the calling test file.
///
/// With `RECORD_SNAPSHOTS=1` (never set in CI) it writes the file instead. A mismatch fails with a
/// line diff (`-` expected, `+` actual) so a review sees what moved; a missing file fails too.
public func assertSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
            "Missing snapshot \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    guard expected != actual else { return }
    Issue.record(
        "Snapshot \(name) differs (- expected, + actual):\n\(lineDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
}

/// A line diff by longest common subsequence: common lines once, then what each side has instead.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    // Quadratic in lines, which is fine for golden files of a few thousand lines.
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
