import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Stored frames that follow from a size IB stored against the file's own required constraints.
extension LayoutFidelity {
    /// The required constant width and height constraints that a view's stored size contradicts, by constraint
    /// id, each with the size the view has in the file.
    ///
    /// A constraint `width = c` (or `height`) with no second item, required, not a placeholder and the same for
    /// every size class, whose view's stored alignment rect is more than a pixel of the design device wider or
    /// narrower than `c`: IB saved that frame without laying the view out again (`inconsistentViews` already
    /// leaves the view itself uncompared). Symbol images (`catalog="system"`) are left out: their frames are not
    /// their alignment rects.
    static func contradictedSizeConstants(in document: IBDocument) -> [String: Double] {
        let scale = document.device?.profile?.scale ?? 2
        let pixel = 1 / max(scale, 1) + 0.001
        var sizes: [String: CGSize] = [:]
        for root in document.rootViews {
            root.forEachView { view in
                // A symbol image's alignment rect is inset from its frame by the glyph's own insets, which the
                // file does not hold: its stored frame says nothing about a size constraint.
                guard view.elementName != "imageView" || view.properties["catalog"] != "system" else { return }
                sizes[view.id] = ViewTreeBuilder.alignmentSize(of: view)
            }
        }
        var result: [String: Double] = [:]
        for constraint in document.allConstraints
        where constraint.priority >= 1000 && !constraint.isPlaceholder && constraint.variations.isEmpty
            && constraint.secondItem == nil && constraint.relation == .equal
            && [.width, .height].contains(constraint.firstAttribute)
        {
            guard let size = sizes[constraint.firstItem] else { continue }
            let stored = constraint.firstAttribute == .width ? size.width : size.height
            if abs(stored - CGFloat(constraint.constant)) > pixel { result[constraint.id] = Double(stored) }
        }
        return result
    }

    /// The first reports with the differences that only the file's contradicted sizes explain counted as
    /// inconsistent.
    ///
    /// `alternative` is the same document laid out with each contradicted constant (`contradictedSizeConstants`)
    /// replaced by the size IB stored. A view that differs (beyond 0.5 point) in the first layout but matches in
    /// the alternative one was placed by IB against a size its own constraints forbid (a stack view's later
    /// arranged views, a view centred in it): no layout of the file gives its stored frame, as for the views
    /// `inconsistentViews` finds. Views that match in the first layout stay matched.
    static func explainedByContradictions(
        _ reports: [IBSceneFrameReport], _ alternative: [IBSceneFrameReport]
    ) -> [IBSceneFrameReport] {
        removingDifferences(of: reports, explainedBy: alternative, into: \.inconsistent)
    }
}

extension IBDocument {
    /// The document with the constants of the constraints `constants` names (by id) replaced.
    func replacingConstants(_ constants: [String: Double]) -> IBDocument {
        var result = self
        for index in result.scenes.indices {
            result.scenes[index].viewController = result.scenes[index].viewController?.replacingConstants(constants)
            result.scenes[index].objects = result.scenes[index].objects.map { $0.replacingConstants(constants) }
        }
        result.objects = objects.map { $0.replacingConstants(constants) }
        return result
    }
}

extension IBObject {
    fileprivate func replacingConstants(_ constants: [String: Double]) -> IBObject {
        switch self {
        case .view(let view): .view(view.replacingConstants(constants))
        case .viewController(let controller): .viewController(controller.replacingConstants(constants))
        case .other: self
        }
    }
}

extension IBViewController {
    fileprivate func replacingConstants(_ constants: [String: Double]) -> IBViewController {
        var result = self
        result.view = view?.replacingConstants(constants)
        result.keyedViews = keyedViews.map { $0.replacingConstants(constants) }
        return result
    }
}

extension IBView {
    /// Recursive as the reader is: the depth is the file's nesting, which the reader bounds.
    fileprivate func replacingConstants(_ constants: [String: Double]) -> IBView {
        var result = self
        for index in result.constraints.indices {
            if let constant = constants[result.constraints[index].id] { result.constraints[index].constant = constant }
        }
        result.subviews = subviews.map { $0.replacingConstants(constants) }
        result.keyedViews = keyedViews.map { $0.replacingConstants(constants) }
        result.cells = cells.map { $0.replacingConstants(constants) }
        for index in result.sections.indices {
            result.sections[index].cells = result.sections[index].cells.map { $0.replacingConstants(constants) }
        }
        return result
    }
}
