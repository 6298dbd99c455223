import Foundation

// Joining shares by their text: the join after `--jobs` spent a large share of a serial run's time decoding the
// shares' reports and encoding the joined one again, alone after the shares ended. Each
// configuration is written in a share's `report.json` as the joined report writes it (the same encoder, at the
// same depth), so the join copies its text and decodes only what it reads: every field but the controllers' and
// the views' frames.

extension PreviewReport {
    /// The file beside a `--jobs` share's `report.json` that holds the same report without its frames (its
    /// configurations' controllers and views): the join decodes it rather than the report, whose text it copies. Decoding a share's
    /// whole report, even skipping its frames, took the join a third of a second on ib-corpus, alone after the
    /// shares ended.
    public static let shareSummaryFile = "share.json"

    /// The report with its configurations' controllers and views left out, as a decoder that skips them
    /// (``skipsFramesKey``) reads it.
    var withoutFrames: PreviewReport {
        var report = self
        for index in report.configurations.indices {
            report.configurations[index].viewControllers = []
            report.configurations[index].views = []
        }
        return report
    }

    /// ``withoutFrames``'s ``json``, made from `text`, this report's ``json``, by emptying each configuration's
    /// controllers and views in place: a `--jobs` child writes its share's summary so rather than encoding its
    /// report a second time, which cost each child a noticeable share of its time. Nil when the text is not laid
    /// out as expected.
    static func framelessText(of text: String) -> String? {
        TextLines.reading(text) { lines -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(lines.bytes.count / 2)
            var skipping = false
            for line in lines {
                if skipping {
                    // A configuration's fields are the only lines at six spaces; its arrays close at six too.
                    guard lines[line] == "      ]" || lines[line] == "      ]," else { continue }
                    // As an empty array is written: a blank line between its brackets.
                    result.append(UInt8(ascii: "\n"))
                    skipping = false
                } else if lines[line] == "      \"viewControllers\" : [" || lines[line] == "      \"views\" : [" {
                    skipping = true
                }
                result.append(contentsOf: lines.bytes[line])
                if line.upperBound < lines.bytes.count { result.append(UInt8(ascii: "\n")) }
            }
            return skipping ? nil : String(decoding: result, as: UTF8.self)
        }
    }

    /// The text of each configuration in `text`, a `report.json` as ``json`` writes it: from the line that
    /// opens it to the one that closes it, without the comma after it. Nil when the text is not laid out so.
    ///
    /// Read as bytes, a line at a time by `memchr`: walking the text's lines as substrings and comparing them
    /// was much of the time of joining two shares.
    static func configurationTexts(in text: String) -> [Substring]? {
        var text = text
        text.makeContiguousUTF8()
        guard let ranges = TextLines.reading(text, configurationRanges(in:)) else { return nil }
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        return ranges.map { text[index($0.lowerBound)..<index($0.upperBound)] }
    }

    /// The byte ranges ``configurationTexts(in:)`` cuts.
    private static func configurationRanges(in lines: TextLines) -> [Range<Int>]? {
        let opening = Array("{\n  \"configurations\" : [\n".utf8)
        guard lines.bytes.starts(with: opening) else { return nil }
        var ranges: [Range<Int>] = []
        var open: Int?
        for line in lines.from(opening.count) {
            // An element of the array opens and closes at four spaces; anything inside it is indented further,
            // at six spaces or more and then something.
            if let first = open {
                if line.count > 6 { continue }
                if lines[line] == "    }" || lines[line] == "    }," {
                    ranges.append(first..<line.lowerBound + 5)
                    open = nil
                } else if lines[line] == "    {" {
                    return nil
                }
            } else if lines[line] == "    {" {
                open = line.lowerBound
            } else if line.isEmpty && ranges.isEmpty {
                // An empty array has a blank line first.
                continue
            } else {
                // The array's end: nothing else lies at this depth.
                return lines[line] == "  ]," || lines[line] == "  ]" ? ranges : nil
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

/// The lines of a text's bytes, each the range of its bytes without the newline, found by `memchr`; a line compares
/// with a literal by `memcmp`. Reading a big report's lines as substrings was much of a join's time.
private struct TextLines: Sequence {
    let bytes: UnsafeBufferPointer<UInt8>
    private var start = 0

    /// `body` given the lines of `text`, stored contiguously first if it is not; nil if it cannot be.
    static func reading<Result>(_ text: String, _ body: (TextLines) -> Result?) -> Result? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { body(TextLines(bytes: $0)) } ?? nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The lines from byte `offset` on (the start of a line).
    func from(_ offset: Int) -> TextLines {
        var lines = self
        lines.start = offset
        return lines
    }

    /// The line `range`, to compare with a literal.
    subscript(range: Range<Int>) -> LineText { LineText(bytes: bytes, range: range) }

    struct LineText {
        let bytes: UnsafeBufferPointer<UInt8>
        let range: Range<Int>

        static func == (line: LineText, text: StaticString) -> Bool {
            guard line.range.count == text.utf8CodeUnitCount, let base = line.bytes.baseAddress else {
                return line.range.isEmpty && text.utf8CodeUnitCount == 0
            }
            return memcmp(base + line.range.lowerBound, text.utf8Start, line.range.count) == 0
        }
    }

    func makeIterator() -> Iterator { Iterator(bytes: bytes, start: start) }

    struct Iterator: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var start: Int

        mutating func next() -> Range<Int>? {
            guard start < bytes.count, let base = bytes.baseAddress else { return nil }
            let end =
                memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start).map {
                    UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                } ?? bytes.count
            defer { start = end + 1 }
            return start..<end
        }
    }
}
