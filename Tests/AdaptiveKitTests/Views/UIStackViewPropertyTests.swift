import Foundation
import TestSupport
import Testing

@testable import AdaptiveKit

/// L4: random stacks (seeded; a failure names its seed) keep UIKit's invariants in every configuration.
@MainActor
@Suite struct UIStackViewPropertyTests {
    static let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    static let alignments: [UIStackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline]

    @Test(arguments: 1...100)
    func L4_randomStacksStayOrderedSpacedAndInside(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let harness = try LayoutHarness(scale: 2)
        let count = Int.random(in: 1...5, using: &random)
        let views = (0..<count).map { _ in
            SizedView(
                CGFloat(Int.random(in: 1...12, using: &random) * 5), CGFloat(Int.random(in: 1...12, using: &random) * 5)
            )
        }
        for view in views where Bool.random(using: &random) { view.isHidden = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = Bool.random(using: &random) ? .horizontal : .vertical
        stack.distribution = Self.distributions.randomElement(using: &random)!
        stack.alignment = Self.alignments.randomElement(using: &random)!
        stack.spacing = CGFloat(Int.random(in: 0...4, using: &random) * 5)
        let horizontal = stack.axis == .horizontal
        // Room enough for any content: 5 views of at most 60 and 4 gaps of at most 20.
        let length: CGFloat = 400
        let across: CGFloat = 80
        harness.pin(stack, x: 0, y: 100, width: horizontal ? length : across, height: horizontal ? across : length)
        harness.layout()

        // Frames snap their edges to the 2x pixel grid, so values may differ by a pixel from the solution.
        let pixel: CGFloat = 0.5 + 1e-9
        let context = "seed \(seed): \(stack.axis), \(stack.distribution), \(stack.alignment)"
        let visible = views.filter { !$0.isHidden }
        func start(_ frame: CGRect) -> CGFloat { horizontal ? frame.minX : frame.minY }
        func end(_ frame: CGRect) -> CGFloat { horizontal ? frame.maxX : frame.maxY }
        func acrossRange(_ frame: CGRect) -> ClosedRange<CGFloat> {
            horizontal ? frame.minY...frame.maxY : frame.minX...frame.maxX
        }
        #expect(LayoutDiagnostics.conflicts(in: stack).isEmpty, "\(context)")
        for view in views where view.isHidden {
            #expect((horizontal ? view.frame.width : view.frame.height) == 0, "\(context)")
        }
        guard let first = visible.first, let last = visible.last else { return }
        #expect(abs(start(first.frame)) < pixel, "\(context)")
        #expect(abs(end(last.frame) - length) < pixel, "\(context)")
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = start(next.frame) - end(previous.frame)
            #expect(gap >= stack.spacing - pixel, "\(context): gap \(gap)")
            if [.fill, .fillEqually, .fillProportionally].contains(stack.distribution) {
                #expect(abs(gap - stack.spacing) < pixel, "\(context): gap \(gap)")
            }
        }
        for view in visible {
            let range = acrossRange(view.frame)
            #expect(range.lowerBound >= -pixel && range.upperBound <= across + pixel, "\(context)")
            if stack.alignment == .fill { #expect(abs(range.upperBound - range.lowerBound - across) < pixel) }
        }
        if stack.distribution == .fillEqually {
            let lengths = visible.map { horizontal ? $0.frame.width : $0.frame.height }
            #expect(lengths.allSatisfy { abs($0 - lengths[0]) < pixel }, "\(context): \(lengths)")
        }
    }

    @Test(arguments: 1...100)
    func L4_randomUnconstrainedStacksAreUnambiguousAndHugTheirViews(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let harness = try LayoutHarness(scale: 2)
        let count = Int.random(in: 1...5, using: &random)
        let views = (0..<count).map { _ in
            SizedView(
                CGFloat(Int.random(in: 1...12, using: &random) * 5), CGFloat(Int.random(in: 1...12, using: &random) * 5)
            )
        }
        for view in views where Bool.random(using: &random) { view.isHidden = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = Bool.random(using: &random) ? .horizontal : .vertical
        stack.distribution = Self.distributions.filter { $0 != .equalCentering }.randomElement(using: &random)!
        stack.alignment = Self.alignments.randomElement(using: &random)!
        stack.spacing = CGFloat(Int.random(in: 0...4, using: &random) * 5)
        // The engine weighs priorities linearly, so four views hugging at 250 outweigh one resisting
        // compression at 750 (across a filled stack, or along a fillEqually one); keep hugging low to
        // test the stack itself.
        for view in views {
            view.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
            view.setContentHuggingPriority(.fittingSizeLevel, for: .vertical)
        }
        harness.pin(stack, x: 0, y: 100)
        harness.layout()

        let context = "seed \(seed): \(stack.axis), \(stack.distribution), \(stack.alignment)"
        let visible = views.filter { !$0.isHidden }
        let horizontal = stack.axis == .horizontal
        #expect(LayoutDiagnostics.conflicts(in: stack).isEmpty, "\(context)")
        #expect(!stack.hasAmbiguousLayout, "\(context)")
        for view in visible { #expect(!view.hasAmbiguousLayout, "\(context)") }
        // Along the axis the stack is its views plus the gaps between them; across, its largest view.
        let lengths = visible.map { horizontal ? $0.size.width : $0.size.height }
        let gaps = CGFloat(max(0, visible.count - 1)) * stack.spacing
        let expectedLength =
            stack.distribution == .fillEqually
            ? CGFloat(visible.count) * (lengths.max() ?? 0) + gaps
            : lengths.reduce(0, +) + gaps
        // First baselines (a plain view's is its bottom edge) tie the stack's top to its first view only: taller
        // views hang above it, as in UIKit.
        let expectedAcross =
            horizontal && stack.alignment == .firstBaseline
            ? visible.first?.size.height ?? 0 : visible.map { horizontal ? $0.size.height : $0.size.width }.max() ?? 0
        #expect(abs((horizontal ? stack.frame.width : stack.frame.height) - expectedLength) < 1e-6, "\(context)")
        #expect(abs((horizontal ? stack.frame.height : stack.frame.width) - expectedAcross) < 1e-6, "\(context)")
    }
}
