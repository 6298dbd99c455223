import Foundation
import Testing

/// Compares `actual` with `__Snapshots__/<name>.txt` next to the calling test file, printing a line diff on a
/// mismatch. With `RECORD_SNAPSHOTS=1` in the environment it (re)writes the file instead; CI never sets it.
func assertSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let file = directory.appendingPathComponent("\(name).txt")
    let text = actual.hasSuffix("\n") ? actual : actual + "\n"

    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }

    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
            "Missing snapshot \(file.path); run with RECORD_SNAPSHOTS=1 to record it.", sourceLocation: sourceLocation)
        return
    }
    guard expected != text else { return }
    Issue.record(
        "Snapshot \(name) differs (- expected, + actual):\n\(lineDiff(expected, text))", sourceLocation: sourceLocation)
}

/// A plain line diff (longest common subsequence): enough to see what moved in a small golden file.
private func lineDiff(_ old: String, _ new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var lines: [String] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            lines.append("  \(a[i])")
            (i, j) = (i + 1, j + 1)
        } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
            lines.append("+ \(b[j])")
            j += 1
        } else {
            lines.append("- \(a[i])")
            i += 1
        }
    }
    return lines.joined(separator: "\n")
}
