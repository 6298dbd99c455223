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
