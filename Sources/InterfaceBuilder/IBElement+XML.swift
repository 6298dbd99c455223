import Foundation
import VisualFormat

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension IBElement {
    /// Parses XML data into an element tree with source locations.
    ///
    /// Streaming with `XMLParser` keeps memory proportional to the tree, not to a DOM with
    /// whitespace nodes; malformed XML throws with the line and column libxml2 reports.
    /// How deep elements may nest: each nested view is two levels (`<view>`, `<subviews>`).
    ///
    /// Reading, building, laying out, tracing traits, rendering and linting all walk the tree
    /// recursively, so the limit keeps every walk well inside an 8 MB main-thread stack.
    public static let maximumDepth = 1_200
    /// The largest file read, in bytes: 60 times the largest of the 467 shared real files (560 KB).
    public static let maximumFileSize = 32 << 20
    /// The most elements a file may hold: 60 times the most in a shared real file (3 723), so that
    /// laying out every scene on every device stays within seconds.
    public static let maximumElementCount = 250_000
    /// The longest attribute value or element text, in UTF-8 bytes: 15 times the longest in a shared
    /// real file (a 68 KB text view), so that no measured or rendered string is unbounded.
    public static let maximumStringLength = 1 << 20

    /// The data with every processing instruction but a leading XML declaration turned into spaces (its line
    /// breaks kept, so locations stay right). Interface Builder writes none, and swift-corelibs' `XMLParser`
    /// traps on one without data (`<?name?>`, found by fuzzing); spaces are what an element tree ignores.
    static func blankingProcessingInstructions(in data: Data) -> Data {
        let open: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: "?")]
        let bytes = [UInt8](data)
        var result = bytes
        var index = 0
        var changed = false
        while index + 1 < bytes.count {
            guard bytes[index] == open[0], bytes[index + 1] == open[1] else {
                index += 1
                continue
            }
            let isDeclaration = index == 0 && bytes.starts(with: Array("<?xml".utf8))
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) {
                end += 1
            }
            let last = min(end + 1, bytes.count - 1)
            if !isDeclaration {
                for position in index...last where bytes[position] != UInt8(ascii: "\n") {
                    result[position] = UInt8(ascii: " ")
                }
                changed = true
            }
            index = last + 1
        }
        return changed ? Data(result) : data
    }

    public static func parse(xml data: Data) throws(InterfaceBuilderError) -> IBElement {
        guard data.count <= maximumFileSize else { throw .fileTooLarge(limit: maximumFileSize, size: data.count) }
        // Interface Builder writes UTF-8 only; a UTF-16 file would otherwise be "not valid UTF-8" at 1:1.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            throw .malformedXML(
                message: "the file is UTF-16 (it starts with a byte order mark); Interface Builder files are UTF-8",
                location: TextLocation(line: 1, column: 1))
        }
        // swift-corelibs' XMLParser traps on names and values that are not UTF-8, and IB
        // always writes UTF-8, so invalid bytes are refused before the parser sees them.
        if let offset = firstInvalidUTF8Offset(in: data) {
            let prefix = data.prefix(offset)
            let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
            throw .malformedXML(
                message: "the file is not valid UTF-8",
                location: TextLocation(line: line, column: offset - lineStart + 1))
        }
        guard data.contains(where: { !(UInt8(ascii: " ") == $0 || (9...13).contains($0)) }) else {
            throw .malformedXML(message: "the file is empty", location: TextLocation(line: 1, column: 1))
        }
        let data = blankingProcessingInstructions(in: data)
        let parser = XMLParser(data: data)
        let builder = ElementTreeBuilder(parser: parser, data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        guard succeeded, let root = builder.root else {
            // After a failure the parser's position is the end of the input; the delegate kept where it stopped.
            let location =
                builder.errorLocation ?? TextLocation(line: parser.lineNumber, column: parser.columnNumber)
            let code = (parser.parserError as NSError?)?.code
            if let location = builder.tooDeepLocation { throw .nestedTooDeep(limit: maximumDepth, location: location) }
            if let location = builder.tooManyLocation {
                throw .tooManyElements(limit: maximumElementCount, location: location)
            }
            if let location = builder.tooLongLocation {
                throw .stringTooLong(limit: maximumStringLength, location: location)
            }
            // libxml2 says "extra content" (5) or "data ends inside a tag" (77) for a file cut short;
            // the element left open says it better, at the end of the file.
            if builder.failure == nil, code == 5 || code == 77, let open = builder.openElement {
                throw .malformedXML(
                    message: "the file ends before <\(open.name)> (opened at \(open.location)) is closed",
                    location: endLocation(of: data))
            }
            let message = builder.failure ?? code.map(Self.describe) ?? "the file has no root element"
            throw .malformedXML(message: message, location: location)
        }
        return root
    }

    /// The line and column just past the last byte.
    static func endLocation(of data: Data) -> TextLocation {
        let line = data.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = data.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
        return TextLocation(line: line, column: data.endIndex - lineStart + 1)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, nil when all are well formed.
    static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
            case 0xF0...0xF4:
                length = 4
                minimum = 0x1_0000
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for continuation in bytes[index + 1..<index + length] {
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            // Overlong forms, surrogates and values past U+10FFFF are not UTF-8 either.
            guard scalar >= minimum, scalar <= 0x10_FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }

    /// A reason for a libxml2 error code.
    ///
    /// `XMLParser` passes libxml2's `xmlParserErrors` codes through, but swift-corelibs'
    /// `XMLParser.ErrorCode` cases are numbered differently, so the common codes are named here.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "the document is empty"
        case 5: "extra content at the end of the document"
        case 9: "invalid character"
        case 23: "an entity reference is missing its ';'"
        case 26: "undeclared entity"
        case 38: "'<' in an attribute value"
        case 39: "an attribute value is not quoted"
        case 40: "an attribute value is not closed"
        case 41: "an attribute has no value"
        case 42: "an attribute appears twice"
        case 65: "a space is required between attributes"
        case 68: "a name is required"
        case 73: "'>' is required"
        case 76: "the end tag does not match the open tag"
        case 77: "the data ends inside a tag"
        case 85: "the tags are not balanced"
        case 86: "extra content at the end of the document"
        default: "XML error \(code)"
        }
    }
}

