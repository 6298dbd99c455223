import Foundation
import Testing

@testable import AdaptiveKit

/// P1, P2: presenting and dismissing, chains, presentation contexts, every style's frame, misuse.
@MainActor
@Suite struct PresentationTests {
    static let pad = "iPad Pro (12.9-inch) (6th generation)"

    @Test func P1_automaticIsPageSheetOnIOS13AndFullScreenOnIOS12() throws {
        for (behavior, expected) in [
            (PresentationBehavior.iOS13, UIModalPresentationStyle.pageSheet), (.iOS12, .fullScreen),
        ] {
            let log = CallLog()
            let root = RecordingController("root", log: log)
            let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", behavior: behavior, root: root)
            let presented = RecordingController("presented", log: log)
            #expect(presented.modalPresentationStyle == .automatic)
            root.present(presented, animated: false)
            #expect(presented.presentationController?.presentationStyle == expected)
            #expect((root.view.window == nil) == (behavior == .iOS12))
            #expect(presented.view.frame.minY == (behavior == .iOS13 ? 69 : 0))
            #expect(simulator.topmostViewController === presented)
        }
    }

    @Test func P1_unanimatedPresentationCompletesAtOnceAnimatedOneOnTheClock() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        _ = log.take()
        var completions = 0
        root.present(presented, animated: true) { completions += 1 }
        #expect(log.take() == ["root.viewWillDisappear", "presented.viewWillAppear (being presented)"])
        #expect(completions == 0)
        #expect(root.view.window === simulator.window, "removed only after the transition")
        #expect(presented.transitionCoordinator?.isAnimated == true)
        #expect(presented.transitionCoordinator?.presentationStyle == .fullScreen)
        simulator.clock.advance(by: 0.29)
        #expect(completions == 0)
        simulator.clock.advance(by: 0.01)
        #expect(completions == 1)
        #expect(log.take() == ["root.viewDidDisappear", "presented.viewDidAppear (being presented)"])
        #expect(root.view.window == nil)
        #expect(presented.transitionCoordinator == nil)
    }

    @Test func P1_aChainOfPresentationsIsDismissedFromBelow() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let first = RecordingController("first", log: log)
        first.modalPresentationStyle = .fullScreen
        let second = RecordingController("second", log: log)
        second.modalPresentationStyle = .pageSheet
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(root.presentedViewController === first)
        #expect(first.presentedViewController === second)
        #expect(second.presentingViewController === first)
        #expect(first.presentingViewController === root)
        #expect(
            simulator.presentationDescription() == """
                root: <RecordingController>
                  <RecordingController> fullScreen frame (0.0 0.0; 393.0 852.0) presenter removed
                    <RecordingController> pageSheet frame (0.0 69.0; 393.0 783.0)
                """)
        _ = log.take()
        root.dismiss(animated: true)
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "second.viewWillDisappear (being dismissed)", "first.viewWillDisappear (being dismissed)",
                "root.viewWillAppear", "second.viewDidDisappear (being dismissed)",
                "first.viewDidDisappear (being dismissed)", "root.viewDidAppear",
            ])
        #expect(root.presentedViewController == nil)
        #expect(first.presentedViewController == nil)
        #expect(simulator.window.subviews.map { $0 === root.view } == [true])
    }

    @Test func P1_dismissOnThePresentedControllerAsksItsPresenter() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let first = RecordingController("first", log: log)
        let second = RecordingController("second", log: log)
        root.present(first, animated: false)
        first.present(second, animated: false)
        var done = false
        second.dismiss(animated: false) { done = true }
        #expect(done)
        #expect(first.presentedViewController == nil)
        #expect(root.presentedViewController === first)
        first.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(simulator.window.presentationControllers.isEmpty)
        var called = false
        root.dismiss(animated: false) { called = true }
        #expect(!called, "nothing to dismiss")
    }

    @Test func P1_aChildPresentsFromTheTopOfItsParentChain() throws {
        let log = CallLog()
        let child = RecordingController("child", log: log)
        let container = EmbeddingController(child: child)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: container)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        _ = log.take()
        child.present(presented, animated: false)
        #expect(presented.presentingViewController === container)
        #expect(container.presentedViewController === presented)
        #expect(child.presentedViewController === presented, "children see their ancestor's presentation")
        #expect(container.view.window == nil)
        #expect(log.take().filter { $0.hasPrefix("child") } == ["child.viewWillDisappear", "child.viewDidDisappear"])
        let inner = UIViewController()
        presented.addChild(inner)
        #expect(inner.presentingViewController === container)
        #expect(simulator.topmostViewController === presented)
    }

    @Test func P1_currentContextCoversTheControllerThatDefinesTheContext() throws {
        for style in [UIModalPresentationStyle.currentContext, .overCurrentContext] {
            let log = CallLog()
            let left = RecordingController("left", log: log)
            let right = RecordingController("right", log: log)
            let split = SideBySideController(left: left, right: right)
            right.definesPresentationContext = true
            right.providesPresentationContextTransitionStyle = true
            right.modalTransitionStyle = .crossDissolve
            let simulator = try DeviceSimulator.presenting(Self.pad, orientation: .landscape, root: split)
            let leaf = UIViewController()
            right.addChild(leaf)
            right.view.addSubview(leaf.view)
            leaf.didMove(toParent: right)
            let presented = RecordingController("presented", log: log)
            presented.modalPresentationStyle = style
            _ = log.take()
            leaf.present(presented, animated: false)
            #expect(presented.presentingViewController === right)
            #expect(split.presentedViewController == nil, "the context, not the root, presents")
            let presentation = try #require(presented.presentationController)
            #expect(presentation.transitionStyle == .crossDissolve)
            #expect(!presentation.shouldPresentInFullscreen)
            #expect(presentation.containerView?.frame == CGRect(x: 683, y: 0, width: 683, height: 1024))
            #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 683, height: 1024))
            #expect(left.view.window === simulator.window)
            if style == .currentContext {
                #expect(right.view.window == nil)
                #expect(
                    log.take() == [
                        "right.viewWillDisappear", "presented.viewWillAppear (being presented)",
                        "right.viewDidDisappear", "presented.viewDidAppear (being presented)",
                    ])
            } else {
                #expect(right.view.window === simulator.window)
                #expect(
                    log.take() == [
                        "presented.viewWillAppear (being presented)", "presented.viewDidAppear (being presented)",
                    ])
            }
            right.dismiss(animated: false)
            #expect(right.view.superview === split.view)
            #expect(right.presentedViewController == nil)
        }
    }

    struct StyleCase: Sendable, CustomTestStringConvertible {
        let style: UIModalPresentationStyle
        let frame: CGRect
        let presenterRemoved: Bool
        var testDescription: String { "\(style)" }
    }

    /// Every style on a 12.9" iPad in portrait (1024×1366), iOS 13+ behaviour.
    nonisolated static let styleCases: [StyleCase] = [
        StyleCase(style: .fullScreen, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), presenterRemoved: true),
        StyleCase(style: .pageSheet, frame: CGRect(x: 159, y: 184, width: 706, height: 998), presenterRemoved: false),
        StyleCase(style: .formSheet, frame: CGRect(x: 242, y: 373, width: 540, height: 620), presenterRemoved: false),
        StyleCase(style: .currentContext, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), presenterRemoved: true),
        StyleCase(style: .custom, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), presenterRemoved: false),
        StyleCase(
            style: .overFullScreen, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), presenterRemoved: false),
        StyleCase(
            style: .overCurrentContext, frame: CGRect(x: 0, y: 0, width: 1024, height: 1366), presenterRemoved: false),
        StyleCase(style: .automatic, frame: CGRect(x: 159, y: 184, width: 706, height: 998), presenterRemoved: false),
    ]

    @Test(arguments: styleCases)
    func P2_everyStyleFrameOnIPad(_ styleCase: StyleCase) throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting(Self.pad, root: root)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = styleCase.style
        root.present(presented, animated: true)
        simulator.runUntilIdle()
        #expect(presented.view.frame == styleCase.frame)
        #expect((root.view.window == nil) == styleCase.presenterRemoved)
        #expect(presented.view.window === simulator.window)
        #expect(presented.presentationController?.containerView?.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    }

    @Test func P2_iOS12PageSheetIsAsWideAsTheScreenInPortrait() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting(Self.pad, orientation: .landscape, behavior: .iOS12, root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .pageSheet
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 171, y: 0, width: 1024, height: 1024))
        #expect(presented.traitCollection.userInterfaceLevel == .base)
        simulator.rotate(to: .portrait)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    }

    @Test func P2_formSheetHonoursPreferredContentSize() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting(Self.pad, root: root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        presented.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(presented, animated: false)
        #expect(presented.view.frame == CGRect(x: 312, y: 533, width: 400, height: 300))
        #expect(presented.traitCollection.userInterfaceLevel == .elevated)
        #expect(presented.view.window === simulator.window)
    }

    @Test func P2_aSheetPresentedFromACardStacksTenPointsLower() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(second.view.frame == CGRect(x: 0, y: 79, width: 393, height: 773))
        #expect(root.view.window != nil)
        #expect(first.view.window != nil, "the card behind stays")
        let scale = (393.0 - 32) / 393
        let transform = simulator.presentingViewTransform(of: try #require(first.presentationController))
        #expect(abs(transform.a - CGFloat(scale)) < 1e-9)
        #expect(abs(transform.d - CGFloat(scale)) < 1e-9)
        #expect(second.view.window === simulator.window)
    }

    @Test func P2_presentationControllerIsTheTraitEnvironmentOfThePresented() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let presented = RecordingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        let presentation = try #require(presented.presentationController)
        presentation.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        root.present(presented, animated: false)
        #expect(presentation.traitCollection.horizontalSizeClass == .compact)
        #expect(presented.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.view.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.traitCollection.userInterfaceIdiom == .phone)
        _ = log.take()
        presented.recordsTraits = true
        presentation.overrideTraitCollection = UITraitCollection(verticalSizeClass: .compact)
        #expect(log.take() == ["presented.traitCollectionDidChange(Compact/Compact)"])
        #expect(presented.view.window === simulator.window)
    }
}

