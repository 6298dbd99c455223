import Foundation
import Testing

@testable import AdaptiveKit

/// P2/P3/P5: iOS 15/16 `UISheetPresentationController`: defaults, detent frames per device and
/// orientation, custom resolvers, dimming, and the user's drags and taps as whole delegate histories
/// (Apple, UISheetPresentationController and UISheetPresentationControllerDelegate).
@MainActor
@Suite struct UISheetPresentationControllerTests {
    /// A phone with a sheet presented over a recording root, its delegate recording too.
    @MainActor struct Setup {
        let log = CallLog()
        let root: RecordingController
        let sheet: RecordingController
        let delegate: RecordingSheetDelegate
        let simulator: DeviceSimulator
        let controller: UISheetPresentationController

        init(
            device: String = "iPhone 15 Pro", orientation: DeviceOrientation = .portrait,
            multitasking: MultitaskingSize? = nil, style: UIModalPresentationStyle = .pageSheet,
            configure: (UISheetPresentationController) -> Void = { _ in }
        ) throws {
            root = RecordingController("root", log: log)
            sheet = RecordingController("sheet", log: log)
            simulator = try DeviceSimulator.presenting(
                device, orientation: orientation, multitasking: multitasking, root: root)
            delegate = RecordingSheetDelegate(log: log)
            sheet.modalPresentationStyle = style
            controller = try #require(sheet.sheetPresentationController)
            controller.delegate = delegate
            configure(controller)
            root.present(sheet, animated: false)
            _ = log.take()
        }

        var frame: CGRect { sheet.view.frame }
        var dimmed: Bool { controller.systemDimmingView.map { !$0.isHidden } ?? false }
    }

    /// iPhone 15 Pro portrait: the card starts 10 pt below the 59 pt safe area and the bottom inset
    /// is 34 pt, so the largest detent value is 852 − 69 − 34 = 749.
    static let maximum = CGFloat(749)
    static let medium = 0.56 * maximum

    static func bottomFrame(value: CGFloat, width: CGFloat = 393, height: CGFloat = 852, bottom: CGFloat = 34)
        -> CGRect
    {
        CGRect(x: 0, y: height - (value + bottom), width: width, height: value + bottom)
    }

    @Test func P2_aSheetsPresentationControllerIsASheetWithUIKitsDefaults() throws {
        let controller = UIViewController()
        let sheet = try #require(controller.sheetPresentationController)
        #expect(controller.presentationController === sheet)
        #expect(controller.sheetPresentationController === sheet, "made once, then reused")
        #expect(sheet.detents == [.large()])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.largestUndimmedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(!sheet.prefersEdgeAttachedInCompactHeight)
        #expect(!sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
        #expect(sheet.preferredCornerRadius == nil)
        #expect(sheet.sourceView == nil)
        #expect(UISheetPresentationController.automaticDimension == CGFloat.greatestFiniteMagnitude)

        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        #expect(form.sheetPresentationController?.presentationStyle == .formSheet)
        for style in [UIModalPresentationStyle.fullScreen, .popover, .overFullScreen, .custom, .currentContext] {
            let other = UIViewController()
            other.modalPresentationStyle = style
            #expect(other.sheetPresentationController == nil, "\(style)")
        }
    }

