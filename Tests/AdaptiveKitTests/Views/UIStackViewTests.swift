import Foundation
import Testing

@testable import AdaptiveKit

/// L4: UIStackView built on constraints, laid out in a window; frames computed by hand.
///
/// Unless a test says otherwise, views A (50 × 20), B (100 × 40) and C (30 × 10) are arranged
/// with spacing 10, and A and C hug at 251 along the axis so that B is the one that stretches.
@MainActor
@Suite struct UIStackViewTests {
    /// A, B and C (sizes swapped for a vertical stack), hugging as described above.
    func makeViews(_ axis: NSLayoutConstraint.Axis) -> [SizedView] {
        let sizes: [(CGFloat, CGFloat)] = [(50, 20), (100, 40), (30, 10)]
        let views = zip(["A", "B", "C"], sizes).map { name, size in
            axis == .horizontal ? SizedView(size.0, size.1, name: name) : SizedView(size.1, size.0, name: name)
        }
        views[0].setContentHuggingPriority(UILayoutPriority(251), for: axis)
        views[2].setContentHuggingPriority(UILayoutPriority(251), for: axis)
        return views
    }

    /// A stack of A, B and C at (20, 100) in an iPhone 15 Pro window, `length` long and 60 across.
    func layOut(
        _ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution, length: CGFloat?,
        alignment: UIStackView.Alignment = .fill, across: CGFloat? = 60
    ) throws -> (LayoutHarness, UIStackView, [SizedView]) {
        let harness = try LayoutHarness()
        let views = makeViews(axis)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        if axis == .horizontal {
            harness.pin(stack, x: 20, y: 100, width: length, height: across)
        } else {
            harness.pin(stack, x: 20, y: 100, width: across, height: length)
        }
        harness.layout()
        return (harness, stack, views)
    }

    /// Swaps x/y and width/height, so one expectation serves both axes.
    func oriented(_ axis: NSLayoutConstraint.Axis, _ frame: CGRect) -> CGRect {
        axis == .horizontal ? frame : rect(frame.minY, frame.minX, frame.height, frame.width)
    }

    // MARK: Distributions, both axes

    nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

