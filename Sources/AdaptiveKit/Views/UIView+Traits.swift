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
    var traitWindow: UIWindow? {
        var view = self
        while true {
            if let controller = view.owningViewController { return controller.traitWindow }
            // Only the top of a view tree can be a window: the cast runs once.
            guard let superview = view.superview else { return view as? UIWindow }
            view = superview
        }
    }

    /// Stores the resolved traits and, when they changed, tells the view and its registrations
    /// (one step of a `TraitPass`).
    func updateOwnTraits() {
        let new = TraitResolution.resolve(inherited: inheritedTraitCollection, own: traitOverridesStorage)
        let (changed, previous) = traitState.store(new)
        // Image variants and appearance proxies follow the new traits before anyone is told of them.
        updateTraitDependentResources(traitsChanged: changed)
        if changed {
            // Leading and trailing are baked into the engine's rows: a new direction means new rows. A
            // view's first traits (a subtree that just joined the engine) only matter right to left:
            // rebuilding for every added subtree made a table adding its cells rebuild per table (issue 18).
            let wasRightToLeft = previous?.layoutDirection == .rightToLeft
            if wasRightToLeft != (new.layoutDirection == .rightToLeft) { layoutEngine?.needsRebuild = true }
            new.performAsCurrent { traitCollectionDidChange(previous) }
            traitChangeRegistrations.notify(self, previous: previous, current: new)
            setNeedsLayout()
        }
    }
}
