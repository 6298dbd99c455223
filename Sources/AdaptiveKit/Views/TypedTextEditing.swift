import Foundation

/// What the keyboard does to a text, in the UTF-16 ranges UIKit's text delegates are asked about: it types at the
/// end (the caret is always there in AdaptiveKit) and deletes the last character.
extension String {
    /// The empty range at the end of the text, where typing inserts.
    var endInsertionRange: NSRange { NSRange(location: utf16.count, length: 0) }

    /// The last character's range, which the delete key removes; nil for an empty text.
    var lastCharacterRange: NSRange? {
        guard let last else { return nil }
        let length = String(last).utf16.count
        return NSRange(location: utf16.count - length, length: length)
    }

    /// The text with a range replaced; nil when the range is not in the text.
    func replacing(_ range: NSRange, with string: String) -> String? {
        Range(range, in: self).map { replacingCharacters(in: $0, with: string) }
    }
}
