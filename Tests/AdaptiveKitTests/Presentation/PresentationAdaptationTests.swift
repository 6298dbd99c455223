import Foundation
import Testing

@testable import AdaptiveKit

/// P3: adaptation rules for both behaviours, the delegate's answers and replacements, and
/// re-evaluation when the traits change while presented.
@MainActor
@Suite struct PresentationAdaptationTests {
    static let pad = "iPad Pro (12.9-inch) (6th generation)"

    @Test func P3_rotatingAMaxPhoneSwitchesACardSheetToFullScreenAndBack() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", root: root)
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        let presentation = try #require(sheet.presentationController)
        let delegate = AdaptationDelegate(log: log) { _ in .none }
        delegate.style = { traits in
            SystemPresentationController.defaultAdaptation(of: .formSheet, in: traits, behavior: .iOS13)
        }
        presentation.delegate = delegate
        root.present(sheet, animated: false)
        #expect(
            log.take().filter { !$0.contains("Appear") } == [
                "adaptivePresentationStyle(Compact/Regular) -> none",
                "willPresentWithAdaptiveStyle(none, coordinator: true)",
            ])
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 430, height: 863))

        sheet.recordsTraits = true
        simulator.rotate(to: .landscape)
        #expect(
            log.take() == [
                "adaptivePresentationStyle(Regular/Compact) -> fullScreen",
                "willPresentWithAdaptiveStyle(fullScreen, coordinator: true)",
                "sheet.willTransition(to: Regular/Compact)",
                "sheet.viewWillTransition(to: 932.0x430.0)",
                "root.viewWillDisappear", "root.viewDidDisappear",
                "sheet.traitCollectionDidChange(Regular/Compact)",
            ])
        #expect(presentation.adaptedStyle == .fullScreen)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 932, height: 430))
        #expect(root.view.window == nil, "a sheet shown full screen takes the presenter's view out")

        simulator.rotate(to: .portrait)
        #expect(
            log.take() == [
                "adaptivePresentationStyle(Compact/Regular) -> none",
                "willPresentWithAdaptiveStyle(none, coordinator: true)",
                "sheet.willTransition(to: Compact/Regular)",
                "sheet.viewWillTransition(to: 430.0x863.0)",
                "root.viewWillAppear", "root.viewDidAppear",
                "sheet.traitCollectionDidChange(Compact/Regular)",
            ])
        #expect(presentation.adaptedStyle == nil)
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 430, height: 863))
    }

    @Test func P3_iOS12MaxLandscapeIsRegularWidthSoTheFormSheetReturns() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", behavior: .iOS12, root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.presentationController?.adaptedStyle == .fullScreen)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        simulator.rotate(to: .landscape)
        #expect(sheet.presentationController?.adaptedStyle == nil)
        #expect(sheet.view.frame == CGRect(x: 196, y: 0, width: 540, height: 430))
        #expect(sheet.traitCollection.horizontalSizeClass == .regular)
    }

    @Test(arguments: [PresentationBehavior.iOS12, .iOS13])
    func P3_resizingAnIPadToSlideOverAdaptsTheFormSheet(_ behavior: PresentationBehavior) throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting(Self.pad, behavior: behavior, root: root)
        let sheet = RecordingController("sheet", log: CallLog())
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(sheet.view.frame == CGRect(x: 242, y: 373, width: 540, height: 620))
        try simulator.resize(to: .slideOver)
        let adapted: CGRect =
            behavior == .iOS12
            ? CGRect(x: 0, y: 0, width: 375, height: 1366) : CGRect(x: 0, y: 34, width: 375, height: 1332)
        #expect(sheet.view.frame == adapted)
        #expect(sheet.presentationController?.adaptedStyle == (behavior == .iOS12 ? .fullScreen : nil))
        #expect(sheet.traitCollection.horizontalSizeClass == .compact)
        try simulator.resize(to: nil)
        #expect(sheet.view.frame == CGRect(x: 242, y: 373, width: 540, height: 620))
        #expect(sheet.traitCollection.horizontalSizeClass == (behavior == .iOS12 ? .regular : .compact))
    }

    @Test func P3_noneFromTheDelegateKeepsAPopoverOnAPhone() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let button = UIView(frame: CGRect(x: 300, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 300)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = button
        let delegate = AdaptationDelegate(log: log) { _ in .none }
        popover.delegate = delegate
        root.present(content, animated: false)
        #expect(popover.adaptedStyle == nil)
        #expect(popover.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 183, y: 157, width: 200, height: 300))
        #expect(simulator.window.presentationControllers.count == 1)
        #expect(popover.delegate === delegate)
    }

    @Test func P3_theOneArgumentMethodAnswersWhenTheTwoArgumentOneIsMissing() throws {
        final class OneArgument: NSObject, UIAdaptivePresentationControllerDelegate {
            var asked = 0
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                asked += 1
                return .overFullScreen
            }
        }
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", behavior: .iOS12, root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let delegate = OneArgument()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        #expect(delegate.asked == 1)
        #expect(sheet.presentationController?.adaptedStyle == .overFullScreen)
        #expect(root.view.window === simulator.window, "over full screen keeps the presenter")
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func P3_answersUIKitDoesNotHonourFallBackToTheDefault() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", behavior: .iOS12, root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let delegate = AdaptationDelegate(log: log) { _ in .pageSheet }
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        #expect(sheet.presentationController?.adaptedStyle == .fullScreen)
        #expect(
            log.take() == [
                "adaptivePresentationStyle(Compact/Regular) -> pageSheet",
                "willPresentWithAdaptiveStyle(fullScreen, coordinator: true)",
            ])
        #expect(root.view.window == nil)
        #expect(simulator.topmostViewController === sheet)
    }

    @Test func P3_theDelegateIsNotAskedInARegularEnvironment() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting(Self.pad, root: root)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        let delegate = AdaptationDelegate(log: log) { _ in .fullScreen }
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        #expect(log.take() == ["willPresentWithAdaptiveStyle(none, coordinator: true)"])
        #expect(sheet.presentationController?.adaptedStyle == nil)
        #expect(sheet.presentationController?.delegate === delegate)
        #expect(sheet.view.window === simulator.window)
    }

    @Test func P3_aReplacementControllerWrapsTheAdaptedPresentationAndIsRemovedWhenItEnds() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", behavior: .iOS12, root: root)
        let settings = RecordingController("settings", log: log)
        settings.modalPresentationStyle = .formSheet
        let delegate = AdaptationDelegate(log: log) { $0.horizontalSizeClass == .compact ? .fullScreen : .none }
        var wrapper: EmbeddingController?
        delegate.replacement = { controller, style in
            let made = EmbeddingController(child: controller.presentedViewController)
            wrapper = made
            return made
        }
        let presentation = try #require(settings.presentationController)
        presentation.delegate = delegate
        root.present(settings, animated: false)
        let done = try #require(wrapper)
        #expect(root.presentedViewController === done)
        #expect(presentation.presentedViewController === settings)
        #expect(settings.parent === done)
        #expect(settings.presentingViewController === root)
        #expect(done.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(settings.view.window === simulator.window)
        #expect(
            log.take().filter { $0.hasPrefix("settings") } == [
                "settings.viewWillAppear (being presented)", "settings.viewDidAppear (being presented)",
            ])

        simulator.rotate(to: .landscape)
        #expect(presentation.adaptedStyle == nil)
        #expect(settings.parent == nil)
        #expect(root.presentedViewController === settings)
        #expect(done.viewIfLoaded?.window == nil)
        #expect(settings.view.frame == CGRect(x: 196, y: 0, width: 540, height: 430))
        #expect(settings.traitCollection.horizontalSizeClass == .regular)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(settings.viewIfLoaded?.window == nil)
        #expect(presentation.delegate === delegate)
    }
}

