import Foundation
import Testing

@testable import AdaptiveKit

/// P5: iOS 13 swipe-to-dismiss, every delegate sequence compared as one whole history
/// (Apple, UIAdaptivePresentationControllerDelegate).
@MainActor
@Suite struct SwipeToDismissTests {
    /// A phone with a page sheet presented over a recording root, and a recording delegate.
    @MainActor struct Sheet {
        let log = CallLog()
        let root: RecordingController
        let sheet: RecordingController
        let delegate: RecordingPresentationDelegate
        let simulator: DeviceSimulator
        let presentation: UIPresentationController

        init(
            device: String = "iPhone 15 Pro", orientation: DeviceOrientation = .portrait,
            behavior: PresentationBehavior = .iOS13, style: UIModalPresentationStyle = .pageSheet,
            content: ((RecordingController) -> UIViewController)? = nil
        ) throws {
            root = RecordingController("root", log: log)
            sheet = RecordingController("sheet", log: log)
            simulator = try DeviceSimulator.presenting(device, orientation: orientation, behavior: behavior, root: root)
            delegate = RecordingPresentationDelegate(log: log)
            let presented = content?(sheet) ?? sheet
            presented.modalPresentationStyle = style
            presentation = try #require(presented.presentationController)
            presentation.delegate = delegate
            root.present(presented, animated: false)
            _ = log.take()
        }
    }

