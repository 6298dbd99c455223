import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Views whose stored frames come from code the file does not hold: the run-time size of a custom class.
extension LayoutFidelity {
    /// Whether a document has a plain view of a class AdaptiveKit cannot make (not UIKit's, not registered) with
    /// no size the file records for it (a designable's intrinsic size, IB's intrinsic size placeholder).
    ///
    /// Such a view has no intrinsic size here, as in IB when it cannot run the class's code; but IB runs the code
    /// of `@IBDesignable` classes, and a frame IB stored before the class changed keeps the size the code gave.
    package static func hasUnknownCustomViews(_ document: IBDocument) -> Bool {
        document.rootViews.contains { root in
            var found = false
            root.forEachView { view in
                if !found, isUnknownCustomView(view, in: document) { found = true }
            }
            return found
        }
    }

    package static func isUnknownCustomView(_ view: IBView, in document: IBDocument) -> Bool {
        guard view.elementName == "view", let name = view.customClass, !name.hasPrefix("UI"),
            InterfaceBuilder.viewClass(forCustomClass: name) == nil, view.intrinsicContentSizePlaceholder == nil,
            document.designableIntrinsicSizes[view.id] == nil
        else { return false }
        return true
    }

    /// The first reports with the differences that only a custom class's run-time size explains taken out.
    ///
    /// `alternative` is the same document laid out with every unknown custom view's stored size as its intrinsic
    /// size (`isUnknownCustomView`). A view that differs (beyond 0.5 point) in the first layout but matches in the
    /// alternative one owes its stored frame to code the file does not hold (its own class's, or a custom view's
    /// it is placed against): it is counted in `sizedByCustomClasses`, not compared. Views that match in the first
    /// layout stay matched whatever the alternative gives.
    static func sizedByCustomClasses(
        _ reports: [IBSceneFrameReport], _ alternative: [IBSceneFrameReport]
    ) -> [IBSceneFrameReport] {
        removingDifferences(of: reports, explainedBy: alternative, into: \.sizedByCustomClasses)
    }

    /// The reports with each difference (beyond 0.5 point) that the alternative layout of the same scene
    /// matches taken out and counted in `tally`: what a second layout of the file, with one of its
    /// contradictions resolved, says the first could never have reproduced.
    static func removingDifferences(
        of reports: [IBSceneFrameReport], explainedBy alternative: [IBSceneFrameReport],
        into tally: WritableKeyPath<IBSceneFrameReport, Int>
    ) -> [IBSceneFrameReport] {
        reports.map { report in
            guard let other = alternative.first(where: { $0.id == report.id && $0.mode == report.mode }) else {
                return report
            }
            let explained = Set(other.matched().map(\.viewID))
            var result = report
            result.comparisons = report.comparisons.filter { comparison in
                comparison.difference <= 0.5 || !explained.contains(comparison.viewID)
            }
            result[keyPath: tally] += report.comparisons.count - result.comparisons.count
            return result
        }
    }
}
