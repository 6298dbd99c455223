import Foundation
import Testing

/// Compares text with a golden file `__Snapshots__/<name>` beside the calling test file.
///
/// A mismatch fails with the changed lines in unified-diff hunks (`-` expected, `+` actual, three lines of
/// context), so a review sees what moved; a missing file fails too. With `RECORD_SNAPSHOTS=1` (never set in
/// CI) it writes the file and still fails, as swift-snapshot-testing does in record mode, so a recording run
/// never passes silently: run once more without the variable to compare.
public func assertSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    if let failure = snapshotFailure(actual, file: file, recording: recording) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// What `assertSnapshot` reports for `actual` against the golden file `file`, or nil when they match.
///
/// When `recording`, writes `actual` to `file` first and always reports, saying whether the file changed.
public func snapshotFailure(_ actual: String, file: URL, recording: Bool) -> String? {
    let name = file.lastPathComponent
    let expected = try? String(contentsOf: file, encoding: .utf8)
    if recording {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            return "Could not record snapshot \(file.path): \(error)"
        }
        let what = expected == nil ? "new" : expected == actual ? "unchanged" : "changed"
        return "Recorded snapshot \(name) (\(what)) with RECORD_SNAPSHOTS=1; run again without it to compare."
    }
    guard let expected else { return "Missing snapshot \(file.path); record it with RECORD_SNAPSHOTS=1" }
    guard expected != actual else { return nil }
    return "Snapshot \(name) differs (- expected, + actual):\n\(unifiedDiff(expected: expected, actual: actual))"
}

/// The lines that differ between two texts as unified-diff hunks (`@@ -1,3 +1,4 @@`), each with up to
/// `context` unchanged lines around its changes; empty when the texts are equal.
///
/// The edit comes from the standard library's `CollectionDifference`, which is a shortest edit between the
/// two line lists; removals are shown before insertions at the same place.
public func unifiedDiff(expected: String, actual: String, context: Int = 3) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let difference = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case .remove(let offset, _, _): removed.insert(offset)
        case .insert(let offset, _, _): inserted.insert(offset)
        }
    }
    // The whole edit, line by line, with the position each line has in either text.
    var script: [(mark: Character, text: Substring, old: Int, new: Int)] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
        if i < old.count, removed.contains(i) {
            script.append(("-", old[i], i, j))
            i += 1
        } else if j < new.count, inserted.contains(j) {
            script.append(("+", new[j], i, j))
            j += 1
        } else {
            script.append((" ", old[i], i, j))
            i += 1
            j += 1
        }
    }
    // Hunks: every change with `context` lines either side, overlapping ones merged.
    var hunks: [Range<Int>] = []
    for (k, line) in script.enumerated() where line.mark != " " {
        let range = max(0, k - context)..<min(script.count, k + context + 1)
        if let last = hunks.last, range.lowerBound <= last.upperBound {
            hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
        } else {
            hunks.append(range)
        }
    }
    var out: [String] = []
    for hunk in hunks {
        let lines = script[hunk]
        let oldCount = lines.count { $0.mark != "+" }
        let newCount = lines.count { $0.mark != "-" }
        let first = lines[hunk.lowerBound]
        // As `diff -u`: a side with no lines names the line before the hunk.
        let oldStart = oldCount == 0 ? first.old : first.old + 1
        let newStart = newCount == 0 ? first.new : first.new + 1
        out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
        out += lines.map { "\($0.mark)\($0.text)" }
    }
    return out.joined(separator: "\n")
}
