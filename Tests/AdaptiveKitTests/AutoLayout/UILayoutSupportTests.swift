import Foundation
import Testing

@testable import AdaptiveKit

/// L5: the legacy top and bottom layout guides and the keyboard layout guide, read off the safe area.
@MainActor
@Suite struct UILayoutSupportTests {
    @Test func L5_legacyGuidesSpanFromTheViewsEdgesToItsSafeArea() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        simulator.window.layoutIfNeeded()
        let top = try #require(controller.topLayoutGuide as? UILayoutGuide)
        let bottom = try #require(controller.bottomLayoutGuide as? UILayoutGuide)
        #expect(top.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(bottom.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(controller.topLayoutGuide.length == CGFloat(59))
        #expect(controller.bottomLayoutGuide.length == CGFloat(34))
        #expect(top === controller.topLayoutGuide, "one guide per view")
        #expect(top.owningView === controller.view)
        simulator.rotate(to: .landscape)
        #expect(controller.topLayoutGuide.length == CGFloat(0))
        #expect(controller.bottomLayoutGuide.length == CGFloat(21))
    }

    @Test func L5_constraintsToLegacyGuidesFollowTheBars() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topLayoutGuide.bottomAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: content.bottomLayoutGuide.topAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            box.widthAnchor.constraint(equalTo: content.topLayoutGuide.heightAnchor),
        ])
        simulator.window.layoutIfNeeded()
        // The navigation bar (44) under the status bar area (59): the safe area starts at 103.
        #expect(box.frame == CGRect(x: 0, y: 111, width: 103, height: 852 - 34 - 8 - 111))
    }

    /// UIKit's views dictionary takes any layout item: the legacy guides (`"topLayoutGuide": topLayoutGuide`)
    /// and layout guides, not views only.
    @Test func L3_visualFormatRelatesViewsToLayoutSupportsAndGuides() throws {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(box)
        let views: [String: Any] = [
            "box": box, "topLayoutGuide": content.topLayoutGuide, "bottomLayoutGuide": content.bottomLayoutGuide,
            "margins": content.view.layoutMarginsGuide,
        ]
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:[topLayoutGuide]-8-[box]-8-[bottomLayoutGuide]", options: [], metrics: nil,
            views: views)
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[margins]-(-100)-[box(50)]", options: [], metrics: nil, views: views)
        #expect(vertical.count == 2)
        #expect(horizontal.count == 2)
        NSLayoutConstraint.activate(vertical + horizontal)
        simulator.window.layoutIfNeeded()
        // The safe area starts at 103 (status bar area 59 + navigation bar 44) and ends 34 above the bottom;
        // the margins guide ends 16 before the trailing edge (377), and the box starts 100 before that.
        #expect(box.frame == CGRect(x: 277, y: 111, width: 50, height: 852 - 34 - 8 - 111))
    }

    @Test func L5_theKeyboardGuideIsTheBottomSafeAreaWhileTheKeyboardIsHidden() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let field = UIView()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        let keyboard = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
            field.leadingAnchor.constraint(equalTo: keyboard.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: keyboard.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
        simulator.window.layoutIfNeeded()
        #expect(keyboard.usesBottomSafeArea && !keyboard.followsUndockedKeyboard)
        #expect(keyboard.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(field.frame == CGRect(x: 0, y: 774, width: 393, height: 44))
        keyboard.usesBottomSafeArea = false
        simulator.window.layoutIfNeeded()
        #expect(keyboard.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
        #expect(field.frame == CGRect(x: 0, y: 808, width: 393, height: 44))
        #expect(keyboard === controller.view.keyboardLayoutGuide)
        #expect(keyboard.identifier == "UIKeyboardLayoutGuide")
    }
}
