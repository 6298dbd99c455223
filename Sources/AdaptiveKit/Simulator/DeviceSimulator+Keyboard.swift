import Foundation

extension DeviceSimulator {
    /// Whether a hardware keyboard is connected: no software keyboard shows (only a first responder's input
    /// accessory view), and `pressKey(_:modifierFlags:)` is how keys arrive. Connecting one hides a showing keyboard.
    public var isHardwareKeyboardConnected: Bool {
        get { screen.keyboard.isHardwareKeyboardConnected }
        set {
            screen.keyboard.isHardwareKeyboardConnected = newValue
            screen.keyboard.firstResponderDidChange(in: window)
            settle()
        }
    }

    /// The software keyboard's frame in screen coordinates while it shows, else nil.
    public var keyboardFrame: CGRect? { screen.keyboard.frame }

    /// The key window's first responder.
    public var firstResponder: UIResponder? { window.firstResponder }

    /// Types text into the first responder with the software keyboard, one character at a time as keys are
    /// pressed: a text field asks its delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// before each character, then sends `.editingChanged` and posts `textDidChangeNotification`; a text view and
    /// a search bar ask and tell their delegates; a custom `UIKeyInput` view gets `insertText(_:)`. A newline is
    /// the Return key. With no first responder that takes text nothing happens, and a warning says so.
    public func typeText(_ text: String) {
        for character in text {
            if character == "\n" || character == "\r" {
                pressReturn()
                continue
            }
            guard let input = textInput(for: "type \"\(text)\"") else { return }
            input.type(String(character))
        }
        settle()
    }

    /// Presses the keyboard's delete key `count` times: the first responder deletes the character before the caret.
    public func pressDelete(count: Int = 1) {
        for _ in 0..<max(0, count) {
            guard let input = textInput(for: "press delete") else { return }
            input.deleteBackward()
        }
        settle()
    }

    /// Presses the keyboard's Return key: a text field asks `textFieldShouldReturn`, then sends
    /// `.editingDidEndOnExit` and `.primaryActionTriggered` (and ends editing when something handles the
    /// former); a text view types a newline; a search bar tells `searchBarSearchButtonClicked`.
    public func pressReturn() {
        guard let input = textInput(for: "press return") else { return }
        input.pressReturn()
        settle()
    }

    /// Taps a text field's clear button, when it shows (`clearButtonMode` and text): `textFieldShouldClear` may
    /// refuse; otherwise the text empties, with `.editingChanged` and `textDidChangeNotification`.
    public func tapClearButton(of field: UITextField) {
        guard field.isClearButtonVisible else {
            DiagnosticLog.warn("tapClearButton: the text field's clear button is not showing")
            return
        }
        field.clearButtonTapped()
        settle()
    }

    /// Presses a key of a hardware keyboard with modifiers (`"s"` with `.command`, `UIKeyCommand.inputEscape`):
    /// a key command of a responder in the chain from the first responder (without one: the topmost presented
    /// controller) whose action some responder up the chain can perform runs; otherwise that responder hears
    /// `pressesBegan` and `pressesEnded`, and a responder that takes text types the key.
    public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) {
        let start: UIResponder = window.firstResponder ?? keyEventResponderWithoutFirstResponder
        let key = UIKey(characters: input, modifierFlags: modifierFlags)
        if performKeyCommand(for: key, from: start) {
            settle()
            return
        }
        let press = UIPress(key: key, responder: start, window: window, timestamp: clock.now)
        start.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: clock.now))
        press.phase = .ended
        start.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: clock.now))
        let typing = modifierFlags.subtracting([.shift, .alphaShift]).isEmpty
        if typing, let text = window.firstResponder.flatMap(TypingTarget.init) {
            switch key.keyCode {
            case .keyboardReturnOrEnter: text.pressReturn()
            case .keyboardDeleteOrBackspace: text.deleteBackward()
            case .keyboardEscape, .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow: break
            default: if !input.hasPrefix("UIKeyInput") { text.type(key.characters) }
            }
        }
        settle()
    }

    /// Where key events start without a first responder: the controller at the top of the key window's
    /// presentations, so that its and its ancestors' key commands work (see Deviations.md), else the window.
    private var keyEventResponderWithoutFirstResponder: UIResponder {
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller ?? window
    }

    /// Runs the first key command up the chain that matches the key and whose action is handled.
    private func performKeyCommand(for key: UIKey, from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                guard let target = start.target(forAction: command.action, withSender: command) else { continue }
                return UIApplication.shared.sendAction(command.action, to: target, from: command, for: nil)
            }
            responder = current.next
        }
        return false
    }

    private func textInput(for what: String) -> TypingTarget? {
        if let input = window.firstResponder.flatMap(TypingTarget.init) { return input }
        let responder = window.firstResponder.map { MessageTable.className(of: $0) } ?? "none"
        DiagnosticLog.warn("Cannot \(what): the key window's first responder (\(responder)) does not take text")
        return nil
    }

    /// Lets the keyboard's animations and layout finish, as other simulator calls do.
    private func settle() {
        clock.runUntilIdle()
        window.layoutIfNeeded()
    }
}

/// The first responder as the keyboard sees it: something that takes typed characters, deletions and Return.
@MainActor
struct TypingTarget {
    let responder: UIResponder

    init?(_ responder: UIResponder) {
        switch responder {
        case let field as UITextField where field.isEditing: break
        case let textView as UITextView: guard textView.isEditable else { return nil }
        case is UISearchBar, is UIKeyInput: break
        default: return nil
        }
        self.responder = responder
    }

    func type(_ text: String) {
        switch responder {
        case let bar as UISearchBar: bar.insertTypedText(text)
        case let input as UIKeyInput: input.insertText(text)
        default: break
        }
    }

    func deleteBackward() {
        switch responder {
        case let bar as UISearchBar: bar.deleteTypedCharacter()
        case let input as UIKeyInput: input.deleteBackward()
        default: break
        }
    }

    func pressReturn() {
        switch responder {
        case let field as UITextField: field.returnKeyPressed()
        case let bar as UISearchBar: bar.searchKeyPressed()
        case let input as UIKeyInput: input.insertText("\n")
        default: break
        }
    }
}
