import AdaptiveKit

extension StoryboardBuilder {
    /// The state of one instantiation in progress: how deep its controllers nest their views, which of its
    /// scenes' views are loading, and how many controllers their embed segues made.
    ///
    /// The builder that starts an instantiation makes it; every builder and scene binding of that instantiation
    /// (relationship children, storyboard references, the controllers embed segues make while a view loads)
    /// shares it, so the limits count one controller graph as it is built and loaded, and nothing is left in
    /// static state between instantiations.
    @MainActor
    final class Context {
        /// The view levels of the controllers being built around the current one.
        private var nestedViewLevels = 0

        /// The scenes whose views are loading now, outermost first. An embed segue runs while its source's
        /// view loads and loads its destination's view inside that call, so this is the chain of scenes
        /// embedding one another.
        private(set) var loading: [String] = []

        /// The controllers embed segues made since the outermost view of `loading` began to load.
        private(set) var embedded = 0

        /// Runs `body` with `levels` more nesting; nil, and a warning naming the controller, when that
        /// passes `maximumNestedViewLevels`.
        func nesting<T>(_ levels: Int, controllerID: String, _ body: () -> T?) -> T? {
            guard nestedViewLevels + levels <= StoryboardBuilder.maximumNestedViewLevels else {
                DiagnosticLog.warn(
                    "Storyboard: view controller '\(controllerID)' is left out: with the controllers that contain "
                        + "or embed it, its views would nest more than \(StoryboardBuilder.maximumNestedViewLevels) "
                        + "deep")
                return nil
            }
            nestedViewLevels += levels
            defer { nestedViewLevels -= levels }
            return body()
        }

        /// Runs `body` while the view of scene `controllerID` loads; the embed count starts again once the
        /// outermost load is over.
        func loadingView<T>(of controllerID: String, _ body: () -> T) -> T {
            loading.append(controllerID)
            defer {
                loading.removeLast()
                if loading.isEmpty { embedded = 0 }
            }
            return body()
        }

        /// Counts one controller an embed segue makes.
        func countEmbedded() { embedded += 1 }

        /// The storyboard references being resolved, outermost first, as `storyboard name/id`.
        private var references: [String] = []

        /// Runs `body` while the storyboard reference `id` of `storyboardName` resolves; nil, and a warning
        /// naming the cycle, when that reference is resolving already: it leads back to itself, directly
        /// (its identifier names the reference itself) or through other references.
        func resolvingReference<T>(_ id: String, in storyboardName: String?, _ body: () -> T?) -> T? {
            let key = "\(storyboardName ?? "")/\(id)"
            if let start = references.firstIndex(of: key) {
                let cycle = (references[start...] + [key]).map { "'\($0.split(separator: "/").last ?? "")'" }
                DiagnosticLog.warn(
                    "Storyboard: storyboard reference '\(id)' is left out: it leads back to itself ("
                        + cycle.joined(separator: " → ") + ")")
                return nil
            }
            references.append(key)
            defer { references.removeLast() }
            return body()
        }
    }
}
