import Foundation

extension UIImage {
    /// The named image from the main bundle for the main screen's traits, like UIKit's `init?(named:)`.
    ///
    /// The resources of the module whose code asks come first (`fileID`, which callers leave to its default), as a
    /// device looks in the app's bundle: under `swift test` the main bundle is the build folder.
    @MainActor public convenience init?(named name: String, fileID: String = #fileID) {
        if let module = fileID.split(separator: "/").first,
            let own = Bundle.moduleResourceBundle(String(module), in: .main),
            BundleAssets.of(own).imageAsset(named: name) != nil
        {
            self.init(named: name, in: own, compatibleWith: nil)
        } else {
            self.init(named: name, in: nil, compatibleWith: nil)
        }
    }

    /// The named image from a bundle's asset catalogs or loose files, picked for a trait collection.
    ///
    /// Like UIKit: a nil bundle means the main bundle, nil traits the main screen's, and an unspecified
    /// scale or idiom the main screen's; nil when the bundle has no image of that name. The image's
    /// `imageAsset` holds every variant, so image views re-resolve it as their traits change.
    @MainActor public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        guard let asset = BundleAssets.of(bundle ?? .main).imageAsset(named: name) else { return nil }
        let screen = UIScreen.main.traitCollection
        let resolved = asset.image(with: traitCollection ?? screen, screenTraits: screen)
        self.init(content: resolved.content, traitCollection: resolved.traitCollection, asset: asset)
    }
}
