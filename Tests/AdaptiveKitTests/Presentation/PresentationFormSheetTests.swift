import Foundation
import Testing

@testable import AdaptiveKit

/// P1–P3: one settings screen presented as a form sheet on phones and iPad multitasking sizes,
/// with iOS 12 and iOS 13+ behaviour. Expected values come from Apple's UIModalPresentationStyle pages and
/// the sizes recorded in Deviations.md ("Presentation").
@MainActor
@Suite struct PresentationFormSheetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let device: String
        let orientation: DeviceOrientation
        let multitasking: MultitaskingSize?
        let behavior: PresentationBehavior
        /// The style the presentation adapted to, or nil when it shows as a form sheet.
        let adapted: UIModalPresentationStyle?
        let frame: CGRect
        let presenterRemoved: Bool
        /// The presented controller's horizontal size class.
        let presentedWidthClass: UIUserInterfaceSizeClass

        var testDescription: String {
            "\(device) \(orientation) \(multitasking.map(\.rawValue) ?? "full") \(behavior)"
        }
    }

    nonisolated static let se = "iPhone SE (3rd generation)"
    nonisolated static let pro = "iPhone 15 Pro"
    nonisolated static let max = "iPhone 15 Pro Max"
    nonisolated static let pad = "iPad Pro (12.9-inch) (6th generation)"

    nonisolated static let cases: [Case] = [
        // iPhone SE: compact width everywhere. Card top = safe area top (20) + 10.
        Case(
            device: se, orientation: .portrait, multitasking: nil, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: se, orientation: .portrait, multitasking: nil, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 30, width: 375, height: 637), presenterRemoved: false, presentedWidthClass: .compact),
        Case(
            device: se, orientation: .landscape, multitasking: nil, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 667, height: 375), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: se, orientation: .landscape, multitasking: nil, behavior: .iOS13, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 667, height: 375), presenterRemoved: true, presentedWidthClass: .compact),
        // iPhone 15 Pro: safe area top 59, so the card starts at 69.
        Case(
            device: pro, orientation: .portrait, multitasking: nil, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pro, orientation: .portrait, multitasking: nil, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 69, width: 393, height: 783), presenterRemoved: false, presentedWidthClass: .compact),
        Case(
            device: pro, orientation: .landscape, multitasking: nil, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 852, height: 393), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pro, orientation: .landscape, multitasking: nil, behavior: .iOS13, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 852, height: 393), presenterRemoved: true, presentedWidthClass: .compact),
        // iPhone 15 Pro Max: landscape is regular width (no iOS 12 adaptation) but compact height (iOS 13 full screen).
        Case(
            device: max, orientation: .portrait, multitasking: nil, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 430, height: 932), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: max, orientation: .portrait, multitasking: nil, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 69, width: 430, height: 863), presenterRemoved: false, presentedWidthClass: .compact),
        Case(
            device: max, orientation: .landscape, multitasking: nil, behavior: .iOS12, adapted: nil,
            frame: CGRect(x: 196, y: 0, width: 540, height: 430), presenterRemoved: false,
            presentedWidthClass: .regular),
        Case(
            device: max, orientation: .landscape, multitasking: nil, behavior: .iOS13, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 932, height: 430), presenterRemoved: true, presentedWidthClass: .regular),
        // iPad Pro 12.9": 540×620 centred at full screen and in regular-width splits; safe area top 24.
        Case(
            device: pad, orientation: .portrait, multitasking: nil, behavior: .iOS12, adapted: nil,
            frame: CGRect(x: 242, y: 373, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .regular),
        Case(
            device: pad, orientation: .portrait, multitasking: nil, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 242, y: 373, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .portrait, multitasking: .slideOver, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 375, height: 1366), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .portrait, multitasking: .slideOver, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 34, width: 375, height: 1332), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .portrait, multitasking: .oneThird, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 375, height: 1366), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .portrait, multitasking: .oneThird, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 34, width: 375, height: 1332), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .portrait, multitasking: .twoThirds, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 639, height: 1366), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .portrait, multitasking: .twoThirds, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 34, width: 639, height: 1332), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: nil, behavior: .iOS12, adapted: nil,
            frame: CGRect(x: 413, y: 202, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .regular),
        Case(
            device: pad, orientation: .landscape, multitasking: nil, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 413, y: 202, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: .slideOver, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 375, height: 1024), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: .slideOver, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 34, width: 375, height: 990), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: .oneThird, behavior: .iOS12, adapted: .fullScreen,
            frame: CGRect(x: 0, y: 0, width: 375, height: 1024), presenterRemoved: true, presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: .oneThird, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 0, y: 34, width: 375, height: 990), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: .half, behavior: .iOS12, adapted: nil,
            frame: CGRect(x: 69, y: 202, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .regular),
        Case(
            device: pad, orientation: .landscape, multitasking: .half, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 69, y: 202, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .compact),
        Case(
            device: pad, orientation: .landscape, multitasking: .twoThirds, behavior: .iOS12, adapted: nil,
            frame: CGRect(x: 220.5, y: 202, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .regular),
        Case(
            device: pad, orientation: .landscape, multitasking: .twoThirds, behavior: .iOS13, adapted: nil,
            frame: CGRect(x: 220.5, y: 202, width: 540, height: 620), presenterRemoved: false,
            presentedWidthClass: .compact),
    ]

    @Test(arguments: cases)
    func P2_settingsFormSheetAdaptsFramesAndKeepsOrRemovesThePresenter(_ sheet: Case) throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting(
            sheet.device, orientation: sheet.orientation, multitasking: sheet.multitasking, behavior: sheet.behavior,
            root: root)
        let settings = RecordingController("settings", log: log)
        settings.modalPresentationStyle = .formSheet
        _ = log.take()

        var completed = false
        root.present(settings, animated: true) { completed = true }
        #expect(root.presentedViewController === settings)
        #expect(settings.presentingViewController === root)
        #expect(settings.isBeingPresented)
        simulator.runUntilIdle()
        #expect(completed)
        #expect(!settings.isBeingPresented)

        let presentation = try #require(settings.presentationController)
        #expect(presentation.presentationStyle == .formSheet)
        #expect(presentation.adaptedStyle == sheet.adapted)
        #expect(settings.view.frame == sheet.frame)
        #expect(settings.view.window === simulator.window)
        #expect((root.view.window == nil) == sheet.presenterRemoved)
        #expect(settings.traitCollection.horizontalSizeClass == sheet.presentedWidthClass)
        let presented = [
            "settings.viewWillAppear (being presented)", "settings.viewDidAppear (being presented)",
        ]
        if sheet.presenterRemoved {
            #expect(
                log.take() == [
                    "root.viewWillDisappear", "settings.viewWillAppear (being presented)", "root.viewDidDisappear",
                    "settings.viewDidAppear (being presented)",
                ])
        } else {
            #expect(log.take() == presented, "a sheet's presenter gets no disappear callbacks")
        }

        root.dismiss(animated: true)
        simulator.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(settings.presentingViewController == nil)
        #expect(settings.viewIfLoaded?.window == nil)
        #expect(root.view.window === simulator.window)
        if sheet.presenterRemoved {
            #expect(
                log.take() == [
                    "settings.viewWillDisappear (being dismissed)", "root.viewWillAppear",
                    "settings.viewDidDisappear (being dismissed)", "root.viewDidAppear",
                ])
        } else {
            #expect(
                log.take() == [
                    "settings.viewWillDisappear (being dismissed)", "settings.viewDidDisappear (being dismissed)",
                ])
        }
    }
}
