import Foundation
import Testing

@testable import AdaptiveKit

/// P2 across devices: page sheets and over-full-screen presentations, and presentation
/// controllers taking part in rotations as content containers (T6).
@MainActor
@Suite struct PresentationDeviceTests {
    struct PageSheetCase: Sendable, CustomTestStringConvertible {
        let device: String
        let orientation: DeviceOrientation
        let frame: CGRect
        let presenterRemoved: Bool
        var testDescription: String { "\(device) \(orientation)" }
    }

    nonisolated static let pageSheets: [PageSheetCase] = [
        PageSheetCase(
            device: "iPhone SE (3rd generation)", orientation: .portrait,
            frame: CGRect(x: 0, y: 30, width: 375, height: 637), presenterRemoved: false),
        PageSheetCase(
            device: "iPhone 15 Pro", orientation: .landscape, frame: CGRect(x: 0, y: 0, width: 852, height: 393),
            presenterRemoved: true),
        PageSheetCase(
            device: "iPhone 15 Pro Max", orientation: .landscape, frame: CGRect(x: 0, y: 0, width: 932, height: 430),
            presenterRemoved: true),
        PageSheetCase(
            device: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            frame: CGRect(x: 330, y: 20, width: 706, height: 984), presenterRemoved: false),
        PageSheetCase(
            device: "iPad (9th generation)", orientation: .portrait,
            frame: CGRect(x: 52, y: 41, width: 706, height: 998), presenterRemoved: false),
    ]

    @Test(arguments: pageSheets)
    func P2_pageSheetFrames(_ sheet: PageSheetCase) throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting(sheet.device, orientation: sheet.orientation, root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: false)
        #expect(presented.view.frame == sheet.frame)
        #expect((root.view.window == nil) == sheet.presenterRemoved)
        #expect(simulator.topmostViewController === presented)
    }

    @Test(arguments: ["iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad Pro (12.9-inch) (6th generation)"])
    func P2_overFullScreenCoversTheWindowAndKeepsThePresenter(_ device: String) throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting(device, root: root)
        let overlay = RecordingController("overlay", log: log)
        overlay.modalPresentationStyle = .overFullScreen
        _ = log.take()
        root.present(overlay, animated: false)
        #expect(overlay.view.frame == simulator.window.bounds)
        #expect(root.view.window === simulator.window)
        #expect(log.take() == ["overlay.viewWillAppear (being presented)", "overlay.viewDidAppear (being presented)"])
    }

    /// A presentation controller that records the transitions it takes part in.
    final class RecordingPresentationController: UIPresentationController {
        var log: CallLog?

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            log?.record("presentation.willTransition(to: \(sizeClasses(newCollection)))")
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            log?.record("presentation.viewWillTransition(to: \(size.width)x\(size.height))")
            super.viewWillTransition(to: size, with: coordinator)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            log?.record("presentation.traitCollectionDidChange(\(sizeClasses(traitCollection)))")
        }
    }

    final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            controller.log = log
            return controller
        }
    }

    @Test func T6_presentationControllersTakePartInRotations() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let presented = RecordingController("presented", log: log)
        let transitioning = Transitioning(log: log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: false)
        root.recordsTraits = true
        presented.recordsTraits = true
        _ = log.take()
        simulator.rotate(to: .landscape)
        #expect(
            log.take() == [
                "root.willTransition(to: Compact/Compact)",
                "presentation.willTransition(to: Compact/Compact)",
                "presented.willTransition(to: Compact/Compact)",
                "root.viewWillTransition(to: 852.0x393.0)",
                "presentation.viewWillTransition(to: 852.0x393.0)",
                "presented.viewWillTransition(to: 852.0x393.0)",
                "root.traitCollectionDidChange(Compact/Compact)",
                "presentation.traitCollectionDidChange(Compact/Compact)",
                "presented.traitCollectionDidChange(Compact/Compact)",
            ])
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }
}

/// P1: a dismissed controller and its presentation controller are released.
@MainActor
@Suite struct PresentationLifetimeTests {
    @Test func P1_dismissedControllersAreReleased() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        weak var weakPresented: UIViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            let presented = UIViewController()
            weakPresented = presented
            root.present(presented, animated: true)
            weakPresentation = presented.presentationController
            simulator.runUntilIdle()
            root.dismiss(animated: true)
            simulator.runUntilIdle()
        }
        #expect(weakPresented == nil)
        #expect(weakPresentation == nil)
        #expect(simulator.window.subviews.count == 1)
    }
}

/// P1 with containers (C3): a navigation controller's visible controller is what it presents.
@MainActor
@Suite struct PresentationContainerTests {
    @Test func P1_visibleViewControllerIsThePresentedOne() throws {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: navigation)
        let modal = UIViewController()
        top.present(modal, animated: false)
        #expect(modal.presentingViewController === navigation)
        #expect(navigation.visibleViewController === modal)
        modal.dismiss(animated: false)
        #expect(navigation.visibleViewController === top)
        #expect(simulator.topmostViewController === navigation)
    }
}
