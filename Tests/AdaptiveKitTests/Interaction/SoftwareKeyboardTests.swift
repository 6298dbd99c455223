import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// The software keyboard: it shows for a key window's text input with the device's docked height, posts UIKit's
/// notifications with their user-info keys, moves the keyboard layout guide, and stays away with a hardware keyboard.
@MainActor
@Suite struct SoftwareKeyboardTests {
    static let names = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    func scene(_ device: String = "iPhone 15 Pro", orientation: DeviceOrientation = .portrait) throws -> (
        DeviceSimulator, UIViewController, UITextField, UITextField
    ) {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, rootViewController: controller)
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        return (simulator, controller, first, second)
    }

    func frame(_ info: [AnyHashable: Any], _ key: String) -> CGRect? {
        (info[key] as? NSValue)?.cgRectValue
    }

    @Test func showingPostsWillChangeFrameAndWillShowAtOnceAndTheDidsWhenTheAnimationEnds() throws {
        let (simulator, _, field, _) = try scene()
        let notes = NotificationRecorder(Self.names)
        defer { notes.stop() }
        #expect(field.becomeFirstResponder())
        #expect(notes.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
        simulator.clock.advance(by: 0.24)
        #expect(notes.names.count == 2)
        simulator.clock.advance(by: 0.01)
        #expect(
            notes.names == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification",
            ])
        let info = notes.userInfos[1]
        #expect(frame(info, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(frame(info, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(simulator.keyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test func movingToAnotherFieldChangesTheFrameAndResigningHidesIt() throws {
        let (simulator, _, first, second) = try scene()
        first.becomeFirstResponder()
        simulator.clock.runUntilIdle()
        let notes = NotificationRecorder(Self.names)
        defer { notes.stop() }
        second.becomeFirstResponder()
        simulator.clock.runUntilIdle()
        #expect(notes.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
        notes.reset()
        second.resignFirstResponder()
        simulator.clock.runUntilIdle()
        #expect(
            notes.names == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidHideNotification",
            ])
        #expect(frame(notes.userInfos[1], UIResponder.keyboardFrameEndUserInfoKey)?.minY == 852)
        #expect(simulator.keyboardFrame == nil)
    }

    @Test func theHeightIsTheDevicesDockedKeyboardInEachOrientation() throws {
        let cases: [(String, DeviceOrientation, CGFloat)] = [
            ("iPhone SE (3rd generation)", .portrait, 260), ("iPhone SE (3rd generation)", .landscape, 200),
            ("iPhone 15 Pro", .landscape, 209), ("iPhone 15 Pro Max", .portrait, 346),
            ("iPad Pro (11-inch) (4th generation)", .portrait, 333),
            ("iPad Pro (11-inch) (4th generation)", .landscape, 418),
        ]
        for (device, orientation, height) in cases {
            let (simulator, _, field, _) = try scene(device, orientation: orientation)
            field.becomeFirstResponder()
            let screen = simulator.screen.bounds
            #expect(
                simulator.keyboardFrame == CGRect(x: 0, y: screen.height - height, width: screen.width, height: height),
                "\(device) \(orientation)")
        }
    }

    @Test func rotatingWithTheKeyboardUpChangesItsFrame() throws {
        let (simulator, _, field, _) = try scene()
        field.becomeFirstResponder()
        simulator.clock.runUntilIdle()
        let notes = NotificationRecorder(Self.names)
        defer { notes.stop() }
        simulator.rotate(to: .landscape)
        #expect(simulator.keyboardFrame == CGRect(x: 0, y: 393 - 209, width: 852, height: 209))
        #expect(notes.names == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
    }

    @Test func aHardwareKeyboardLeavesOnlyTheAccessoryViewAndNoKeyboardForAPlainField() throws {
        let (simulator, _, first, second) = try scene()
        simulator.isHardwareKeyboardConnected = true
        let notes = NotificationRecorder(Self.names)
        defer { notes.stop() }
        first.becomeFirstResponder()
        #expect(simulator.keyboardFrame == nil)
        #expect(notes.names.isEmpty)
        second.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        second.becomeFirstResponder()
        #expect(simulator.keyboardFrame == CGRect(x: 0, y: 808, width: 393, height: 44))
        simulator.isHardwareKeyboardConnected = false
        #expect(simulator.keyboardFrame == CGRect(x: 0, y: 852 - 336 - 44, width: 393, height: 380))
    }

    @Test func aCustomInputViewTakesTheKeyboardsPlace() throws {
        let (simulator, _, field, _) = try scene()
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
        field.becomeFirstResponder()
        #expect(simulator.keyboardFrame == CGRect(x: 0, y: 852 - 216, width: 393, height: 216))
    }

    @Test func theKeyboardLayoutGuideFollowsTheKeyboard() throws {
        let (simulator, controller, field, _) = try scene()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
        ])
        simulator.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 852 - 34 - 50, width: 393, height: 50), "above the home indicator")
        field.becomeFirstResponder()
        simulator.clock.runUntilIdle()
        simulator.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 852 - 336 - 50, width: 393, height: 50), "on the keyboard")
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        field.resignFirstResponder()
        simulator.clock.runUntilIdle()
        simulator.window.layoutIfNeeded()
        #expect(bar.frame.maxY == CGFloat(852 - 34))
    }

    @Test func aFieldInAWindowThatIsNotKeyGetsNoKeyboard() throws {
        let (simulator, _, _, _) = try scene()
        let other = UIWindow(frame: simulator.screen.bounds)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        other.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(simulator.keyboardFrame == nil)
    }

    @Test func aTableViewControllersTableEndsAboveTheKeyboard() throws {
        let controller = UITableViewController(style: .plain)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.tableView.addSubview(field)
        let before = controller.tableView.adjustedContentInset.bottom
        field.becomeFirstResponder()
        simulator.clock.runUntilIdle()
        #expect(controller.tableView.adjustedContentInset.bottom == CGFloat(336))
        field.resignFirstResponder()
        simulator.clock.runUntilIdle()
        #expect(controller.tableView.adjustedContentInset.bottom == before)

        let plain = UIViewController()
        let other = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: plain)
        let scrollView = UIScrollView(frame: plain.view.bounds)
        plain.view.addSubview(scrollView)
        let inside = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        scrollView.addSubview(inside)
        inside.becomeFirstResponder()
        other.clock.runUntilIdle()
        #expect(scrollView.adjustedContentInset.bottom < CGFloat(336), "a plain scroll view does not adjust")
    }

    @Test func aScrollViewThatDismissesOnDragEndsEditingWhenADragBegins() throws {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        let scrollView = UIScrollView(frame: controller.view.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        controller.view.addSubview(scrollView)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        scrollView.addSubview(field)
        #expect(scrollView.keyboardDismissMode == .none)
        field.becomeFirstResponder()
        simulator.drag(scrollView, by: CGPoint(x: 0, y: -100))
        #expect(field.isFirstResponder)
        scrollView.keyboardDismissMode = .onDrag
        simulator.drag(scrollView, by: CGPoint(x: 0, y: -100))
        #expect(!field.isFirstResponder)
        #expect(simulator.keyboardFrame == nil)
        #expect(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue == 4)
    }

    /// A chat screen: the controller is first responder and shows its input bar as an accessory view.
    final class ChatViewController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 52))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }
    }

    @Test func aControllerThatIsFirstResponderShowsItsInputAccessoryViewAlone() throws {
        let chat = ChatViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: chat)
        let notes = NotificationRecorder(Self.names)
        defer { notes.stop() }
        #expect(chat.becomeFirstResponder())
        #expect(chat.isFirstResponder)
        #expect(simulator.keyboardFrame == CGRect(x: 0, y: 800, width: 393, height: 52))
        #expect(notes.names.prefix(2) == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"])
    }
}