/// Collects `XMLParser` callbacks into an `IBElement` tree.
private final class ElementTreeBuilder: NSObject, XMLParserDelegate {
    private unowned let parser: XMLParser
    private let bytes: [UInt8]
    /// The byte offset where each line starts, to turn libxml2's line and column into an offset.
    private let lineStarts: [Int]
    private var stack: [IBElement] = []
    var root: IBElement?
    var failure: String?
    var errorLocation: TextLocation?
    /// Where an element first nested deeper than `IBElement.maximumDepth`.
    var tooDeepLocation: TextLocation?
    /// Where the element past `IBElement.maximumElementCount` starts.
    var tooManyLocation: TextLocation?
    /// Where the element with a value or text past `IBElement.maximumStringLength` starts.
    var tooLongLocation: TextLocation?
    private var elementCount = 0
    /// How many errors and warnings libxml2 reported so far.
    private var reportedErrors = 0
    /// The innermost element not yet closed.
    var openElement: IBElement? { stack.last }

    init(parser: XMLParser, data: Data) {
        self.parser = parser
        self.bytes = [UInt8](data)
        // A plain index loop over the buffer: `enumerated()` over the bytes was costly per byte in a debug
        // build (the fuzz harnesses' build), a good share of an `ib` fuzz execution.
        self.lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var offset = 0
            while offset < buffer.count {
                if buffer[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
                offset += 1
            }
            return starts
        }
    }

