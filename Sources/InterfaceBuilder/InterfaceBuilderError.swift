import VisualFormat

/// Why an Interface Builder file could not be read.
public enum InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not well-formed XML; the location is where the XML parser stopped.
    case malformedXML(message: String, location: TextLocation)
    /// The XML is well formed but is not a storyboard or xib (another root, another document type).
    case notInterfaceBuilderDocument(found: String, location: TextLocation)
    /// The file could not be read from disk.
    case unreadableFile(path: String, message: String)
    /// Elements nest deeper than the reader follows; the location is the first element past the limit.
    case nestedTooDeep(limit: Int, location: TextLocation)
    /// The file is larger than the reader reads; refused before it is read.
    case fileTooLarge(limit: Int, size: Int)
    /// The file holds more elements than the reader reads; the location is the first element past the limit.
    case tooManyElements(limit: Int, location: TextLocation)
    /// An attribute value or an element's text is longer (in UTF-8 bytes) than the reader keeps.
    case stringTooLong(limit: Int, location: TextLocation)

    /// A message with locations, like a compiler's.
    public var description: String {
        switch self {
        case .malformedXML(let message, let location):
            "\(location): error: malformed XML: \(message)"
        case .notInterfaceBuilderDocument(let found, let location):
            "\(location): error: not an Interface Builder document (found \(found))"
        case .unreadableFile(let path, let message):
            "\(path): error: cannot read the file: \(message)"
        case .nestedTooDeep(let limit, let location):
            "\(location): error: elements nest more than \(limit) deep (about \(limit / 2) nested views); "
                + "deeper files are refused"
        case .fileTooLarge(let limit, let size):
            "1:1: error: the file is \(size) bytes; files over \(limit) bytes are refused"
        case .tooManyElements(let limit, let location):
            "\(location): error: the file has more than \(limit) elements; larger files are refused"
        case .stringTooLong(let limit, let location):
            "\(location): error: a value or text is longer than \(limit) bytes; longer ones are refused"
        }
    }
}
