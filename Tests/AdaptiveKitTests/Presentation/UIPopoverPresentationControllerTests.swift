import Foundation
import Testing

@testable import AdaptiveKit

/// P6: popovers: anchor, arrow direction and frame, adaptation, misuse.
@MainActor
@Suite struct UIPopoverPresentationControllerTests {
    static let pad = "iPad Pro (12.9-inch) (6th generation)"

    /// A 12.9" iPad in portrait (1024×1366, safe area 24/20) with a 44-point button at `origin`.
    @MainActor struct Stage {
        let root = UIViewController()
        let button: UIView
        let simulator: DeviceSimulator

        init(
            button origin: CGPoint, device: String = UIPopoverPresentationControllerTests.pad,
            behavior: PresentationBehavior = .iOS13
        ) throws {
            simulator = try DeviceSimulator.presenting(device, behavior: behavior, root: root)
            button = UIView(frame: CGRect(origin: origin, size: CGSize(width: 44, height: 44)))
            root.view.addSubview(button)
        }

        func popover(
            content size: CGSize = CGSize(width: 320, height: 400), permitted: UIPopoverArrowDirection = .any
        ) throws -> (UIViewController, UIPopoverPresentationController) {
            let content = UIViewController()
            content.modalPresentationStyle = .popover
            content.preferredContentSize = size
            let popover = try #require(content.popoverPresentationController)
            popover.sourceView = button
            popover.permittedArrowDirections = permitted
            return (content, popover)
        }
    }

    @Test func P6_aPopoverBelowItsSourceHasAnUpArrow() throws {
        let stage = try Stage(button: CGPoint(x: 100, y: 100))
        let (content, popover) = try stage.popover()
        #expect(popover.arrowDirection == .unknown)
        stage.root.present(content, animated: false)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 10, y: 157, width: 320, height: 400))
        #expect(stage.root.view.window === stage.simulator.window)
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        #expect(content.traitCollection.userInterfaceLevel == .elevated)
    }

    @Test func P6_aPopoverAvoidsItsSourceAndStaysInTheSafeArea() throws {
        let low = try Stage(button: CGPoint(x: 500, y: 1250))
        let (above, abovePopover) = try low.popover()
        low.root.present(above, animated: false)
        #expect(abovePopover.arrowDirection == .down)
        #expect(above.view.frame == CGRect(x: 362, y: 837, width: 320, height: 400))

        let edge = try Stage(button: CGPoint(x: 950, y: 600))
        let (beside, besidePopover) = try edge.popover(permitted: [.left, .right])
        edge.root.present(beside, animated: false)
        #expect(besidePopover.arrowDirection == .right)
        #expect(beside.view.frame == CGRect(x: 617, y: 422, width: 320, height: 400))
    }

    @Test func P6_sourceRectMarginsAndTheDefaultContentSize() throws {
        let stage = try Stage(button: CGPoint(x: 100, y: 100))
        let (content, popover) = try stage.popover(content: .zero)
        popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        popover.popoverLayoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        popover.passthroughViews = [stage.button]
        stage.root.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 40, y: 123, width: 320, height: 480))
        #expect(popover.passthroughViews?.first === stage.button)
    }

    @Test func P6_aSourceItemAnchorsThePopover() throws {
        let stage = try Stage(button: CGPoint(x: 100, y: 100))
        let (content, popover) = try stage.popover()
        popover.sourceView = nil
        popover.sourceItem = stage.button
        stage.root.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 10, y: 157, width: 320, height: 400))
    }

    @Test func P6_aPopoverWithoutAnAnchorIsAnErrorWhereItShowsAsAPopover() throws {
        let stage = try Stage(button: .zero)
        let (content, popover) = try stage.popover()
        popover.sourceView = nil
        let diagnostics = DiagnosticLog.capture { stage.root.present(content, animated: false) }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSGenericException",
                    message:
                        "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
                )
            ])
        #expect(stage.root.presentedViewController == nil)
        #expect(content.presentingViewController == nil)
        #expect(stage.simulator.window.subviews.count == 1)

        let phone = try Stage(button: .zero, device: "iPhone 15 Pro")
        let (phoneContent, phonePopover) = try phone.popover()
        phonePopover.sourceView = nil
        let none = DiagnosticLog.capture { phone.root.present(phoneContent, animated: false) }
        #expect(none.isEmpty, "a popover adapted to a sheet needs no anchor")
        #expect(phone.root.presentedViewController === phoneContent)
    }

    @Test(arguments: [PresentationBehavior.iOS12, .iOS13])
    func P6_aPopoverOnAPhoneAdapts(_ behavior: PresentationBehavior) throws {
        let stage = try Stage(button: CGPoint(x: 20, y: 100), device: "iPhone 15 Pro", behavior: behavior)
        let (content, popover) = try stage.popover()
        stage.root.present(content, animated: false)
        #expect(popover.adaptedStyle == (behavior == .iOS12 ? .fullScreen : .formSheet))
        #expect(popover.arrowDirection == .unknown)
        #expect(
            content.view.frame
                == (behavior == .iOS12
                    ? CGRect(x: 0, y: 0, width: 393, height: 852) : CGRect(x: 0, y: 69, width: 393, height: 783)))
        #expect((stage.root.view.window == nil) == (behavior == .iOS12))
    }

    @Test func P6_thePopoverDelegatePreparesThePresentation() throws {
        final class Preparing: NSObject, UIPopoverPresentationControllerDelegate {
            var prepared = 0
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                prepared += 1
                popoverPresentationController.permittedArrowDirections = .left
            }
        }
        let stage = try Stage(button: CGPoint(x: 100, y: 600))
        let (content, popover) = try stage.popover()
        let delegate = Preparing()
        popover.delegate = delegate
        stage.root.present(content, animated: false)
        #expect(delegate.prepared == 1)
        #expect(popover.arrowDirection == .left)
        #expect(content.view.frame == CGRect(x: 157, y: 422, width: 320, height: 400))
    }

    @Test func P6_rotationMovesThePopover() throws {
        let stage = try Stage(button: CGPoint(x: 100, y: 1250))
        let (content, popover) = try stage.popover()
        stage.root.present(content, animated: false)
        #expect(popover.arrowDirection == .down)
        stage.simulator.rotate(to: .landscape)
        #expect(popover.arrowDirection == .down)
        // The button stays at y 1250, below the landscape window: the popover keeps to the safe area.
        #expect(content.view.frame == CGRect(x: 10, y: 594, width: 320, height: 400))
    }
}

