import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

extension LayoutFidelity {
    /// A deterministic text of frame reports, what `adaptive lint --compare-frames` prints: one line per
    /// scene with its match count and worst differences, then `N matched, M differ`.
    public static func summary(_ reports: [IBSceneFrameReport], tolerance: CGFloat = 0.5, worst: Int = 3) -> String {
        var lines: [String] = []
        var matched = 0
        var differ = 0
        for report in reports {
            let good = report.matched(tolerance: tolerance).count
            matched += good
            differ += report.comparisons.count - good
            var line = "\(report.name) [\(report.id), \(report.mode)]: \(good) of \(report.comparisons.count) match"
            if report.skipped > 0 { line += ", \(report.skipped) skipped" }
            if report.inconsistent > 0 { line += ", \(report.inconsistent) inconsistent" }
            if report.sizedByCustomClasses > 0 { line += ", \(report.sizedByCustomClasses) sized by custom classes" }
            lines.append(line)
            for comparison in report.mismatched(tolerance: tolerance).prefix(worst) {
                lines.append(
                    "  \(comparison.name) [\(comparison.viewID)] off by \(IBNumber.format(comparison.difference)): "
                        + "stored \(text(comparison.stored)), computed \(text(comparison.computed))")
            }
        }
        lines.append("\(matched) matched, \(differ) differ")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `(x, y, w × h)` with IB's number spelling.
    private static func text(_ rect: CGRect) -> String {
        "(\(IBNumber.format(rect.minX)), \(IBNumber.format(rect.minY)), "
            + "\(IBNumber.format(rect.width)) × \(IBNumber.format(rect.height)))"
    }
}