    @Test func P2_aControllerInsideAPresentedSheetFindsItsSheet() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: root)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let sheet = try #require(navigation.sheetPresentationController)
        root.present(navigation, animated: false)
        #expect(content.sheetPresentationController === sheet)
        #expect(navigation.sheetPresentationController === sheet)
        #expect(simulator.topmostViewController === navigation)
    }

    @Test func P2_detentIdentifiersAndEqualityAreUIKits() {
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        #expect(UISheetPresentationController.Detent.medium().identifier == .medium)
        #expect(UISheetPresentationController.Detent.large().identifier == .large)
        #expect(UISheetPresentationController.Detent.medium() == .medium())
        #expect(UISheetPresentationController.Detent.medium() != .large())
        let custom = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 100 }
        let twin = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 100 }
        #expect(custom == custom)
        #expect(custom != twin, "a custom detent equals only itself")
        #expect(custom.identifier.rawValue == "small")
        let anonymous = UISheetPresentationController.Detent.custom { _ in 100 }
        #expect(UUID(uuidString: anonymous.identifier.rawValue) != nil, "a random identifier")
    }

    @Test func P2_theSheetRestsAtTheSmallestDetentThenAtTheSelectedOne() throws {
        let setup = try Setup { $0.detents = [.medium(), .large()] }
        #expect(setup.frame == Self.bottomFrame(value: Self.medium))
        #expect(setup.dimmed)
        #expect(setup.simulator.presentingViewTransform(of: setup.controller) == .identity, "not scaled at medium")
        setup.controller.selectedDetentIdentifier = .large
        setup.simulator.window.layoutIfNeeded()
        #expect(setup.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(setup.frame == Self.bottomFrame(value: Self.maximum))
        #expect(setup.simulator.presentingViewTransform(of: setup.controller).a == (393 - 32) / CGFloat(393))
        #expect(setup.log.take().isEmpty, "code setting the detent tells nobody")
    }

    struct DeviceCase: CustomTestStringConvertible, Sendable {
        let device: String
        let size: CGSize
        let top: CGFloat
        let bottom: CGFloat
        let fraction: CGFloat
        var testDescription: String { device }
    }

    @Test(arguments: [
        DeviceCase(
            device: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667), top: 30, bottom: 0,
            fraction: 0.56),
        DeviceCase(device: "iPhone 5s", size: CGSize(width: 320, height: 568), top: 30, bottom: 0, fraction: 0.63),
        DeviceCase(
            device: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), top: 69, bottom: 34, fraction: 0.56),
        DeviceCase(device: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), top: 72, bottom: 34, fraction: 0.56),
    ])
    func P2_mediumAndLargeFramesPerDevice(_ device: DeviceCase) throws {
        let setup = try Setup(device: device.device) { $0.detents = [.medium(), .large()] }
        let maximum = device.size.height - device.top - device.bottom
        let medium = device.fraction * maximum
        #expect(
            setup.frame
                == Self.bottomFrame(
                    value: medium, width: device.size.width, height: device.size.height, bottom: device.bottom))
        setup.controller.animateChanges { setup.controller.selectedDetentIdentifier = .large }
        #expect(setup.frame == CGRect(x: 0, y: device.top, width: device.size.width, height: maximum + device.bottom))
    }

    @Test func P2_aCustomResolverGetsTheContextAndItsValueIsClamped() throws {
        var contexts: [(CGFloat, UIUserInterfaceSizeClass)] = []
        var answer: CGFloat? = 200
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
            contexts.append((context.maximumDetentValue, context.containerTraitCollection.verticalSizeClass))
            return answer
        }
        let setup = try Setup { $0.detents = [small, .large()] }
        #expect(setup.frame == Self.bottomFrame(value: 200), "200 pt within the safe area, plus the 34 pt inset")
        #expect(contexts.map(\.0) == [Self.maximum])
        #expect(contexts.map(\.1) == [.regular])
        #expect(
            small.resolvedValue(
                in: DetentResolutionContext(
                    containerTraitCollection: setup.controller.traitCollection, maximumDetentValue: 749,
                    containerSize: CGSize(width: 393, height: 852))) == 200)

        answer = -50
        setup.controller.invalidateDetents()
        setup.simulator.window.layoutIfNeeded()
        #expect(setup.frame == Self.bottomFrame(value: 0), "a negative value rests at zero")
        answer = 5000
        setup.controller.animateChanges { setup.controller.invalidateDetents() }
        #expect(setup.frame == Self.bottomFrame(value: Self.maximum), "no higher than the largest value")
        answer = nil
        setup.controller.animateChanges { setup.controller.invalidateDetents() }
        #expect(setup.frame == Self.bottomFrame(value: Self.maximum), "nil is inactive: the next larger detent")
        #expect(setup.controller.selectedDetentIdentifier == nil)
    }

    @Test func P2_customDetentsResolveAgainOnlyWhenInvalidated() throws {
        var height: CGFloat = 300
        var calls = 0
        let setup = try Setup {
            $0.detents = [
                .custom { _ in
                    calls += 1
                    return height
                }
            ]
        }
        #expect(setup.frame == Self.bottomFrame(value: 300))
        let resolvedAtPresentation = calls
        height = 400
        setup.simulator.window.setNeedsLayout()
        setup.simulator.window.layoutIfNeeded()
        #expect(setup.frame == Self.bottomFrame(value: 300), "a captured input changing is not seen")
        #expect(calls == resolvedAtPresentation)
        setup.controller.invalidateDetents()
        #expect(setup.frame == Self.bottomFrame(value: 300), "outside animateChanges: at the next layout pass")
        setup.simulator.window.layoutIfNeeded()
        #expect(setup.frame == Self.bottomFrame(value: 400))
        #expect(calls == resolvedAtPresentation + 1)
    }

    @Test func P2_anUnknownSelectedDetentRestsAtTheSmallestAndIsKept() throws {
        let setup = try Setup { $0.detents = [.medium(), .large()] }
        let diagnostics = DiagnosticLog.capture {
            setup.controller.animateChanges { setup.controller.selectedDetentIdentifier = .init("nowhere") }
        }
        #expect(diagnostics.isEmpty, "UIKit's header: a selection not in detents rests at the smallest detent")
        #expect(setup.controller.selectedDetentIdentifier == .init("nowhere"))
        #expect(setup.frame == Self.bottomFrame(value: Self.medium))
    }

    @Test func P2_anEmptyDetentsArrayIsRefusedAndTheOldDetentsStay() throws {
        let setup = try Setup { $0.detents = [.medium(), .large()] }
        let diagnostics = DiagnosticLog.capture { setup.controller.detents = [] }
        #expect(
            diagnostics == [
                DiagnosticLog.Entry(
                    kind: .exception, name: "NSInvalidArgumentException",
                    message: "UISheetPresentationController: the detents array must not be empty.")
            ])
        #expect(setup.controller.detents == [.medium(), .large()])
        setup.simulator.window.layoutIfNeeded()
        #expect(setup.frame == Self.bottomFrame(value: Self.medium))
    }

    @Test func P3_inCompactHeightASheetCoversTheScreenUnlessItPrefersEdgeAttachment() throws {
        let covering = try Setup(orientation: .landscape) { $0.detents = [.medium(), .large()] }
        #expect(covering.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(covering.controller.adaptivePresentationStyle == .fullScreen)
        #expect(covering.root.viewIfLoaded?.window == nil, "the presenter's view leaves as for full screen")
        #expect(covering.simulator.drag(covering.controller, by: -100) == .unavailable)

        let attached = try Setup(orientation: .landscape) {
            $0.detents = [.medium(), .large()]
            $0.prefersEdgeAttachedInCompactHeight = true
        }
        // The safe area's width, 8 pt below its top; medium is inactive in compact height, so large.
        #expect(attached.frame == CGRect(x: 59, y: 8, width: 734, height: 385))
        #expect(attached.controller.adaptivePresentationStyle == .none)
        #expect(attached.root.view.window === attached.simulator.window)
        #expect(attached.sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(attached.simulator.drag(attached.controller, by: -100) == .settled(.large))
    }

    @Test func P3_anEdgeAttachedSheetCanTakeThePreferredWidth() throws {
        let setup = try Setup(orientation: .landscape) {
            $0.prefersEdgeAttachedInCompactHeight = true
            $0.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        #expect(setup.frame == CGRect(x: 59, y: 8, width: 734, height: 385), "no preferred width: the safe area's")
        setup.sheet.preferredContentSize = CGSize(width: 400, height: 0)
        setup.simulator.window.layoutIfNeeded()
        #expect(setup.frame == CGRect(x: 59 + (734 - 400) / 2, y: 8, width: 400, height: 385))
    }

    @Test func P3_rotatingAnEdgeAttachedMediumSheetGoesLargeAndBack() throws {
        let setup = try Setup {
            $0.detents = [.medium(), .large()]
            $0.prefersEdgeAttachedInCompactHeight = true
        }
        setup.sheet.recordsTraits = true
        setup.root.recordsTraits = true
        setup.simulator.rotate(to: .landscape)
        #expect(setup.frame == CGRect(x: 59, y: 8, width: 734, height: 385))
        #expect(
            setup.log.take() == [
                "root.willTransition(to: Compact/Compact)", "sheet.willTransition(to: Compact/Compact)",
                "root.viewWillTransition(to: 852.0x393.0)", "sheet.viewWillTransition(to: 734.0x385.0)",
                "root.traitCollectionDidChange(Compact/Compact)", "sheet.traitCollectionDidChange(Compact/Compact)",
            ])
        setup.simulator.rotate(to: .portrait)
        #expect(setup.frame == Self.bottomFrame(value: Self.medium))
        #expect(
            setup.log.take() == [
                "root.willTransition(to: Compact/Regular)", "sheet.willTransition(to: Compact/Regular)",
                "root.viewWillTransition(to: 393.0x852.0)",
                "sheet.viewWillTransition(to: 393.0x\(Self.medium + 34))",
                "root.traitCollectionDidChange(Compact/Regular)", "sheet.traitCollectionDidChange(Compact/Regular)",
            ])
    }

    @Test func P3_aMediumSheetCoversTheLandscapeScreenAndComesBackAtMedium() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let sheet = RecordingController("sheet", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        _ = log.take()
        let delegate = AdaptationDelegate(log: log) { $0.verticalSizeClass == .compact ? .fullScreen : .none }
        let controller = try #require(sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.delegate = delegate
        root.present(sheet, animated: true)
        simulator.runUntilIdle()
        #expect(
            log.take() == [
                "adaptivePresentationStyle(Compact/Regular) -> none",
                "willPresentWithAdaptiveStyle(none, coordinator: true)",
                "sheet.viewWillAppear (being presented)", "sheet.viewDidAppear (being presented)",
            ])
        #expect(sheet.view.frame == Self.bottomFrame(value: Self.medium))
        simulator.rotate(to: .landscape)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        simulator.rotate(to: .portrait)
        #expect(sheet.view.frame == Self.bottomFrame(value: Self.medium))
        #expect(
            log.take() == [
                "adaptivePresentationStyle(Compact/Compact) -> fullScreen",
                "willPresentWithAdaptiveStyle(fullScreen, coordinator: true)",
                "root.viewWillDisappear", "root.viewDidDisappear",
                "adaptivePresentationStyle(Compact/Regular) -> none",
                "willPresentWithAdaptiveStyle(none, coordinator: true)",
                "root.viewWillAppear", "root.viewDidAppear",
            ])
        #expect(root.view.window === simulator.window)
    }

    @Test func P2_aFormSheetOnARegularIPadKeepsItsSizeAndDetentsApplyInCompactWidth() throws {
        let floating = try Setup(device: "iPad Pro (12.9-inch) (6th generation)", style: .formSheet) {
            $0.detents = [.medium()]
            $0.largestUndimmedDetentIdentifier = .medium
        }
        #expect(floating.frame == CGRect(x: 242, y: 373, width: 540, height: 620))
        #expect(floating.dimmed, "a floating sheet dims whatever its detents")
        #expect(floating.simulator.drag(floating.controller, by: -100) == .unavailable)

        let narrow = try Setup(
            device: "iPad Pro (12.9-inch) (6th generation)", multitasking: .oneThird, style: .formSheet
        ) {
            $0.detents = [.medium(), .large()]
        }
        // A 375 pt window: a card 10 pt below the 24 pt safe area, 20 pt bottom inset.
        let maximum = CGFloat(1366 - 34 - 20)
        #expect(narrow.frame == Self.bottomFrame(value: 0.56 * maximum, width: 375, height: 1366, bottom: 20))
    }
}

/// A sheet delegate that records its calls, the dismissal ones included.
final class RecordingSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    let log: CallLog
    var shouldDismiss = true

    init(log: CallLog) { self.log = log }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        log.record(
            "didChangeSelectedDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.record("shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.record("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.record("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.record("didAttemptToDismiss")
    }
}
