import Foundation
import Testing

@testable import AdaptiveKit

/// P4: a custom presentation controller showing a half-height card over a dimmed presenter.
@MainActor
@Suite struct PresentationCustomTests {
    /// The half-height card of Apple's custom-presentation samples: a dimming view faded in
    /// alongside the transition, the card in the bottom half, laid out again on rotation.
    final class HalfCardPresentationController: UIPresentationController {
        let log: CallLog
        let dimmingView = UIView()

        init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
            dimmingView.alpha = 0
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override func presentationTransitionWillBegin() {
            log.record("presentationTransitionWillBegin")
            guard let containerView else { return }
            dimmingView.frame = containerView.bounds
            containerView.insertSubview(dimmingView, at: 0)
            presentedViewController.transitionCoordinator?.animate(
                alongsideTransition: { [self] _ in
                    log.record("alongside(presentation)")
                    dimmingView.alpha = 0.5
                },
                completion: { [log] context in log.record("completion(cancelled: \(context.isCancelled))") })
        }

        override func presentationTransitionDidEnd(_ completed: Bool) {
            log.record("presentationTransitionDidEnd(\(completed))")
        }

        override func dismissalTransitionWillBegin() {
            log.record("dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [self] _ in
                log.record("alongside(dismissal)")
                dimmingView.alpha = 0
            })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.record("dismissalTransitionDidEnd(\(completed))")
            if completed { dimmingView.removeFromSuperview() }
        }

        override func containerViewWillLayoutSubviews() {
            log.record("containerViewWillLayoutSubviews")
            dimmingView.frame = containerView?.bounds ?? .zero
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        override func containerViewDidLayoutSubviews() {
            log.record("containerViewDidLayoutSubviews")
        }

        override func size(
            forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width, height: parentSize.height / 2)
        }
    }

    final class HalfCardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            log.record("presentationController(forPresented:presenting:source:)")
            return HalfCardPresentationController(presented: presented, presenting: presenting, log: log)
        }
    }

    @Test func P4_halfHeightCardOverADimmedPresenter() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let card = RecordingController("card", log: log)
        let transitioning = HalfCardTransitioning(log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        _ = log.take()

        root.present(card, animated: true)
        #expect(
            log.take() == [
                "presentationController(forPresented:presenting:source:)",
                "card.viewWillAppear (being presented)",
                "presentationTransitionWillBegin",
                "alongside(presentation)",
                "containerViewWillLayoutSubviews",
                "containerViewDidLayoutSubviews",
            ])
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "presentationTransitionDidEnd(true)", "completion(cancelled: false)",
                "card.viewDidAppear (being presented)",
            ])
        let presentation = try #require(card.presentationController as? HalfCardPresentationController)
        #expect(presentation.presentationStyle == .custom)
        #expect(!presentation.shouldRemovePresentersView)
        #expect(presentation.shouldPresentInFullscreen)
        #expect(card.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(presentation.dimmingView.alpha == 0.5)
        #expect(presentation.dimmingView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let container = try #require(presentation.containerView)
        #expect(container.subviews.map { $0 === presentation.dimmingView || $0 === card.view } == [true, true])
        #expect(container.subviews.first === presentation.dimmingView)
        #expect(root.view.window === simulator.window, "the presenter stays behind the dimming")
        #expect(simulator.window.subviews.map { $0 === root.view } == [true, false])
        #expect(presentation.adaptivePresentationStyle == .none, "a custom presentation does not adapt by itself")

        card.recordsTraits = true
        simulator.rotate(to: .landscape)
        let rotation = log.take()
        #expect(rotation.contains("card.viewWillTransition(to: 852.0x196.5)"))
        #expect(rotation.contains("containerViewWillLayoutSubviews"))
        #expect(card.view.frame == CGRect(x: 0, y: 196.5, width: 852, height: 196.5))
        #expect(card.traitCollection.verticalSizeClass == .compact)

        root.dismiss(animated: true)
        #expect(
            log.take() == [
                "card.viewWillDisappear (being dismissed)", "dismissalTransitionWillBegin", "alongside(dismissal)",
            ])
        #expect(presentation.dimmingView.alpha == 0)
        simulator.runUntilIdle()
        #expect(log.take() == ["dismissalTransitionDidEnd(true)", "card.viewDidDisappear (being dismissed)"])
        #expect(presentation.dimmingView.superview == nil)
        #expect(simulator.window.subviews.count == 1)
    }

    @Test func P4_customStyleWithoutADelegateUsesAPlainPresentationController() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        root.present(presented, animated: false)
        let presentation = try #require(presented.presentationController)
        #expect(type(of: presentation) == UIPresentationController.self)
        #expect(presented.view.frame == simulator.window.bounds)
        #expect(root.view.window === simulator.window)
    }

    @Test func P4_aDelegateCanAdaptACustomPresentation() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let card = RecordingController("card", log: log)
        let transitioning = HalfCardTransitioning(log: log)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        let delegate = AdaptationDelegate(log: log) { $0.verticalSizeClass == .compact ? .overFullScreen : .none }
        root.present(card, animated: false)
        let presentation = try #require(card.presentationController)
        presentation.delegate = delegate
        _ = log.take()
        simulator.rotate(to: .landscape)
        #expect(
            log.take().filter { $0.hasPrefix("adaptive") || $0.hasPrefix("willPresent") } == [
                "adaptivePresentationStyle(Compact/Compact) -> overFullScreen",
                "willPresentWithAdaptiveStyle(overFullScreen, coordinator: true)",
            ])
        #expect(presentation.adaptedStyle == .overFullScreen)
    }
}

