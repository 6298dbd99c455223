import Foundation

extension UIImageView {
    /// Replaces the images with their assets' variants for the view's traits, as UIKit's image view
    /// does when its traits change (it keeps the `UIImageAsset` and picks again).
    func resolveImagesForTraits() {
        let traits = traitCollection
        if let current = image, let asset = current.imageAsset {
            let resolved = asset.image(with: traits)
            if resolved != current { image = resolved }
        }
        if let current = highlightedImage, let asset = current.imageAsset {
            let resolved = asset.image(with: traits)
            if resolved != current { highlightedImage = resolved }
        }
    }
}
