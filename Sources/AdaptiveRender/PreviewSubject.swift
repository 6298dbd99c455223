import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder

/// What `adaptive preview` lays out: something that makes a root view controller for each device.
///
/// A subject is a closure, so an app built in code (the `adaptive` tool embeds AdaptivePhotos), a
/// storyboard's initial scene or any test fixture previews the same way. It is called once per configuration, on a fresh simulator.
public struct PreviewSubject: Sendable {
    /// A root controller, and what to do once it is on screen (select a row, push a controller).
    public struct Scene {
        public var rootViewController: UIViewController
        public var whenOnScreen: (@MainActor () -> Void)?

        public init(rootViewController: UIViewController, whenOnScreen: (@MainActor () -> Void)? = nil) {
            self.rootViewController = rootViewController
            self.whenOnScreen = whenOnScreen
        }
    }

    /// One share of a run split by file: the whole run's files and the share's refused ones.
    public struct FolderShare: Sendable {
        /// Every file of the folder by scene name, in path order, read by this share or not.
        public var files: [String]
        /// The share's files that could not be read, with their messages.
        public var refused: [PreviewReport.Refusal]
    }

    /// A name for the report and the gallery's title.
    public var name: String
    /// The scenes it can show; the first is the default.
    public var scenes: [String]
    /// The scenes a run previews when none is asked for: the first scene, or every file of a folder.
    public var defaultScenes: [String]
    /// Set when the subject is one share of a folder's files (`--shard K/N` over a folder).
    public var folderShare: FolderShare?
    /// Makes a scene's root controller; called once per configuration.
    public var makeScene: @MainActor @Sendable (_ scene: String) throws -> Scene

    public init(
        name: String, scenes: [String], makeScene: @escaping @MainActor @Sendable (_ scene: String) throws -> Scene
    ) {
        self.name = name
        self.scenes = scenes
        self.defaultScenes = [scenes.first ?? ""]
        self.makeScene = makeScene
    }

    /// The scene to preview: `requested`, or the default; an unknown one is an error naming the others.
    public func resolveScene(_ requested: String?) throws(PreviewError) -> String {
        guard let requested else { return scenes.first ?? "" }
        guard scenes.contains(requested) else { throw .unknownScene(requested, available: scenes) }
        return requested
    }

