import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// Text input: a text field is a control that a tap starts editing, asks its delegate before each change and
/// sends the editing events; text views, search bars and custom `UIKeyInput` views take typed text too, as in UIKit.
@MainActor
@Suite struct TextInputTests {
    /// Logs the control events it is sent.
    final class EventTarget: UIResponder {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func began() { log.record(".editingDidBegin") }
        func changed() { log.record(".editingChanged") }
        func ended() { log.record(".editingDidEnd") }
        func exit() { log.record(".editingDidEndOnExit") }
        func primary() { log.record(".primaryActionTriggered") }
        override class var messageTable: MessageTable {
            var table = super.messageTable
            table.addMethod("began") { (target: EventTarget, _) in target.began() }
            table.addMethod("changed") { (target: EventTarget, _) in target.changed() }
            table.addMethod("ended") { (target: EventTarget, _) in target.ended() }
            table.addMethod("exit") { (target: EventTarget, _) in target.exit() }
            table.addMethod("primary") { (target: EventTarget, _) in target.primary() }
            return table
        }
    }

    func scene(_ view: UIView) throws -> DeviceSimulator {
        let controller = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        controller.view.addSubview(view)
        return simulator
    }

    func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func aTextFieldIsAControlWithUIKitsTextInputDefaults() {
        let field = UITextField()
        #expect((field as Any) is UIControl)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(field.keyboardAppearance == .default)
        #expect(!field.enablesReturnKeyAutomatically && !field.isSecureTextEntry)
        #expect(field.textContentType == nil)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(field.borderStyle == .none)
        #expect(UIKeyboardType.emailAddress.rawValue == 7 && UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
    }

    @Test func aTapStartsEditingAndTypingAsksTheDelegateBeforeEachCharacter() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        let simulator = try scene(field)
        let log = CallLog()
        let delegate = LoggingFieldDelegate("field", log: log)
        delegate.refusedCharacters = ["1"]
        field.delegate = delegate
        let target = EventTarget(log: log)
        field.addTarget(target, action: Selector("began"), for: .editingDidBegin)
        field.addTarget(target, action: Selector("changed"), for: .editingChanged)
        field.addTarget(target, action: Selector("ended"), for: .editingDidEnd)
        let notes = NotificationRecorder(
            [
                UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                UITextField.textDidEndEditingNotification,
            ], object: field)
        defer { notes.stop() }

        simulator.tap(at: center(of: field))
        #expect(field.isFirstResponder && field.isEditing)
        #expect(log.calls == ["field shouldBegin", "field didBegin", ".editingDidBegin"])
        #expect(notes.names == ["UITextFieldTextDidBeginEditingNotification"])

