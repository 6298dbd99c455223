import Foundation

extension UIImage {
    /// An image read from a file, like UIKit's `init?(contentsOfFile:)`.
    ///
    /// Nil when the file is missing or is not a PNG, JPEG or PDF whose size can be read. A `@2x` or `@3x` before
    /// the extension sets the scale, as in UIKit, so the size is in points; the image has no asset of variants.
    public convenience init?(contentsOfFile path: String) {
        let url = URL(fileURLWithPath: path)
        guard let pixels = try? ImageFileInfo.pixelSize(of: url) else { return nil }
        let scale = LooseImageName(url)?.scale ?? 1
        let content = Content(
            size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: nil,
            fileURL: url)
        self.init(content: content, traitCollection: UITraitCollection(displayScale: scale), asset: nil)
    }
}
