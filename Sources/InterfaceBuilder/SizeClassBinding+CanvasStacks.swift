import AdaptiveKit
import Foundation

extension SizeClassBinding {
    /// The priority of `activateCanvasStackHolds()`: a view's default hugging (`defaultLow`), above UIKit's
    /// `UISV-ambiguity-suppression` (25) and the alignment spanner's `UISV-spanning-fit` (51).
    static let canvasStackHoldPriority = UILayoutPriority.defaultLow

    /// Holds, when reproducing IB's canvas (`usesStoredIntrinsicSizes`), the size across the axis of every
    /// arranged view of a stack view that does not fill across at its stored value, above the stack's own pulls
    /// on its views across the axis.
    ///
    /// At run time a stack view that aligns its views (leading, center, trailing, baselines) gives each a
    /// `UISV-ambiguity-suppression` constraint of zero size across the axis at priority 25, so a view nothing
    /// else sizes (an empty spacer view) collapses to zero. IB's canvas does not: such a view keeps the size
    /// it had when it was dropped (240 × 128 for a new view) or last resized, and that is the stored frame.
    /// Nor does the canvas shrink the stack around such a view to its other views (the spanner's fit at 51): an
    /// empty spacer taller than its neighbours, or a nested stack whose filler view nothing sizes, keeps the
    /// stack at its stored size, so the hold sits at a view's default hugging priority. Constraints, stronger
    /// hugging and compression resistance of intrinsic sizes outrank it. A guess from the stored frames: see
    /// Deviations.md.
    func activateCanvasStackHolds() {
        guard builder.canvas.usesStoredIntrinsicSizes else { return }
        var toActivate: [NSLayoutConstraint] = []
        value.forEachView { holder in
            guard let stack = views[holder.id] as? UIStackView, Self.alignsAcrossAxis(stack) else { return }
            for subview in holder.subviews {
                guard let view = views[subview.id], stack.arrangedSubviews.contains(where: { $0 === view }),
                    let size = ViewTreeBuilder.alignmentSize(of: subview.resolved(for: .any))
                else { continue }
                let hold =
                    stack.axis == .vertical
                    ? view.widthAnchor.constraint(equalToConstant: size.width)
                    : view.heightAnchor.constraint(equalToConstant: size.height)
                hold.priority = Self.canvasStackHoldPriority
                hold.identifier = "IB-canvas-stack-hold"
                toActivate.append(hold)
            }
        }
        NSLayoutConstraint.activate(toActivate)
    }

    /// Whether the stack view aligns its views across its axis instead of filling: what gives them UIKit's
    /// ambiguity suppression. A vertical stack fills for baseline alignments, as UIKit's does.
    private static func alignsAcrossAxis(_ stack: UIStackView) -> Bool {
        switch stack.alignment {
        case .fill: false
        case .firstBaseline, .lastBaseline: stack.axis == .horizontal
        default: true
        }
    }
}
