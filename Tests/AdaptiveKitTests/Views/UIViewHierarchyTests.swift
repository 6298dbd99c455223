import Foundation
import Testing

@testable import AdaptiveKit

/// The view tree's reordering, lookup and conversion calls, and the move callbacks in UIKit's order.
@MainActor
@Suite struct UIViewHierarchyTests {
    /// Records the move callbacks it and its subviews' additions receive.
    final class MoveTrackingView: UIView {
        var name = ""
        var log: [String] = []

        override func willMove(toSuperview newSuperview: UIView?) {
            log.append("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
        }
        override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
        override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
    }

    /// A superview that reports additions into a shared log.
    final class ParentView: UIView {
        var onAdd: (UIView) -> Void = { _ in }
        override func didAddSubview(_ subview: UIView) { onAdd(subview) }
    }

    private func tags(_ view: UIView) -> [Int] { view.subviews.map(\.tag) }

    private func tagged(_ tags: ClosedRange<Int>, in parent: UIView) -> [UIView] {
        tags.map { tag in
            let view = UIView()
            view.tag = tag
            parent.addSubview(view)
            return view
        }
    }

    @Test func reorderingMovesOnlyAmongSiblings() {
        let parent = UIView()
        let views = tagged(1...3, in: parent)
        parent.bringSubviewToFront(views[0])
        #expect(tags(parent) == [2, 3, 1])
        parent.sendSubviewToBack(views[2])
        #expect(tags(parent) == [3, 2, 1])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(tags(parent) == [1, 2, 3])
        parent.insertSubview(views[2], belowSubview: views[0])
        #expect(tags(parent) == [3, 1, 2])
        parent.insertSubview(views[2], aboveSubview: views[1])
        #expect(tags(parent) == [1, 2, 3])
    }

    @Test func reorderingIgnoresViewsThatAreNotSubviewsAndIndexesOutOfRange() {
        let parent = UIView()
        _ = tagged(1...3, in: parent)
        let stranger = UIView()
        stranger.tag = 9
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        parent.exchangeSubview(at: -1, withSubviewAt: 1)
        #expect(tags(parent) == [1, 2, 3])
        #expect(stranger.superview == nil)
    }

    @Test func viewWithTagSearchesDepthFirstFromTheViewItself() {
        let root = UIView()
        root.tag = 7
        let branch = UIView()
        branch.tag = 1
        let leaf = UIView()
        leaf.tag = 2
        let later = UIView()
        later.tag = 2
        root.addSubview(branch)
        branch.addSubview(leaf)
        root.addSubview(later)
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(2) === leaf, "the deeper view comes first, depth first")
        #expect(branch.viewWithTag(2) === leaf)
        #expect(root.viewWithTag(99) == nil)
        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!later.isDescendant(of: branch))
    }

    @Test func convertAddsFramesAndSubtractsBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let panel = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        panel.bounds.origin = CGPoint(x: 0, y: 50)
        let badge = UIView(frame: CGRect(x: 10, y: 60, width: 40, height: 20))
        root.addSubview(panel)
        panel.addSubview(badge)
        #expect(badge.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 35, y: 115))
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 110))
        #expect(
            badge.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: panel)
                == CGRect(x: 10, y: 60, width: 40, height: 20))
        #expect(
            badge.convert(CGRect(x: 35, y: 115, width: 1, height: 1), from: root)
                == CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(root.convert(CGRect(x: 30, y: 110, width: 2, height: 2), from: badge).origin == CGPoint(x: 60, y: 220))
    }

    @Test func movingIntoAndOutOfAWindowSendsUIKitsCallbacksInOrder() throws {
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: UIViewController())
        let parent = ParentView()
        let view = MoveTrackingView()
        view.name = "view"
        parent.onAdd = { view.log.append("parent.didAddSubview(\(($0 as? MoveTrackingView)?.name ?? "?"))") }
        simulator.window.rootViewController?.view.addSubview(parent)

        parent.addSubview(view)
        view.removeFromSuperview()
        #expect(
            view.log == [
                "view.willMove(toSuperview: view)",
                "view.willMove(toWindow: window)",
                "view.didMoveToWindow",
                "view.didMoveToSuperview",
                "parent.didAddSubview(view)",
                "view.willMove(toSuperview: nil)",
                "view.willMove(toWindow: nil)",
                "view.didMoveToWindow",
                "view.didMoveToSuperview",
            ])
    }

    @Test func reorderingSendsNoMoveCallbacks() {
        let parent = UIView()
        let first = MoveTrackingView()
        first.name = "first"
        parent.addSubview(first)
        parent.addSubview(UIView())
        first.log.removeAll()
        parent.bringSubviewToFront(first)
        parent.sendSubviewToBack(first)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(first.log == [])
    }
}
