import Foundation
import Testing

@testable import AdaptiveKit

/// P6: alerts and action sheets: presentation, actions and handlers, text fields, misuse.
@MainActor
@Suite struct UIAlertControllerTests {
    @Test func P6_anAlertShowsCentredOverTheDimmedPresenter() throws {
        let log = CallLog()
        let root = RecordingController("root", log: log)
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.record("cancel handler") })
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.record("\(action.title ?? "") handler")
        }
        alert.addAction(delete)
        alert.preferredAction = delete
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        _ = log.take()
        root.present(alert, animated: true)
        simulator.runUntilIdle()
        let presentation = try #require(alert.presentationController)
        #expect(presentation.presentationStyle == .custom)
        #expect(alert.view.frame == CGRect(x: 61.5, y: 364, width: 270, height: 124))
        #expect(root.view.window === simulator.window)
        #expect(log.take().isEmpty, "the presenter stays on screen")
        simulator.rotate(to: .landscape)
        #expect(alert.view.frame == CGRect(x: 291, y: 134.5, width: 270, height: 124))

        simulator.tap(delete, in: alert)
        #expect(log.take().isEmpty, "the handler runs once the alert is gone")
        simulator.runUntilIdle()
        #expect(log.take() == ["Delete handler"])
        #expect(root.presentedViewController == nil)
    }

    @Test func P6_anActionSheetSitsAtTheBottomOfAPhone() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(sheet.modalPresentationStyle == .popover)
        root.present(sheet, animated: false)
        let popover = try #require(sheet.popoverPresentationController)
        #expect(popover.adaptedStyle == .overFullScreen)
        #expect(sheet.view.frame == CGRect(x: 8, y: 639, width: 377, height: 179))
        #expect(root.view.window === simulator.window)
        #expect(popover.presentationController(canSwipe: false))
    }

    @Test func P6_anActionSheetOnARegularWidthIPadNeedsAnAnchor() throws {
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPad Pro (12.9-inch) (6th generation)", root: root)
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        let diagnostics = DiagnosticLog.capture { root.present(sheet, animated: false) }
        #expect(diagnostics.map(\.name) == ["NSGenericException"])
        #expect(
            diagnostics.map(\.message) == [
                "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
            ])
        #expect(root.presentedViewController == nil)

        let button = UIView(frame: CGRect(x: 900, y: 40, width: 44, height: 44))
        root.view.addSubview(button)
        sheet.popoverPresentationController?.sourceView = button
        root.present(sheet, animated: false)
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(sheet.view.frame == CGRect(x: 694, y: 97, width: 320, height: 480))

        try simulator.resize(to: .slideOver)
        #expect(sheet.popoverPresentationController?.adaptedStyle == .overFullScreen)
        #expect(sheet.view.frame == CGRect(x: 8, y: 1227, width: 359, height: 119))
    }

    @Test func P6_textFieldsAndMisuse() throws {
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let second = DiagnosticLog.capture { alert.addAction(UIAlertAction(title: "Close", style: .cancel)) }
        #expect(
            second.map(\.message) == [
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
            ])
        #expect(alert.actions.count == 1)
        #expect(AlertGeometry.alertSize(alert) == CGSize(width: 270, height: 62 + 60 + 44))

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let field = DiagnosticLog.capture { sheet.addTextField() }
        #expect(
            field.map(\.message) == [
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
            ])
        #expect(sheet.textFields == nil)

        let disabled = UIAlertAction(title: "Later", style: .default) { _ in Issue.record("disabled action ran") }
        disabled.isEnabled = false
        alert.addAction(disabled)
        let root = UIViewController()
        let simulator = try DeviceSimulator.presenting("iPhone 15 Pro", root: root)
        #expect(!simulator.tap(disabled, in: alert), "an alert not on screen cannot be tapped")
        root.present(alert, animated: false)
        #expect(!simulator.tap(disabled, in: alert), "a disabled action")
        let stranger = UIAlertAction(title: "Stranger", style: .default) { _ in Issue.record("foreign action ran") }
        #expect(!simulator.tap(stranger, in: alert), "an action of another alert")
        let other = try DeviceSimulator.presenting("iPhone 15 Pro", root: UIViewController())
        #expect(!other.tap(try #require(alert.actions.first), in: alert), "an alert on another device")
        simulator.runUntilIdle()
        #expect(alert.presentingViewController === root)
    }
}

extension UIPresentationController {
    /// Whether a swipe may dismiss the presentation equals `canSwipe`.
    fileprivate func presentationController(canSwipe: Bool) -> Bool { allowsInteractiveDismissal == canSwipe }
}
