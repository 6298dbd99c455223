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
