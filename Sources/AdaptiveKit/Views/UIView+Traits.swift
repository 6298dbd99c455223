extension UIView {
    /// The traits this view inherits: its controller's for a root view, else its superview's.
    ///
    /// A view outside any window has no inherited traits (UIKit 12's behaviour; see Deviations.md).
    var inheritedTraitCollection: UITraitCollection {
        if let window = self as? UIWindow { return window.sceneTraitCollection }
        if let controller = owningViewController { return controller.traitCollection }
        if let superview { return superview.traitCollection }
        return UITraitCollection()
    }

    /// Recomputes this view's traits (and its subviews'), sending `traitCollectionDidChange` on change.
    func updateViewTraitsRecursively(includingSelf: Bool) {
        if includingSelf {
            if let controller = owningViewController, controller.traitState.visitedPass != TraitPropagation.passNumber {
                // A controller outside the pass's controller tree (its view placed without containment).
                controller.updateControllerTraits()
            }
            updateOwnTraits()
        }
        for subview in subviews { subview.updateViewTraitsRecursively(includingSelf: true) }
    }

    /// Recomputes this view's traits alone.
    func updateOwnTraits() {
        var values = inheritedTraitCollection.values
        values.merge(traitOverridesStorage)
        let new = UITraitCollection(values: values)
        let (changed, previous) = traitState.store(new)
        traitState.visitedPass = TraitPropagation.passNumber
        // Image variants and appearance proxies follow the new traits before anyone is told of them.
        updateTraitDependentResources(traitsChanged: changed)
        if changed {
            // Leading and trailing are baked into the engine's rows: a new direction means new rows.
            if previous?.layoutDirection != new.layoutDirection { layoutEngine?.needsRebuild = true }
            new.performAsCurrent {
                traitCollectionDidChange(previous)
                notifyTraitChangeRegistrations(previous: previous)
            }
            setNeedsLayout()
        }
    }
}
