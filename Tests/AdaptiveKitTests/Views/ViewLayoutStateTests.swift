import Foundation
import Testing

@testable import AdaptiveKit

/// What a view's last layout pass reported, and the pass's safe area memo, are kept in Float when exact and
/// in the view's rare box otherwise (memory per view): every value reads back exactly as written, and the
/// callbacks that compare them fire as before, also across values a Float would round to one.
@MainActor
@Suite struct ViewLayoutStateTests {
    /// Float-exact values and values that are not, NaNs and infinities among both.
    nonisolated static let values: [Double] = FloatQuadTests.exact + FloatQuadTests.inexact

    @Test(arguments: values)
    func reportedValuesReadBackExactly(_ value: Double) {
        let value = CGFloat(value)
        let view = UIView()
        #expect(view.reportedSafeArea == nil)
        #expect(view.reportedMargins == nil)
        #expect(view.reportedBounds == nil)
        let insets = UIEdgeInsets(top: value, left: 8, bottom: -value, right: 1.0 / 3)
        let rect = CGRect(x: value, y: -0.0, width: 44.5, height: value)
        view.reportedSafeArea = insets
        view.reportedMargins = UIEdgeInsets(top: 8, left: value, bottom: 0, right: value)
        view.reportedBounds = rect
        #expect(bits(view.reportedSafeArea) == bits(insets))
        #expect(bits(view.reportedMargins) == bits(UIEdgeInsets(top: 8, left: value, bottom: 0, right: value)))
        #expect(bits(view.reportedBounds) == bits(rect))
        // Back to a Float-exact value, then to none: the box's value no longer counts.
        view.reportedSafeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        view.reportedBounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(bits(view.reportedSafeArea) == bits(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(bits(view.reportedBounds) == bits(CGRect(x: 0, y: 0, width: 100, height: 50)))
        view.reportedSafeArea = nil
        view.reportedMargins = nil
        view.reportedBounds = nil
        #expect(view.reportedSafeArea == nil)
        #expect(view.reportedMargins == nil)
        #expect(view.reportedBounds == nil)
    }

    /// On a 3x screen frames fall on thirds of a point: a view laid out on thirds keeps what its passes
    /// reported in Float, with no box (144 bytes more a view before the Float held three times the value).
    @Test func thirdsOfAPointNeedNoBox() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let root = simulator.window
        // Below the safe area, so that the margins are the card's own.
        let card = UIView(frame: CGRect(x: 10, y: 200 + 1.0 / 3, width: 371.0 / 3, height: 50 + 2.0 / 3))
        let badge = UIView(frame: CGRect(x: 1.0 / 3, y: 2.0 / 3, width: 59 + 2.0 / 3, height: 20.5))
        card.layoutMargins = UIEdgeInsets(top: 8 + 1.0 / 3, left: 8, bottom: 2.0 / 3, right: 16)
        root.addSubview(card)
        card.addSubview(badge)
        root.layoutIfNeeded()
        #expect(bits(card.reportedBounds) == bits(CGRect(x: 0, y: 0, width: 371.0 / 3, height: 50 + 2.0 / 3)))
        #expect(bits(badge.reportedBounds) == bits(CGRect(x: 0, y: 0, width: 59 + 2.0 / 3, height: 20.5)))
        #expect(bits(card.layoutMargins) == bits(UIEdgeInsets(top: 8 + 1.0 / 3, left: 8, bottom: 2.0 / 3, right: 16)))
        #expect(!card.hasExactLayoutValues)
        #expect(!badge.hasExactLayoutValues)
        // A tenth of a point is no third: that view's bounds go to the box, exactly.
        badge.frame.size.width = 0.1
        root.layoutIfNeeded()
        #expect(badge.reportedBounds?.width == 0.1)
        #expect(badge.hasExactLayoutValues)
    }

    /// Bounds seen again count as changed only when `CGRect`'s `==` finds them unequal to themselves (a NaN, or
    /// an infinite origin that a negative infinite width makes NaN), as when each pass compared with `==`.
    @Test(arguments: values)
    func boundsSeenAgainCountAsChangedOnlyWhenEqualitySaysSo(_ value: Double) {
        let value = CGFloat(value)
        let view = UIView()
        #expect(view.reportBoundsChange())
        for rect in [
            CGRect(x: value, y: 0, width: 10, height: value), CGRect(x: value, y: 0, width: -value, height: 10),
        ] {
            let before = view.reportedBounds
            view.bounds = rect
            #expect(view.reportBoundsChange() == (before != rect))
            #expect(bits(view.reportedBounds) == bits(rect))
            #expect(view.reportBoundsChange() == (rect != rect))
        }
    }

    @Test(arguments: values)
    func theSafeAreaMemoReadsBackExactly(_ value: Double) {
        let view = UIView()
        let insets = UIEdgeInsets(top: CGFloat(value), left: 0, bottom: 34, right: CGFloat(value))
        LayoutPass.depth += 1
        defer { LayoutPass.depth -= 1 }
        SafeAreaMemo.beginPass()
        #expect(view.rememberedSafeArea == nil)
        view.rememberSafeArea(insets)
        #expect(bits(view.rememberedSafeArea) == bits(insets))
        view.rememberSafeArea(.zero)
        #expect(bits(view.rememberedSafeArea) == bits(UIEdgeInsets.zero))
        view.rememberSafeArea(insets)
        SafeAreaMemo.beginPass()
        #expect(view.rememberedSafeArea == nil)
    }

    /// A view that records its insets callbacks with the values it reports then.
    final class RecordingView: UIView {
        var log: [String] = []
        override func safeAreaInsetsDidChange() { log.append("safeArea \(safeAreaInsets)") }
        override func layoutMarginsDidChange() { log.append("margins \(layoutMargins)") }
    }

    /// Own margins through a Float-exact value, one that is not, the Float nearest it, and back: each
    /// change is reported once with its exact value, and a pass that finds none reports nothing.
    @Test func marginsChangesAcrossValuesAFloatWouldMergeAreEachReported() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let view = RecordingView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        simulator.window.addSubview(view)
        simulator.window.layoutIfNeeded()
        let third: CGFloat = 1.0 / 3
        let nearestFloat = CGFloat(Double(Float(third)))
        var expected: [String] = []
        for left in [third, third, nearestFloat, nearestFloat, third, 1e300, 8] {
            view.layoutMargins = UIEdgeInsets(top: 8, left: left, bottom: 8, right: 8)
            simulator.window.layoutIfNeeded()
            let margins = UIEdgeInsets(top: 8, left: left, bottom: 8, right: 8)
            if expected.last != "margins \(margins)" { expected.append("margins \(margins)") }
            #expect(view.layoutMargins.left.native.bitPattern == left.native.bitPattern)
        }
        #expect(view.log == expected)
        #expect(expected.count == 5)
    }

