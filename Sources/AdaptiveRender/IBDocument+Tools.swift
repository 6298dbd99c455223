import Foundation
import InterfaceBuilder

extension IBDocument {
    /// Reads one Interface Builder file for a tool: a missing file, a folder, or a file that is
    /// not Interface Builder's is a `PreviewError` naming the path.
    public static func readForTools(_ file: String) throws(PreviewError) -> IBDocument {
        let url = URL(fileURLWithPath: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { throw .fileNotFound(path: file) }
        do {
            return try IBDocument(contentsOf: url)
        } catch {
            throw .interfaceBuilder(path: file, error)
        }
    }
}
