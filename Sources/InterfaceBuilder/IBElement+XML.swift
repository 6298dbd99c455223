import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension IBElement {
    /// Parses XML data into an element tree with source locations.
    ///
    /// Streaming with `XMLParser` keeps memory proportional to the tree, not to a DOM with
    /// whitespace nodes; malformed XML throws with the line and column libxml2 reports.
    public static func parse(xml data: Data) throws(InterfaceBuilderError) -> IBElement {
        let parser = XMLParser(data: data)
        let builder = ElementTreeBuilder(parser: parser)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        if !succeeded || builder.root == nil {
            let location = IBSourceLocation(line: parser.lineNumber, column: parser.columnNumber)
            let message = builder.failure ?? parser.parserError.map(Self.describe) ?? "the file has no root element"
            throw .malformedXML(message: message, location: location)
        }
        return builder.root!
    }

    /// A short reason from an `XMLParser` error, without Foundation's domain boilerplate.
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let code = XMLParser.ErrorCode(rawValue: nsError.code) {
            return "\(code)"
        }
        return nsError.localizedDescription
    }
}

/// Collects `XMLParser` callbacks into an `IBElement` tree.
private final class ElementTreeBuilder: NSObject, XMLParserDelegate {
    private unowned let parser: XMLParser
    private var stack: [IBElement] = []
    var root: IBElement?
    var failure: String?

    init(parser: XMLParser) {
        self.parser = parser
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        let location = IBSourceLocation(line: parser.lineNumber, column: parser.columnNumber)
        stack.append(IBElement(name: elementName, attributes: attributeDict, location: location))
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
                parser.abortParsing()
            }
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }
}