    @Test(arguments: axes)
    func L4_fillStretchesTheViewThatHugsLeast(axis: NSLayoutConstraint.Axis) throws {
        let (harness, stack, views) = try layOut(axis, .fill, length: 300)
        defer { withExtendedLifetime(harness) {} }
        #expect(stack.frame.size == oriented(axis, rect(0, 0, 300, 60)).size)
        #expect(
            views.map(\.frame)
                == [rect(0, 0, 50, 60), rect(60, 0, 200, 60), rect(270, 0, 30, 60)].map { oriented(axis, $0) })
    }

    @Test(arguments: axes)
    func L4_fillEquallyGivesEveryViewTheSameLength(axis: NSLayoutConstraint.Axis) throws {
        let (harness, _, views) = try layOut(axis, .fillEqually, length: 320)
        defer { withExtendedLifetime(harness) {} }
        #expect(
            views.map(\.frame)
                == [rect(0, 0, 100, 60), rect(110, 0, 100, 60), rect(220, 0, 100, 60)].map { oriented(axis, $0) })
    }

    @Test(arguments: axes)
    func L4_fillProportionallySharesByIntrinsicLength(axis: NSLayoutConstraint.Axis) throws {
        // Proportions 50 : 100 : 30 of (180 + 20 spacing) × 400 = 100, 200, 60; the last view (lowest
        // priority, 997) takes the 20 points the spacing leaves over.
        let (harness, _, views) = try layOut(axis, .fillProportionally, length: 400)
        defer { withExtendedLifetime(harness) {} }
        #expect(
            views.map(\.frame)
                == [rect(0, 0, 100, 60), rect(110, 0, 200, 60), rect(320, 0, 80, 60)].map { oriented(axis, $0) })
    }

    @Test(arguments: axes)
    func L4_equalSpacingSharesTheFreeSpaceBetweenViews(axis: NSLayoutConstraint.Axis) throws {
        // 300 − 180 = 120 free: two gaps of 60.
        let (harness, _, views) = try layOut(axis, .equalSpacing, length: 300)
        defer { withExtendedLifetime(harness) {} }
        #expect(
            views.map(\.frame)
                == [rect(0, 0, 50, 60), rect(110, 0, 100, 60), rect(270, 0, 30, 60)].map { oriented(axis, $0) })
    }

    @Test(arguments: axes)
    func L4_equalCenteringSpacesTheCentersEvenly(axis: NSLayoutConstraint.Axis) throws {
        // Centers at 25 and 285: B's center at 155, so B starts at 105.
        let (harness, _, views) = try layOut(axis, .equalCentering, length: 300)
        defer { withExtendedLifetime(harness) {} }
        #expect(
            views.map(\.frame)
                == [rect(0, 0, 50, 60), rect(105, 0, 100, 60), rect(270, 0, 30, 60)].map { oriented(axis, $0) })
    }

    @Test(arguments: axes)
    func L4_anUnconstrainedStackTakesItsSizeFromItsViews(axis: NSLayoutConstraint.Axis) throws {
        let (harness, stack, views) = try layOut(axis, .fill, length: nil, across: nil)
        defer { withExtendedLifetime(harness) {} }
        // 50 + 10 + 100 + 10 + 30 along; across, B's compression resistance beats the others' hugging.
        #expect(stack.frame == CGRect(origin: CGPoint(x: 20, y: 100), size: oriented(axis, rect(0, 0, 200, 40)).size))
        #expect(views[2].frame == oriented(axis, rect(170, 0, 30, 40)))
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func L4_equalSpacingHugsItsViewsWhenUnconstrained() throws {
        let (harness, stack, views) = try layOut(.horizontal, .equalSpacing, length: nil)
        defer { withExtendedLifetime(harness) {} }
        #expect(stack.frame.width == 200)
        #expect(views[1].frame == rect(60, 0, 100, 60))
    }

    @Test func L4_equalCenteringGrowsAnUnconstrainedStackToCenterItsViews() throws {
        // Equal centering (priority 150) outweighs the stack's hugging (49): centers 25, 110, 195 need
        // the stack 210 wide, C 10 points further than the minimum spacing.
        let (harness, stack, views) = try layOut(.horizontal, .equalCentering, length: nil)
        defer { withExtendedLifetime(harness) {} }
        #expect(stack.frame.width == 210)
        #expect(views.map(\.frame.minX) == [0, 60, 180])
    }

    // MARK: Alignments

    @Test(arguments: [
        (UIStackView.Alignment.fill, [rect(0, 0, 50, 60), rect(60, 0, 200, 60), rect(270, 0, 30, 60)]),
        (.top, [rect(0, 0, 50, 20), rect(60, 0, 200, 40), rect(270, 0, 30, 10)]),
        (.center, [rect(0, 20, 50, 20), rect(60, 10, 200, 40), rect(270, 25, 30, 10)]),
        (.bottom, [rect(0, 40, 50, 20), rect(60, 20, 200, 40), rect(270, 50, 30, 10)]),
        // Views without baselines align their bottoms; in a stack taller than they are, the tallest touches
        // the edge the stack's spanner holds: the bottom for first baselines, the top for last baselines.
        (.firstBaseline, [rect(0, 40, 50, 20), rect(60, 20, 200, 40), rect(270, 50, 30, 10)]),
        (.lastBaseline, [rect(0, 20, 50, 20), rect(60, 0, 200, 40), rect(270, 30, 30, 10)]),
    ])
    func L4_horizontalAlignment(alignment: UIStackView.Alignment, expected: [CGRect]) throws {
        let (harness, stack, views) = try layOut(.horizontal, .fill, length: 300, alignment: alignment)
        defer { withExtendedLifetime(harness) {} }
        #expect(views.map(\.frame) == expected)
        #expect(!stack.hasAmbiguousLayout)
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, [rect(0, 0, 60, 50), rect(0, 60, 60, 200), rect(0, 270, 60, 30)]),
        (.leading, [rect(0, 0, 20, 50), rect(0, 60, 40, 200), rect(0, 270, 10, 30)]),
        (.center, [rect(20, 0, 20, 50), rect(10, 60, 40, 200), rect(25, 270, 10, 30)]),
        (.trailing, [rect(40, 0, 20, 50), rect(20, 60, 40, 200), rect(50, 270, 10, 30)]),
    ])
    func L4_verticalAlignment(alignment: UIStackView.Alignment, expected: [CGRect]) throws {
        let (harness, _, views) = try layOut(.vertical, .fill, length: 300, alignment: alignment)
        defer { withExtendedLifetime(harness) {} }
        #expect(views.map(\.frame) == expected)
    }

    @Test func L4_anUnconstrainedCenteredStackFitsItsTallestView() throws {
        let (harness, stack, views) = try layOut(.horizontal, .fill, length: nil, alignment: .center, across: nil)
        defer { withExtendedLifetime(harness) {} }
        #expect(stack.frame == rect(20, 100, 200, 40))
        #expect(views.map(\.frame) == [rect(0, 10, 50, 20), rect(60, 0, 100, 40), rect(170, 15, 30, 10)])
    }

    @Test func L4_aFrameBasedStackArrangesItsViewsInItsFrame() throws {
        let harness = try LayoutHarness()
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = rect(20, 100, 300, 60)
        stack.spacing = 10
        harness.view.addSubview(stack)
        harness.layout()
        #expect(stack.frame == rect(20, 100, 300, 60))
        #expect(views.map(\.frame) == [rect(0, 0, 50, 60), rect(60, 0, 200, 60), rect(270, 0, 30, 60)])
    }

    // MARK: Spacing

    @Test func L4_customSpacingFollowsItsView() throws {
        let harness = try LayoutHarness()
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.setCustomSpacing(20, after: views[0])
        harness.pin(stack, x: 0, y: 100)
        harness.layout()
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(views.map(\.frame.minX) == [0, 70, 180])
        #expect(stack.frame.width == 210)
        stack.spacing = 4
        harness.layout()
        #expect(views.map(\.frame.minX) == [0, 70, 174])
    }

    // MARK: Hiding

    @Test func L4_hidingAnArrangedViewCollapsesItAndItsSpacing() throws {
        let (harness, _, views) = try layOut(.horizontal, .fill, length: 300)
        views[2].isHidden = true
        harness.layout()
        #expect(views[0].frame == rect(0, 0, 50, 60))
        #expect(views[1].frame == rect(60, 0, 240, 60))
        #expect(views[2].frame.width == 0)
        // UIKit holds a one-item constraint on the item itself.
        #expect(views[2].constraints.map(\.identifier).contains("UISV-hiding"))
        views[2].isHidden = false
        harness.layout()
        #expect(views.map(\.frame) == [rect(0, 0, 50, 60), rect(60, 0, 200, 60), rect(270, 0, 30, 60)])
        #expect(views[2].constraints.isEmpty)
    }

    @Test func L4_hidingTheMiddleViewShrinksAnUnconstrainedStack() throws {
        let (harness, stack, views) = try layOut(.horizontal, .fill, length: nil, across: nil)
        views[1].isHidden = true
        harness.layout()
        // A, one spacing, C; across, the tallest visible view is A (20).
        #expect(stack.frame == rect(20, 100, 90, 20))
        #expect(views[2].frame == rect(60, 0, 30, 20))
        views[0].isHidden = true
        harness.layout()
        #expect(stack.frame.width == 30)
        #expect(views[2].frame.minX == 0)
    }

    @Test func L4_hidingAViewInAnEqualSpacingStack() throws {
        let (harness, _, views) = try layOut(.horizontal, .equalSpacing, length: 300)
        views[1].isHidden = true
        harness.layout()
        #expect(views[0].frame == rect(0, 0, 50, 60))
        #expect(views[2].frame == rect(270, 0, 30, 60))
    }

    // MARK: Margins, nesting, properties

    @Test func L4_layoutMarginsRelativeArrangementInsetsTheViews() throws {
        let harness = try LayoutHarness()
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: Array(views.prefix(2)))
        stack.spacing = 10
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        #expect(stack.frame == rect(20, 100, 180, 50))
        #expect(views[0].frame == rect(10, 5, 50, 40))
        #expect(views[1].frame == rect(70, 5, 100, 40))
        stack.isLayoutMarginsRelativeArrangement = false
        harness.layout()
        #expect(stack.frame == rect(20, 100, 160, 40))
    }

    @Test func L4_aStackViewStartsWithoutLayoutMargins() throws {
        let harness = try LayoutHarness()
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: [views[0]])
        let other = UIView()
        #expect(stack.layoutMargins == .zero)
        #expect(UIStackView(frame: .zero).directionalLayoutMargins == NSDirectionalEdgeInsets())
        #expect(other.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // A view pinned to the stack's margins sits on its edges, and margins relative arrangement insets nothing.
        stack.isLayoutMarginsRelativeArrangement = true
        other.translatesAutoresizingMaskIntoConstraints = false
        stack.addSubview(other)
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: stack.layoutMarginsGuide.leadingAnchor, constant: 16),
            other.topAnchor.constraint(equalTo: stack.layoutMarginsGuide.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        #expect(stack.frame == rect(20, 100, 50, 20))
        #expect(views[0].frame == rect(0, 0, 50, 20))
        #expect(other.frame == rect(16, 0, 10, 10))
    }

    @Test func L4_nestedStackViews() throws {
        let harness = try LayoutHarness()
        let views = makeViews(.horizontal)
        let row = UIStackView(arrangedSubviews: [views[0], views[1]])
        row.spacing = 10
        let column = UIStackView(arrangedSubviews: [row, views[2]])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 5
        harness.pin(column, x: 20, y: 100)
        harness.layout()
        #expect(column.frame == rect(20, 100, 160, 55))
        #expect(row.frame == rect(0, 0, 160, 40))
        #expect(views[0].frame == rect(0, 0, 50, 40))
        #expect(views[1].frame == rect(60, 0, 100, 40))
        #expect(views[2].frame == rect(0, 45, 30, 10))
        #expect(row.translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func L4_changingTheAxisRearrangesTheViews() throws {
        let (harness, stack, views) = try layOut(.horizontal, .fill, length: nil, across: nil)
        stack.axis = .vertical
        harness.layout()
        // A column: 20 + 10 + 40 + 10 + 10 high; as wide as B, whose compression resistance wins.
        #expect(stack.frame == rect(20, 100, 100, 90))
        #expect(views.map(\.frame.minY) == [0, 30, 80])
    }

    @Test func L4_generatedConstraintsCarryUIKitIdentifiers() throws {
        let (harness, stack, _) = try layOut(.horizontal, .fill, length: 300)
        defer { withExtendedLifetime(harness) {} }
        let identifiers = Dictionary(grouping: stack.constraints.compactMap(\.identifier), by: { $0 }).mapValues(
            \.count)
        #expect(identifiers == ["UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-alignment": 4])
        let (centeredHarness, centered, _) = try layOut(.horizontal, .equalSpacing, length: 300, alignment: .center)
        defer { withExtendedLifetime(centeredHarness) {} }
        #expect(
            centered.layoutGuides.map(\.identifier) == [
                "UISV-distributing", "UISV-distributing", "UISV-alignment-spanner",
            ])
    }

    // MARK: Text in stacks (baseline alignment: UIStackViewBaselineAlignmentTests)

    /// At 2x: "Hello" (17 pt) is 36.5 × 20.5 with its baseline 16.5 down; "Hi" (34 pt) is 30 × 41, 32.5 down.
    func labels() -> (small: UILabel, large: UILabel) {
        let small = UILabel()
        small.text = "Hello"
        let large = UILabel()
        large.text = "Hi"
        large.font = .systemFont(ofSize: 34)
        return (small, large)
    }

    @Test func L4_baselineRelativeArrangementSpacesBaselines() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        // Small's last baseline is 20.5 − 4 = 16.5 down; large's first baseline 30 below, 32.5 under its top.
        #expect(small.frame == rect(0, 0, 36.5, 20.5))
        #expect(large.frame == rect(0, 14, 36.5, 41))
        #expect(stack.frame == rect(20, 100, 36.5, 55))
    }

    @Test func L4_aVerticalStackFillsForBaselineAlignments() throws {
        let (harness, _, views) = try layOut(.vertical, .fill, length: 300, alignment: .firstBaseline)
        defer { withExtendedLifetime(harness) {} }
        #expect(views.map(\.frame) == [rect(0, 0, 60, 50), rect(0, 60, 60, 200), rect(0, 270, 60, 30)])
    }

    @Test func L4_rightToLeftArrangesFromTheRight() throws {
        let harness = try LayoutHarness()
        harness.simulator.setLayoutDirection(.rightToLeft)
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        harness.pin(stack, x: 20, y: 100, width: 300, height: 60)
        harness.layout()
        // Leading is the right edge: the stack's right edge is 20 from the view's, A comes first.
        #expect(stack.frame == rect(73, 100, 300, 60))
        #expect(views.map(\.frame) == [rect(250, 0, 50, 60), rect(40, 0, 200, 60), rect(0, 0, 30, 60)])
    }

    @Test func L4_aMultilineLabelWrapsAtTheWidthOfAVerticalStack() throws {
        let harness = try LayoutHarness()
        let text = UILabel()
        text.text = "Hello world again"
        text.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [text, SizedView(90, 10)])
        stack.axis = .vertical
        harness.pin(stack, x: 20, y: 100, width: 90)
        harness.layout()
        // Wrapped at 90: two lines, 122/3 high (see UILabelTests).
        #expect(pixels(text.frame) == rect(0, 0, 90, CGFloat(122) / 3))
        #expect(pixels(stack.frame) == rect(20, 100, 90, CGFloat(152) / 3))
    }

    @Test func L4_multilineLabelsInARowShareItsWidth() throws {
        // UIKit's UISV-text-width-disambiguation (label = ½ stack @759) settles a row where the label
        // may shrink (compression 250) and the other view may grow (hugging 250).
        let harness = try LayoutHarness(scale: 2)
        let text = UILabel()
        text.text = "Hello world again"
        text.numberOfLines = 0
        text.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let other = SizedView(40, 20)
        let stack = UIStackView(arrangedSubviews: [text, other])
        stack.alignment = .top
        harness.pin(stack, x: 0, y: 100, width: 200)
        harness.layout()
        #expect(text.frame == rect(0, 0, 100, 41))  // "Hello world" fits in 100: two lines
        #expect(other.frame == rect(100, 0, 100, 20))
    }

    @Test func L4_proportionsFollowIntrinsicSizeChanges() throws {
        let harness = try LayoutHarness(scale: 2)
        let left = UIImageView(image: UIImage(size: CGSize(width: 30, height: 10)))
        let right = UIImageView(image: UIImage(size: CGSize(width: 90, height: 10)))
        let stack = UIStackView(arrangedSubviews: [left, right])
        stack.distribution = .fillProportionally
        harness.pin(stack, x: 0, y: 100, width: 240)
        harness.layout()
        #expect(left.frame.width == 60)
        #expect(right.frame.width == 180)
        left.image = UIImage(size: CGSize(width: 90, height: 10))
        harness.layout()
        #expect(left.frame.width == 120)
        #expect(right.frame.width == 120)
    }

    @Test func L4_aStandaloneStackFitsItsViews() {
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 90))
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func L4_aCenteredRowIsTheConstraintsUIKitLogs() {
        // The same constraints, identifiers and spanner UIKit prints in its conflict logs.
        let stack = UIStackView(arrangedSubviews: [SizedView(50, 20, name: "A"), SizedView(100, 40, name: "B")])
        stack.accessibilityIdentifier = "stack"
        stack.alignment = .center
        stack.spacing = 8
        stack.updateConstraintsIfNeeded()
        #expect(
            stack.constraints.map(\.layoutDescription) == [
                "<NSLayoutConstraint 'UISV-canvas-connection' stack.leading == A.leading   (active)>",
                "<NSLayoutConstraint 'UISV-canvas-connection' B.trailing == stack.trailing   (active)>",
                "<NSLayoutConstraint 'UISV-spacing' B.leading == A.trailing + 8   (active)>",
                "<NSLayoutConstraint 'UISV-alignment' A.centerY == B.centerY   (active)>",
                "<NSLayoutConstraint 'UISV-canvas-connection' stack.centerY == A.centerY   (active)>",
                "<NSLayoutConstraint 'UISV-spanning-boundary' UISV-alignment-spanner(stack).top <= A.top   (active)>",
                "<NSLayoutConstraint 'UISV-spanning-boundary' UISV-alignment-spanner(stack).bottom >= A.bottom   (active)>",
                "<NSLayoutConstraint 'UISV-spanning-boundary' UISV-alignment-spanner(stack).top <= B.top   (active)>",
                "<NSLayoutConstraint 'UISV-spanning-boundary' UISV-alignment-spanner(stack).bottom >= B.bottom   (active)>",
                "<NSLayoutConstraint 'UISV-spanning-fit' UISV-alignment-spanner(stack).height == 0   (priority 51)   (active)>",
                "<NSLayoutConstraint 'UISV-canvas-connection' stack.top == UISV-alignment-spanner(stack).top   (active)>",
                "<NSLayoutConstraint 'UISV-canvas-connection' stack.bottom == UISV-alignment-spanner(stack).bottom   (active)>",
            ])
        #expect(
            stack.arrangedSubviews.map { $0.constraints.map(\.layoutDescription) } == [
                ["<NSLayoutConstraint 'UISV-ambiguity-suppression' A.height == 0   (priority 25)   (active)>"],
                ["<NSLayoutConstraint 'UISV-ambiguity-suppression' B.height == 0   (priority 25)   (active)>"],
            ])
    }

    // MARK: Managing arranged subviews

    @Test func L4_arrangedSubviewsFollowAddInsertAndRemove() throws {
        let views = makeViews(.horizontal)
        let stack = UIStackView()
        stack.addArrangedSubview(views[0])
        stack.addArrangedSubview(views[2])
        stack.insertArrangedSubview(views[1], at: 1)
        #expect(stack.arrangedSubviews == views)
        stack.insertArrangedSubview(views[0], at: 2)
        #expect(stack.arrangedSubviews == [views[1], views[2], views[0]])
        stack.addArrangedSubview(views[1])
        #expect(stack.arrangedSubviews == [views[2], views[0], views[1]])
        stack.insertArrangedSubview(views[0], at: 0)
        stack.insertArrangedSubview(views[1], at: 1)
        #expect(stack.arrangedSubviews == views)
        #expect(views.allSatisfy { $0.superview === stack && !$0.translatesAutoresizingMaskIntoConstraints })
        stack.removeArrangedSubview(views[1])
        #expect(stack.arrangedSubviews == [views[0], views[2]])
        #expect(views[1].superview === stack)
        views[2].removeFromSuperview()
        #expect(stack.arrangedSubviews == [views[0]])
    }

    /// A long stack finds its arranged views through a set, a short one by a scan (memory per view): both
    /// answer alike as a stack grows past the limit and shrinks back, and a view moved to another stack or kept
    /// as a plain subview is arranged no more.
    @Test(arguments: [3, 40])
    func L4_arrangedViewsAreFoundInShortAndLongStacks(count: Int) throws {
        let stack = UIStackView()
        let views = (0..<count).map { SizedView(10, 10, name: "V\($0)") }
        for view in views { stack.addArrangedSubview(view) }
        // Arranging an arranged view again moves it rather than adding it twice.
        stack.addArrangedSubview(views[0])
        #expect(stack.arrangedSubviews == Array(views.dropFirst()) + [views[0]])
        stack.insertArrangedSubview(views[0], at: 0)
        #expect(stack.arrangedSubviews == views)
        #expect(views.allSatisfy { stack.isArranged($0) })
        // Custom spacing applies to arranged views only.
        stack.setCustomSpacing(30, after: views[1])
        #expect(stack.customSpacing(after: views[1]) == CGFloat(30))
        let other = UIStackView()
        other.addArrangedSubview(views[1])
        #expect(!stack.isArranged(views[1]) && other.isArranged(views[1]))
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        let plain = UIView()
        stack.addSubview(plain)
        #expect(!stack.isArranged(plain))
        // Shrinks back under the limit one view at a time, each still found until it leaves.
        for view in views.dropFirst(2) {
            stack.removeArrangedSubview(view)
            #expect(!stack.isArranged(view) && view.superview === stack)
            #expect(stack.isArranged(views[0]))
        }
        #expect(stack.arrangedSubviews == [views[0]])
        stack.setCustomSpacing(12, after: views[2])
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
    }

    @Test func L4_badArrangedSubviewCallsAreIgnoredOrReported() throws {
        let views = makeViews(.horizontal)
        let stack = UIStackView(arrangedSubviews: [views[0]])
        let stranger = UIView()
        stack.removeArrangedSubview(stranger)
        stack.setCustomSpacing(30, after: stranger)
        #expect(stack.arrangedSubviews == [views[0]])
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        let diagnostics = DiagnosticLog.capture { stack.insertArrangedSubview(views[1], at: 5) }
        #expect(stack.arrangedSubviews == [views[0]])
        #expect(views[1].superview == nil)
        #expect(
            diagnostics.first?.message
                == "Insertion index (5) must be less than or equal to the number of arranged subviews (1).")
    }
}
