import Foundation
import Testing

@testable import AdaptiveKit

/// L4: a vertical stack view's baseline-relative arrangement under the equal distributions (Interface Builder
/// files space rows of labels so), laid out in a window at 2x; frames computed by hand.
///
/// "Hello" (17 pt) is 36.5 × 20.5 with its baselines 16.5 down; "Hi" (34 pt) is 30 × 41, 32.5 down.
@MainActor
@Suite struct UIStackViewBaselineSpacingTests {
    func labels() -> [UILabel] {
        ["Hello", "Hi", "Hello"].enumerated().map { index, text in
            let label = UILabel()
            label.text = text
            if index == 1 { label.font = .systemFont(ofSize: 34) }
            return label
        }
    }

    func stack(_ labels: [UILabel]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.distribution = .equalSpacing
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        return stack
    }

    @Test func L4_anUnconstrainedEqualSpacingStackKeepsItsBaselinesSpacingApart() throws {
        let harness = try LayoutHarness(scale: 2)
        let labels = labels()
        let stack = stack(labels)
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        // Baselines at 16.5, 46.5 (30 below) and 76.5: tops at 0, 46.5 − 32.5 = 14 and 76.5 − 16.5 = 60.
        #expect(labels.map(\.frame) == [rect(0, 0, 36.5, 20.5), rect(0, 14, 30, 41), rect(0, 60, 36.5, 20.5)])
        #expect(stack.frame == rect(20, 100, 36.5, 80.5))
    }

    @Test func L4_equalSpacingSharesTheExtraLengthBetweenBaselines() throws {
        let harness = try LayoutHarness(scale: 2)
        let labels = labels()
        let stack = stack(labels)
        harness.pin(stack, x: 20, y: 100, height: 152.5)
        harness.layout()
        // The last label ends at 152.5 (top 132, baseline 148.5); the middle one's top y gives equal gaps
        // (y + 32.5) − 16.5 = 148.5 − (y + 32.5): y = 50.
        #expect(labels.map(\.frame) == [rect(0, 0, 36.5, 20.5), rect(0, 50, 30, 41), rect(0, 132, 36.5, 20.5)])
    }

    @Test func L4_spacingUseSystemSpacesArrangedViewsEightPointsApart() throws {
        let harness = try LayoutHarness()
        let views = [SizedView(50, 20, name: "A"), SizedView(30, 20, name: "B")]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = UIStackView.spacingUseSystem
        harness.pin(stack, x: 20, y: 100)
        harness.layout()
        #expect(views.map(\.frame) == [rect(0, 0, 50, 20), rect(58, 0, 30, 20)])
        #expect(stack.frame == rect(20, 100, 88, 20))
    }

    @Test func L4_aHiddenArrangedViewCollapsesDespiteItsOwnRequiredWidth() throws {
        // UIKit logs the conflict with `UISV-hiding` and breaks the view's constraint: the view collapses.
        let harness = try LayoutHarness()
        let views = [SizedView(50, 20, name: "A"), SizedView(30, 20, name: "B"), SizedView(40, 20, name: "C")]
        let width = views[1].widthAnchor.constraint(equalToConstant: 30)
        width.identifier = "width"
        width.isActive = true
        views[1].isHidden = true
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        let diagnostics = DiagnosticLog.capture {
            harness.pin(stack, x: 20, y: 100)
            harness.layout()
        }
        #expect(views.map(\.frame) == [rect(0, 0, 50, 20), rect(60, 0, 0, 20), rect(60, 0, 40, 20)])
        #expect(stack.frame == rect(20, 100, 100, 20))
        #expect(width.isActive && LayoutDiagnostics.isBrokenByConflictRecovery(width))
        let conflict = try #require(LayoutDiagnostics.conflicts(in: stack).first)
        #expect(conflict.identifiers == ["UISV-hiding", "width"])
        #expect(conflict.brokenConstraint == "<NSLayoutConstraint 'width' B.width == 30   (active)>")
        #expect(diagnostics.count == 1)
    }

    @Test func L4_fillProportionallyUsesTheFramesOfViewsWithoutIntrinsicSizes() throws {
        // Plain views (no intrinsic size) given 100 and 50 point frames share a 300-point row 2 : 1.
        let harness = try LayoutHarness()
        let first = UIView(frame: rect(0, 0, 100, 20))
        let second = UIView(frame: rect(0, 0, 50, 20))
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.distribution = .fillProportionally
        harness.pin(stack, x: 20, y: 100, width: 300, height: 20)
        harness.layout()
        #expect([first.frame, second.frame] == [rect(0, 0, 200, 20), rect(200, 0, 100, 20)])
        // A second pass keeps them: the frames now hold the same proportions.
        harness.layout()
        #expect([first.frame, second.frame] == [rect(0, 0, 200, 20), rect(200, 0, 100, 20)])
    }
}