    /// A storyboard or xib, or every one in a folder and its subfolders.
    ///
    /// Each file is read and checked now (a missing file or XML that is not Interface Builder's is an
    /// error before anything runs). Scenes: each file by its path in the folder without the extension
    /// (a storyboard's initial controller, or its first controller; a xib's first top-level view in a
    /// plain controller), and each storyboard identifier as `FILE:IDENTIFIER`. A folder previews every
    /// file's scene unless one scene is asked for. A storyboard's references to other storyboards are
    /// looked up anywhere in the project the file belongs to, as an app looks them up in its bundle, and so are
    /// the images a file names (in the project's asset catalogs): the
    /// nearest folder above the file with an Xcode project or workspace or a `Package.swift`, else the
    /// folder previewed (a lone file's folder, or the one above its `.lproj` folder).
    ///
    /// With `refused`, a folder's files that cannot be read are handed to it and left out, and the
    /// error is thrown only when no file is left; without it the first such file is thrown.
    ///
    /// With `share`, a folder of several files is one share of a run split by file: only the files
    /// ``PreviewShard/files(sizes:)`` gives it are read (none may be left), and ``folderShare`` says
    /// which files the whole run has and which of the share's were refused.
    public static func interfaceBuilderFiles(
        at url: URL, share: PreviewShard? = nil, refused: ((PreviewError) -> Void)? = nil
    ) throws(PreviewError) -> PreviewSubject {
        let files = try interfaceBuilderURLs(at: url)
        let names = sceneNames(of: files, in: url)
        let byFile = share != nil && files.count > 1
        let mine =
            share.map { byFile ? $0.files(sizes: fileSizes(files)) : Array(files.indices) } ?? Array(files.indices)
        var documents: [(name: String, document: IBDocument, bundle: Bundle?)] = []
        var resources = ProjectResources(searched: url)
        var refusals: [PreviewReport.Refusal] = []
        var lastError: PreviewError?
        for index in mine {
            do {
                let document = try IBDocument(contentsOf: files[index])
                documents.append((names[index], document, resources.bundle(for: files[index])))
            } catch {
                let failure = PreviewError.interfaceBuilder(path: files[index].path, error)
                guard let refused, files.count > 1 else { throw failure }
                refused(failure)
                refusals.append(PreviewReport.Refusal(file: names[index], message: failure.description))
                lastError = failure
            }
        }
        if documents.isEmpty, !byFile, let lastError { throw lastError }
        var scenes: [String] = []
        for (name, document, _) in documents {
            scenes.append(name)
            scenes += document.viewControllers.compactMap(\.storyboardIdentifier).map { "\(name):\($0)" }
        }
        let byName = Dictionary(documents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let title = files.count == 1 ? files[0].lastPathComponent : url.lastPathComponent
        var subject = PreviewSubject(name: title, scenes: scenes) { scene in
            let parts = scene.split(separator: ":", maxSplits: 1).map(String.init)
            guard let file = byName[parts[0]] else { return Scene(rootViewController: UIViewController()) }
            let identifier = parts.count > 1 ? parts[1] : nil
            return Scene(
                rootViewController: rootController(of: file.document, identifier: identifier, bundle: file.bundle))
        }
        if files.count > 1 { subject.defaultScenes = documents.map(\.name) }
        if byFile { subject.folderShare = FolderShare(files: names, refused: refusals) }
        return subject
    }

    /// Each file's scene name: its path in `folder` without the extension (a lone file: its name).
    package static func sceneNames(of files: [URL], in folder: URL) -> [String] {
        let prefix = folder.standardizedFileURL.path + "/"
        return files.map { file in
            let path = file.deletingPathExtension().standardizedFileURL.path
            return path.hasPrefix(prefix)
                ? String(path.dropFirst(prefix.count)) : file.deletingPathExtension().lastPathComponent
        }
    }

    /// Each file's size in bytes (0 when it cannot be read), what a run split by file balances.
    package static func fileSizes(_ files: [URL]) -> [Int] {
        files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            return (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
    }

    /// The controller a document previews as: a storyboard's identified, initial or first controller;
    /// a xib's first top-level view, shown full screen when it was designed as a screen, else at its size.
    /// A storyboard's references to other storyboards, and the images of either kind, are looked up in `bundle`
    /// (the main bundle when nil).
    @MainActor
    package static func rootController(
        of document: IBDocument, identifier: String?, bundle: Bundle? = nil
    ) -> UIViewController {
        if document.kind == .storyboard {
            let storyboard = UIStoryboard(document: document, bundle: bundle)
            if let identifier { return storyboard.instantiateViewController(withIdentifier: identifier) }
            if let initial = storyboard.instantiateInitialViewController() { return initial }
            if let first = document.viewControllers.first,
                let made = storyboard.instantiateViewController(ibID: first.id)
            {
                return made
            }
            return UIViewController()
        }
        let host = UIViewController()
        let objects = UINib(document: document, bundle: bundle).instantiate(withOwner: nil)
        if let controller = objects.compactMap({ $0 as? UIViewController }).first { return controller }
        guard let view = objects.compactMap({ $0 as? UIView }).first else { return host }
        host.loadViewIfNeeded()
        let designed = view.frame.size
        let screenLike = designed == document.designSize
        view.frame = CGRect(origin: .zero, size: designed)
        if screenLike { view.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        host.view.addSubview(view)
        if screenLike { view.frame = host.view.bounds }
        return host
    }

    /// The file itself, or the `.storyboard` and `.xib` files in a folder and its subfolders, in the
    /// order of their paths in it.
    package static func interfaceBuilderURLs(at url: URL) throws(PreviewError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: url.path)
        }
        guard isDirectory.boolValue else {
            guard isInterfaceBuilderFileName(url) else { throw .notInterfaceBuilderFile(path: url.path) }
            return [url]
        }
        let names = FileManager.default.subpaths(atPath: url.path) ?? []
        // Compared as UTF-8 bytes, so the order is the same on every system and locale.
        let files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted {
            $0.utf8.lexicographicallyPrecedes($1.utf8)
        }
        guard !files.isEmpty else { throw .noInterfaceBuilderFiles(path: url.path) }
        return files.map { url.appendingPathComponent($0) }
    }
}
