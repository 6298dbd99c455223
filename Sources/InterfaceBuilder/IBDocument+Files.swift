import Foundation

extension IBDocument {
    /// The storyboards and xibs under a folder, at any depth, sorted by path (empty when it cannot be read).
    public static func files(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }
            .filter { ["storyboard", "xib"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }
}