/// P6 with bars (C3): a popover anchored to a navigation bar's button; `show` with no container presents (C2).
@MainActor
@Suite struct PopoverBarButtonTests {
    @Test func P6_aBarButtonItemAnchorsThePopoverBelowTheBar() throws {
        let content = UIViewController()
        let item = UIBarButtonItem(systemItem: .action)
        content.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: content)
        let simulator = try DeviceSimulator.presenting(UIPopoverPresentationControllerTests.pad, root: navigation)
        simulator.window.layoutIfNeeded()
        let shared = UIViewController()
        shared.modalPresentationStyle = .popover
        shared.preferredContentSize = CGSize(width: 320, height: 400)
        let popover = try #require(shared.popoverPresentationController)
        popover.barButtonItem = item
        let bar = navigation.navigationBar.frame
        content.present(shared, animated: false)
        #expect(shared.presentingViewController === navigation)
        #expect(popover.arrowDirection == .up)
        #expect(shared.view.frame == CGRect(x: 694, y: bar.maxY + 13, width: 320, height: 400))
    }

    @Test func P1_showWithNoContainerPresentsModally() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        simulator.runUntilIdle()
        #expect(root.presentedViewController === detail)
        #expect(detail.presentationController?.presentationStyle == .pageSheet)
        let target = detail.targetViewController(forAction: .show, sender: nil)
        #expect(target == nil)
    }
}

/// P6: tapping outside a popover (iOS 13+ delegate order), passthrough views.
@MainActor
@Suite struct PopoverTapOutsideTests {
    @Test func P6_tapOutsideDismissesUnlessPassthroughModalOrRefused() throws {
        let stage = try UIPopoverPresentationControllerTests.Stage(button: CGPoint(x: 100, y: 100))
        let (content, popover) = try stage.popover()
        let log = CallLog()
        let delegate = RecordingPresentationDelegate(log: log)
        popover.delegate = delegate
        let toolbar = UIView(frame: CGRect(x: 0, y: 1200, width: 1024, height: 100))
        stage.root.view.addSubview(toolbar)
        popover.passthroughViews = [toolbar]
        stage.root.present(content, animated: false)

        #expect(stage.simulator.tapOutside(popover, at: CGPoint(x: 500, y: 1250)) == .passedThrough)
        #expect(
            stage.simulator.tapOutside(popover, at: CGPoint(x: 100, y: 300)) == .passedThrough, "inside the popover")
        content.isModalInPresentation = true
        #expect(stage.simulator.tapOutside(popover, at: CGPoint(x: 800, y: 800)) == .resisted)
        content.isModalInPresentation = false
        delegate.shouldDismiss = false
        #expect(stage.simulator.tapOutside(popover, at: CGPoint(x: 800, y: 800)) == .resisted)
        #expect(log.take() == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
        delegate.shouldDismiss = true
        #expect(stage.simulator.tapOutside(popover, at: CGPoint(x: 800, y: 800)) == .dismissing)
        stage.simulator.runUntilIdle()
        #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.simulator.tapOutside(popover, at: CGPoint(x: 800, y: 800)) == .unavailable)
    }
}

/// P3/P6: popovers on a Max phone in landscape (regular width, compact height).
@MainActor
@Suite struct PopoverCompactHeightTests {
    @Test(arguments: [PresentationBehavior.iOS12, .iOS13])
    func P3_aPopoverInRegularWidthCompactHeight(_ behavior: PresentationBehavior) throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting(
            "iPhone 15 Pro Max", orientation: .landscape, behavior: behavior, root: root)
        let button = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        root.present(content, animated: false)
        let popover = try #require(content.popoverPresentationController)
        // iOS 12: regular width does not go full screen, a popover becomes a form sheet (Apple,
        // UIModalPresentationStyle.popover, iOS 12 text);
        // iOS 13+: compact height means full screen.
        #expect(popover.adaptedStyle == (behavior == .iOS12 ? .formSheet : .fullScreen))
        #expect(
            content.view.frame
                == (behavior == .iOS12
                    ? CGRect(x: 196, y: 0, width: 540, height: 430) : CGRect(x: 0, y: 0, width: 932, height: 430)))
        #expect((root.view.window == nil) == (behavior == .iOS13))
        #expect(simulator.topmostViewController === content)
    }
}
