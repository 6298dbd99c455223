import AdaptiveKit
import Foundation

/// What `UIStoryboard` and `UINib` share: a document read once and indexed once, the canvas settings and the
/// bundle its objects are built with, and the builders that make them.
///
/// A storyboard and a nib each keep one; a controller made from either keeps its loader (in its scene binding),
/// so a view that loads later is built with the settings its storyboard or nib has then.
@MainActor
final class IBDocumentLoader {
    /// The document the objects come from.
    let document: IBDocument
    /// The document's objects by id, made once.
    let index: IBDocumentIndex
    /// The bundle the file was looked up in, where its images and storyboard references are looked up too (the main
    /// bundle when nil).
    let bundle: Bundle?
    /// How far the views built reproduce IB's canvas: UIKit's run time unless a tool asks for the canvas.
    var canvas = CanvasEmulation.runTime

    init(document: IBDocument, bundle: Bundle?) {
        self.document = document
        self.bundle = bundle
        index = document.makeIndex()
    }

    /// A builder of the document's view trees, recording what it makes in `objects`.
    func viewTreeBuilder(objects: IBObjectMap) -> ViewTreeBuilder {
        ViewTreeBuilder(
            document: document, index: index, objects: objects, canvas: canvas, bundle: bundle)
    }

    /// What connects the outlets, actions and runtime attributes of the document's objects made in `objects`.
    func wiring(objects: IBObjectMap) -> ConnectionWiring {
        ConnectionWiring(document: document, index: index, objects: objects)
    }

    // MARK: Finding files

    /// Where `name.ext` asked for with no bundle is: in the resource bundle SwiftPM made for the module whose code
    /// asks (`ModuleName/File.swift`, a `#fileID`), as a device looks in the app's own bundle; else anywhere in the
    /// main bundle. Under `swift test` the main bundle is the whole build folder, which may hold several apps'
    /// `Main.storyboard`. Returns the file and the bundle it is in.
    static func resource(
        named name: String, extension ext: String, callerFileID: String, in main: Bundle = .main
    ) -> (url: URL, bundle: Bundle)? {
        if let module = callerFileID.split(separator: "/").first,
            let own = Bundle.moduleResourceBundle(String(module), in: main),
            let url = resource(named: name, extension: ext, in: own)
        {
            return (url, own)
        }
        return resource(named: name, extension: ext, in: main).map { ($0, main) }
    }

    /// Finds `name.ext` in a bundle: where `url(forResource:)` looks, then anywhere under its resources
    /// (SwiftPM copies folders whole, and Xcode's `.lproj` folders nest them).
    static func resource(named name: String, extension ext: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        guard let root = bundle.resourceURL else { return nil }
        return resourceFiles(under: root)["\(name).\(ext)"]
    }

    /// Every file under a bundle's resources by name (the shallowest of a name), walked once per
    /// folder and process, as Foundation caches a bundle's listing: a storyboard read from a file has
    /// no bundle and resolves its references in the main bundle, which for a command-line tool is
    /// the executable's folder (a build folder of thousands of files), walked again for every
    /// reference of every file linted (as the `iblint` fuzzer's inputs showed).
    private static var resourceFilesByRoot: [URL: [String: URL]] = [:]

    private static func resourceFiles(under root: URL) -> [String: URL] {
        if let known = resourceFilesByRoot[root] { return known }
        var files: [String: URL] = [:]
        // Hidden folders (`.build`, `.git`) hold no resources of an app, and a project's build folder can hold
        // tens of thousands of files.
        if let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        {
            // Of files of one name the shallowest, then the first by path (`Base.lproj` before `en.lproj`): the
            // same one whatever order the file system lists them in.
            for case let url as URL in enumerator {
                if let found = files[url.lastPathComponent], !Self.precedes(url, found) { continue }
                files[url.lastPathComponent] = url
            }
        }
        resourceFilesByRoot[root] = files
        return files
    }

    private static func precedes(_ a: URL, _ b: URL) -> Bool {
        let (depthA, depthB) = (a.pathComponents.count, b.pathComponents.count)
        return depthA != depthB ? depthA < depthB : a.path.utf8.lexicographicallyPrecedes(b.path.utf8)
    }
}
