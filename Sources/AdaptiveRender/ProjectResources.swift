import Foundation

/// Where a storyboard or xib previewed from a file finds the storyboards its references name and the images
/// it shows.
///
/// In an app every storyboard and asset catalog is compiled into the app's bundle, so
/// `UIStoryboard(name:bundle: nil)` and `UIImage(named:)` find any of them. A tool reading a file from a
/// project has no app bundle; `Bundle.main` is the tool's own folder, where the storyboard would look for
/// `Profile.storyboard` and not find it (a tab of a storyboard reference then previewed empty), and its images
/// in no catalog (each drawn as a stand-in of the size the file recorded), after walking the tool's build
/// folder. The project the file belongs to stands for the bundle instead: its storyboards are found anywhere
/// under it (`UIStoryboard`'s lookup walks the folder), and its `.xcassets` catalogs a few levels down.
/// One is made per folder or file read, and remembers what it found for the files that follow.
struct ProjectResources {
    /// How many folders above a file the search for its project goes.
    static let searchDepth = 8

    /// The folder the tool was given, nil when it was given a file.
    private let searchedFolder: URL?

    /// Resources for the files of `searched`, the folder or file the tool was given.
    init(searched: URL) {
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: searched.path, isDirectory: &isDirectory)
        searchedFolder = isFolder && isDirectory.boolValue ? searched.standardizedFileURL : nil
    }

    /// The bundle for a file: the nearest folder above it, up to `searchDepth` levels, that holds an
    /// `.xcodeproj`, an `.xcworkspace` or a `Package.swift`; failing that, the folder the tool was given, else
    /// the file's folder (the one above a `.lproj` folder, where Xcode keeps a base localization's
    /// storyboards). Nil when no bundle can be made.
    mutating func bundle(for file: URL) -> Bundle? {
        let folder = file.deletingLastPathComponent().standardizedFileURL
        let root =
            projectFolder(above: folder) ?? searchedFolder
            ?? (folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder)
        if let known = bundles[root.path] { return known }
        let bundle = Bundle(url: root)
        bundles[root.path] = bundle
        return bundle
    }

    /// The bundles made so far, by folder: one per project however many files it has.
    private var bundles: [String: Bundle?] = [:]
    /// Whether a folder holds a project, by path: files of one folder ask once.
    private var holdsProject: [String: Bool] = [:]

    private mutating func projectFolder(above folder: URL) -> URL? {
        var current = folder
        for _ in 0...Self.searchDepth {
            if isProject(current) { return current }
            let parent = current.deletingLastPathComponent()
            guard parent.path != current.path else { return nil }
            current = parent
        }
        return nil
    }

    private mutating func isProject(_ folder: URL) -> Bool {
        if let known = holdsProject[folder.path] { return known }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let found = names.contains {
            $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace")
        }
        holdsProject[folder.path] = found
        return found
    }
}
