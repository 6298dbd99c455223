import AdaptiveKit
import Foundation

/// Text drawn with the layout's own metrics: every line gets the width AdaptiveKit measured for it
/// (`textLength`), so a browser's font fills exactly the box the layout reserved.
@MainActor
enum TextStyle {
    /// San Francisco where the browser has it, then look-alikes.
    static let fontFamily =
        "font-family=\"-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif\""

    /// A label measures text for us: its sizing is AdaptiveKit's metrics model.
    private static let probe: UILabel = {
        let label = UILabel()
        label.numberOfLines = 1
        return label
    }()

    /// The single-line width of a text in a font, as a label lays it out.
    static func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        probe.font = font
        probe.text = text
        return probe.sizeThatFits(.zero).width
    }

    /// The CSS weight a system font name spells (`.SFUI-Semibold` → 600).
    static func weight(of font: UIFont) -> Int {
        let name = font.fontName.lowercased()
        let weights: [(String, Int)] = [
            ("ultralight", 100), ("thin", 200), ("light", 300), ("semibold", 600), ("medium", 500),
            ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        return weights.first { name.contains($0.0) }?.1 ?? 400
    }

    /// The lines a label shows in a width: wrapped between words when it may use several lines,
    /// as many as fit its height, the last one cut with an ellipsis when text is left over.
    static func lines(
        of text: String, font: UIFont, width: CGFloat, height: CGFloat, numberOfLines: Int
    ) -> [String] {
        // A huge or non-finite height (from a file's numbers) fits no more lines than the text has.
        let ratio = ((height + 0.5) / font.lineHeight).rounded(.down)
        let fitting = ratio.isFinite ? max(1, Int(min(ratio, CGFloat(text.count + 1)))) : text.count + 1
        let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
        var lines: [String] = []
        var remaining: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            remaining.append(paragraph)
        }
        var truncated = false
        while let paragraph = remaining.first {
            remaining.removeFirst()
            if limit == 1 && numberOfLines == 1 {
                lines.append(String(paragraph))
                truncated = !remaining.isEmpty
                break
            }
            var line = ""
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
            var index = 0
            while index < words.count {
                let candidate = line.isEmpty ? String(words[index]) : line + " " + words[index]
                if line.isEmpty || Self.width(of: candidate, font: font) <= width + 0.01 {
                    line = candidate
                    index += 1
                    continue
                }
                lines.append(line)
                line = ""
                if lines.count == limit { break }
            }
            if lines.count == limit {
                truncated = index < words.count || !remaining.isEmpty
                break
            }
            lines.append(line)
            if lines.count == limit {
                truncated = !remaining.isEmpty
                break
            }
        }
        if let last = lines.last {
            lines[lines.count - 1] =
                truncated ? ellipsize(last, font: font, width: width) : truncate(last, font: font, width: width)
        }
        return lines
    }

    /// The text if it fits `width`, else its longest head that fits with "…" after it.
    static func truncate(_ text: String, font: UIFont, width: CGFloat) -> String {
        Self.width(of: text, font: font) <= width + 0.5 ? text : ellipsize(text, font: font, width: width)
    }

    /// The longest head of `text` that fits `width` with "…" after it (text was left over).
    static func ellipsize(_ text: String, font: UIFont, width: CGFloat) -> String {
        var head = Substring(text)
        while !head.isEmpty {
            let candidate = head.trimmingSuffixSpaces() + "…"
            if Self.width(of: candidate, font: font) <= width + 0.5 { return candidate }
            head = head.dropLast()
        }
        return "…"
    }
}

extension Substring {
    fileprivate func trimmingSuffixSpaces() -> String {
        var copy = self
        while copy.last == " " { copy = copy.dropLast() }
        return String(copy)
    }
}
