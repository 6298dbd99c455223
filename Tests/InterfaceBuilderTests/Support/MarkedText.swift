@_spi(AdaptiveKit) import InterfaceBuilder
import VisualFormat

/// Text with location markers (`1️⃣`, `2️⃣`, ...) removed, and where each marker was, so a diagnostic's expected
/// line and column are written in the text itself.
///
/// A test writes the marker right before the element a diagnostic should point at, so the
/// expected location sits in the input instead of in a hand-counted line number.
struct MarkedText {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    let text: String
    /// Each marker's line and column (UTF-8 bytes, from 1) in `text`.
    let locations: [String: TextLocation]

    init(_ marked: String) {
        var text = ""
        var locations: [String: TextLocation] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while let character = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                locations[marker] = TextLocation(line: line, column: column)
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.locations = locations
    }

    /// The location of a marker; a test bug if the marker is absent.
    subscript(marker: String) -> TextLocation { locations[marker]! }
}
