import AdaptiveKit
import AdaptivePhotos
import Foundation
import InterfaceBuilder

/// What `adaptive preview` lays out: something that makes a root view controller for each device.
///
/// A subject is a closure, so the bundled app (built in code), a storyboard's initial scene or any
/// test fixture previews the same way. It is called once per configuration, on a fresh simulator.
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

    /// A name for the report and the gallery's title.
    public var name: String
    /// The scenes `--scene` accepts; the first is the default.
    public var scenes: [String]
    /// Makes a scene's root controller; called once per configuration.
    public var makeScene: @MainActor @Sendable (_ scene: String) throws -> Scene

    public init(
        name: String, scenes: [String], makeScene: @escaping @MainActor @Sendable (_ scene: String) throws -> Scene
    ) {
        self.name = name
        self.scenes = scenes
        self.makeScene = makeScene
    }

    /// The scene to preview: `requested`, or the default; an unknown one is an error naming the others.
    public func resolveScene(_ requested: String?) throws(PreviewError) -> String {
        guard let requested else { return scenes.first ?? "" }
        guard scenes.contains(requested) else { throw .unknownScene(requested, available: scenes) }
        return requested
    }

    /// The bundled `Examples/AdaptivePhotos` app, built in code: `list` (the conversations in a
    /// split view), `photo` (the "Dinner" photo shown as detail) and `profile`.
    public static let adaptivePhotos = PreviewSubject(name: "AdaptivePhotos", scenes: ["list", "photo", "profile"]) {
        scene in
        switch scene {
        case "photo":
            let app = AppController()
            return Scene(rootViewController: app) {
                let index = app.user.conversations.firstIndex { $0.photos.count == 1 } ?? 0
                app.conversations.selectRow(at: index)
            }
        case "profile":
            let profile = ProfileViewController(user: .sample)
            return Scene(rootViewController: UINavigationController(rootViewController: profile))
        default:
            return Scene(rootViewController: AppController())
        }
    }

    /// A storyboard or xib, or every one in a folder.
    ///
    /// Each file is read and checked now (a missing file or XML that is not Interface Builder's is
    /// an error before anything runs). Building objects from a document needs AdaptiveKit's
    /// `UIStoryboard`, which this build lacks, so a valid file ends in
    /// `PreviewError.interfaceBuilderLoadingUnavailable`; wire the loader here when it exists.
    public static func interfaceBuilderFiles(at url: URL) throws(PreviewError) -> PreviewSubject {
        let files = try interfaceBuilderURLs(at: url)
        for file in files {
            do {
                _ = try IBDocument(contentsOf: file)
            } catch {
                throw .interfaceBuilder(path: file.path, error)
            }
        }
        throw .interfaceBuilderLoadingUnavailable(path: url.path)
    }

    /// The file itself, or a folder's `.storyboard` and `.xib` files in name order.
    static func interfaceBuilderURLs(at url: URL) throws(PreviewError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: url.path)
        }
        guard isDirectory.boolValue else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        guard !files.isEmpty else { throw .noInterfaceBuilderFiles(path: url.path) }
        return files.map { url.appendingPathComponent($0) }
    }
}