/// P3 with a real navigation controller: the classic "wrap in a navigation controller with a Done button".
@MainActor
@Suite struct PresentationAdaptationNavigationTests {
    @Test func P3_anAdaptedPopoverIsWrappedInANavigationControllerWithADoneButton() throws {
        let log = CallLog()
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", behavior: .iOS12, root: root)
        let button = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        let popover = try #require(picker.popoverPresentationController)
        popover.sourceView = button
        let delegate = AdaptationDelegate(log: log) { _ in .fullScreen }
        delegate.replacement = { controller, _ in
            let presented = controller.presentedViewController
            presented.navigationItem.rightBarButtonItem = UIBarButtonItem(
                systemItem: .done, primaryAction: UIAction { _ in presented.dismiss(animated: true) })
            return UINavigationController(rootViewController: presented)
        }
        popover.delegate = delegate
        root.present(picker, animated: false)
        let navigation = try #require(root.presentedViewController as? UINavigationController)
        #expect(navigation.topViewController === picker)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(picker.view.window === simulator.window)
        #expect(popover.adaptedStyle == .fullScreen)
        DeviceSimulator.tap(try #require(picker.navigationItem.rightBarButtonItem))
        simulator.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(navigation.viewIfLoaded?.window == nil)
        #expect(root.view.window === simulator.window)
    }
}