/// A container that embeds one child full-frame with the four containment steps.
final class EmbeddingController: UIViewController {
    let child: UIViewController

    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
        adopt(child)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        showFullFrame(child)
    }
}

/// Two children side by side, each half the width.
final class SideBySideController: UIViewController {
    let left: UIViewController
    let right: UIViewController

    init(left: UIViewController, right: UIViewController) {
        self.left = left
        self.right = right
        super.init(nibName: nil, bundle: nil)
        for child in [left, right] {
            adopt(child)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(left.view)
        view.addSubview(right.view)
    }

    override func viewWillLayoutSubviews() {
        let half = view.bounds.width / 2
        left.view.frame = CGRect(x: 0, y: 0, width: half, height: view.bounds.height)
        right.view.frame = CGRect(x: half, y: 0, width: half, height: view.bounds.height)
    }
}

/// P1: a full-screen presentation over a sheet takes the sheet off screen and brings it back.
@MainActor
@Suite struct PresentationOverSheetTests {
    @Test func P1_fullScreenOverASheetRemovesTheSheetsContainerOnly() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let sheet = RecordingController("sheet", log: log)
        let cover = RecordingController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        let sheetContainer = try #require(sheet.presentationController?.containerView)
        _ = log.take()
        sheet.present(cover, animated: true)
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "sheet.viewWillDisappear", "cover.viewWillAppear (being presented)", "sheet.viewDidDisappear",
                "cover.viewDidAppear (being presented)",
            ])
        #expect(sheetContainer.superview == nil)
        #expect(root.view.window === simulator.window)
        #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        cover.dismiss(animated: true)
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "cover.viewWillDisappear (being dismissed)", "sheet.viewWillAppear",
                "cover.viewDidDisappear (being dismissed)", "sheet.viewDidAppear",
            ])
        #expect(simulator.window.subviews.count == 2)
        #expect(simulator.window.subviews.last === sheetContainer)
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }
}
