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
        adaptedStyle = nil
        lastAdaptiveStyle = .none
        adaptiveReplacement = nil
        removedPresenterView = nil
        coversWindow = shouldPresentInFullscreen
        stackDepth = 0
        if let below = presentingViewController?.presentationState.hostingPresentation, below.rendersAsCard {
            stackDepth = below.stackDepth + 1
        }
    }

    /// The traits of the environment the presentation happens in: the window's, or the context's.
    func environmentTraits() -> UITraitCollection {
        if coversWindow, let window { return window.traitCollection }
        return presentingViewController?.traitCollection ?? window?.traitCollection ?? UITraitCollection()
    }

    /// The view that holds the presenter on screen: a root or context view, or a presented controller's container.
    private func hostView(of controller: UIViewController) -> UIView? {
        if controller.parent == nil, let presentation = controller.presentationState.hostingPresentation,
            let container = presentation.containerViewStorage
        {
            return container
        }
        return controller.viewIfLoaded
    }

    /// The presentation transition: UIKit's callbacks in order, the views joining the window, the
    /// animation on the window's clock, then the end of the transition.
    func runPresentation(
        source: UIViewController, environment: UITraitCollection, adaptiveStyle: UIModalPresentationStyle,
        animated: Bool, completion: (() -> Void)?
    ) {
        guard let presenting = presentingViewController, let window else { return }
        let presented = presentedViewController
        state = .presenting
        presenting.presentationState.presented = presented
        presented.presentationState.presenting = presenting

        let contextView = hostView(of: presenting)
        let container = PresentationContainerView(presentationController: self)
        if coversWindow {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else if let contextView {
            container.frame = contextView.frame
            container.autoresizingMask = contextView.autoresizingMask
        }
        containerViewStorage = container

        let animator =
            animated
            ? presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: presenting, source: source) : nil
        var endStep: ((Bool) -> Void)?
        let context = animator.map { _ in
            PresentationTransitionContext(
                containerView: container, style: presentationStyle, controllers: [.from: presenting, .to: presented],
                views: { [weak self] key in key == .to ? self?.presentedView : nil },
                frames: { [weak self] controller, initial in
                    guard let self, !initial, controller === presented else { return .zero }
                    return frameOfPresentedViewInContainerView
                },
                onComplete: { endStep?($0) })
        }
        let duration =
            animator?.transitionDuration(using: context)
            ?? (animated && window.presentationClock != nil ? presentationAnimationDuration : 0)
        let coordinator = TransitionCoordinator(
            duration: duration, containerView: container, presentationStyle: presentationStyle, from: presenting,
            to: presented)
        presented.presentationState.coordinator = coordinator
        presenting.presentationState.coordinator = coordinator

        _ = traitState.store(environment)
        applyAdaptation(environment: environment, coordinator: coordinator, initial: true, evaluated: adaptiveStyle)
        let shown = shownViewController
        shown.presentationState.hostingPresentation = self
        TraitPropagation.invalidate(presenting)

        let removesPresenter = shouldRemovePresentersView
        if removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.appearance.isBeingPresented = true
        shown.appearance.isBeingPresented = true
        shown.beginAppearanceTransition(true, animated: animated)

        if coversWindow {
            window.addSubview(container)
        } else if let contextView, let superview = contextView.superview {
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            window.addSubview(container)
        }
        presentationTransitionWillBegin()
        // An animator adds the presented view itself.
        if animator == nil, let view = presentedView {
            view.frame = frameOfPresentedViewInContainerView
            container.addSubview(view)
        }
        coordinator.runAnimations { window.layoutIfNeeded() }

        let finish = { [self] in
            state = .presented
            presentationTransitionDidEnd(true)
            coordinator.finish()
            presented.presentationState.coordinator = nil
            presenting.presentationState.coordinator = nil
            if removesPresenter {
                presenting.endAppearanceTransition()
                if let view = contextView, let superview = view.superview,
                    let index = superview.subviews.firstIndex(where: { $0 === view })
                {
                    removedPresenterView = RemovedView(
                        view: view, superview: superview, index: index, controller: presenting)
                    view.removeFromSuperview()
                }
            }
            shown.endAppearanceTransition()
            presented.appearance.isBeingPresented = false
            shown.appearance.isBeingPresented = false
            completion?()
        }
        if let animator, let context {
            endStep = { [self] completed in
                if completed {
                    finish()
                } else {
                    cancelPresentation(coordinator: coordinator, removesPresenter: removesPresenter)
                }
                animator.animationEnded(completed)
            }
            animator.animateTransition(using: context)
        } else if duration > 0, let clock = window.presentationClock {
            clock.schedule(after: duration) { finish() }
        } else {
            finish()
        }
    }

    /// An animator cancelled the presentation: everything returns to how it was before it began.
    private func cancelPresentation(coordinator: TransitionCoordinator, removesPresenter: Bool) {
        let presented = presentedViewController
        let shown = shownViewController
        presentationTransitionDidEnd(false)
        coordinator.finish()
        presented.appearance.isBeingPresented = false
        shown.appearance.isBeingPresented = false
        shown.beginAppearanceTransition(false, animated: true)
        shown.endAppearanceTransition()
        if removesPresenter, let presenting = presentingViewController {
            presenting.beginAppearanceTransition(true, animated: true)
            presenting.endAppearanceTransition()
        }
        containerViewStorage?.removeFromSuperview()
        tearDown()
    }

    /// The dismissal of a stack of presentations (bottom to top): the top one animates, the ones
    /// below go with it, and the controller under the bottom one shows again.
    @discardableResult
    static func runDismissal(
        of stack: [UIPresentationController], animated: Bool, interactive: Bool, completion: (() -> Void)?
    ) -> TransitionCoordinator? {
        guard let bottom = stack.first, let top = stack.last, let container = top.containerViewStorage,
            let presenting = bottom.presentingViewController
        else { return nil }
        let window = bottom.window
        let animator =
            animated && !interactive
            ? top.presentedViewController.transitioningDelegate?.animationController(
                forDismissed: top.presentedViewController) : nil
        let duration =
            animator?.transitionDuration(using: nil)
            ?? ((animated || interactive) && window?.presentationClock != nil ? presentationAnimationDuration : 0)
        let coordinator = TransitionCoordinator(
            duration: duration, containerView: container, presentationStyle: top.presentationStyle,
            from: top.shownViewController, to: presenting, interactive: interactive)
        for presentation in stack {
            presentation.state = .dismissing
            presentation.presentedViewController.presentationState.coordinator = coordinator
        }
        presenting.presentationState.coordinator = coordinator

        let dismissedAppearing = stack.reversed().map(\.shownViewController).filter(\.isVisibleForAppearance)
        for controller in dismissedAppearing {
            controller.appearance.isBeingDismissed = true
            controller.presentedAncestor?.appearance.isBeingDismissed = true
            controller.beginAppearanceTransition(false, animated: animated || interactive)
        }
        let revealed = bottom.removedPresenterView
        if let revealed {
            revealed.controller.beginAppearanceTransition(true, animated: animated || interactive)
            // A child's view re-entering the window would end its appearance at once; it returns at the end.
            if revealed.controller.parent == nil, let superview = revealed.superview {
                superview.insertSubview(revealed.view, at: min(revealed.index, superview.subviews.count))
            }
        }
        for presentation in stack.reversed() { presentation.dismissalTransitionWillBegin() }
        coordinator.runAnimations { window?.layoutIfNeeded() }

        let transition = DismissalTransition(
            stack: stack, presenting: presenting, coordinator: coordinator, dismissed: dismissedAppearing,
            revealed: revealed, completion: completion)
        if let animator {
            let dismissed = top.presentedViewController
            let context = PresentationTransitionContext(
                containerView: container, style: top.presentationStyle,
                controllers: [.from: dismissed, .to: presenting],
                views: { key in key == .from ? top.presentedView : revealed?.view },
                frames: { controller, initial in
                    initial && controller === dismissed ? top.presentedView?.frame ?? .zero : .zero
                },
                onComplete: { completed in
                    if completed { transition.complete() } else { transition.cancel() }
                    animator.animationEnded(completed)
                })
            animator.animateTransition(using: context)
        } else if interactive {
            top.interactiveDismissal = transition
        } else if duration > 0, let clock = window?.presentationClock {
            clock.schedule(after: duration) { transition.complete() }
        } else {
            transition.complete()
        }
        return coordinator
    }
}

extension UIPresentationController {
    /// Forgets the finished presentation: who presented whom, the container and the replacement.
    func tearDown() {
        let presented = presentedViewController
        if let presenting = presentingViewController, presenting.presentationState.presented === presented {
            presenting.presentationState.presented = nil
            presenting.presentationState.coordinator = nil
        }
        presented.presentationState.presenting = nil
        presented.presentationState.coordinator = nil
        shownViewController.presentationState.hostingPresentation = nil
        presentedViewController.presentationState.hostingPresentation = nil
        if let replacement = adaptiveReplacement {
            replacement.presentationState.hostingPresentation = nil
        }
        containerViewStorage = nil
        systemDimmingView = nil
        removedPresenterView = nil
        interactiveDismissal = nil
        state = .idle
        // The controller and its presentation controller hold each other; UIKit lets go of the
        // presentation controller once dismissed (the next access makes a new one), so both can go.
        if presented.presentationState.controller === self { presented.presentationState.controller = nil }
    }
}
