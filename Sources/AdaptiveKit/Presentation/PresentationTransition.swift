import Foundation

/// How long presentations and dismissals animate on the virtual clock (UIKit's sheets take about as
/// long; the exact spring timing is not modelled, see Deviations.md).
let presentationAnimationDuration: TimeInterval = 0.3

extension UIViewController {
    /// `present(_:animated:completion:)`: UIKit's checks, then the presentation transition.
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let presenter = presented.presentationState.presenting {
            DiagnosticLog.raise(
                "Application tried to present modally a view controller \(presented.debugName) that is already being presented by \(presenter.debugName)."
            )
            return
        }
        if presented === self || presented.parent != nil || presented.hostWindow != nil
            || presented.viewIfLoaded?.window != nil
        {
            DiagnosticLog.raise("Application tried to present modally an active controller \(presented.debugName).")
            return
        }
        let behavior = viewIfLoaded?.window?.presentationBehavior ?? .iOS13
        let style = presented.resolvedPresentationStyle(for: behavior)
        if style == .none {
            DiagnosticLog.raise(
                "The specified modal presentation style doesn't have a corresponding presentation controller.")
            return
        }
        let presenting = presentationContext(for: style)
        if let existing = presenting.presentationState.presented {
            DiagnosticLog.warn(
                "Warning: Attempt to present \(presented.debugName) on \(presenting.debugName) which is already presenting \(existing.debugName)"
            )
            return
        }
        if presenting.transitionCoordinator != nil {
            DiagnosticLog.warn(
                "Warning: Attempt to present \(presented.debugName) on \(presenting.debugName) while a presentation is in progress!"
            )
            return
        }
        guard let window = viewIfLoaded?.window, presenting.viewIfLoaded?.window != nil else {
            DiagnosticLog.warn(
                "Warning: Attempt to present \(presented.debugName) on \(presenting.debugName) whose view is not in the window hierarchy!"
            )
            return
        }

        var controller = presented.presentationState.controller
        if controller == nil || controller?.state != .idle || controller?.requestedStyle != style {
            let made = presented.makePresentationController(style: style, presenting: presenting, source: self)
            made.delegate = made.delegate ?? controller?.delegate
            controller = made
        }
        guard let controller else { return }
        controller.presentingStorage = presenting
        controller.prepare(window: window, behavior: behavior)
        let environment = controller.environmentTraits()
        let adaptiveStyle = controller.evaluateAdaptation(for: environment)
        if let popover = controller as? UIPopoverPresentationController {
            popover.prepareForPresentation()
            if (adaptiveStyle == .none || adaptiveStyle == .popover) && !popover.hasAnchor {
                DiagnosticLog.raise(
                    "UIPopoverPresentationController (\(popover.debugName)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.",
                    name: "NSGenericException")
                return
            }
        }
        let contextProvidesStyle =
            (style == .currentContext || style == .overCurrentContext)
            && presenting.providesPresentationContextTransitionStyle
        controller.transitionStyle =
            contextProvidesStyle ? presenting.modalTransitionStyle : presented.modalTransitionStyle
        presented.presentationState.controller = controller
        controller.runPresentation(
            source: self, environment: environment, adaptiveStyle: adaptiveStyle, animated: animated,
            completion: completion)
    }

    /// The controller that presents for `style`: the presentation context for current-context
    /// styles (the nearest ancestor that defines one, else the top of the chain), the top of the
    /// parent chain for every other style.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var candidate: UIViewController? = self
            while let controller = candidate {
                if controller.definesPresentationContext { return controller }
                candidate = controller.parent
            }
        }
        return topOfParentChain
    }

    /// `dismiss(animated:completion:)`: dismisses what this controller presents, else this controller.
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let presenter: UIViewController
        if let holder = nearestPresentingAncestor {
            presenter = holder
        } else if let presentedSelf = presentedAncestor, let presenting = presentedSelf.presentationState.presenting {
            presenter = presenting
        } else {
            return
        }
        let stack = presenter.presentationStack.compactMap { $0.presentationState.controller }
        guard !stack.isEmpty else { return }
        if stack.contains(where: { $0.state != .presented }) {
            DiagnosticLog.warn(
                "Warning: Attempt to dismiss from view controller \(presenter.debugName) while a presentation or dismiss is in progress!"
            )
            return
        }
        UIPresentationController.runDismissal(
            of: stack, animated: animated, interactive: false, completion: completion)
    }

    /// This controller or the nearest ancestor that presents something.
    var nearestPresentingAncestor: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if controller.presentationState.presented != nil { return controller }
            candidate = controller.parent
        }
        return nil
    }
}

