import Foundation

/// Manages the transition and the on-screen presence of a presented controller, like UIKit's
/// `UIPresentationController`.
///
/// It is a trait environment between the presenting environment and the presented controller
/// (its traits are the environment's; the presented controller's are those plus the style's own
/// adjustments plus `overrideTraitCollection`) and a content container that forwards transitions
/// to the presented controller. Subclass it for a custom presentation and return it from a
/// `UIViewControllerTransitioningDelegate`; the members a subclass overrides are in this class body.
@MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    weak var presentingStorage: UIViewController?

    /// The controller that presents (the presentation context); set when the presentation begins.
    public var presentingViewController: UIViewController! { presentingStorage }

    /// Decides adaptation and hears about interactive dismissal.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Traits merged over the presented controller's, like UIKit's property of that name.
    public var overrideTraitCollection: UITraitCollection? {
        didSet { if state != .idle { TraitPropagation.invalidate(presentedViewController) } }
    }

    var traitState = TraitState()
    var traitOverridesStorage = TraitValues()
    var traitChangeRegistrations = TraitChangeRegistrations()
    /// The style asked for, the adaptive style in effect and what a transition in flight predicts.
    var adaptation = PresentationAdaptation()
    var behavior = PresentationBehavior.iOS13
    weak var window: UIWindow?
    var containerViewStorage: PresentationContainerView?
    /// The view that dims what is behind a built-in presentation (UIKit's `UIDimmingView`).
    package var systemDimmingView: UIView?
    /// Whether the presentation covers the whole window (false for current-context presentations).
    var coversWindow = true
    /// Sheets a sheet presents stack: 0 for a sheet over a full-window controller, 1 above that, ...
    var stackDepth = 0
    /// A controller the delegate supplied for the adapted style, shown instead of the presented one.
    var adaptiveReplacement: UIViewController?
    var removedPresenterView: RemovedView?
    var state = State.idle
    /// The transition style the presentation animates with (the context's, when it provides one).
    var transitionStyle = UIModalTransitionStyle.coverVertical
    /// A swipe-to-dismiss in progress.
    var interactiveDismissal: DismissalTransition?

    enum State { case idle, presenting, presented, dismissing }

    /// The presenter's view while a full-screen presentation has taken it out of the window.
    @MainActor
    struct RemovedView {
        let view: UIView
        weak var superview: UIView?
        let index: Int
        let controller: UIViewController
        /// The superview's size when the view left, so the view can follow a rotation that happened meanwhile.
        let superviewSize: CGSize

        init(view: UIView, superview: UIView, index: Int, controller: UIViewController) {
            self.view = view
            self.superview = superview
            self.index = index
            self.controller = controller
            superviewSize = superview.bounds.size
        }

        /// Puts the view back at its place, first resized by its autoresizing mask for what its superview
        /// became while it was out (UIKit sizes a view before its first layout there: no conflict is logged
        /// for a frame it never shows at).
        func reinsert() {
            guard let superview else { return }
            view.resize(withOldSuperviewSize: superviewSize, newSize: superview.bounds.size)
            superview.insertSubview(view, at: min(index, superview.subviews.count))
        }
    }

    /// Makes a presentation controller for `presentedViewController`, presented by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    // MARK: Traits

    /// The presentation's traits: those of the environment it presents in.
    public var traitCollection: UITraitCollection { traitState.current }

    /// Called when the presentation's traits changed; adaptation has been re-evaluated by then.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// iOS 17 trait overrides: traits set here apply to the presentation and the controller it presents.
    public var traitOverrides: any UITraitOverrides {
        get { traitOverridesStorage }
        set {
            traitOverridesStorage = newValue as? TraitValues ?? TraitValues()
            guard state != .idle else { return }
            updateTraits()
            TraitPropagation.invalidate(presentedViewController)
        }
    }

    // MARK: Style

    /// The style the presentation was asked for (`.automatic` resolved); `.custom` for a custom controller.
    open var presentationStyle: UIModalPresentationStyle { requestedStyle }

    /// The style the presentation adapts to in the current environment.
    public var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The style the presentation adapts to in an environment by default; `.none` means no adaptation.
    ///
    /// A custom presentation controller does not adapt unless its delegate says so.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    // MARK: Geometry and views

    /// The view the presentation animates and shows: the presented controller's view by default.
    open var presentedView: UIView? { shownViewController.view }

    /// The view the presentation happens in, while presented.
    public var containerView: UIView? { containerViewStorage }

    /// Where the presented view goes in the container; the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window (true) or only the presentation context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation has completed (false here).
    open var shouldRemovePresentersView: Bool { false }

    // MARK: Transition callbacks

    /// Called before the presentation animates; add chrome and register alongside animations here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` is false if it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal animates.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` is false if a swipe was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Built-in behaviour (internal overrides of the system presentation controllers)

    /// Lays out the system chrome and the presented view; a custom controller lays out its own views.
    func layoutPresentationViews() {}

    /// Whether the presentation shows as an iOS 13 card sheet on a compact-width screen.
    var rendersAsCard: Bool { false }

    /// Whether the user can swipe the presentation away (iOS 13 sheets).
    var allowsInteractiveDismissal: Bool { false }

    /// Adjusts the presented controller's traits for the style it shows in (a form sheet is compact-width).
    func adjustPresentedTraits(
        _ values: inout TraitValues, environment: UITraitCollection, style: UIModalPresentationStyle
    ) {}

    // MARK: UIContentContainer

    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// Called when the presented controller's preferred content size changed; re-lays out the container.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        containerViewStorage?.setNeedsLayout()
    }

    /// Called when the presented controller's fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The presented controller's size in a container of `parentSize`; the whole container by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Forwards a size change to the presented controller with its own new size, when that changes.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        let shown = shownViewController
        let childSize = self.size(forChildContentContainer: shown, withParentContainerSize: size)
        if childSize != shown.viewIfLoaded?.bounds.size { shown.viewWillTransition(to: childSize, with: coordinator) }
    }

    /// Re-evaluates adaptation for the new environment (telling the delegate) and forwards the
    /// change to the presented controller when its traits will change.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        let style = evaluateAdaptation(for: newCollection)
        if style != adaptation.adaptiveStyle {
            notifyWillPresent(adaptiveStyle: style, coordinator: coordinator)
        } else {
            adaptation.announcedStyle = style
        }
        let shown = shownViewController
        let predicted = TraitResolution.resolve(
            inherited: newCollection,
            parentOverride: overrideForShownController(environment: newCollection, adaptiveStyle: style),
            own: shown.traitOverridesStorage)
        if predicted != shown.traitCollection { shown.willTransition(to: predicted, with: coordinator) }
    }
}
