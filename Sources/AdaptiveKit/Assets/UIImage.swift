import Foundation

/// An image, like UIKit's `UIImage`; here a size in points and a scale, without pixels.
///
/// `UIImage(named:in:compatibleWith:)` reads asset catalogs and loose files from a bundle
/// (UIImage+Named.swift); tests and tools also make images of a size with `init(size:scale:)`.
public final class UIImage: NSObject, @unchecked Sendable {
    // Everything is immutable but the asset link, which `UIImageAsset.register(_:with:)` sets under a lock;
    // hence the unchecked Sendable.
    /// The size in points, like UIKit's `size`.
    public let size: CGSize
    /// Pixels per point, like UIKit's `scale`.
    public let scale: CGFloat
    /// The traits the image was loaded or registered for, like UIKit's `traitCollection`.
    public let traitCollection: UITraitCollection
    /// The name the image was loaded by, if any.
    let name: String?
    /// The file the image was read from, if any.
    let fileURL: URL?
    private let assetLock = NSLock()
    private var storedAsset: UIImageAsset?

    /// An image of a size in points at a scale (AdaptiveKit's stand-in for a rendered or loaded image).
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        traitCollection = UITraitCollection(displayScale: scale)
        name = nil
        fileURL = nil
        super.init()
    }

    init(size: CGSize, scale: CGFloat, name: String?) {
        self.size = size
        self.scale = scale
        traitCollection = UITraitCollection(displayScale: scale)
        self.name = name
        fileURL = nil
        super.init()
    }

    init(content: Content, traitCollection: UITraitCollection, asset: UIImageAsset?) {
        size = content.size
        scale = content.scale
        name = content.name
        fileURL = content.fileURL
        self.traitCollection = traitCollection
        storedAsset = asset
        super.init()
    }

    /// The asset holding this image's variants for other traits, like UIKit's `imageAsset`.
    public var imageAsset: UIImageAsset? { assetLock.withLock { storedAsset } }

    func setImageAsset(_ asset: UIImageAsset) {
        assetLock.withLock { storedAsset = asset }
    }

    /// What an asset keeps of a registered image: enough to hand out an equal image later.
    struct Content: Hashable, Sendable {
        var size: CGSize
        var scale: CGFloat
        var name: String?
        var fileURL: URL?
    }

    var content: Content { Content(size: size, scale: scale, name: name, fileURL: fileURL) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return content == other.content
    }

    public override var hash: Int { content.hashValue }

    public override var description: String {
        let named = name.map { " named(\($0))" } ?? ""
        let points = [size.width, size.height].map(\.formattedForDescription).joined(separator: ", ")
        return "<UIImage\(named) {\(points)} scale = \(scale.formattedForDescription)>"
    }
}
