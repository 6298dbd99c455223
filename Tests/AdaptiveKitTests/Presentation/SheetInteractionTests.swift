import Foundation
import Testing

@testable import AdaptiveKit

/// P2/P5/P6: the user's taps and drags on sheets with detents, a scroll view's drag in a sheet, and
/// a popover adapted to a sheet, each compared as one whole delegate history.
@MainActor
@Suite struct SheetInteractionTests {
    @Test func P2_belowTheLargestUndimmedDetentNothingDimsAndTapsReachThePresenter() throws {
        let setup = try UISheetPresentationControllerTests.Setup {
            $0.detents = [.medium(), .large()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        #expect(!setup.dimmed)
        #expect(setup.simulator.tapOutside(setup.controller, at: CGPoint(x: 100, y: 100)) == .reachedPresenter)
        #expect(setup.simulator.tapOutside(setup.controller, at: CGPoint(x: 100, y: 700)) == .insideSheet)
        #expect(setup.log.take().isEmpty)
        #expect(setup.root.presentedViewController === setup.sheet)

        setup.controller.animateChanges { setup.controller.selectedDetentIdentifier = .large }
        #expect(setup.dimmed)
        #expect(setup.simulator.tapOutside(setup.controller, at: CGPoint(x: 100, y: 20)) == .dismissing)
        #expect(setup.log.take() == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)"])
        setup.simulator.runUntilIdle()
        #expect(setup.log.take() == ["sheet.viewDidDisappear (being dismissed)", "didDismiss"])
        #expect(setup.root.presentedViewController == nil)
    }

    @Test func P2_aTapOnTheDimmingViewOfAModalSheetIsAnAttempt() throws {
        let setup = try UISheetPresentationControllerTests.Setup { $0.detents = [.medium(), .large()] }
        setup.sheet.isModalInPresentation = true
        #expect(setup.simulator.tapOutside(setup.controller, at: CGPoint(x: 100, y: 100)) == .resisted)
        #expect(setup.log.take() == ["didAttemptToDismiss"])
        #expect(setup.root.presentedViewController === setup.sheet)
    }

    @Test func P5_draggingBetweenDetentsTellsTheDelegateOnlyForTheUsersChanges() throws {
        let setup = try UISheetPresentationControllerTests.Setup { $0.detents = [.medium(), .large()] }
        #expect(setup.simulator.drag(setup.controller, by: -300) == .settled(.large))
        #expect(setup.log.take() == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
        #expect(
            setup.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.maximum)
        )
        #expect(setup.simulator.drag(setup.controller, by: 100) == .settled(.large), "too short: back to large")
        #expect(setup.log.take().isEmpty)
        #expect(setup.simulator.drag(setup.controller, by: 100, velocity: 1200) == .settled(.medium), "a flick")
        #expect(setup.log.take() == ["didChangeSelectedDetent(com.apple.UIKit.medium)"])
        #expect(
            setup.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.medium))
        setup.controller.selectedDetentIdentifier = .large
        #expect(setup.log.take().isEmpty, "code setting the detent tells nobody")
    }

    @Test func P5_draggingBelowTheSmallestDetentSwipesTheSheetAway() throws {
        let setup = try UISheetPresentationControllerTests.Setup { $0.detents = [.medium(), .large()] }
        #expect(setup.simulator.drag(setup.controller, by: 300) == .dismissing)
        #expect(setup.log.take() == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)"])
        setup.simulator.runUntilIdle()
        #expect(setup.log.take() == ["sheet.viewDidDisappear (being dismissed)", "didDismiss"])
        #expect(setup.root.presentedViewController == nil)
        #expect(setup.simulator.drag(setup.controller, by: -300) == .unavailable, "gone")
    }

    @Test func P5_aModalSheetResistsBeingDraggedAwayButStillChangesDetent() throws {
        let setup = try UISheetPresentationControllerTests.Setup { $0.detents = [.medium(), .large()] }
        setup.sheet.isModalInPresentation = true
        #expect(setup.simulator.drag(setup.controller, by: 300) == .resisted)
        #expect(setup.log.take() == ["didAttemptToDismiss"])
        #expect(
            setup.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.medium))
        #expect(setup.simulator.drag(setup.controller, by: -400) == .settled(.large))
        #expect(setup.log.take() == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
    }

    /// A scroll view filling the sheet's view, with content much taller than the sheet.
    static func addScrollView(to setup: UISheetPresentationControllerTests.Setup) -> UIScrollView {
        let scrollView = UIScrollView(frame: setup.sheet.view.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        setup.sheet.view.addSubview(scrollView)
        setup.simulator.window.layoutIfNeeded()
        return scrollView
    }

    @Test func P5_scrollingUpAtTheTopExpandsTheSheetFirst() throws {
        let setup = try UISheetPresentationControllerTests.Setup { $0.detents = [.medium(), .large()] }
        let scrollView = Self.addScrollView(to: setup)
        setup.simulator.drag(scrollView, by: CGPoint(x: 0, y: -300))
        #expect(setup.log.take() == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
        #expect(
            setup.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.maximum)
        )
        #expect(scrollView.contentOffset == .zero, "the sheet moved, not the content")
        setup.simulator.drag(scrollView, by: CGPoint(x: 0, y: -300))
        setup.simulator.runUntilIdle()
        #expect(setup.log.take().isEmpty)
        #expect(scrollView.contentOffset.y > 0, "at the largest detent the content scrolls")
    }

    @Test func P5_withoutScrollingExpansionTheContentScrollsAtEveryDetent() throws {
        let setup = try UISheetPresentationControllerTests.Setup {
            $0.detents = [.medium(), .large()]
            $0.prefersScrollingExpandsWhenScrolledToEdge = false
        }
        let scrollView = Self.addScrollView(to: setup)
        setup.simulator.drag(scrollView, by: CGPoint(x: 0, y: -300))
        setup.simulator.runUntilIdle()
        #expect(setup.log.take().isEmpty)
        #expect(
            setup.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.medium))
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test func P6_aPopoverAdaptedToASheetRestsAtItsAdaptiveSheetsDetents() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let content = RecordingController("content", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = root.view
        let popoverDelegate = RecordingPresentationDelegate(log: log)
        popover.delegate = popoverDelegate
        let sheet = popover.adaptiveSheetPresentationController
        #expect(popover.adaptiveSheetPresentationController === sheet, "made once")
        let sheetDelegate = RecordingSheetDelegate(log: log)
        sheet.delegate = sheetDelegate
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        root.present(content, animated: false)
        _ = log.take()
        #expect(popover.adaptivePresentationStyle == .formSheet)
        #expect(
            content.view.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.medium))
        #expect(popover.systemDimmingView?.isHidden == true)
        #expect(simulator.tapOutside(sheet, at: CGPoint(x: 100, y: 100)) == .reachedPresenter)
        #expect(simulator.drag(sheet, by: -400) == .settled(.large))
        #expect(
            content.view.frame
                == UISheetPresentationControllerTests.bottomFrame(value: UISheetPresentationControllerTests.maximum))
        #expect(popover.systemDimmingView?.isHidden == false)
        #expect(log.take() == ["didChangeSelectedDetent(com.apple.UIKit.large)"])
        #expect(simulator.drag(sheet, by: 700) == .dismissing)
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "shouldDismiss", "willDismiss", "content.viewWillDisappear (being dismissed)",
                "content.viewDidDisappear (being dismissed)", "didDismiss",
            ])
        #expect(root.presentedViewController == nil)
    }
}
