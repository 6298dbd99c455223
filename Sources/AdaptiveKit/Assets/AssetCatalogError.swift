import Foundation

/// A problem reading an asset catalog, naming the file at fault.
///
/// `AssetCatalog(contentsOf:)` throws only when the catalog folder itself cannot be read; problems
/// inside it (a malformed `Contents.json`, a missing image file) are kept in `diagnostics` and the
/// entry at fault is skipped, so one bad set does not hide the others.
public enum AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalog folder does not exist or is not a folder.
    case notAFolder(URL)
    /// A `Contents.json` is not valid JSON or has a value of the wrong type.
    case malformedContents(file: URL, reason: String)
    /// A key has a value the catalog format does not define (e.g. `"scale": "5x"`).
    case invalidValue(file: URL, key: String, value: String)
    /// An image entry has a key the catalog format does not define: it is ignored, and so is what it
    /// would have selected (a misspelled `"width-class"` makes the variant universal).
    case unknownKey(file: URL, keyPath: String)
    /// A `Contents.json` names a file that is not in its folder.
    case missingFile(URL, referencedBy: URL)
    /// An image file whose size cannot be read (not a PNG or JPEG, or truncated).
    case unreadableImage(URL, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let url):
            "\(url.path): not an asset catalog folder"
        case .malformedContents(let file, let reason):
            "\(file.path): malformed Contents.json: \(reason)"
        case .invalidValue(let file, let key, let value):
            "\(file.path): invalid value \"\(value)\" for \"\(key)\"; entry skipped"
        case .unknownKey(let file, let keyPath):
            "\(file.path): unknown key \(keyPath) ignored"
        case .missingFile(let url, let contents):
            "\(contents.path): references missing file \(url.lastPathComponent); entry skipped"
        case .unreadableImage(let url, let reason):
            "\(url.path): cannot read image size: \(reason)"
        }
    }
}
