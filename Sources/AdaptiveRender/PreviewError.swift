import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// Why a preview, a launch screen or a lint could not be made; each case carries the offending value.
public enum PreviewError: Error, CustomStringConvertible, LocalizedError {
    /// The file or folder to preview does not exist.
    case fileNotFound(path: String)
    /// A folder was given where one file is read.
    case folderInsteadOfFile(path: String)
    /// The file's name does not end in `.storyboard` or `.xib`.
    case notInterfaceBuilderFile(path: String)
    /// A folder holds no `.storyboard` or `.xib` file.
    case noInterfaceBuilderFiles(path: String)
    /// A file could not be read as a storyboard or xib (not XML, not Interface Builder's, dangling references).
    case interfaceBuilder(path: String, InterfaceBuilderError)
    /// The requested scene is not one of the subject's.
    case unknownScene(String, available: [String])
    /// The subject failed to make its root controller for a configuration.
    case subjectFailed(configuration: String, message: String)
    /// The output folder exists and holds other files than an earlier run's (or is a file), so it is left alone.
    case outputNotAPreview(path: String)
    /// Writing the gallery failed.
    case cannotWrite(path: String, message: String)
    /// A baseline to compare with is not a preview's `report.json` (not JSON, or fields missing).
    case notAReport(path: String, message: String)
    /// A `report.json` of another format than the one this tool writes, so its fields cannot be compared.
    case reportFormat(path: String, found: String?, expected: String)
    /// Partial reports that cannot be merged into one run (`preview --merge`): not a shard's, of
    /// different runs, given twice, missing; `path` names the folder at fault when there is one.
    case shards(path: String?, message: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): error: no such file or folder"
        case .folderInsteadOfFile(let path):
            "\(path): error: is a folder; give one .storyboard or .xib file"
        case .notInterfaceBuilderFile(let path):
            "\(path): error: not a .storyboard or .xib file"
        case .noInterfaceBuilderFiles(let path):
            "\(path): error: holds no .storyboard or .xib file"
        case .interfaceBuilder(let path, .unreadableFile(_, let message)):
            // Named as the user wrote it, not as the absolute path the reader opened.
            "\(path): error: cannot read the file: \(message)"
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
            "\(path): error: exists and holds other files than an earlier run's; choose another --out folder"
        case .cannotWrite(let path, let message):
            "\(path): error: cannot write: \(message)"
        case .notAReport(let path, let message):
            "\(path): error: not a preview report: \(message)"
        case .reportFormat(let path, let found, let expected):
            "\(path): error: a report of format \(found.map { "\"\($0)\"" } ?? "(none)"); this tool compares \"\(expected)\" "
                + "reports only (preview both runs with the same version)"
        case .shards(let path, let message):
            (path.map { "\($0): " } ?? "") + "error: " + message
        }
    }

    public var errorDescription: String? { description }
}

/// The system's reason for a failed file operation ("Permission denied", "Is a directory"):
/// Foundation's own text ("The operation could not be completed") hides it in the underlying error.
package func systemReason(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying?.localizedDescription ?? error.localizedDescription
}
