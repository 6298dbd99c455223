extension UIViewController {
    /// Sets the traits a child gets on top of this controller's, like UIKit's method of that name.
    ///
    /// Unspecified traits of the override fall through to this controller's. Passing nil removes it.
    /// `child` must be a child of this controller; otherwise the call is ignored with a warning.
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        guard childViewController.parent === self else {
            DiagnosticLog.warn(
                "setOverrideTraitCollection(_:forChild:) ignored: \(childViewController.debugName) is not a child of \(debugName)"
            )
            return
        }
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        TraitPropagation.invalidate(childViewController)
    }

    /// The traits this controller inherits before its own `traitOverrides`: from its parent, or its window.
    var inheritedTraitCollection: UITraitCollection {
        if let parent {
            return UITraitCollection(
                traitsFrom: [parent.traitCollection, parent.overrideTraitCollection(forChild: self)].compactMap { $0 })
        }
        if let presentation = presentationState.hostingPresentation, presentation.state != .idle {
            return presentation.presentedTraitCollection
        }
        if let hostWindow { return hostWindow.traitCollection }
        // A view placed in a hierarchy without containment still gets the traits around it.
        if let superview = loadedView?.superview { return superview.traitCollection }
        return UITraitCollection()
    }

    /// The traits this controller would have under a parent whose traits become `parentTraits`.
    func predictedTraitCollection(parentTraits: UITraitCollection, parent: UIViewController?) -> UITraitCollection {
        var values = parentTraits.values
        if let parent, let override = parent.overrideTraitCollection(forChild: self) { values.merge(override.values) }
        values.merge(traitOverridesStorage)
        return UITraitCollection(values: values)
    }

    /// Recomputes this controller's traits and its children's, parents first.
    func updateControllerTraits() {
        var values = inheritedTraitCollection.values
        values.merge(traitOverridesStorage)
        let new = UITraitCollection(values: values)
        let (changed, previous) = traitState.store(new)
        traitState.visitedPass = TraitPropagation.passNumber
        if changed { new.performAsCurrent { traitCollectionDidChange(previous) } }
        for child in children { child.updateControllerTraits() }
        updatePresentedControllerTraits()
    }

    /// Updates loaded root views the pass did not reach: children whose views are not in a superview yet.
    func updateViewsOutsideTheHierarchy() {
        if let view = viewIfLoaded, view.traitState.visitedPass != TraitPropagation.passNumber {
            view.updateViewTraitsRecursively(includingSelf: true)
        }
        for child in children { child.updateViewsOutsideTheHierarchy() }
    }
}
