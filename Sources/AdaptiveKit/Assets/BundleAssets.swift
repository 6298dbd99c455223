import Foundation

/// The images and colors a bundle holds, found the way `UIImage(named:in:compatibleWith:)` looks.
///
/// Under the bundle's `resourceURL` and its plain subfolders (three levels, read once per bundle): `.xcassets` catalogs'
/// image and color sets, and loose image files named `NAME.png`, `NAME@2x.png`, `NAME@3x.png`,
/// `NAME~ipad.png`, `NAME@2x~ipad.png` (also `~iphone`, `.jpg`, `.jpeg`). A catalog's set wins over
/// loose files of the same name. Assets are cached by name, as UIKit caches named images, so every
/// image of a name shares one `UIImageAsset`.
@MainActor
final class BundleAssets {
    private static var byBundle: [URL: BundleAssets] = [:]

    let catalogs: [AssetCatalog]
    private let looseFiles: [String: [URL]]
    /// Assets by requested name; nil for a name with no image, so a miss is looked up (and logged) once.
    private var imageAssets: [String: UIImageAsset?] = [:]

    /// The index of a bundle's resources, read on first use; catalogs' diagnostics are logged then.
    static func of(_ bundle: Bundle) -> BundleAssets {
        let root = bundle.resourceURL ?? bundle.bundleURL
        if let known = byBundle[root] { return known }
        let assets = BundleAssets(root: root)
        byBundle[root] = assets
        for catalog in assets.catalogs {
            for diagnostic in catalog.diagnostics { DiagnosticLog.warn(diagnostic.description) }
        }
        return assets
    }

    private init(root: URL) {
        var catalogs: [AssetCatalog] = []
        var loose: [String: [URL]] = [:]
        func visit(_ folder: URL, depth: Int) {
            for child in AssetCatalog.children(of: folder) {
                if child.pathExtension == "xcassets" {
                    if let catalog = try? AssetCatalog(contentsOf: child) { catalogs.append(catalog) }
                } else if AssetCatalog.isFolder(child) {
                    // Plain resource folders (a copied `Fixtures`), a few levels deep; folders with an
                    // extension are bundles or build products of their own.
                    let name = child.lastPathComponent
                    if depth < 3, child.pathExtension.isEmpty, !name.hasPrefix(".") { visit(child, depth: depth + 1) }
                } else if let parsed = LooseImageName(child) {
                    loose[parsed.name, default: []].append(child)
                }
            }
        }
        visit(root, depth: 0)
        self.catalogs = catalogs
        looseFiles = loose
    }

    /// The asset for an image name, from a catalog's image set or from loose files; nil when neither exists.
    func imageAsset(named name: String) -> UIImageAsset? {
        if let known = imageAssets[name] { return known }
        let asset = makeImageAsset(named: name)
        imageAssets[name] = asset
        return asset
    }

    private func makeImageAsset(named name: String) -> UIImageAsset? {
        var base = name
        for suffix in [".png", ".jpg", ".jpeg"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        let asset = UIImageAsset()
        if let set = catalogs.lazy.compactMap({ $0.imageSets[base] }).first, !set.variants.isEmpty {
            for variant in set.variants {
                let content = UIImage.Content(
                    size: variant.size, scale: variant.scale, name: base, fileURL: variant.fileURL)
                asset.register(content, with: variant.traitCollection)
            }
        } else if let files = looseFiles[base] ?? Self.fileAtPath(name) {
            var registered = false
            for file in files {
                guard let parsed = LooseImageName(file), let pixels = try? ImageFileInfo.pixelSize(of: file) else {
                    DiagnosticLog.warn("\(file.path): cannot read image size; file skipped")
                    continue
                }
                let size = CGSize(width: pixels.width / parsed.scale, height: pixels.height / parsed.scale)
                let traits = UITraitCollection {
                    $0.displayScale = parsed.scale
                    $0.userInterfaceIdiom = parsed.idiom
                }
                asset.register(
                    UIImage.Content(size: size, scale: parsed.scale, name: base, fileURL: file), with: traits)
                registered = true
            }
            guard registered else { return nil }
        } else {
            return nil
        }
        return asset
    }

    /// The file a name that is an absolute path names (`Bundle.main.path(forResource:ofType:)` passed to
    /// `UIImage(named:)`), with `.png` added when it has no extension; nil for a plain name.
    private static func fileAtPath(_ name: String) -> [URL]? {
        guard name.hasPrefix("/") else { return nil }
        let url = URL(fileURLWithPath: name)
        let file = url.pathExtension.isEmpty ? url.appendingPathExtension("png") : url
        return FileManager.default.fileExists(atPath: file.path) ? [file] : nil
    }

    /// The color set for a name in the bundle's catalogs.
    func colorSet(named name: String) -> AssetCatalog.ColorSet? {
        catalogs.lazy.compactMap { $0.colorSets[name] }.first
    }
}

/// A loose image file name taken apart: `NAME[@Nx][~ipad|~iphone].(png|jpg|jpeg)`.
struct LooseImageName: Hashable, Sendable {
    var name: String
    var scale: CGFloat
    var idiom: UIUserInterfaceIdiom

    init?(_ url: URL) {
        guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else { return nil }
        var stem = url.deletingPathExtension().lastPathComponent
        idiom = .unspecified
        if stem.hasSuffix("~ipad") {
            idiom = .pad
            stem.removeLast(5)
        } else if stem.hasSuffix("~iphone") {
            idiom = .phone
            stem.removeLast(7)
        }
        scale = 1
        for (suffix, value) in [("@1x", 1.0), ("@2x", 2.0), ("@3x", 3.0)] where stem.hasSuffix(suffix) {
            scale = CGFloat(value)
            stem.removeLast(3)
        }
        guard !stem.isEmpty else { return nil }
        name = stem
    }
}
