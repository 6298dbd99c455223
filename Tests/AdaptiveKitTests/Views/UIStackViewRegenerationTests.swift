import Foundation
import Testing

@testable import AdaptiveKit

/// L4: a stack view regenerating its constraints replaces only those that changed (before, hiding one
/// view of a long stack re-added every one of the stack's constraints).
@MainActor
@Suite struct UIStackViewRegenerationTests {
    /// Four views of a fill-equally row, 350 × 60 at (20, 100), spacing 10.
    func fillEquallyRow() throws -> (LayoutHarness, UIStackView, [SizedView]) {
        let harness = try LayoutHarness()
        let views = ["A", "B", "C", "D"].map { SizedView(40, 20, name: $0) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        harness.pin(stack, x: 20, y: 100, width: 350, height: 60)
        harness.layout()
        return (harness, stack, views)
    }

    /// The identifiers of the constraints in `a` that are not in `b` (by identity), sorted.
    func identifiers(of a: [NSLayoutConstraint], notIn b: [NSLayoutConstraint]) -> [String] {
        let others = Set(b.map(ObjectIdentifier.init))
        return a.filter { !others.contains(ObjectIdentifier($0)) }.compactMap(\.identifier).sorted()
    }

    @Test func L4_hidingAViewReplacesOnlyTheConstraintsAroundIt() throws {
        let (harness, stack, views) = try fillEquallyRow()
        #expect(views.map(\.frame.minX) == [0, 90, 180, 270])
        let shown = stack.arrangement.constraints
        views[1].isHidden = true
        harness.layout()
        let hidden = stack.arrangement.constraints
        // B leaves the equal widths and the alignment and gets zero long; C follows it with no gap.
        #expect(
            identifiers(of: shown, notIn: hidden) == [
                "UISV-alignment", "UISV-alignment", "UISV-fill-equally", "UISV-spacing",
            ])
        #expect(
            identifiers(of: hidden, notIn: shown) == [
                "UISV-alignment", "UISV-ambiguity-suppression", "UISV-hiding", "UISV-spacing",
            ])
        #expect(hidden.filter(\.isActive).count == hidden.count)
        #expect(shown.filter(\.isActive).count == shown.count - 4)
        #expect(
            [views[0], views[2], views[3]].map(\.frame) == [
                rect(0, 0, 110, 60), rect(120, 0, 110, 60), rect(240, 0, 110, 60),
            ])
        #expect(views[1].frame.minX == 120)
        #expect(views[1].frame.width == 0)
        views[1].isHidden = false
        harness.layout()
        let again = stack.arrangement.constraints
        #expect(identifiers(of: hidden, notIn: again) == identifiers(of: hidden, notIn: shown))
        #expect(identifiers(of: again, notIn: hidden) == identifiers(of: shown, notIn: hidden))
        #expect(
            views.map(\.frame) == [
                rect(0, 0, 80, 60), rect(90, 0, 80, 60), rect(180, 0, 80, 60), rect(270, 0, 80, 60),
            ])
    }

    @Test func L4_aNewSpacingReplacesTheSpacingConstraintsOnly() throws {
        let (harness, stack, views) = try fillEquallyRow()
        let before = stack.arrangement.constraints
        stack.spacing = 30
        harness.layout()
        let after = stack.arrangement.constraints
        #expect(identifiers(of: before, notIn: after) == ["UISV-spacing", "UISV-spacing", "UISV-spacing"])
        #expect(identifiers(of: after, notIn: before) == ["UISV-spacing", "UISV-spacing", "UISV-spacing"])
        #expect(views.map(\.frame.minX) == [0, 95, 190, 285])
        #expect(views.map(\.frame.width) == [65, 65, 65, 65])
    }

    @Test func L4_anEqualSpacingStackKeepsItsGuidesInOrder() throws {
        let harness = try LayoutHarness()
        let views = [SizedView(50, 20, name: "A"), SizedView(100, 40, name: "B"), SizedView(30, 10, name: "C")]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        harness.pin(stack, x: 20, y: 100, width: 300, height: 60)
        harness.layout()
        let guides = stack.arrangement.guides
        #expect(guides.count == 2)
        #expect(views.map(\.frame.minX) == [0, 110, 270])
        views[1].isHidden = true
        harness.layout()
        // The guide between A and C is the one that was between A and B; the other left the stack.
        #expect(stack.arrangement.guides.count == 1)
        #expect(stack.arrangement.guides.first === guides[0])
        #expect(!stack.layoutGuides.contains { $0 === guides[1] })
        #expect(views[0].frame == rect(0, 0, 50, 60))
        #expect(views[2].frame == rect(270, 0, 30, 60))
        views[1].isHidden = false
        harness.layout()
        #expect(stack.arrangement.guides.count == 2)
        #expect(stack.arrangement.guides.first === guides[0])
        let inStack = stack.arrangement.guides.filter { guide in stack.layoutGuides.contains { $0 === guide } }
        #expect(inStack.count == 2)
        #expect(views.map(\.frame.minX) == [0, 110, 270])
    }

    @Test func L4_removingEveryArrangedViewDropsEveryGeneratedConstraint() throws {
        let (harness, stack, views) = try fillEquallyRow()
        let generated = stack.arrangement.constraints
        for view in views { stack.removeArrangedSubview(view) }
        harness.layout()
        #expect(stack.arrangement.constraints.isEmpty)
        #expect(generated.filter(\.isActive).isEmpty)
    }
}

