import Foundation

/// A set of images registered for trait collections, like UIKit's `UIImageAsset`.
///
/// The asset keeps what it needs of each registered image (size, scale, name, file) and answers
/// `image(with:)` with an equal image linked back to itself, so an image view can pick another
/// variant when its traits change. Keeping contents rather than the images themselves avoids a
/// retain cycle between an image and its asset. The choice among registrations follows
/// `TraitVariantMatcher` (Deviations.md, "Images and appearance").
public final class UIImageAsset: NSObject, @unchecked Sendable {
    // Registrations change under a lock, since UIKit lets any thread use an image asset.
    private let lock = NSLock()
    private var registrations: [Registration] = []

    struct Registration: Hashable, Sendable {
        var traits: UITraitCollection
        var content: UIImage.Content
    }

    /// Creates an empty asset.
    public override init() {
        super.init()
    }

    /// Registers an image for a trait collection, replacing the image registered for equal traits.
    ///
    /// A collection without a display scale registers the image for scale 1, as UIKit does.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        register(image.content, with: traitCollection)
        image.setImageAsset(self)
    }

    /// Registers an image's contents (a catalog entry or a loose file) for a trait collection.
    func register(_ content: UIImage.Content, with traitCollection: UITraitCollection) {
        let registration = Registration(traits: Self.registrationTraits(traitCollection), content: content)
        lock.withLock {
            if let index = registrations.firstIndex(where: { $0.traits == registration.traits }) {
                registrations[index] = registration
            } else {
                registrations.append(registration)
            }
        }
    }

    /// Removes the image registered for a trait collection (scale 1 when it states none).
    public func unregisterImage(with traitCollection: UITraitCollection) {
        let traits = Self.registrationTraits(traitCollection)
        lock.withLock { registrations.removeAll { $0.traits == traits } }
    }

    /// The registered image that best matches a trait collection, like UIKit's `image(with:)`.
    ///
    /// An unspecified display scale or idiom in the request means the main screen's. With nothing
    /// registered the answer is an empty image (UIKit's method is not optional either).
    @MainActor public func image(with traitCollection: UITraitCollection) -> UIImage {
        image(with: traitCollection, screenTraits: UIScreen.main.traitCollection)
    }

    /// `image(with:)` with the screen whose scale and idiom fill unspecified requested traits.
    func image(with traitCollection: UITraitCollection, screenTraits: UITraitCollection) -> UIImage {
        let requested = Self.requestTraits(traitCollection, screenTraits: screenTraits)
        let snapshot = lock.withLock { registrations }
        guard let index = TraitVariantMatcher.bestIndex(of: snapshot.map(\.traits), for: requested) else {
            return UIImage(size: .zero)
        }
        return UIImage(content: snapshot[index].content, traitCollection: snapshot[index].traits, asset: self)
    }

    /// The registered trait collections, in registration order (for tests and dumps).
    var registeredTraitCollections: [UITraitCollection] { lock.withLock { registrations.map(\.traits) } }

    static func registrationTraits(_ traits: UITraitCollection) -> UITraitCollection {
        traits.displayScale == 0 ? traits.modifyingTraits { $0.displayScale = 1 } : traits
    }

    static func requestTraits(_ traits: UITraitCollection, screenTraits: UITraitCollection) -> UITraitCollection {
        traits.modifyingTraits {
            if $0.displayScale == 0 { $0.displayScale = screenTraits.displayScale }
            if $0.userInterfaceIdiom == .unspecified { $0.userInterfaceIdiom = screenTraits.userInterfaceIdiom }
        }
    }
}
