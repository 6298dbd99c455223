extension UIView {
    /// The traits this view inherits: its controller's for a root view, else its superview's.
    ///
    /// A view outside any window has no inherited traits (UIKit 12's behaviour; see Deviations.md).
    var inheritedTraitCollection: UITraitCollection {
        if let window = self as? UIWindow { return window.windowScene?.traitCollection ?? window.sceneTraitCollection }
        if let controller = owningViewController { return controller.traitCollection }
        if let superview { return superview.traitCollection }
        return UITraitCollection()
    }

    /// The window at the top of this view's trait parents (itself, for a window); its propagation
    /// state is this view's.
    ///
    /// Asked on every view added, so it must not walk up a deep chain each time (that cost the square of the depth): a
    /// view in a window answers with the window, and a view outside any window with its top's answer when no
    /// controller's view lies between (both remembered by `topLayoutView`). A controller whose view is in a window has
    /// its trait parents in that window, so the shortcut answers as the walk would.
    var traitWindow: UIWindow? {
        if let controller = owningViewController { return controller.traitWindow }
        let top = topLayoutView
        if let window = top as? UIWindow { return window }
        if top === self || pathToTopHasNoControllerView { return top.owningViewController?.traitWindow }
        var view = self
        while true {
            if let controller = view.owningViewController { return controller.traitWindow }
            guard let superview = view.superview else { return nil }
            WalkSteps.step()
            view = superview
        }
    }

    /// Stores the resolved traits and, when they changed, tells the view and its registrations
    /// (one step of a `TraitPass`).
    func updateOwnTraits() {
        // Without overrides the view shares its trait parent's collection (memory per view).
        let inherited = inheritedTraitCollection
        let new =
            hasTraitOverrides ? TraitResolution.resolve(inherited: inherited, own: traitOverridesStorage) : inherited
        let changed = storeTraits(new) { previous in
            // Image variants and appearance proxies follow the new traits before anyone is told of them.
            updateTraitDependentResources(traitsChanged: true)
            // Leading and trailing are baked into the engine's rows: a new direction means new rows. A
            // view's first traits (a subtree that just joined the engine) only matter right to left:
            // rebuilding for every added subtree made a table adding its cells rebuild per table.
            let wasRightToLeft = previous?.layoutDirection == .rightToLeft
            if wasRightToLeft != (new.layoutDirection == .rightToLeft) { layoutEngine?.needsRebuild = true }
        }
        if changed { setNeedsLayout() } else { updateTraitDependentResources(traitsChanged: false) }
    }
}
