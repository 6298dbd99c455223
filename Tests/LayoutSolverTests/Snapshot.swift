import Foundation
import Testing

/// Compares `actual` with `__Snapshots__/<suite>/<name>.txt` next to this file; with
/// `RECORD_SNAPSHOTS=1` (never in CI) writes it instead. A mismatch lists the differing lines.
func assertSnapshot(
    _ actual: String, named name: String, suite: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("missing snapshot \(file.path); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    if expected == actual { return }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let have = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var diff: [String] = []
    for i in 0..<max(want.count, have.count) {
        let a = i < want.count ? String(want[i]) : "<none>"
        let b = i < have.count ? String(have[i]) : "<none>"
        if a != b { diff.append("line \(i + 1):\n- \(a)\n+ \(b)") }
    }
    let lines = diff.prefix(20).joined(separator: "\n")
    Issue.record("snapshot \(name) differs:\n\(lines)", sourceLocation: sourceLocation)
}
