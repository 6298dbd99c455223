import Foundation
import Testing

@testable import AdaptiveKit

/// When a presentation's adaptive style changes while it is presented, the
/// presenter's view leaves or returns as the new style's `shouldRemovePresentersView` says, with
/// the presenter's appearance callbacks.
@MainActor
@Suite struct PresentationStyleChangeTests {
    @Test func iOS12FormSheetOnAMaxPhoneHidesAndShowsItsPresenterAsItRotates() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting(
            "iPhone 15 Pro Max", orientation: .landscape, behavior: .iOS12, root: root)
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        _ = log.take()
        root.present(sheet, animated: false)
        #expect(log.take() == ["sheet.viewWillAppear (being presented)", "sheet.viewDidAppear (being presented)"])
        let presentation = try #require(sheet.presentationController)
        #expect(presentation.adaptedStyle == nil)
        #expect(!presentation.shouldRemovePresentersView)
        #expect(sheet.view.frame == CGRect(x: 196, y: 0, width: 540, height: 430))
        #expect(root.view.window === simulator.window)

        simulator.rotate(to: .portrait)
        #expect(log.take() == ["root.viewWillDisappear", "root.viewDidDisappear"])
        #expect(presentation.adaptedStyle == .fullScreen)
        #expect(presentation.shouldRemovePresentersView)
        #expect(root.view.window == nil, "full screen takes the presenter's view out")
        #expect(simulator.window.subviews.count == 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))

        simulator.rotate(to: .landscape)
        #expect(log.take() == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(presentation.adaptedStyle == nil)
        #expect(root.view.window === simulator.window)
        #expect(simulator.window.subviews.first === root.view)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 932, height: 430))
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(sheet.view.frame == CGRect(x: 196, y: 0, width: 540, height: 430))

        root.dismiss(animated: false)
        #expect(
            log.take() == ["sheet.viewWillDisappear (being dismissed)", "sheet.viewDidDisappear (being dismissed)"])
        #expect(simulator.window.subviews.count == 1)
        #expect(simulator.window.subviews.first === root.view)
    }

    @Test func iOS12FormSheetPresentedFullScreenGivesItsPresenterBackInRegularWidth() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", behavior: .iOS12, root: root)
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(root.view.window == nil)
        _ = log.take()

        simulator.rotate(to: .landscape)
        #expect(log.take() == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(simulator.window.subviews.first === root.view)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 932, height: 430))

        root.dismiss(animated: false)
        #expect(
            log.take() == ["sheet.viewWillDisappear (being dismissed)", "sheet.viewDidDisappear (being dismissed)"])
        #expect(simulator.window.subviews.map { $0 === root.view } == [true])
    }

    @Test func iOS13PopoverShownFullScreenReturnsItsPresenterWhenItBecomesACard() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro Max", orientation: .landscape, root: root)
        let popover = RecordingController("popover", log: log)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
        root.present(popover, animated: false)
        let presentation = try #require(popover.presentationController)
        #expect(presentation.adaptedStyle == .fullScreen, "compact height")
        #expect(root.view.window == nil)
        _ = log.take()

        simulator.rotate(to: .portrait)
        #expect(presentation.adaptedStyle == .formSheet)
        #expect(!presentation.shouldRemovePresentersView, "a card leaves its presenter in place")
        #expect(log.take() == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(simulator.window.subviews.first === root.view)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 430, height: 932))
        #expect(popover.view.frame == CGRect(x: 0, y: 69, width: 430, height: 863))
    }
}
