import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// A compose screen written as an iOS developer writes one (a text field with its delegate, a send button with a
/// menu, a tap to dismiss the keyboard, a context menu, a key command, accessibility labels), driven as a UI test
/// drives it: by labels, a finger and the keyboard.
@MainActor
@Suite struct ComposeScreenScenarioTests {
    final class ComposeViewController: UIViewController, UITextFieldDelegate, UIContextMenuInteractionDelegate {
        let field = UITextField()
        let sendButton = UIButton(type: .system)
        let history = UIView()
        var sent: [String] = []
        var scheduled: [String] = []
        var deleted = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 16, y: 120, width: 280, height: 34)
            field.placeholder = "Message"
            field.accessibilityLabel = "Message"
            field.returnKeyType = .send
            field.delegate = self
            sendButton.frame = CGRect(x: 304, y: 120, width: 73, height: 34)
            sendButton.setTitle("Send", for: .normal)
            sendButton.addTarget(self, action: Selector("send"), for: .touchUpInside)
            sendButton.menu = UIMenu(children: [
                UIAction(title: "Send Later") { [unowned self] _ in scheduled.append(field.text ?? "") }
            ])
            history.frame = CGRect(x: 0, y: 200, width: 393, height: 400)
            history.isUserInteractionEnabled = true
            history.accessibilityLabel = "History"
            history.isAccessibilityElement = true
            history.addInteraction(UIContextMenuInteraction(delegate: self))
            view.addSubview(field)
            view.addSubview(sendButton)
            view.addSubview(history)
            let tap = UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard"))
            tap.cancelsTouchesInView = false
            view.addGestureRecognizer(tap)
        }

        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(title: "Send", action: Selector("send"), input: "\r", modifierFlags: .command)]
        }

        func send() {
            guard let text = field.text, !text.isEmpty else { return }
            sent.append(text)
            field.text = ""
        }

        func dismissKeyboard() { view.endEditing(true) }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            send()
            textField.resignFirstResponder()
            return true
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            (textField.text ?? "").utf16.count - range.length + string.utf16.count <= 10
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Delete All", attributes: .destructive) { [unowned self] _ in deleted += 1 }
                ])
            }
        }

        override class var messageTable: MessageTable {
            var table = super.messageTable
            table.addMethod("send") { (target: ComposeViewController, _) in target.send() }
            table.addMethod("dismissKeyboard") { (target: ComposeViewController, _) in target.dismissKeyboard() }
            return table
        }
    }

    @Test func typingSendingByReturnButtonKeyCommandAndMenusWorkAsOnADevice() throws {
        let compose = ComposeViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: compose)

        try simulator.tap(labelled: "Message")
        #expect(compose.field.isFirstResponder)
        #expect(simulator.keyboardFrame?.height == CGFloat(336))
        simulator.typeText("Hello there, world")
        #expect(compose.field.text == "Hello ther", "the delegate caps the text at 10 characters")
        simulator.pressReturn()
        #expect(compose.sent == ["Hello ther"])
        #expect(simulator.keyboardFrame == nil, "Return ended editing")

        try simulator.tap(labelled: "Message")
        simulator.typeText("Again")
        try simulator.tap(labelled: "Send", traits: .button)
        #expect(compose.sent == ["Hello ther", "Again"])
        #expect(compose.field.isFirstResponder, "the button does not end editing")

        simulator.tap(at: CGPoint(x: 200, y: 700))
        #expect(!compose.field.isFirstResponder, "a tap elsewhere dismisses the keyboard")

        try simulator.tap(labelled: "Message")
        simulator.typeText("Later")
        simulator.longPress(at: compose.sendButton.convert(CGPoint(x: 30, y: 17), to: nil))
        #expect(simulator.openMenu?.titles == ["Send Later"])
        #expect(simulator.chooseMenuItem(titled: "Send Later"))
        #expect(compose.scheduled == ["Later"])

        simulator.pressKey("\r", modifierFlags: .command)
        #expect(compose.sent == ["Hello ther", "Again", "Later"])

        let history = try simulator.element(labelled: "History")
        simulator.longPress(at: CGPoint(x: history.frame.midX, y: history.frame.midY))
        #expect(simulator.openMenu?.titles == ["Delete All"])
        #expect(simulator.chooseMenuItem(titled: "Delete All"))
        #expect(compose.deleted == 1)
    }
}
