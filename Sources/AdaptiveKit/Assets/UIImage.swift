import Foundation

/// An image, like UIKit's `UIImage`; here a size in points and a scale, without pixels.
///
/// Asset catalogs are not read yet, so `UIImage(named:)` returns nil (see UIKitCoverage.md);
/// tests and tools make images of a size with `init(size:scale:)`.
public final class UIImage: NSObject, Sendable {
    /// The size in points, like UIKit's `size`.
    public let size: CGSize
    /// Pixels per point, like UIKit's `scale`.
    public let scale: CGFloat
    /// The name the image was loaded by, if any.
    let name: String?

    /// An image of a size in points at a scale (AdaptiveKit's stand-in for a rendered or loaded image).
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        name = nil
        super.init()
    }

    init(size: CGSize, scale: CGFloat, name: String?) {
        self.size = size
        self.scale = scale
        self.name = name
        super.init()
    }

    /// An image from the app's assets, like UIKit's `init?(named:)`: nil until asset catalogs are read.
    public convenience init?(named name: String) {
        return nil
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return size == other.size && scale == other.scale && name == other.name
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(scale)
        return hasher.finalize()
    }
}
