import Foundation

extension UIPresentationController {
    /// The controller on screen: the presented one, or the delegate's replacement for an adapted style.
    package var shownViewController: UIViewController { adaptiveReplacement ?? presentedViewController }

    /// The style the presentation shows in now: the adapted style, else the one asked for.
    package var effectivePresentationStyle: UIModalPresentationStyle { adaptation.effectivePresentationStyle }

    /// The style asked for, with `.automatic` resolved.
    var requestedStyle: UIModalPresentationStyle { adaptation.requestedStyle }

    /// The style adaptation chose for the current environment, or nil when it did not adapt.
    var adaptedStyle: UIModalPresentationStyle? { adaptation.adaptedStyle }

    /// `<UIPresentationController>`, as UIKit names objects in messages (without the address).
    var debugName: String { "<\(type(of: self))>" }

    /// The adaptive style for an environment: the default rule, then the delegate's answer.
    ///
    /// The delegate is asked only in a compact environment; with iOS 12 behaviour the one-argument
    /// method only in a horizontally compact one (as in iOS 8). `adaptivePresentationStyle(for:traitCollection:)`
    /// is preferred; an answer other than `.none`, `.fullScreen`, `.overFullScreen` or `.formSheet`
    /// is ignored, as in UIKit.
    func evaluateAdaptation(for environment: UITraitCollection) -> UIModalPresentationStyle {
        let defaultStyle = adaptivePresentationStyle(for: environment)
        let compactWidth = environment.horizontalSizeClass == .compact
        let compact = compactWidth || environment.verticalSizeClass == .compact
        guard let delegate, compact else { return defaultStyle }
        var answer = DelegateDefaults.implemented {
            delegate.adaptivePresentationStyle(for: self, traitCollection: environment)
        }
        if answer == nil, behavior == .iOS13 || compactWidth {
            answer = DelegateDefaults.implemented { delegate.adaptivePresentationStyle(for: self) }
        }
        guard let answer, [.none, .fullScreen, .overFullScreen, .formSheet].contains(answer) else {
            return defaultStyle
        }
        return answer
    }

    /// Tells the delegate which adaptive style the presentation is about to show in.
    func notifyWillPresent(
        adaptiveStyle: UIModalPresentationStyle, coordinator: (any UIViewControllerTransitionCoordinator)?
    ) {
        adaptation.announcedStyle = adaptiveStyle
        delegate?.presentationController(
            self, willPresentWithAdaptiveStyle: adaptiveStyle, transitionCoordinator: coordinator)
    }

    /// Applies the adaptation for an environment: the delegate hears of a change (or of the first
    /// evaluation), a replacement controller is swapped in or out, and the container re-lays out.
    func applyAdaptation(
        environment: UITraitCollection, coordinator: (any UIViewControllerTransitionCoordinator)?, initial: Bool,
        evaluated: UIModalPresentationStyle? = nil
    ) {
        // A rotation already asked the delegate in `willTransition(to:with:)`; ask once per change.
        let predicted = adaptation.announcedStyle(forDestination: environment)
        let style = evaluated ?? predicted ?? evaluateAdaptation(for: environment)
        if adaptation.needsAnnouncement(of: style, initial: initial) {
            notifyWillPresent(adaptiveStyle: style, coordinator: coordinator)
        }
        adaptation.announcedStyle = nil
        guard initial || style != adaptation.adaptiveStyle else { return }
        adaptation.adaptiveStyle = style
        swapReplacement(for: style, initial: initial)
        containerViewStorage?.setNeedsLayout()
    }

    /// A rotation or resize is starting: the presentation remembers where it is going (so sizes asked
    /// for during the transition use it) and hears `willTransition(to:with:)` when its traits change.
    func environmentWillTransition(
        to traits: UITraitCollection, safeArea: UIEdgeInsets,
        with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        let traits = TraitResolution.resolve(inherited: traits, own: traitOverridesStorage)
        adaptation.destination = PresentationAdaptation.Destination(traits: traits, safeArea: safeArea)
        if traits != traitCollection { willTransition(to: traits, with: coordinator) }
    }

    /// The rotation or resize ended: the presentation's own traits and safe area hold again.
    func environmentTransitionDidEnd() {
        adaptation.destination = nil
    }

    /// Shows the delegate's replacement controller for an adapted style, or the presented one again.
    private func swapReplacement(for style: UIModalPresentationStyle, initial: Bool) {
        let oldShown = shownViewController
        var replacement: UIViewController?
        if style != .none, let delegate {
            replacement = delegate.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
            if replacement === presentedViewController { replacement = nil }
        }
        if replacement == nil, let old = adaptiveReplacement {
            // UIKit takes the presented controller back out of the controller that wrapped it.
            old.presentationState.hostingPresentation = nil
            if presentedViewController.parent != nil {
                presentedViewController.willMove(toParent: nil)
                presentedViewController.viewIfLoaded?.removeFromSuperview()
                presentedViewController.removeFromParent()
            }
        }
        adaptiveReplacement = replacement
        let newShown = shownViewController
        guard newShown !== oldShown else { return }
        newShown.presentationState.hostingPresentation = self
        if presentedViewController !== newShown, presentedViewController.parent == nil {
            presentedViewController.presentationState.hostingPresentation = nil
        }
        guard !initial, let container = containerViewStorage else { return }
        if oldShown.viewIfLoaded?.superview === container { oldShown.viewIfLoaded?.removeFromSuperview() }
        if let view = presentedView, view.superview !== container {
            view.frame = frameOfPresentedViewInContainerView
            container.addSubview(view)
        }
        TraitPropagation.invalidate(newShown)
    }

    /// What the presentation sets for the controller it shows, on top of the environment's traits: the
    /// adjustments of the style it shows in, then `overrideTraitCollection`.
    func overrideForShownController(
        environment: UITraitCollection, adaptiveStyle: UIModalPresentationStyle
    ) -> TraitValues {
        var values = TraitValues()
        adjustPresentedTraits(
            &values, environment: environment, style: adaptiveStyle == .none ? requestedStyle : adaptiveStyle)
        if let overrideTraitCollection { values.merge(overrideTraitCollection.values) }
        return values
    }

    /// Recomputes the presentation's traits during a propagation pass and re-evaluates adaptation on change.
    func updateTraits() {
        guard state != .idle else { return }
        let environment = environmentTraits()
        let changed = storeTraits(environment) { _ in
            applyAdaptation(environment: environment, coordinator: nil, initial: false)
        }
        if changed { updatePresentersView() }
    }

    /// After a style change while presented, the presenter's view leaves or returns as
    /// `shouldRemovePresentersView` now says, with the appearance callbacks of a presentation or
    /// dismissal (a form sheet that adapts to full screen hides its presenter, and shows it again).
    func updatePresentersView() {
        guard state == .presented, let presenting = presentingViewController else { return }
        if let removed = removedPresenterView {
            guard !shouldRemovePresentersView, removed.superview != nil else { return }
            presenting.beginAppearanceTransition(true, animated: true)
            removed.reinsert()
            removedPresenterView = nil
            presenting.endAppearanceTransition()
        } else {
            guard shouldRemovePresentersView, let view = hostView(of: presenting), let superview = view.superview,
                let index = superview.subviews.firstIndex(where: { $0 === view })
            else { return }
            presenting.beginAppearanceTransition(false, animated: true)
            presenting.endAppearanceTransition()
            removedPresenterView = RemovedView(view: view, superview: superview, index: index, controller: presenting)
            view.removeFromSuperview()
        }
    }
}
