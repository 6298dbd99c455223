import Foundation
import Testing

@testable import AdaptiveKit

/// The Auto Layout engine lives on its hierarchy's top view and must not keep that view
/// (or any other) alive: a view is freed when its superview and the app let it go, as in UIKit.
@MainActor
@Suite struct LayoutEngineLifetimeTests {
    /// A controller whose view pins a label and a box with constraints (the VFL fuzzer's shape).
    final class PinnedController: UIViewController {
        let label = UILabel()
        let box = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Hello"
            for subview in [label, box] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-[label]-[box(==44@750)]-|", options: [.alignAllLeading], metrics: nil,
                    views: ["label": label, "box": box])
                    + [
                        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                    ])
        }
    }

    @Test func R3_aLaidOutHierarchyOutsideAWindowIsFreed() {
        weak var weakContainer: UIView?
        weak var weakChild: UIView?
        weak var weakGrandchild: UIView?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let child = UIView()
            let grandchild = UILabel()
            grandchild.text = "Text"
            for (view, parent) in [(child, container), (grandchild, child)] {
                view.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(view)
            }
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-[child]-|", options: [], metrics: nil, views: ["child": child])
                    + NSLayoutConstraint.constraints(
                        withVisualFormat: "V:|-20-[child(100)]", options: [], metrics: nil, views: ["child": child])
                    + [
                        grandchild.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                        grandchild.topAnchor.constraint(equalTo: child.topAnchor, constant: 8),
                    ])
            container.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 8, y: 20, width: 377, height: 100))
            (weakContainer, weakChild, weakGrandchild) = (container, child, grandchild)
        }
        #expect(weakContainer == nil)
        #expect(weakChild == nil)
        #expect(weakGrandchild == nil)
    }

    @Test func R3_aWindowItsRootViewAndConstrainedSubviewsAreFreedOnceTheAppLetsGo() throws {
        weak var weakSimulator: DeviceSimulator?
        weak var weakWindow: UIWindow?
        weak var weakController: PinnedController?
        weak var weakRootView: UIView?
        weak var weakLabel: UILabel?
        weak var weakBox: UIView?
        do {
            let controller = PinnedController()
            let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
            simulator.rotate(to: .landscape)
            #expect(controller.box.frame.width == CGFloat(426))
            (weakSimulator, weakWindow, weakController) = (simulator, simulator.window, controller)
            (weakRootView, weakLabel, weakBox) = (controller.view, controller.label, controller.box)
        }
        #expect(weakSimulator == nil)
        // Being the key window keeps no window alive: it went with the simulator that showed it.
        #expect(weakWindow == nil)
        #expect(UIWindow.keyWindow == nil)
        #expect(weakController == nil)
        #expect(weakRootView == nil)
        #expect(weakLabel == nil)
        #expect(weakBox == nil)
    }

    @Test func R3_aConstrainedViewRemovedFromItsWindowIsFreed() throws {
        let controller = PinnedController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        weak var weakBadge: UIView?
        do {
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: controller.box.bottomAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10),
            ])
            simulator.window.layoutIfNeeded()
            #expect(badge.frame.width == CGFloat(10))
            weakBadge = badge
            badge.removeFromSuperview()
        }
        #expect(weakBadge == nil)
        simulator.window.layoutIfNeeded()
        // Half of 393 points, on the 3× pixel grid.
        #expect(controller.box.frame.width * 3 == CGFloat(590))
    }
}
