import Foundation
import Testing

@_spi(AdaptiveKit) @testable import AdaptiveKit

/// Interaction: the system's own recognizers run on the same touches as an app's. A navigation controller's
/// `interactivePopGestureRecognizer` pops with a swipe from the leading edge (Apple,
/// `UINavigationController.interactivePopGestureRecognizer`), and a sheet follows a finger dragging it down.
@MainActor
@Suite struct SystemGestureTests {
    func navigation() throws -> (DeviceSimulator, UINavigationController, CallLog) {
        let log = CallLog()
        let navigation = UINavigationController(rootViewController: RecordingController("root", log: log))
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: navigation)
        navigation.pushViewController(RecordingController("detail", log: log), animated: false)
        _ = log.take()
        return (simulator, navigation, log)
    }

    @Test func theInteractivePopGestureIsALeftEdgePanOnTheNavigationControllersView() throws {
        let (_, navigation, _) = try navigation()
        let gesture = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(gesture.edges == .left)
        #expect(gesture.view === navigation.view)
        #expect(gesture.isEnabled)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === gesture } == true)
    }

    @Test func aSwipeFromTheLeftEdgePastHalfTheWidthPopsWithTheAppearanceCallbacks() throws {
        let (simulator, navigation, log) = try navigation()
        simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        simulator.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(
            log.take() == [
                "detail.viewWillDisappear", "root.viewWillAppear", "detail.viewDidDisappear", "root.viewDidAppear",
            ])
    }

    @Test func aSlowShortSwipeOrOneAwayFromTheEdgeDoesNotPopButAFlickDoes() throws {
        let (simulator, navigation, log) = try navigation()
        simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 150, y: 400), duration: 2)
        simulator.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 380, y: 400))
        simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 20, y: 700))
        simulator.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        #expect(log.take().isEmpty)
        simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1)
        simulator.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "145 points at 1450 points per second")
    }

    final class Refusing: NSObject, UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    @Test func theRootCannotBePoppedAndTheDelegateCanRefuse() throws {
        let (simulator, navigation, _) = try navigation()
        let delegate = Refusing()
        navigation.interactivePopGestureRecognizer?.delegate = delegate
        simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        simulator.runUntilIdle()
        #expect(delegate.asked == 1)
        #expect(navigation.viewControllers.count == 2)
        navigation.interactivePopGestureRecognizer?.delegate = nil
        navigation.popViewController(animated: false)
        simulator.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400))
        simulator.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    }

    @Test func theEdgeSwipeCancelsTheTouchesOfTheButtonItStartedOn() throws {
        let (simulator, navigation, _) = try navigation()
        let button = UIButton(frame: CGRect(x: 0, y: 300, width: 100, height: 44))
        navigation.topViewController?.view.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        simulator.drag(from: CGPoint(x: 5, y: 320), to: CGPoint(x: 300, y: 320))
        simulator.runUntilIdle()
        #expect(events == ["touchDown", "touchCancel"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aFingerDraggingASheetALittleBringsItBackAndTheSimulatorsSwipeDismissesIt() throws {
        let setup = try SwipeToDismissTests.Sheet()
        #expect(setup.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        let touch = setup.simulator.touchDown(at: CGPoint(x: 200, y: 100))
        setup.simulator.clock.advance(by: 0.1)
        setup.simulator.moveTouch(touch, to: CGPoint(x: 200, y: 120))
        #expect(setup.log.take() == ["shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)"])
        setup.simulator.clock.advance(by: 0.5)
        setup.simulator.moveTouch(touch, to: CGPoint(x: 200, y: 100 + 195.75))
        #expect(setup.sheet.view.frame.minY == 69 + 195.75, "a quarter of the sheet's height")
        setup.simulator.clock.advance(by: 0.5)
        setup.simulator.liftTouch(touch)
        setup.simulator.runUntilIdle()
        #expect(setup.log.take() == ["sheet.viewWillAppear", "sheet.viewDidAppear"], "slow and short: back")
        #expect(setup.sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))

        #expect(setup.simulator.swipeToDismiss(setup.presentation) == .dismissing)
        setup.simulator.runUntilIdle()
        #expect(
            setup.log.take() == [
                "shouldDismiss", "willDismiss", "sheet.viewWillDisappear (being dismissed)",
                "sheet.viewDidDisappear (being dismissed)", "didDismiss",
            ])
        #expect(setup.root.presentedViewController == nil)
    }
}
