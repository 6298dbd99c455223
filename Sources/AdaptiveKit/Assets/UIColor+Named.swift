import Foundation

extension UIColor {
    /// The named color from the main bundle's asset catalogs, like UIKit's `init?(named:)`.
    @MainActor public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The named color from a bundle's asset catalogs, like UIKit's `init?(named:in:compatibleWith:)`.
    ///
    /// Without traits the color is dynamic: it resolves each appearance (light, dark, high contrast)
    /// when drawn, through `resolvedColor(with:)`. With traits it is that collection's fixed color.
    /// Variants are chosen as images' are (Deviations.md); an unspecified idiom means the main screen's.
    @MainActor public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        guard let set = BundleAssets.of(bundle ?? .main).colorSet(named: name), !set.variants.isEmpty else {
            return nil
        }
        let idiom = UIScreen.main.traitCollection.userInterfaceIdiom
        let variants = set.variants
        let provider: @Sendable (UITraitCollection) -> UIColor = { traits in
            let requested =
                traits.userInterfaceIdiom == .unspecified
                ? traits.modifyingTraits { $0.userInterfaceIdiom = idiom } : traits
            let index = TraitVariantMatcher.bestIndex(of: variants.map(\.traitCollection), for: requested) ?? 0
            return variants[index].color.resolvedColor(with: traits)
        }
        if let traitCollection {
            self.init(resolving: provider(traitCollection))
        } else {
            self.init(dynamicProvider: provider)
        }
    }

    /// A fixed color with another fixed color's components.
    private convenience init(resolving color: UIColor) {
        let (red, green, blue, alpha) = color.components ?? (0, 0, 0, 1)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}
