import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

extension IBDocument {
    /// Reads one Interface Builder file for a tool: a missing file, a folder, a name without
    /// `.storyboard` or `.xib`, or a file that is not Interface Builder's is a `PreviewError` naming the path.
    public static func readForTools(_ file: String) throws(PreviewError) -> IBDocument {
        let url = URL(fileURLWithPath: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: file)
        }
        guard !isDirectory.boolValue else { throw .folderInsteadOfFile(path: file) }
        guard isInterfaceBuilderFileName(url) else { throw .notInterfaceBuilderFile(path: file) }
        do {
            return try IBDocument(contentsOf: url)
        } catch {
            throw .interfaceBuilder(path: file, error)
        }
    }
}

/// Whether a name ends in `.storyboard` or `.xib`, the files the tools read.
func isInterfaceBuilderFileName(_ url: URL) -> Bool {
    ["storyboard", "xib"].contains(url.pathExtension)
}
