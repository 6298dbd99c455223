import Foundation
import Testing

@testable import AdaptiveKit

/// L5: a controller's view is laid out at the size it is shown at; no conflict is logged for a layout that is
/// satisfiable there, however its container put it on screen.
@MainActor
@Suite struct NoSpuriousConflictTests {
    /// A 64-point image 20 points from the leading edge: satisfiable from 104 points wide.
    final class ThumbnailController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let image = UIImageView()
            image.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(image)
            NSLayoutConstraint.activate([
                image.widthAnchor.constraint(equalToConstant: 64),
                image.heightAnchor.constraint(equalToConstant: 64),
                image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                view.trailingAnchor.constraint(greaterThanOrEqualTo: image.trailingAnchor, constant: 20),
                image.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            ])
        }
    }

    @Test func L5_pushingADetailOntoACollapsedSplitViewLogsNoConflict() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(ThumbnailController(), for: .secondary)
        let delegate = PrimaryFirst()
        split.delegate = delegate
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: split)
        let detail = ThumbnailController()
        let diagnostics = DiagnosticLog.capture {
            list.show(detail, sender: nil)
            simulator.window.clock?.runUntilIdle()
            split.showDetailViewController(ThumbnailController(), sender: nil)
            simulator.window.clock?.runUntilIdle()
        }
        #expect(diagnostics.map(\.message) == [])
        #expect(detail.view.frame.width == 393)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .formSheet, .pageSheet, .overFullScreen])
    func L5_presentingAndDismissingOverAConstrainedPresenterLogsNoConflict(_ style: UIModalPresentationStyle) throws {
        let presenter = ThumbnailController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: presenter)
        let diagnostics = DiagnosticLog.capture {
            let sheet = ThumbnailController()
            sheet.modalPresentationStyle = style
            presenter.present(sheet, animated: true)
            simulator.window.clock?.runUntilIdle()
            simulator.rotate(to: .landscape)
            simulator.rotate(to: .portrait)
            presenter.dismiss(animated: true)
            simulator.window.clock?.runUntilIdle()
        }
        #expect(diagnostics.map(\.message) == [])
        #expect(presenter.view.window === simulator.window)
    }

    /// The presenter's view left the window in portrait and comes back in landscape.
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .formSheet])
    func L5_aPresenterReturningAfterARotationLogsNoConflict(_ style: UIModalPresentationStyle) throws {
        let presenter = ThumbnailController()
        let simulator = try DeviceSimulator(deviceNamed: "iPhone 15 Pro", rootViewController: presenter)
        let diagnostics = DiagnosticLog.capture {
            let sheet = ThumbnailController()
            sheet.modalPresentationStyle = style
            presenter.present(sheet, animated: false)
            simulator.rotate(to: .landscape)
            presenter.dismiss(animated: true)
            simulator.window.clock?.runUntilIdle()
        }
        #expect(diagnostics.map(\.message) == [])
        #expect(presenter.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    final class PrimaryFirst: NSObject, UISplitViewControllerDelegate {
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column { .primary }
    }
}

/// L5: a test asserts that nothing was broken with one filter over the captured log.
@MainActor
@Suite struct LayoutConflictAssertionTests {
    @Test func L5_aCapturedConflictIsALayoutConflictAndOtherEntriesAreNot() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.translatesAutoresizingMaskIntoConstraints = false
        let entries = DiagnosticLog.capture {
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            view.widthAnchor.constraint(equalToConstant: 20).isActive = true
            view.layoutIfNeeded()
            DiagnosticLog.raise("Pushing a navigation controller is not supported")
        }
        #expect(entries.map(\.isLayoutConflict) == [true, false])
    }
}