/// P4: animation controllers from the transitioning delegate.
@MainActor
@Suite struct PresentationAnimatorTests {
    /// Fades the presented view in over half a second on the window's clock, and out at once.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let log: CallLog
        let presenting: Bool
        var completes = true

        init(log: CallLog, presenting: Bool) {
            self.log = log
            self.presenting = presenting
        }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            log.record("animateTransition(presenting: \(presenting))")
            if presenting {
                let to = transitionContext.viewController(forKey: .to)
                let view = transitionContext.view(forKey: .to)
                if let view, let to {
                    view.frame = transitionContext.finalFrame(for: to)
                    view.alpha = 0
                    transitionContext.containerView.addSubview(view)
                    view.alpha = 1
                }
                let completes = self.completes
                transitionContext.containerView.window?.clock?.schedule(after: 0.5) {
                    transitionContext.completeTransition(completes)
                }
            } else {
                transitionContext.view(forKey: .from)?.alpha = 0
                transitionContext.completeTransition(true)
            }
        }

        func animationEnded(_ transitionCompleted: Bool) {
            log.record("animationEnded(\(transitionCompleted))")
        }
    }

    final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        let presentAnimator: FadeAnimator
        let dismissAnimator: FadeAnimator

        init(log: CallLog) {
            presentAnimator = FadeAnimator(log: log, presenting: true)
            dismissAnimator = FadeAnimator(log: log, presenting: false)
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            presentAnimator
        }

        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            dismissAnimator
        }
    }

    @Test func P4_anAnimatorPresentsAndDismissesOnTheClock() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .overFullScreen
        let transitioning = Transitioning(log: log)
        presented.transitioningDelegate = transitioning
        _ = log.take()
        var done = false
        root.present(presented, animated: true) { done = true }
        #expect(log.take() == ["presented.viewWillAppear (being presented)", "animateTransition(presenting: true)"])
        #expect(presented.transitionCoordinator?.transitionDuration == 0.5)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        simulator.clock.advance(by: 0.4)
        #expect(!done)
        simulator.clock.advance(by: 0.1)
        #expect(done)
        #expect(log.take() == ["presented.viewDidAppear (being presented)", "animationEnded(true)"])

        root.dismiss(animated: true)
        #expect(
            log.take() == [
                "presented.viewWillDisappear (being dismissed)", "animateTransition(presenting: false)",
                "presented.viewDidDisappear (being dismissed)", "animationEnded(true)",
            ])
        #expect(root.presentedViewController == nil)
        #expect(presented.view.alpha == 0)
        #expect(simulator.window.subviews.count == 1)
    }

    @Test func P4_anAnimatorCanCancelThePresentation() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        let transitioning = Transitioning(log: log)
        transitioning.presentAnimator.completes = false
        presented.transitioningDelegate = transitioning
        _ = log.take()
        var done = false
        root.present(presented, animated: true) { done = true }
        simulator.runUntilIdle()
        #expect(!done)
        #expect(
            log.take() == [
                "root.viewWillDisappear", "presented.viewWillAppear (being presented)",
                "animateTransition(presenting: true)", "presented.viewWillDisappear", "presented.viewDidDisappear",
                "root.viewWillAppear", "root.viewDidAppear", "animationEnded(false)",
            ])
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(root.view.window === simulator.window)
        #expect(simulator.window.subviews.count == 1)
    }
}
