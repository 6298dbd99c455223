import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Frame comparisons added up over many files, with the differences tallied by cause, so that a
/// run over a folder (`adaptive lint DIR --compare-frames`) shows where the remaining differences are.
public struct LayoutFidelitySummary: Hashable, Sendable {
    /// How far a computed frame may be from the stored one and still match.
    public var tolerance: CGFloat
    /// Files compared, refused ones included.
    public private(set) var files = 0
    /// Files that could not be read as Interface Builder documents.
    public private(set) var refused = 0
    /// Frames within the tolerance.
    public private(set) var matched = 0
    /// Frames beyond the tolerance.
    public private(set) var differ = 0
    /// Views not compared because IB flagged them `misplaced` or `ambiguous`, a placeholder constraint shaped
    /// them, or they have no stored frame.
    public private(set) var skipped = 0
    /// Views not compared because their stored frames contradict their own required constraints.
    public private(set) var inconsistent = 0
    /// Views not compared because only a custom class's run-time size gives their stored frames.
    public private(set) var sizedByCustomClasses = 0
    /// Differing frames by the view's element name (its UIKit class).
    public private(set) var differencesByViewClass: [String: Int] = [:]
    /// Differing frames by how far off they are (see `OffsetRange`).
    public private(set) var differencesByOffset: [OffsetRange: Int] = [:]
    /// Differing frames by the exact offset of their worst component, rounded to half a point.
    public private(set) var differencesByExactOffset: [CGFloat: Int] = [:]

    /// How far off a differing frame is: the upper bound of a range of its worst component's offset.
    public enum OffsetRange: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
        case upTo1 = 1
        case upTo2 = 2
        case upTo5 = 5
        case upTo10 = 10
        case upTo20 = 20
        case upTo50 = 50
        case over50 = 0

        /// The range a difference falls in.
        public init(_ difference: CGFloat) {
            self = Self.allCases.first { $0 != .over50 && difference <= CGFloat($0.rawValue) } ?? .over50
        }

        /// Ranges in increasing order.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs == .over50 ? Int.max : lhs.rawValue) < (rhs == .over50 ? Int.max : rhs.rawValue)
        }

        /// `≤ 5 pt`, `> 50 pt`.
        public var description: String { self == .over50 ? "> 50 pt" : "≤ \(rawValue) pt" }
    }

    /// An empty summary.
    public init(tolerance: CGFloat = 0.5) {
        self.tolerance = tolerance
    }

    /// Adds one file's scene reports.
    public mutating func add(_ reports: [IBSceneFrameReport]) {
        files += 1
        for report in reports {
            skipped += report.skipped
            inconsistent += report.inconsistent
            sizedByCustomClasses += report.sizedByCustomClasses
            matched += report.matched(tolerance: tolerance).count
            for comparison in report.mismatched(tolerance: tolerance) {
                differ += 1
                differencesByViewClass[comparison.elementName, default: 0] += 1
                differencesByOffset[OffsetRange(comparison.difference), default: 0] += 1
                differencesByExactOffset[(comparison.difference * 2).rounded() / 2, default: 0] += 1
            }
        }
    }

    /// Counts a file that could not be read.
    public mutating func addRefused() {
        files += 1
        refused += 1
    }

    /// The share of compared frames that match, in percent; 100 when nothing was compared.
    public var matchedPercent: Double {
        matched + differ == 0 ? 100 : Double(matched) * 100 / Double(matched + differ)
    }

    /// `N files, K refused; M matched, D differ (P %); S skipped, I inconsistent`, then
    /// `, C sized by custom classes` when there are such views.
    public var totals: String {
        "\(files) files, \(refused) refused; \(matched) matched, \(differ) differ ("
            + String(format: "%.1f", matchedPercent) + " %); \(skipped) skipped, \(inconsistent) inconsistent"
            + (sizedByCustomClasses > 0 ? ", \(sizedByCustomClasses) sized by custom classes" : "")
    }

    /// The tallies, then the totals line last: deterministic text for `adaptive lint DIR --compare-frames`.
    ///
    /// `top` limits the view classes and exact offsets listed (the largest counts, ties by name).
    public func text(top: Int = 10) -> String {
        var lines: [String] = []
        if differ > 0 {
            lines.append("differences by view class:")
            for (name, count) in Self.largest(differencesByViewClass, top: top) { lines.append("  \(name): \(count)") }
            lines.append("differences by offset:")
            for range in OffsetRange.allCases.sorted() {
                if let count = differencesByOffset[range] { lines.append("  \(range): \(count)") }
            }
            lines.append("most common offsets:")
            for (offset, count) in Self.largest(differencesByExactOffset, top: top) {
                lines.append("  \(IBNumber.format(Double(offset))) pt: \(count)")
            }
        }
        lines.append(totals)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `top` largest counts, ties broken by key.
    private static func largest<Key: Comparable>(_ counts: [Key: Int], top: Int) -> [(Key, Int)] {
        Array(counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(top))
    }
}