extension UIPresentationController {
    /// Sets what the presentation needs to know about where it happens.
    func prepare(window: UIWindow, behavior: PresentationBehavior) {
        self.window = window
        self.behavior = behavior
        adaptation.reset()
        adaptiveReplacement = nil
        removedPresenterView = nil
        coversWindow = shouldPresentInFullscreen
        stackDepth = 0
        if let below = presentingViewController?.presentationState.hostingPresentation, below.rendersAsCard {
            stackDepth = below.stackDepth + 1
        }
    }

    /// The presentation's traits: those of the environment it happens in (the window's, or the
    /// context's) with its own `traitOverrides`.
    func environmentTraits() -> UITraitCollection {
        let inherited =
            if coversWindow, let window { window.traitCollection } else {
                presentingViewController?.traitCollection ?? window?.traitCollection ?? UITraitCollection()
            }
        return TraitResolution.resolve(inherited: inherited, own: traitOverridesStorage)
    }

    /// The view that holds the presenter on screen: a root or context view, or a presented controller's container.
    func hostView(of controller: UIViewController) -> UIView? {
        if controller.parent == nil, let presentation = controller.presentationState.hostingPresentation,
            let container = presentation.containerViewStorage
        {
            return container
        }
        return controller.viewIfLoaded
    }

    /// The presentation transition, in UIKit's order: the controllers are linked and the container
    /// is made, the transition's animator and coordinator are set up, adaptation runs (the delegate
    /// hears the adaptive style), appearance begins, the container joins the window,
    /// `presentationTransitionWillBegin()`, the presented view joins the container, the alongside
    /// animations and layout run, then the animation ends the transition on the window's clock.
    func runPresentation(
        source: UIViewController, environment: UITraitCollection, adaptiveStyle: UIModalPresentationStyle,
        animated: Bool, completion: (() -> Void)?
    ) {
        guard let presenting = presentingViewController, let window else { return }
        link(to: presenting)
        let presenterView = hostView(of: presenting)
        let container = makeContainerView(in: window, over: presenterView)
        let transition = PresentationTransition(
            presentation: self, presenting: presenting, source: source, container: container,
            presenterView: presenterView, window: window, animated: animated, completion: completion)
        adaptForPresentation(
            environment: environment, adaptiveStyle: adaptiveStyle, coordinator: transition.coordinator)
        transition.beginAppearanceTransitions()
        insertContainerView(container, in: window, above: presenterView)
        presentationTransitionWillBegin()
        // An animator adds the presented view itself.
        if transition.animator == nil { addPresentedView(to: container) }
        transition.coordinator.runAnimations { window.layoutIfNeeded() }
        transition.start(on: window.presentationClock)
    }

    /// The presenter and the presented know each other from now on; the presentation is under way.
    private func link(to presenting: UIViewController) {
        state = .presenting
        presenting.presentationState.presented = presentedViewController
        presentedViewController.presentationState.presenting = presenting
    }

    /// The container view (UIKit's `UITransitionView`): over the whole window, or over the context's view.
    private func makeContainerView(in window: UIWindow, over presenterView: UIView?) -> PresentationContainerView {
        let container = PresentationContainerView(presentationController: self)
        if coversWindow {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else if let presenterView {
            container.frame = presenterView.frame
            container.autoresizingMask = presenterView.autoresizingMask
        }
        containerViewStorage = container
        return container
    }

    /// The first adaptation: the presentation takes the environment's traits, the delegate hears the
    /// adaptive style, and the controller it settles on is shown in the presentation.
    private func adaptForPresentation(
        environment: UITraitCollection, adaptiveStyle: UIModalPresentationStyle, coordinator: TransitionCoordinator
    ) {
        _ = traitState.store(environment)
        applyAdaptation(environment: environment, coordinator: coordinator, initial: true, evaluated: adaptiveStyle)
        shownViewController.presentationState.hostingPresentation = self
        if let presenting = presentingViewController { TraitPropagation.invalidate(presenting) }
    }

    /// The container joins the window: on top, or just above the context's view for a current-context style.
    private func insertContainerView(_ container: UIView, in window: UIWindow, above presenterView: UIView?) {
        if !coversWindow, let presenterView, let superview = presenterView.superview {
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            window.addSubview(container)
        }
    }

    /// The presented view joins the container at its place.
    private func addPresentedView(to container: UIView) {
        guard let view = presentedView else { return }
        view.frame = frameOfPresentedViewInContainerView
        container.addSubview(view)
    }
}

/// A presentation in flight, from its coordinator's creation to `presentationTransitionDidEnd(_:)`:
/// the animator and its context, the coordinator, and what the end must finish or undo.
@MainActor
final class PresentationTransition {
    let presentation: UIPresentationController
    let presenting: UIViewController
    /// The view holding the presenter on screen, which a full-screen presentation takes out at the end.
    let presenterView: UIView?
    let animated: Bool
    /// The transitioning delegate's animator; nil for UIKit's own animation.
    let animator: (any UIViewControllerAnimatedTransitioning)?
    let coordinator: TransitionCoordinator
    let completion: (() -> Void)?
    /// The animator's context until the animation starts; the animator keeps it from then on.
    private var context: PresentationTransitionContext?
    /// Whether the presenter's view leaves the window, decided once adaptation has chosen the style.
    private var removesPresenter = false
    /// The controller shown when appearance began.
    private var shown: UIViewController?

