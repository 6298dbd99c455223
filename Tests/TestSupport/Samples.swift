import Foundation

/// Storyboards and xibs from public projects (an optional data set, looked for in a `shared/ib-samples` folder
/// beside the package), when present.
///
/// They are not part of the repository, so every test over them is skipped without them.
public enum Samples {
    /// The samples folder, found from this file's path; nil when the folder is absent.
    public static let directory: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let samples = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/ib-samples")
        return FileManager.default.fileExists(atPath: samples.path) ? samples : nil
    }()

    /// Whether the samples are there.
    public static var available: Bool { directory != nil }

    /// Every storyboard and xib, as `folder/file` paths relative to the samples folder, sorted.
    public static let files: [String] = {
        guard let directory else { return [] }
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return folders.sorted().flatMap { folder -> [String] in
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path))
                ?? []
            return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map {
                "\(folder)/\($0)"
            }
        }
    }()

    /// The URL of one sample.
    public static func url(_ relativePath: String) -> URL {
        directory!.appendingPathComponent(relativePath)
    }
}
