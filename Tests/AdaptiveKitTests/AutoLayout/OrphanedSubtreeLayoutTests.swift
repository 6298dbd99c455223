import Foundation
import Testing

@testable import AdaptiveKit

/// A view that outlives the top of its hierarchy (a controller keeps its view; the window goes) is the top
/// of a hierarchy of its own, and its subtree's constraints still lay it out, as in UIKit. The engine lived
/// on the freed top, so the survivor makes its own when it is next laid out or moved.
@MainActor
@Suite struct OrphanedSubtreeLayoutTests {
    /// A container pinning `child` to its edges with 10-point insets, and `child`'s `box` to its top with a
    /// fixed height and the child's width.
    @MainActor final class Pinned {
        let container = UIView()
        let child = UIView()
        let box = UIView()

        init() {
            for (view, superview) in [(child, container), (box, child)] {
                view.translatesAutoresizingMaskIntoConstraints = false
                superview.addSubview(view)
            }
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
                box.topAnchor.constraint(equalTo: child.topAnchor),
                box.leadingAnchor.constraint(equalTo: child.leadingAnchor),
                box.widthAnchor.constraint(equalTo: child.widthAnchor),
                box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
    }

    /// Lays `pinned.container` out in a window of `size`, then frees the window: the container lives on.
    private func layOutInFreedWindow(_ pinned: Pinned, size: CGSize) -> (window: UIWindow?, engineFreed: Bool) {
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            pinned.container.frame = window.bounds
            window.addSubview(pinned.container)
            window.layoutIfNeeded()
            weakWindow = window
        }
        return (weakWindow, pinned.container.layoutEngine == nil)
    }

    @Test func L2_aViewOutlivingItsWindowIsLaidOutByItsOwnConstraints() {
        let pinned = Pinned()
        let (window, engineWasOnTheWindow) = layOutInFreedWindow(pinned, size: CGSize(width: 300, height: 500))
        #expect(window == nil)
        #expect(engineWasOnTheWindow)
        #expect(pinned.container.superview == nil)
        #expect(pinned.child.frame == CGRect(x: 10, y: 10, width: 280, height: 480))

        pinned.container.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        pinned.container.layoutIfNeeded()
        #expect(pinned.child.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(pinned.box.frame == CGRect(x: 0, y: 0, width: 180, height: 30))
    }

    @Test func L2_aSubviewRemovedFromAViewThatOutlivedItsWindowKeepsItsConstraints() {
        // A controller's root view (sized by its frame) inside a container view: the fidelity check's shape.
        let container = UIView()
        let rootView = UIView(frame: CGRect(x: 0, y: 44, width: 300, height: 456))
        let box = UIView()
        container.addSubview(rootView)
        box.translatesAutoresizingMaskIntoConstraints = false
        rootView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: rootView.topAnchor),
            box.bottomAnchor.constraint(equalTo: rootView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: rootView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: rootView.trailingAnchor, constant: -8),
        ])
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
            container.frame = window.bounds
            window.addSubview(container)
            window.layoutIfNeeded()
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(box.frame == CGRect(x: 8, y: 0, width: 284, height: 456))

        rootView.removeFromSuperview()
        rootView.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        rootView.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 8, y: 0, width: 284, height: 500))
    }

    @Test func L2_aViewThatOutlivedItsWindowJoinsAnotherHierarchyWithItsConstraints() {
        let pinned = Pinned()
        _ = layOutInFreedWindow(pinned, size: CGSize(width: 300, height: 500))

        // A new top without Auto Layout of its own takes the container in.
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        pinned.container.frame = CGRect(x: 20, y: 20, width: 240, height: 140)
        host.addSubview(pinned.container)
        host.layoutIfNeeded()
        #expect(pinned.child.frame == CGRect(x: 10, y: 10, width: 220, height: 120))
        #expect(pinned.box.frame == CGRect(x: 0, y: 0, width: 220, height: 30))
    }

    @Test func L2_freeingAWholeHierarchyLeavesNoEngineBehind() {
        weak var weakChild: UIView?
        weak var weakBox: UIView?
        do {
            let pinned = Pinned()
            _ = layOutInFreedWindow(pinned, size: CGSize(width: 300, height: 500))
            (weakChild, weakBox) = (pinned.child, pinned.box)
        }
        #expect(weakChild == nil)
        #expect(weakBox == nil)
    }
}
