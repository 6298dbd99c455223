import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Why a preview, a launch screen or a lint could not be made; each case carries the offending value.
public enum PreviewError: Error, CustomStringConvertible, LocalizedError {
    /// The file or folder to preview does not exist.
    case fileNotFound(path: String)
    /// A folder holds no `.storyboard` or `.xib` file.
    case noInterfaceBuilderFiles(path: String)
    /// A file could not be read as a storyboard or xib (not XML, not Interface Builder's, dangling references).
    case interfaceBuilder(path: String, InterfaceBuilderError)
    /// The requested scene is not one of the subject's.
    case unknownScene(String, available: [String])
    /// The subject failed to make its root controller for a configuration.
    case subjectFailed(configuration: String, message: String)
    /// The output folder exists and does not hold an earlier preview, so it is not replaced.
    case outputNotAPreview(path: String)
    /// Writing the gallery failed.
    case cannotWrite(path: String, message: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "No such file or folder: \(path)"
        case .noInterfaceBuilderFiles(let path):
            "\(path) holds no .storyboard or .xib file"
        case .interfaceBuilder(let path, let error):
            // Document locations are line:column only; name the file as a compiler would.
            "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasPrefix(path) ? String($0) : "\(path):\($0)"
            }.joined(separator: "\n")
        case .unknownScene(let scene, let available):
            "Unknown scene \"\(scene)\"; this subject has " + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case .subjectFailed(let configuration, let message):
            "\(configuration): could not make the root view controller: \(message)"
        case .outputNotAPreview(let path):
            "\(path) exists and is not an earlier preview (no report.json); choose another --out folder"
        case .cannotWrite(let path, let message):
            "Cannot write \(path): \(message)"
        }
    }

    public var errorDescription: String? { description }
}