        log.calls = []
        simulator.typeText("a1b")
        #expect(field.text == "ab", "the delegate refused the digit")
        #expect(
            log.calls == [
                "field change 0,0 \"a\"", ".editingChanged", "field change 1,0 \"1\"", "field change 1,0 \"b\"",
                ".editingChanged",
            ])
        #expect(notes.names.filter { $0 == "UITextFieldTextDidChangeNotification" }.count == 2)

        log.calls = []
        simulator.pressDelete()
        #expect(field.text == "a")
        #expect(log.calls == ["field change 1,1 \"\"", ".editingChanged"])

        log.calls = []
        #expect(field.resignFirstResponder())
        #expect(log.calls == ["field shouldEnd", "field didEnd 0", ".editingDidEnd"])
        #expect(notes.names.last == "UITextFieldTextDidEndEditingNotification")
        #expect(!field.isEditing)
    }

    @Test func returnEndsEditingOnlyWhenSomethingHandlesEditingDidEndOnExit() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        let simulator = try scene(field)
        let log = CallLog()
        let delegate = LoggingFieldDelegate("field", log: log)
        field.delegate = delegate
        let target = EventTarget(log: log)
        field.addTarget(target, action: Selector("primary"), for: .primaryActionTriggered)
        field.becomeFirstResponder()
        log.calls = []
        simulator.pressReturn()
        #expect(log.calls == ["field shouldReturn", ".primaryActionTriggered"])
        #expect(field.isFirstResponder, "no target for .editingDidEndOnExit: the keyboard stays")

        field.addTarget(target, action: Selector("exit"), for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        log.calls = []
        simulator.typeText("\n")
        #expect(log.calls == ["field shouldReturn"], "the delegate ignored Return")

        delegate.allowsReturn = true
        log.calls = []
        simulator.pressReturn()
        #expect(
            log.calls == [
                "field shouldReturn", ".editingDidEndOnExit", ".primaryActionTriggered", "field shouldEnd",
                "field didEnd 0",
            ])
        #expect(!field.isFirstResponder)
    }

    @Test func theClearButtonAndClearsOnBeginEditingAskTheDelegate() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        let simulator = try scene(field)
        let log = CallLog()
        let delegate = LoggingFieldDelegate("field", log: log)
        field.delegate = delegate
        field.text = "old"
        field.clearButtonMode = .whileEditing
        let warnings = DiagnosticLog.capture { simulator.tapClearButton(of: field) }
        #expect(warnings.map(\.message) == ["tapClearButton: the text field's clear button is not showing"])
        field.becomeFirstResponder()
        delegate.allowsClear = false
        simulator.tapClearButton(of: field)
        #expect(field.text == "old")
        delegate.allowsClear = true
        simulator.tapClearButton(of: field)
        #expect(field.text == "")
        field.resignFirstResponder()

        field.text = "again"
        field.clearsOnBeginEditing = true
        log.calls = []
        field.becomeFirstResponder()
        #expect(field.text == "")
        #expect(log.calls == ["field shouldBegin", "field shouldClear", "field didBegin"])
    }

    @Test func leftAndRightViewsSitAtTheEdgesAndShowAsTheirModesSay() throws {
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        let simulator = try scene(field)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = accessory
        field.rightViewMode = .whileEditing
        simulator.window.layoutIfNeeded()
        #expect(icon.superview === field)
        #expect(icon.frame == CGRect(x: 0, y: 8, width: 24, height: 24))
        #expect(accessory.frame == CGRect(x: 270, y: 10, width: 30, height: 20))
        #expect(!icon.isHidden && accessory.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 276, height: 40))
        field.becomeFirstResponder()
        simulator.window.layoutIfNeeded()
        #expect(!accessory.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 24, y: 0, width: 246, height: 40))
    }

    /// Logs the text view delegate calls.
    final class TextViewDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log.append("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("change \(range.location) \(text.debugDescription)")
            return true
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    @Test func aTextViewTakesTypedTextAndReturnTypesANewline() throws {
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        let simulator = try scene(textView)
        let delegate = TextViewDelegate()
        textView.delegate = delegate
        simulator.tap(at: center(of: textView))
        #expect(textView.isFirstResponder)
        simulator.typeText("a\nb")
        #expect(textView.text == "a\nb")
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "change 0 \"a\"", "didChange", "change 1 \"\\n\"", "didChange",
                "change 2 \"b\"", "didChange",
            ])
        textView.endEditing(true)
        #expect(delegate.log.last == "didEnd")

        let readOnly = UITextView(frame: CGRect(x: 20, y: 400, width: 300, height: 100))
        readOnly.isEditable = false
        simulator.window.rootViewController?.view.addSubview(readOnly)
        #expect(readOnly.becomeFirstResponder(), "selectable: it can be first responder")
        #expect(simulator.keyboardFrame == nil, "but takes no keyboard")
        let warnings = DiagnosticLog.capture { simulator.typeText("x") }
        #expect(warnings.count == 1)
        #expect(readOnly.text == "")
    }

    /// Logs the search bar delegate calls.
    final class SearchDelegate: UISearchBarDelegate {
        var log: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    }

    @Test func aSearchBarIsARespondersThatTellsItsDelegateOfTypingAndTheSearchKey() throws {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
        let simulator = try scene(bar)
        let delegate = SearchDelegate()
        bar.delegate = delegate
        #expect(bar.returnKeyType == .search)
        simulator.tap(at: center(of: bar))
        simulator.typeText("hi")
        simulator.pressDelete()
        simulator.pressReturn()
        bar.resignFirstResponder()
        #expect(delegate.log == ["didBegin", "text h", "text hi", "text h", "search", "didEnd"])
    }

    /// A custom view that takes text through `UIKeyInput`.
    final class KeyInputView: UIView, UIKeyInput {
        var typed = ""
        var keyboardType: UIKeyboardType { .numberPad }
        var hasText: Bool { !typed.isEmpty }
        func insertText(_ text: String) { typed += text }
        func deleteBackward() { typed = String(typed.dropLast()) }
        override var canBecomeFirstResponder: Bool { true }
    }

    @Test func aCustomKeyInputViewGetsTheKeyboardAndTheTypedText() throws {
        let view = KeyInputView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let simulator = try scene(view)
        #expect(view.becomeFirstResponder())
        #expect(simulator.keyboardFrame != nil)
        simulator.typeText("12\n")
        simulator.pressDelete()
        #expect(view.typed == "12")
        #expect((view as any UITextInputTraits).keyboardType == .numberPad)
        #expect((view as any UITextInputTraits).returnKeyType == .default)
    }
}
