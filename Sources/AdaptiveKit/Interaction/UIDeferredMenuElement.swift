import Foundation

/// A placeholder that a menu replaces with the elements its provider delivers, like UIKit's
/// `UIDeferredMenuElement`.
///
/// The menu asks the provider when it shows the element and shows a loading row until the provider calls its
/// completion (at once or later). A cached element asks once and keeps the elements for every menu that shows it
/// later; an `uncached(_:)` one asks each time it is shown.
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// What a provider is given to deliver the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void

    let provider: @MainActor (@escaping Completion) -> Void
    /// Whether the elements are kept after the first request.
    let isCached: Bool
    /// The elements the provider delivered, for a cached element.
    var cachedElements: [UIMenuElement]?

    /// A placeholder whose provider is asked once, like UIKit's `UIDeferredMenuElement(_:)`.
    public convenience init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
        self.init(provider: elementProvider, cached: true)
    }

    init(provider: @escaping @MainActor (@escaping Completion) -> Void, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "")
    }

    /// A placeholder whose provider is asked each time the menu shows it, like UIKit's `uncached(_:)`.
    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) -> Self {
        Self(provider: elementProvider, cached: false)
    }
}
