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

    /// The environment a controller inherits its traits from.
    enum TraitParent {
        case parent(UIViewController)
        /// The presentation that shows the controller (while it presents, dismisses or is presented).
        case presentation(UIPresentationController)
        case window(UIWindow)
        /// A controller shown without containment still gets the traits around its view.
        case superview(UIView)
        case none
    }

    /// Where this controller's traits come from: its parent, else its presentation, else its window,
    /// else its view's superview; with none, the scene it was made in (see `resolvedTraitCollection`).
    var traitParent: TraitParent {
        if let parent { return .parent(parent) }
        if let presentation = presentationState.hostingPresentation, presentation.state != .idle {
            return .presentation(presentation)
        }
        if let hostWindow { return .window(hostWindow) }
        if let superview = loadedView?.superview { return .superview(superview) }
        return .none
    }

    /// Whether the traits come from where the view sits: a pass that reaches the view updates the controller first.
    var inheritsTraitsFromItsView: Bool {
        switch traitParent {
        case .superview, .none: true
        case .parent, .presentation, .window: false
        }
    }

    /// The window at the top of this controller's trait parents; its propagation state is this controller's.
    ///
    /// A walk, not a recursion: misuse can put a controller's view inside a descendant's view, and a
    /// loop of trait parents then ends with no window instead of overflowing the stack.
    var traitWindow: UIWindow? {
        // A controller whose view is in a window answers at once: asking each controller of a deep chain
        // stays linear in its depth, not quadratic.
        if let window = loadedView?.topLayoutView as? UIWindow { return window }
        var controller = self
        var visited: Set<ObjectIdentifier> = []
        while visited.insert(ObjectIdentifier(controller)).inserted {
            WalkSteps.step()
            switch controller.traitParent {
            case .parent(let parent): controller = parent
            case .presentation(let presentation): return presentation.window
            case .window(let window): return window
            case .superview(let superview):
                if let window = superview.topLayoutView as? UIWindow { return window }
                var view = superview
                while view.owningViewController == nil, let next = view.superview {
                    WalkSteps.step()
                    view = next
                }
                guard let owner = view.owningViewController else { return view as? UIWindow }
                controller = owner
            case .none: return nil
            }
        }
        return nil
    }

    /// The traits this controller has with its trait parent's current traits.
    var resolvedTraitCollection: UITraitCollection {
        let own = traitOverridesStorage
        switch traitParent {
        case .parent(let parent):
            return TraitResolution.resolve(
                inherited: parent.traitCollection, parentOverride: parent.overrideValues(forChild: self), own: own)
        case .presentation(let presentation):
            return TraitResolution.resolve(
                inherited: presentation.traitCollection,
                parentOverride: presentation.overrideForShownController(
                    environment: presentation.traitCollection, adaptiveStyle: presentation.adaptation.adaptiveStyle),
                own: own)
        case .window(let window):
            return TraitResolution.resolve(inherited: window.traitCollection, own: own)
        case .superview(let superview):
            return TraitResolution.resolve(inherited: superview.traitCollection, own: own)
        case .none:
            // Nothing holds it: it belongs to the scene whose code runs now or made it, if a simulator
            // was running the app's code (`TraitPrediction`); otherwise it has no traits to inherit.
            let scene = TraitPrediction.currentScene ?? creationScene
            return TraitResolution.resolve(inherited: scene?.traitCollection ?? UITraitCollection(), own: own)
        }
    }

    /// The traits the controller will have where it is about to be shown, as iOS 13+ predicts them
    /// before its view loads: through the presentation that will show it (with its style's
    /// adjustments) or through a parent (itself predicted if it has no traits yet); with neither, from
    /// the scene whose code is running or made it (`TraitPrediction`); otherwise the traits it resolves to now.
    var predictedTraitCollection: UITraitCollection {
        let own = traitOverridesStorage
        switch traitParent {
        case .parent(let parent):
            let inherited = parent.traitState.hasDelivered ? parent.traitCollection : parent.predictedTraitCollection
            return TraitResolution.resolve(
                inherited: inherited, parentOverride: parent.overrideValues(forChild: self), own: own)
        case .presentation(let presentation):
            let environment = presentation.environmentTraits()
            return TraitResolution.resolve(
                inherited: environment,
                parentOverride: presentation.overrideForShownController(
                    environment: environment, adaptiveStyle: presentation.adaptation.adaptiveStyle),
                own: own)
        case .window, .superview, .none:
            return resolvedTraitCollection
        }
    }

    /// Before `loadView`: a controller that has had no traits yet takes the predicted ones, so
    /// `loadView` and `viewDidLoad` read where it will be shown (the first `traitCollectionDidChange` still follows).
    func predictTraitsBeforeLoadingView() {
        guard !traitState.hasDelivered else { return }
        traitState.predict(predictedTraitCollection)
    }

    /// What this controller sets for `child` on top of its own traits (`overrideTraitCollection(forChild:)`).
    func overrideValues(forChild child: UIViewController) -> TraitValues {
        overrideTraitCollection(forChild: child)?.values ?? TraitValues()
    }

    /// Stores the resolved traits and sends `traitCollectionDidChange(_:)` when they changed (one step of a `TraitPass`).
    func updateOwnTraits() {
        storeTraits(resolvedTraitCollection)
    }
}