    @Test func P5_aFinishedSwipeAsksWillDismissesThenDidDismiss() throws {
        let setup = try Sheet()
        let swipe = setup.simulator.beginSwipeToDismiss(setup.presentation)
        #expect(swipe.outcome == .dismissing)
        #expect(
            setup.log.take() == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)"])
        let coordinator = try #require(setup.sheet.transitionCoordinator)
        #expect(coordinator.isInteractive)
        #expect(coordinator.initiallyInteractive)
        var cancelledAtRelease: Bool?
        coordinator.notifyWhenInteractionChanges { cancelledAtRelease = $0.isCancelled }
        swipe.update(0.5)
        #expect(coordinator.percentComplete == 0.5)
        #expect(setup.sheet.view.frame == CGRect(x: 0, y: 69 + 391.5, width: 393, height: 783))
        swipe.finish()
        #expect(cancelledAtRelease == false)
        #expect(setup.log.take().isEmpty, "the rest of the animation runs on the clock")
        setup.simulator.runUntilIdle()
        #expect(setup.log.take() == ["sheet.viewDidDisappear (being dismissed)", "didDismiss"])
        #expect(setup.root.presentedViewController == nil)
        #expect(setup.sheet.viewIfLoaded?.window == nil)
        #expect(setup.root.view.window === setup.simulator.window)
    }

    @Test func P5_theDelegateCanRefuseAndHearsTheAttempt() throws {
        let setup = try Sheet()
        setup.delegate.shouldDismiss = false
        let swipe = setup.simulator.beginSwipeToDismiss(setup.presentation)
        swipe.finish()
        setup.simulator.runUntilIdle()
        #expect(swipe.outcome == .resisted)
        #expect(setup.log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(setup.root.presentedViewController === setup.sheet)
        #expect(setup.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func P5_isModalInPresentationOnAContainedChildBlocksTheSwipe() throws {
        let setup = try Sheet { sheet in EmbeddingController(child: sheet) }
        setup.sheet.isModalInPresentation = true
        let outcome = setup.simulator.swipeToDismiss(setup.presentation)
        setup.simulator.runUntilIdle()
        #expect(outcome == .resisted)
        #expect(setup.log.take() == ["didAttemptToDismiss"], "shouldDismiss is not asked")
        #expect(setup.root.presentedViewController is EmbeddingController)
        setup.sheet.isModalInPresentation = false
        #expect(setup.simulator.swipeToDismiss(setup.presentation) == .dismissing)
        setup.simulator.runUntilIdle()
        #expect(
            setup.log.take() == [
                "shouldDismiss", "willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear", "didDismiss",
            ])
    }

    @Test func P5_aCancelledSwipeComesBackAndARetryAsksAgain() throws {
        let setup = try Sheet()
        let first = setup.simulator.beginSwipeToDismiss(setup.presentation)
        let coordinator = try #require(setup.sheet.transitionCoordinator)
        var completionSawCancel: Bool?
        coordinator.animate(alongsideTransition: nil) { completionSawCancel = $0.isCancelled }
        first.update(0.2)
        first.cancel()
        setup.simulator.runUntilIdle()
        #expect(completionSawCancel == true)
        #expect(
            setup.log.take() == [
                "shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)", "sheet.viewWillAppear",
                "sheet.viewDidAppear",
            ])
        #expect(setup.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(setup.root.presentedViewController === setup.sheet)
        #expect(setup.sheet.transitionCoordinator == nil)

        let second = setup.simulator.beginSwipeToDismiss(setup.presentation)
        second.update(0.7)
        second.finish()
        setup.simulator.runUntilIdle()
        #expect(
            setup.log.take() == [
                "shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)",
                "sheet.viewDidDisappear (being dismissed)", "didDismiss",
            ])
        #expect(setup.root.presentedViewController == nil)
    }

    @Test func P5_aProgrammaticDismissTellsTheDelegateNothing() throws {
        let setup = try Sheet()
        var done = false
        setup.sheet.dismiss(animated: true) { done = true }
        setup.simulator.runUntilIdle()
        #expect(done)
        #expect(
            setup.log.take() == [
                "sheet.viewWillDisappear (being dismissed)", "sheet.viewDidDisappear (being dismissed)",
            ])
    }

    @Test func P5_onlySheetsCanBeSwipedAway() throws {
        let fullScreen = try Sheet(style: .fullScreen)
        #expect(fullScreen.simulator.swipeToDismiss(fullScreen.presentation) == .unavailable)
        let iOS12 = try Sheet(behavior: .iOS12)
        #expect(iOS12.simulator.swipeToDismiss(iOS12.presentation) == .unavailable)
        let landscape = try Sheet(device: "iPhone 15 Pro Max", orientation: .landscape)
        #expect(
            landscape.simulator.swipeToDismiss(landscape.presentation) == .unavailable,
            "a sheet in compact height is full screen")
        let popover = try Sheet(device: "iPad Pro (12.9-inch) (6th generation)", style: .popover) { sheet in
            sheet.modalPresentationStyle = .popover
            sheet.popoverPresentationController?.sourceView = UIView()
            return sheet
        }
        #expect(popover.simulator.swipeToDismiss(popover.presentation) == .unavailable)
        for setup in [fullScreen, iOS12, landscape, popover] {
            setup.simulator.runUntilIdle()
            #expect(setup.log.take().isEmpty)
            #expect(setup.root.presentedViewController != nil)
        }
    }

    @Test func P5_onlyTheTopSheetOfAStackCanBeSwiped() throws {
        let setup = try Sheet()
        let top = RecordingController("top", log: setup.log)
        setup.sheet.present(top, animated: false)
        _ = setup.log.take()
        #expect(setup.simulator.swipeToDismiss(setup.presentation) == .unavailable)
        let topPresentation = try #require(top.presentationController)
        #expect(setup.simulator.swipeToDismiss(topPresentation) == .dismissing)
        setup.simulator.runUntilIdle()
        #expect(
            setup.log.take() == ["top.viewWillDisappear (being dismissed)", "top.viewDidDisappear (being dismissed)"])
        #expect(setup.sheet.presentedViewController == nil)
        #expect(setup.root.presentedViewController === setup.sheet)
    }
}

/// P5 with a real navigation controller: its top controller's `isModalInPresentation` blocks the swipe.
@MainActor
@Suite struct SwipeToDismissNavigationTests {
    @Test func P5_aNavigationControllersTopCanForbidTheSwipe() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let list = RecordingController("list", log: log)
        let editor = RecordingController("editor", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let delegate = RecordingPresentationDelegate(log: log)
        let presentation = try #require(navigation.presentationController)
        presentation.delegate = delegate
        root.present(navigation, animated: false)
        navigation.pushViewController(editor, animated: false)
        editor.isModalInPresentation = true
        _ = log.take()
        #expect(simulator.swipeToDismiss(presentation) == .resisted)
        #expect(log.take() == ["didAttemptToDismiss"])
        navigation.popViewController(animated: false)
        _ = log.take()
        #expect(simulator.swipeToDismiss(presentation) == .dismissing)
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "shouldDismiss", "willDismiss", "list.viewWillDisappear", "list.viewDidDisappear", "didDismiss",
            ])
        #expect(root.presentedViewController == nil)
    }
}
