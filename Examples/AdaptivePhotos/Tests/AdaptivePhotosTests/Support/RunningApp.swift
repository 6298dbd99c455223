import AdaptiveKit
import Foundation
@_spi(AdaptiveKit) import InterfaceBuilder
import Testing

@testable import AdaptivePhotosApp

/// The two builds of the app's interface, which must behave alike.
enum AppVersion: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case storyboard, code

    var testDescription: String { rawValue }
}

/// The app launched on a simulated device, as `UIApplicationMain` launches it, with the probes the
/// scenario tests share.
@MainActor
final class RunningApp {
    let simulator: DeviceSimulator
    let delegate: AppDelegate
    let root: TraitOverrideViewController
    var notifications = 0
    private var observer: (any NSObjectProtocol)?

    init(
        _ version: AppVersion, _ device: String, _ orientation: DeviceOrientation = .portrait,
        _ size: MultitaskingSize? = nil
    ) throws {
        simulator = try DeviceSimulator(deviceNamed: device, orientation: orientation, multitasking: size)
        delegate = try #require(AdaptivePhotos.makeAppDelegate() as? AppDelegate)
        switch version {
        case .storyboard:
            AdaptivePhotos.registerStoryboardClasses()
            simulator.launch(delegate, mainStoryboard: AdaptivePhotos.mainStoryboardName, bundle: AdaptivePhotos.bundle)
        case .code:
            simulator.launch(delegate, mainInterface: { TraitOverrideViewController(user: .sample) })
        }
        root = try #require(delegate.window?.rootViewController as? TraitOverrideViewController)
        let split = try #require(root.splitController)
        observer = NotificationCenter.default.addObserver(
            forName: UIViewController.showDetailTargetDidChangeNotification, object: split, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.notifications += 1 } }
    }

    var split: UISplitViewController { root.splitController! }
    var list: ListTableViewController { root.listController! }
    var primaryNavigation: UINavigationController { split.viewControllers[0] as! UINavigationController }
    var primaryStack: [String] { primaryNavigation.viewControllers.map(Self.name) }
    var secondaryNavigation: UINavigationController? {
        split.viewControllers.count > 1 ? split.viewControllers[1] as? UINavigationController : nil
    }
    var secondaryStack: [String] { secondaryNavigation?.viewControllers.map(Self.name) ?? [] }

    /// The rows of a table as shown: title, and whether it has a disclosure indicator.
    static func rows(of table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
            return (cell?.textLabel?.text ?? "?") + (cell?.accessoryType == .disclosureIndicator ? " ›" : "")
        }
    }

    /// The conversation list's rows.
    var rows: [String] { Self.rows(of: list.tableView) }

    static func name(_ controller: UIViewController) -> String {
        controller.title ?? String(describing: type(of: controller))
    }

    /// Taps a row of a table on screen, as a finger would.
    func tapRow(_ row: Int, in table: UITableView) {
        simulator.tapRow(at: IndexPath(row: row, section: 0), in: table)
        settle()
    }

    func settle() {
        simulator.runUntilIdle()
        simulator.window.layoutIfNeeded()
    }
}
