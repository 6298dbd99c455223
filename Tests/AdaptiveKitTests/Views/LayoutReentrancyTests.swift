import Foundation
import Testing

@testable import AdaptiveKit

/// A dismissal started inside a layout pass does not lay the window out again
/// inside that pass; it finishes after the pass, and the pass runs once.
@MainActor
@Suite struct LayoutReentrancyTests {
    /// A child that dismisses what it presented when it is about to leave its parent.
    final class PanelController: UIViewController {
        let name: String
        let log: CallLog
        var sheet: UIViewController?

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.record("\(name).willMove(toParent: \(parent == nil ? "nil" : "container"))")
            if parent == nil, sheet?.presentingViewController != nil {
                dismiss(animated: false) { [log, name] in log.record("\(name): sheet dismissed") }
                sheet = nil
            }
        }
    }

    /// A container that picks a design from its width class in `viewWillLayoutSubviews` and
    /// rebuilds its three panels when the design changes, as the app in the issue does.
    final class DesignContainer: UIViewController {
        let log: CallLog
        var appliedDesign: String?
        var panels: [PanelController] { children.compactMap { $0 as? PanelController } }

        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            let design = traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"
            log.record("container.viewWillLayoutSubviews(\(design))")
            guard design != appliedDesign else { return }
            for panel in panels {
                panel.willMove(toParent: nil)
                panel.view.removeFromSuperview()
                panel.removeFromParent()
            }
            for index in 0..<3 {
                let panel = PanelController("\(design)\(index)", log: log)
                addChild(panel)
                view.addSubview(panel.view)
                panel.didMove(toParent: self)
            }
            appliedDesign = design
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width = view.bounds.width / CGFloat(max(panels.count, 1))
            for (index, panel) in panels.enumerated() {
                panel.view.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: view.bounds.height)
            }
            log.record("container.viewDidLayoutSubviews")
        }
    }

    @Test func dismissalFromAChildLeavingDuringLayoutFinishesAfterThePass() throws {
        let log = CallLog()
        let container = DesignContainer(log: log)
        let simulator = try DeviceSimulator(
            deviceNamed: "iPad Pro (12.9-inch) (6th generation)", orientation: .landscape,
            rootViewController: container)
        #expect(container.panels.map(\.name) == ["regular0", "regular1", "regular2"])
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .overFullScreen
        // The second panel presents: by the time it leaves, the first panel's view has left and
        // invalidated the container, so a layout run from inside the pass would re-enter it.
        container.panels[1].present(sheet, animated: false)
        container.panels[1].sheet = sheet
        _ = log.take()

        let diagnostics = try DiagnosticLog.capture { try simulator.resize(to: .oneThird) }

        #expect(diagnostics == [])
        #expect(
            log.take() == [
                "container.viewWillLayoutSubviews(compact)",
                "regular0.willMove(toParent: nil)",
                "regular1.willMove(toParent: nil)",
                "sheet.viewWillDisappear (being dismissed)",
                "regular2.willMove(toParent: nil)",
                "compact0.willMove(toParent: container)",
                "compact1.willMove(toParent: container)",
                "compact2.willMove(toParent: container)",
                "container.viewDidLayoutSubviews",
                // The new panels' views invalidated the container: the same layout repeats once, design unchanged.
                "container.viewWillLayoutSubviews(compact)",
                "container.viewDidLayoutSubviews",
                // The dismissal finishes once the pass is over.
                "sheet.viewDidDisappear (being dismissed)",
                "regular1: sheet dismissed",
            ])
        #expect(container.panels.map(\.name) == ["compact0", "compact1", "compact2"])
        #expect(container.view.subviews.count == 3)
        #expect(container.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(simulator.window.subviews.map { $0 === container.view } == [true])
        let width = CGFloat(375) / 3
        #expect(
            container.panels.map(\.view.frame) == [
                CGRect(x: 0, y: 0, width: width, height: 1024),
                CGRect(x: width, y: 0, width: width, height: 1024),
                CGRect(x: 2 * width, y: 0, width: width, height: 1024),
            ])
    }

    /// A controller that forces layout from inside its own layout callback.
    final class EagerController: UIViewController {
        let log: CallLog
        init(log: CallLog) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.record("viewWillLayoutSubviews(\(view.bounds.width))")
            view.setNeedsLayout()
            view.window?.layoutIfNeeded()
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.record("viewDidLayoutSubviews")
        }
    }

    @Test func layoutIfNeededInsideAViewsOwnPassDoesNotEnterItAgain() throws {
        let log = CallLog()
        let controller = EagerController(log: log)
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: controller)
        _ = log.take()
        simulator.rotate(to: .landscape)
        // Each pass runs whole before the next; the repeats stop at the window's limit of eight.
        #expect(
            log.take()
                == Array(repeating: ["viewWillLayoutSubviews(852.0)", "viewDidLayoutSubviews"], count: 8).flatMap { $0 }
        )
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }
}
