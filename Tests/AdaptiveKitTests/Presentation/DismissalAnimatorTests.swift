import Foundation
import Testing

@testable import AdaptiveKit

/// After any dismissal the presenter's view is back where it was, even when a
/// dismissal animator put it into the presentation's container.
@MainActor
@Suite struct DismissalAnimatorTests {
    /// The slide animator of many apps: it adds the arriving view to the container both ways.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.25
        }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let presenting = transitionContext.view(forKey: .from) == nil
            log.record("animateTransition(presenting: \(presenting))")
            if let view = transitionContext.view(forKey: .to) {
                view.frame = container.bounds
                container.addSubview(view)
            }
            transitionContext.view(forKey: .from)?.removeFromSuperview()
            container.window?.clock?.schedule(after: 0.25) { transitionContext.completeTransition(true) }
        }

        func animationEnded(_ transitionCompleted: Bool) { log.record("animationEnded(\(transitionCompleted))") }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            self
        }

        func animationController(forDismissed dismissed: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)?
        {
            self
        }
    }

    @Test(arguments: [true, false])
    func presentersViewReturnsToTheWindowAfterAFullScreenDismissal(withAnimator: Bool) throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", behavior: .iOS12, root: root)
        let presented = RecordingController("presented", log: log)
        let animator = SlideAnimator(log: log)
        if withAnimator { presented.transitioningDelegate = animator }
        _ = log.take()

        root.present(presented, animated: true)
        simulator.runUntilIdle()
        let presentation = try #require(presented.presentationController)
        #expect(presentation.presentationStyle == .fullScreen)
        #expect(root.view.window == nil, "a full-screen presentation takes the presenter's view out")
        let afterPresenting = log.take()

        root.dismiss(animated: true)
        simulator.runUntilIdle()
        let afterDismissing = log.take()

        if withAnimator {
            #expect(
                afterPresenting == [
                    "root.viewWillDisappear", "presented.viewWillAppear (being presented)",
                    "animateTransition(presenting: true)", "root.viewDidDisappear",
                    "presented.viewDidAppear (being presented)", "animationEnded(true)",
                ])
            #expect(
                afterDismissing == [
                    "presented.viewWillDisappear (being dismissed)", "root.viewWillAppear",
                    "animateTransition(presenting: false)", "presented.viewDidDisappear (being dismissed)",
                    "root.viewDidAppear", "animationEnded(true)",
                ])
        } else {
            #expect(
                afterPresenting == [
                    "root.viewWillDisappear", "presented.viewWillAppear (being presented)", "root.viewDidDisappear",
                    "presented.viewDidAppear (being presented)",
                ])
            #expect(
                afterDismissing == [
                    "presented.viewWillDisappear (being dismissed)", "root.viewWillAppear",
                    "presented.viewDidDisappear (being dismissed)", "root.viewDidAppear",
                ])
        }
        #expect(simulator.window.subviews.count == 1)
        #expect(simulator.window.subviews.first === root.view)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(presented.viewIfLoaded?.window == nil)
        #expect(root.presentedViewController == nil)
    }
}