/// L1: the update-constraints pass looks only at the subviews that asked, in `subviews` order.
@MainActor
@Suite struct UpdateConstraintsQueueTests {
    final class Log {
        var entries: [Int] = []
    }

    /// Records its index when `updateConstraints()` runs, then runs `onUpdate` once.
    final class RecordingView: UIView {
        let index: Int
        let log: Log
        var onUpdate: (() -> Void)?

        init(index: Int, log: Log) {
            self.index = index
            self.log = log
            super.init(frame: CGRect(x: 0, y: CGFloat(index) * 10, width: 10, height: 10))
        }

        required init?(coder: NSCoder) { nil }

        override func updateConstraints() {
            log.entries.append(index)
            let work = onUpdate
            onUpdate = nil
            work?()
            super.updateConstraints()
        }
    }

    func makeViews(_ count: Int) throws -> (LayoutHarness, [RecordingView], Log) {
        let harness = try LayoutHarness()
        let log = Log()
        let views = (0..<count).map { RecordingView(index: $0, log: log) }
        for view in views { harness.view.addSubview(view) }
        harness.layout()
        log.entries = []
        return (harness, views, log)
    }

    @Test func L1_theUpdatePassRunsOnlyWhereAskedInSubviewsOrder() throws {
        let (harness, views, log) = try makeViews(40)
        views[30].setNeedsUpdateConstraints()
        views[5].setNeedsUpdateConstraints()
        harness.layout()
        #expect(log.entries == [5, 30])
        harness.layout()
        #expect(log.entries == [5, 30])
    }

    @Test func L1_aViewAskingDuringThePassJoinsItWhenItComesLater() throws {
        let (harness, views, log) = try makeViews(40)
        views[10].onUpdate = {
            views[20].setNeedsUpdateConstraints()
            views[3].setNeedsUpdateConstraints()
        }
        views[10].setNeedsUpdateConstraints()
        harness.layout()
        // 20 comes after 10 and joins this pass; 3 was passed already and waits for the next one.
        #expect(log.entries == [10, 20, 3])
    }

    @Test func L1_aViewMovedToAnotherSuperviewIsUpdatedThere() throws {
        let (harness, views, log) = try makeViews(40)
        views[7].setNeedsUpdateConstraints()
        views[12].addSubview(views[7])
        harness.layout()
        #expect(log.entries == [7])
        #expect(views[7].needsUpdateConstraints() == false)
    }
}
