import Foundation

/// Measures and wraps text with `UIFont`'s documented metrics model, deterministically.
///
/// Widths are summed in integer hundredths of an em (see `UIFont`), so a text's width is exact
/// wherever the decimal result is representable, and pixel rounding never trips over noise.
struct TextMeasurement {
    let font: UIFont

    /// The laid-out lines of a text: their widths, and whether the last one was cut short.
    struct Layout: Equatable {
        var lineWidths: [CGFloat]
        var isTruncated: Bool

        var width: CGFloat { lineWidths.max() ?? 0 }
        var lineCount: Int { lineWidths.count }
    }

    /// The advance of a character in hundredths of an em, before the weight's widening.
    static func advanceUnits(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch character {
        case " ", "\u{00A0}": return 26
        case "i", "j", "l", "I", "!", ".", ",", ":", ";", "'", "|", "\u{2019}", "\u{2018}": return 25
        case "f", "t", "r": return 36
        case "m", "w": return 80
        case "M", "W": return 90
        default: break
        }
        switch scalar.value {
        case 0x61...0x7A: return 50  // other lowercase
        case 0x41...0x5A: return 62  // other uppercase
        case 0x30...0x39: return 56  // digits
        case 0x21...0x7E: return 35  // other ASCII punctuation and symbols
        case 0x00...0x20: return 0  // control characters
        case 0x2E80...: return 100  // ideographs, kana, hangul, emoji
        default: return 60
        }
    }

    /// The width of a run of characters in points.
    func width<S: Sequence<Character>>(of text: S) -> CGFloat {
        points(text.reduce(0) { $0 + Self.advanceUnits(of: $1) })
    }

    /// Points for a sum of advance units: units × widening × size, divided once so exact results stay exact.
    private func points(_ units: Int) -> CGFloat {
        CGFloat(units * font.weight.widthPerMille) * font.pointSize / 100_000
    }

    /// Lays the text out in lines no wider than `maxWidth` (nil: unlimited), at most `numberOfLines` (0: any).
    ///
    /// Paragraphs break at newlines; lines break between words (a word wider than the line breaks
    /// between characters), or anywhere with `.byCharWrapping`. Spaces at a line break take no width.
    /// A single-line label (`numberOfLines == 1`) never wraps. When lines are left over, the last
    /// line is truncated and counts as `maxWidth` wide.
    func layout(
        _ text: String, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode
    ) -> Layout {
        guard !text.isEmpty else { return Layout(lineWidths: [], isTruncated: false) }
        let limit = numberOfLines == 1 ? nil : maxWidth.flatMap { $0 > 0 ? $0 : nil }
        var lines: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let limit {
                lines += wrap(paragraph, limit: limit, byCharacter: lineBreakMode == .byCharWrapping)
            } else {
                lines.append(width(of: paragraph))
            }
        }
        if numberOfLines > 0, lines.count > numberOfLines {
            lines = Array(lines.prefix(numberOfLines))
            lines[lines.count - 1] = limit ?? lines[lines.count - 1]
            return Layout(lineWidths: lines, isTruncated: true)
        }
        return Layout(lineWidths: lines, isTruncated: false)
    }

    /// Greedy line breaking of one paragraph.
    private func wrap(_ paragraph: Substring, limit: CGFloat, byCharacter: Bool) -> [CGFloat] {
        let fits = { (units: Int) in self.points(units) <= limit + 1e-9 }
        var lines: [CGFloat] = []
        var lineUnits = 0
        var lineHasContent = false
        func endLine() {
            lines.append(points(lineUnits))
            lineUnits = 0
            lineHasContent = false
        }
        func placeByCharacters<S: Sequence<Character>>(_ characters: S) {
            for character in characters {
                let units = Self.advanceUnits(of: character)
                if lineHasContent, !fits(lineUnits + units) { endLine() }
                lineUnits += units
                lineHasContent = true
            }
        }
        if byCharacter {
            placeByCharacters(paragraph)
            endLine()
            return lines
        }
        let space = Self.advanceUnits(of: " ")
        // Runs of spaces count as one, as between words.
        for word in paragraph.split(separator: " ") {
            let units = word.reduce(0) { $0 + Self.advanceUnits(of: $1) }
            if lineHasContent, fits(lineUnits + space + units) {
                lineUnits += space + units
                continue
            }
            if lineHasContent { endLine() }
            if fits(units) {
                lineUnits = units
                lineHasContent = true
            } else {
                placeByCharacters(word)
            }
        }
        if lineHasContent || lines.isEmpty { endLine() }
        return lines
    }
}
