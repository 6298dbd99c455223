import Foundation
import Testing

@testable import AdaptiveKit

/// What leaves a hierarchy is freed when nothing else holds it, as in UIKit, without waiting for
/// the next layout pass: a removed subtree with its constraints and guides, a dismissed controller with its
/// presentation controller, a popped controller, a split view's replaced column.
@MainActor
@Suite struct ObjectLifetimeTests {
    /// A box pinned inside its superview, holding a label pinned to a guide of its own.
    static func constrainedSubtree(in parent: UIView) -> (box: UIView, guide: UILayoutGuide, inner: NSLayoutConstraint)
    {
        let box = UIView()
        let label = UILabel()
        label.text = "Gone"
        let guide = UILayoutGuide()
        box.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        box.addSubview(label)
        box.addLayoutGuide(guide)
        let inner = label.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: parent.topAnchor, constant: 100),
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 80),
            guide.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 12),
            guide.topAnchor.constraint(equalTo: box.topAnchor),
            inner,
            label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 4),
        ])
        return (box, guide, inner)
    }

    /// Removed from the window, the subtree, its inner constraint and its guide are freed at once: the
    /// engine lets go of them before its next pass rebuilds it.
    @Test(arguments: [true, false])
    func R3_aRemovedSubtreeIsFreedWithItsConstraintsBeforeTheNextPass(laidOutFirst: Bool) throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        weak var weakBox: UIView?
        weak var weakGuide: UILayoutGuide?
        weak var weakInner: NSLayoutConstraint?
        do {
            let (box, guide, inner) = Self.constrainedSubtree(in: controller.view)
            if laidOutFirst {
                simulator.window.layoutIfNeeded()
                #expect(box.frame == CGRect(x: 20, y: 100, width: 200, height: 80))
                #expect(box.subviews[0].frame.origin == CGPoint(x: 12, y: 4))
            }
            (weakBox, weakGuide, weakInner) = (box, guide, inner)
            box.removeFromSuperview()
        }
        #expect(weakBox == nil)
        #expect(weakGuide == nil)
        #expect(weakInner == nil)
        // The window's engine, rebuilt, lays out what stayed.
        let stayed = Self.constrainedSubtree(in: controller.view)
        simulator.window.layoutIfNeeded()
        #expect(stayed.box.frame == CGRect(x: 20, y: 100, width: 200, height: 80))
        #expect(stayed.box.subviews[0].frame.origin == CGPoint(x: 12, y: 4))
        // The two that pinned the removed box left with it; the new box's two are the root view's.
        #expect(controller.view.constraints.count == 2)
    }

    /// A controller presented as a sheet and dismissed is freed with its presentation controller and views.
    @Test(arguments: [UIModalPresentationStyle.pageSheet, .fullScreen, .popover, .formSheet])
    func R3_aPresentedAndDismissedControllerIsFreed(style: UIModalPresentationStyle) throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPad Pro 11-inch (M4)", rootViewController: root)
        weak var weakPresented: UIViewController?
        weak var weakPresentation: UIPresentationController?
        weak var weakView: UIView?
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            if style == .popover {
                presented.popoverPresentationController?.sourceView = root.view
                presented.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 10, height: 10)
            }
            let (box, _, _) = Self.constrainedSubtree(in: presented.view)
            root.present(presented, animated: false)
            simulator.window.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 20, y: 100, width: 200, height: 80))
            #expect(root.presentedViewController === presented)
            (weakPresented, weakPresentation, weakView) = (presented, presented.presentationController, box)
            root.dismiss(animated: false)
            simulator.window.layoutIfNeeded()
        }
        #expect(root.presentedViewController == nil)
        #expect(weakPresented == nil)
        #expect(weakPresentation == nil)
        #expect(weakView == nil)
    }

    /// A pushed and popped controller, and the ones a `setViewControllers` replaced, are freed.
    @Test func R3_aPoppedControllerIsFreed() throws {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        weak var weakPushed: UIViewController?
        weak var weakBox: UIView?
        weak var weakReplaced: UIViewController?
        do {
            let pushed = UIViewController()
            let (box, _, _) = Self.constrainedSubtree(in: pushed.view)
            navigation.pushViewController(pushed, animated: false)
            simulator.window.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 20, y: 100, width: 200, height: 80))
            (weakPushed, weakBox) = (pushed, box)
            #expect(navigation.popViewController(animated: false) === pushed)
            simulator.window.layoutIfNeeded()
        }
        #expect(navigation.viewControllers == [first])
        #expect(weakPushed == nil)
        #expect(weakBox == nil)
        do {
            let replaced = UIViewController()
            navigation.setViewControllers([first, replaced], animated: false)
            simulator.window.layoutIfNeeded()
            weakReplaced = replaced
            navigation.setViewControllers([first], animated: false)
            simulator.window.layoutIfNeeded()
        }
        #expect(weakReplaced == nil)
    }

    /// A split view's secondary column replaced by another navigation controller is freed, and so is the split
    /// view with its columns once its container removes it. (A plain controller set again is pushed onto the
    /// navigation controller the split view made, as in UIKit, so it stays.)
    @Test func R3_aSplitViewsReplacedColumnAndTheSplitViewAreFreed() throws {
        let container = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPad Pro 11-inch (M4)", rootViewController: container)
        weak var weakSplit: UISplitViewController?
        weak var weakPrimary: UIViewController?
        weak var weakOldSecondary: UIViewController?
        weak var weakOldNavigation: UINavigationController?
        do {
            let split = UISplitViewController(style: .doubleColumn)
            let primary = UIViewController()
            split.setViewController(primary, for: .primary)
            container.addChild(split)
            split.view.frame = container.view.bounds
            container.view.addSubview(split.view)
            split.didMove(toParent: container)
            do {
                let secondary = UIViewController()
                let navigation = UINavigationController(rootViewController: secondary)
                split.setViewController(navigation, for: .secondary)
                simulator.window.layoutIfNeeded()
                #expect(secondary.view.window === simulator.window)
                (weakOldSecondary, weakOldNavigation) = (secondary, navigation)
            }
            let replacement = UINavigationController(rootViewController: UIViewController())
            split.setViewController(replacement, for: .secondary)
            simulator.window.layoutIfNeeded()
            simulator.rotate(to: .landscape)
            #expect(split.viewController(for: .secondary) === replacement)
            #expect(weakOldNavigation == nil)
            #expect(weakOldSecondary == nil)
            simulator.rotate(to: .portrait)
            (weakSplit, weakPrimary) = (split, primary)
            split.willMove(toParent: nil)
            split.view.removeFromSuperview()
            split.removeFromParent()
        }
        #expect(container.children.isEmpty)
        #expect(weakSplit == nil)
        #expect(weakPrimary == nil)
    }
}
