import Foundation
import Testing

@testable import AdaptiveKit

/// L4: a horizontal stack view's first- and last-baseline alignment, laid out in a window at 2x; frames
/// computed by hand.
///
/// UIKit ties the stack's near edge to its first arranged view only (`UISV-canvas-connection`,
/// `stack.top ≤ first.top` for first baselines), so a view standing taller above the baseline hangs over
/// the stack's top edge (rdar://32291130, "Stack View Baseline Alignment Issue" on useyourloaf.com); the
/// far edge follows the tallest view. "Hello" (17 pt) is 36.5 × 20.5 with its first baseline 16.5 down and
/// its last 4 up; "Hi" (34 pt) is 30 × 41, 32.5 down and 8.5 up.
@MainActor
@Suite struct UIStackViewBaselineAlignmentTests {
    func labels() -> (small: UILabel, large: UILabel) {
        let small = UILabel()
        small.text = "Hello"
        let large = UILabel()
        large.text = "Hi"
        large.font = .systemFont(ofSize: 34)
        return (small, large)
    }

    func row(_ views: [UIView], _ alignment: UIStackView.Alignment) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = alignment
        stack.spacing = 8
        return stack
    }

    @Test func L4_firstBaselineAlignmentHangsATallerSecondViewAboveTheStack() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let stack = row([small, large], .firstBaseline)
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        // Baselines at 16.5: the large label's top is 16.5 − 32.5 = −16, its bottom 25, the stack's bottom.
        #expect(small.frame == rect(0, 0, 36.5, 20.5))
        #expect(large.frame == rect(44.5, -16, 30, 41))
        #expect(stack.frame == rect(20, 100, 74.5, 25))
        // A bigger font moves the baseline: 40 pt has a 38.09 → 38.5 ascender and a 48 high line.
        large.font = .systemFont(ofSize: 40)
        harness.layout()
        #expect(small.frame.minY == 0)
        #expect(large.frame.minY == -22)
        #expect(stack.frame.height == 26)
    }

    @Test func L4_firstBaselineAlignmentFitsTheStackAroundATallerFirstView() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let stack = row([large, small], .firstBaseline)
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        #expect(large.frame == rect(0, 0, 30, 41))
        #expect(small.frame == rect(38, 16, 36.5, 20.5))
        #expect(stack.frame == rect(20, 100, 74.5, 41))
    }

    @Test func L4_aTallerFirstBaselineStackKeepsItsViewsAgainstTheBottom() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let stack = row([small, large], .firstBaseline)
        harness.pin(stack, x: 20, y: 100, height: 60)
        harness.layout()
        // The large label ends at the bottom (top 19, baseline 51.5); the small one's top is 51.5 − 16.5.
        #expect(large.frame == rect(44.5, 19, 30, 41))
        #expect(small.frame == rect(0, 35, 36.5, 20.5))
    }

    @Test func L4_lastBaselineAlignmentHangsATallerSecondViewBelowTheStack() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let stack = row([small, large], .lastBaseline)
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        // The stack ends at the small label's bottom; the large label's bottom is 8.5 − 4 = 4.5 lower, and its
        // top, 36.5 above the stack's bottom, is the stack's top.
        #expect(large.frame == rect(44.5, 0, 30, 41))
        #expect(small.frame == rect(0, 16, 36.5, 20.5))
        #expect(stack.frame == rect(20, 100, 74.5, 36.5))
    }

    @Test func L4_aTallerLastBaselineStackKeepsItsViewsAgainstTheTop() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let stack = row([small, large], .lastBaseline)
        harness.pin(stack, x: 20, y: 100, height: 60)
        harness.layout()
        #expect(large.frame == rect(44.5, 0, 30, 41))
        #expect(small.frame == rect(0, 16, 36.5, 20.5))
        #expect(stack.frame == rect(20, 100, 74.5, 60))
    }

    @Test func L4_aButtonAlignsByItsTitlesBaseline() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, _) = labels()
        let button = UIButton(type: .system)
        button.setTitle("Log out", for: .normal)
        let stack = row([small, button], .firstBaseline)
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        // The 15-point title is 18 high with its baseline 14.5 down, centered in the 30-point button: its
        // baseline is 6 + 14.5 = 20.5 down, so the button's top is 16.5 − 20.5 = −4 and its bottom 26.
        #expect(small.frame.minY == 0)
        #expect(button.frame.minY == -4)
        #expect(button.frame.height == 30)
        #expect(stack.frame.height == 26)
        // A taller button keeps its title centered: 40 high, the baseline is 25.5 down.
        button.heightAnchor.constraint(equalToConstant: 40).isActive = true
        harness.layout()
        #expect(button.frame.minY == -9)
        #expect(stack.frame.height == 31)
    }

    @Test func L4_aNestedStackAlignsByItsFirstArrangedViewsBaseline() throws {
        let harness = try LayoutHarness(scale: 2)
        let (small, large) = labels()
        let second = UILabel()
        second.text = "Hello"
        let column = UIStackView(arrangedSubviews: [small, second])
        column.axis = .vertical
        let stack = UIStackView(arrangedSubviews: [large, column])
        stack.alignment = .firstBaseline
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        #expect(column.frame == rect(30, 16, 36.5, 41))
        #expect(large.frame == rect(0, 0, 30, 41))
        #expect(stack.frame == rect(20, 100, 66.5, 57))
        #expect(column.forFirstBaselineLayout === small)
        #expect(column.forLastBaselineLayout === second)
    }
}