    /// Asks the transitioning delegate for an animator and makes the coordinator, which the presenter
    /// and the presented report as their `transitionCoordinator` from now on.
    init(
        presentation: UIPresentationController, presenting: UIViewController, source: UIViewController,
        container: UIView, presenterView: UIView?, window: UIWindow, animated: Bool, completion: (() -> Void)?
    ) {
        let presented = presentation.presentedViewController
        let animator =
            animated
            ? presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: presenting, source: source) : nil
        // The context outlives `init` with the animator; it reaches this transition once that exists.
        var ending: ((Bool) -> Void)?
        let context = animator.map { _ in
            PresentationTransitionContext(
                containerView: container, style: presentation.presentationStyle,
                controllers: [.from: presenting, .to: presented],
                views: { [weak presentation] key in key == .to ? presentation?.presentedView : nil },
                frames: { [weak presentation] controller, initial in
                    guard let presentation, !initial, controller === presented else { return .zero }
                    return presentation.frameOfPresentedViewInContainerView
                },
                onComplete: { ending?($0) })
        }
        let duration =
            animator?.transitionDuration(using: context)
            ?? (animated && window.presentationClock != nil ? presentationAnimationDuration : 0)
        coordinator = TransitionCoordinator(
            duration: duration, containerView: container, presentationStyle: presentation.presentationStyle,
            from: presenting, to: presented)
        self.presentation = presentation
        self.presenting = presenting
        self.presenterView = presenterView
        self.animated = animated
        self.animator = animator
        self.context = context
        self.completion = completion
        ending = { [self] completed in end(completed: completed) }
        presented.presentationState.coordinator = coordinator
        presenting.presentationState.coordinator = coordinator
    }

    /// Appearance begins: the presenter disappears when its view will leave the window, the shown controller appears.
    func beginAppearanceTransitions() {
        let shown = presentation.shownViewController
        self.shown = shown
        removesPresenter = presentation.shouldRemovePresentersView
        if removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
        presentation.presentedViewController.appearance.isBeingPresented = true
        shown.appearance.isBeingPresented = true
        shown.beginAppearanceTransition(true, animated: animated)
    }

    /// The animation starts: the animator's, UIKit's own on the clock, or none (the transition ends at once).
    func start(on clock: VirtualClock?) {
        if let animator, let context {
            self.context = nil
            animator.animateTransition(using: context)
        } else if coordinator.transitionDuration > 0, let clock {
            clock.schedule(after: coordinator.transitionDuration) { [self] in complete() }
        } else {
            complete()
        }
    }

    /// The animator called `completeTransition(_:)`.
    private func end(completed: Bool) {
        if completed { complete() } else { cancel() }
        animator?.animationEnded(completed)
    }

    /// The presentation finished: the end callbacks in UIKit's order, and a full-screen presenter's view leaves.
    private func complete() {
        let presented = presentation.presentedViewController
        presentation.state = .presented
        presentation.presentationTransitionDidEnd(true)
        coordinator.finish()
        presented.presentationState.coordinator = nil
        presenting.presentationState.coordinator = nil
        if removesPresenter {
            presenting.endAppearanceTransition()
            removePresenterView()
        }
        shown?.endAppearanceTransition()
        presented.appearance.isBeingPresented = false
        shown?.appearance.isBeingPresented = false
        completion?()
    }

    /// Takes the presenter's view out of the window, remembering where it goes back at the dismissal.
    private func removePresenterView() {
        guard let view = presenterView, let superview = view.superview,
            let index = superview.subviews.firstIndex(where: { $0 === view })
        else { return }
        presentation.removedPresenterView = UIPresentationController.RemovedView(
            view: view, superview: superview, index: index, controller: presenting)
        view.removeFromSuperview()
    }

    /// The animator cancelled the presentation: everything returns to how it was before it began.
    private func cancel() {
        let shown = presentation.shownViewController
        presentation.presentationTransitionDidEnd(false)
        coordinator.finish()
        presentation.presentedViewController.appearance.isBeingPresented = false
        shown.appearance.isBeingPresented = false
        shown.beginAppearanceTransition(false, animated: true)
        shown.endAppearanceTransition()
        if removesPresenter, let presenting = presentation.presentingViewController {
            presenting.beginAppearanceTransition(true, animated: true)
            presenting.endAppearanceTransition()
        }
        presentation.containerViewStorage?.removeFromSuperview()
        presentation.tearDown()
    }
}
