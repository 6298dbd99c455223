import Foundation

// Joining shares by their text (issue 17, point 5): the join after `--jobs` spent more than a fifth of a serial
// run's time decoding the shares' reports and encoding the joined one again, alone after the shares ended. Each
// configuration is written in a share's `report.json` as the joined report writes it (the same encoder, at the
// same depth), so the join copies its text and decodes only what it reads: every field but the controllers' and
// the views' frames.

extension PreviewReport {
    /// The text of each configuration in `text`, a `report.json` as ``json`` writes it: from the line that
    /// opens it to the one that closes it, without the comma after it. Nil when the text is not laid out so.
    static func configurationTexts(in text: String) -> [Substring]? {
        let opening = "{\n  \"configurations\" : [\n"
        guard text.hasPrefix(opening) else { return nil }
        var texts: [Substring] = []
        var start: String.Index?
        var lineStart = text.utf8.index(text.startIndex, offsetBy: opening.utf8.count)
        let utf8 = text.utf8
        while lineStart < text.endIndex {
            let lineEnd = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            let thisLine = lineStart
            lineStart = lineEnd < text.endIndex ? utf8.index(after: lineEnd) : lineEnd
            // An element of the array opens and closes at four spaces; anything inside it is indented further.
            if line == "    {" {
                guard start == nil else { return nil }
                start = thisLine
            } else if line == "    }" || line == "    }," {
                guard let first = start else { return nil }
                texts.append(text[first..<utf8.index(thisLine, offsetBy: 5)])
                start = nil
            } else if start == nil {
                // The array's end (an empty array has a blank line first): nothing else lies at this depth.
                if line.isEmpty && texts.isEmpty { continue }
                guard line == "  ]," || line == "  ]" else { return nil }
                return texts
            }
        }
        return nil
    }

    /// ``json``, with `texts` (one per configuration, in order, each as ``configurationTexts(in:)`` cuts it
    /// from a report) written for the configurations instead of encoding them.
    func json(splicing texts: [Substring]) -> String {
        guard !texts.isEmpty else { return json }
        var skeleton = self
        skeleton.configurations = []
        let text = skeleton.json
        let empty = "\"configurations\" : [\n\n  ]"
        guard let range = text.range(of: empty) else { return json }
        var result = String(text[..<range.lowerBound])
        result.reserveCapacity(text.utf8.count + texts.reduce(0) { $0 + $1.utf8.count + 2 } + 32)
        result += "\"configurations\" : [\n"
        for (index, configuration) in texts.enumerated() {
            if index > 0 { result += ",\n" }
            result += configuration
        }
        result += "\n  ]"
        result += text[range.upperBound...]
        return result
    }

    /// `text`, the text of `old`, as the text of `new`, which differs from it at most in its id, SVG name and
    /// file (a join renames its shares' tiles as a serial run names them). Nil when `new` has a file and `old`
    /// has none, or the other way round: the text would need a line it lacks.
    static func renamed(_ text: Substring, from old: Configuration, to new: Configuration) -> Substring? {
        guard (old.scene == nil) == (new.scene == nil) else { return nil }
        // Most tiles keep their names: their text is not copied.
        if old.id == new.id && old.svg == new.svg && old.scene == new.scene { return text }
        var result = String(text)
        func replace(_ key: String, _ value: String?) -> Bool {
            guard let value else { return true }
            let prefix = "\n      \"\(key)\" : "
            guard let start = result.range(of: prefix),
                let end = result[start.upperBound...].firstIndex(of: "\n")
            else { return false }
            let comma = result[result.index(before: end)] == "," ? "," : ""
            result.replaceSubrange(start.upperBound..<end, with: ReportEncoding.json(value) + comma)
            return true
        }
        guard old.id == new.id || replace("id", new.id), old.svg == new.svg || replace("svg", new.svg),
            old.scene == new.scene || replace("scene", new.scene)
        else { return nil }
        return Substring(result)
    }
}