    /// A controller's additional safe area on an edge the window leaves at zero: the root view's safe area and
    /// its subview's (remembered during the pass) are exactly the addition, and each change is reported once.
    @Test func safeAreaChangesAcrossValuesAFloatWouldMergeAreEachReported() throws {
        let controller = UIViewController()
        let root = RecordingView(frame: .zero)
        controller.view = root
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let child = RecordingView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        child.insetsLayoutMarginsFromSafeArea = false
        root.insetsLayoutMarginsFromSafeArea = false
        root.addSubview(child)
        simulator.window.layoutIfNeeded()
        root.log = []
        child.log = []
        let third: CGFloat = 1.0 / 3
        let nearestFloat = CGFloat(Double(Float(third)))
        var expected: [String] = []
        for left in [third, third, nearestFloat, nearestFloat, -1e300, 0] {
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: left, bottom: 0, right: 0)
            simulator.window.layoutIfNeeded()
            #expect(root.safeAreaInsets.left.native.bitPattern == left.native.bitPattern)
            let childLeft = min(max(0, left), 100)
            #expect(child.safeAreaInsets.left.native.bitPattern == childLeft.native.bitPattern)
            let insets = root.safeAreaInsets
            if expected.last != "safeArea \(insets)" { expected.append("safeArea \(insets)") }
        }
        #expect(root.log == expected)
        #expect(expected.count == 4)
        // The child follows its superview, clamped at zero: 1/3, its neighbour, then 0 twice.
        #expect(child.log.count == 3)
    }

    /// A superview's bounds origin moving between 1/3 and the Float nearest it moves its subview's safe area:
    /// the superview sees each move of its bounds (kept exactly), so the subview is checked and reports it.
    @Test func boundsChangesAcrossValuesAFloatWouldMergeReachTheSubviews() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro")
        let container = UIView(frame: simulator.window.bounds)
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        child.insetsLayoutMarginsFromSafeArea = false
        container.addSubview(child)
        simulator.window.addSubview(container)
        simulator.window.layoutIfNeeded()
        child.log = []
        let windowTop = simulator.window.safeAreaInsets.top
        let third: CGFloat = 1.0 / 3
        let nearestFloat = CGFloat(Double(Float(third)))
        var expected: [String] = []
        for originY in [third, third, nearestFloat, nearestFloat, third, 0] {
            container.bounds.origin.y = originY
            // A bounds origin moving alone asks for no layout: the container's next layout, asked for here, looks.
            container.setNeedsLayout()
            simulator.window.layoutIfNeeded()
            let top = originY + windowTop - 0
            #expect(child.safeAreaInsets.top.native.bitPattern == top.native.bitPattern)
            let line = "safeArea \(child.safeAreaInsets)"
            if expected.last != line { expected.append(line) }
        }
        #expect(child.log == expected)
        #expect(expected.count == 4)
    }
}
