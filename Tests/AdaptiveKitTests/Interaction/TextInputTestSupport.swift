import Foundation

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// Records the notifications of some names posted to the default center, in order, until it is stopped.
@MainActor
final class NotificationRecorder {
    private(set) var names: [String] = []
    private(set) var userInfos: [[AnyHashable: Any]] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            let token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
                [weak self] note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { self?.record(note) }
            }
            tokens.append(token)
        }
    }

    private func record(_ note: Notification) {
        names.append(note.name.rawValue)
        userInfos.append(note.userInfo ?? [:])
    }

    func reset() {
        names = []
        userInfos = []
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}

/// A text field delegate that logs each call and answers as told.
@MainActor
final class LoggingFieldDelegate: UITextFieldDelegate {
    let name: String
    let log: CallLog
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    var refusedCharacters: Set<Character> = []

    init(_ name: String, log: CallLog = CallLog()) {
        self.name = name
        self.log = log
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.record("\(name) shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.record("\(name) didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.record("\(name) shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.record("\(name) didEnd \(reason.rawValue)")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        log.record("\(name) change \(range.location),\(range.length) \"\(string)\"")
        return !string.contains(where: refusedCharacters.contains)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.record("\(name) shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.record("\(name) shouldReturn")
        return allowsReturn
    }
}