    /// Where the current start tag begins.
    ///
    /// libxml2 reports the position of the tag's end; attribute values cannot contain a raw
    /// `<`, so the nearest `<` before it is the tag's start, which is where a diagnostic belongs.
    private func startOfCurrentTag() -> TextLocation {
        let reported = TextLocation(line: parser.lineNumber, column: parser.columnNumber)
        guard reported.line >= 1, reported.line <= lineStarts.count, !bytes.isEmpty else { return reported }
        var offset = min(lineStarts[reported.line - 1] + max(reported.column - 1, 0), bytes.count - 1)
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard bytes[offset] == UInt8(ascii: "<") else { return reported }
        var line = reported.line
        while line > 1, lineStarts[line - 1] > offset { line -= 1 }
        return TextLocation(line: line, column: offset - lineStarts[line - 1] + 1)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let location = startOfCurrentTag()
        guard stack.count < IBElement.maximumDepth else {
            tooDeepLocation = location
            return stop()
        }
        elementCount += 1
        if elementCount > IBElement.maximumElementCount {
            tooManyLocation = location
        } else if attributeDict.values.contains(where: { $0.utf8.count > IBElement.maximumStringLength }) {
            tooLongLocation = location
        }
        guard tooManyLocation == nil, tooLongLocation == nil else { return stop() }
        stack.append(IBElement(name: elementName, attributes: attributeDict, location: location))
    }

    /// Drops the partial tree level by level (releasing it in one go would recurse as deep as it is)
    /// and stops the parser.
    private func stop() {
        while !stack.isEmpty { stack.removeLast() }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard var element = stack.popLast() else { return }
        // Indentation between child elements is not content; `<string>` text keeps its spaces.
        if element.text.allSatisfy(\.isWhitespace) { element.text = "" }
        if stack.isEmpty {
            if root == nil {
                root = element
            } else {
                failure = "more than one root element"
                errorLocation = element.location
                parser.abortParsing()
            }
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// Keeps where the first error is, and stops at the first error that leaves the file not well formed.
    ///
    /// XMLParser has libxml2 recover and go on after an error, and swift-corelibs' XMLParser leaks the
    /// error object it makes for each one (about 290 bytes): a mangled file reports an error every few bytes,
    /// so `adaptive lint` over many files and the fuzz runs grew by megabytes. The first such error already
    /// decides that the file is refused, and its code and location are the ones reported. Warnings and
    /// namespace errors leave the file readable; past `maximumReportedErrors` of them it is refused too.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if errorLocation == nil {
            errorLocation = TextLocation(line: parser.lineNumber, column: parser.columnNumber)
        }
        reportedErrors += 1
        if reportedErrors >= Self.maximumReportedErrors {
            failure = failure ?? "libxml2 reported \(Self.maximumReportedErrors) errors; the rest are not read"
            parser.abortParsing()
        } else if Self.leavesFileMalformed((parseError as NSError).code) {
            parser.abortParsing()
        }
    }

    /// How many warnings and namespace errors a file may have before it is refused.
    static let maximumReportedErrors = 100

    /// Whether a libxml2 `xmlParserErrors` code is a well-formedness error: one below the namespace
    /// errors (200 on) and not one of the `XML_WAR_*` warnings.
    static func leavesFileMalformed(_ code: Int) -> Bool {
        let warnings: Set<Int> = [27, 93, 97, 98, 99, 100, 102, 106, 107]
        return (1..<200).contains(code) && !warnings.contains(code)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        append(String(decoding: CDATABlock, as: UTF8.self))
    }

    /// Adds text to the open element, stopping at `IBElement.maximumStringLength`.
    private func append(_ text: String) {
        guard !stack.isEmpty else { return }
        guard stack[stack.count - 1].text.utf8.count + text.utf8.count <= IBElement.maximumStringLength else {
            tooLongLocation = stack[stack.count - 1].location
            return stop()
        }
        stack[stack.count - 1].text += text
    }
}
