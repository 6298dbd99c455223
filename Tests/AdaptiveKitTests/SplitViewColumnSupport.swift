import Foundation

@testable import AdaptiveKit

/// A split view delegate that records every column-style call as one history.
@MainActor
final class ColumnDelegate: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = []
    var topColumn: UISplitViewController.Column?
    var expandingMode: UISplitViewController.DisplayMode?

    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
        calls.append("willChangeTo(\(displayMode.rawValue))")
    }
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        calls.append("topColumnForCollapsing(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        calls.append("displayModeForExpanding(proposed: \(proposedDisplayMode.rawValue))")
        return expandingMode ?? proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        calls.append("didCollapse(isCollapsed: \(svc.isCollapsed))")
    }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        calls.append("didExpand(isCollapsed: \(svc.isCollapsed))")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        calls.append("willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        calls.append("willHide(\(column))")
    }
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        calls.append("classic primaryViewController(forCollapsing:)")
        return nil
    }
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        calls.append("classic collapseSecondary")
        return false
    }

    func take() -> [String] {
        defer { calls.removeAll() }
        return calls
    }
}

/// A column-style split view with a tracked controller in each column.
@MainActor
final class ColumnFixture {
    let log = EventLog()
    let split: UISplitViewController
    let delegate = ColumnDelegate()
    let sidebar: TrackingViewController
    let list: TrackingViewController
    let detail: TrackingViewController

    init(_ style: UISplitViewController.Style, delegate installed: Bool = true) {
        split = UISplitViewController(style: style)
        sidebar = TrackingViewController("sidebar", log: log)
        list = TrackingViewController("list", log: log)
        detail = TrackingViewController("detail", log: log)
        split.setViewController(sidebar, for: .primary)
        if style == .tripleColumn { split.setViewController(list, for: .supplementary) }
        split.setViewController(detail, for: .secondary)
        if installed { split.delegate = delegate }
    }

    func start(_ device: String, _ orientation: DeviceOrientation = .portrait, _ size: MultitaskingSize? = nil)
        throws -> DeviceSimulator
    {
        try DeviceSimulator(
            deviceNamed: device, orientation: orientation, multitasking: size, rootViewController: split)
    }

    func navigation(_ column: UISplitViewController.Column) -> UINavigationController? {
        split.viewController(for: column)?.navigationController
    }

    func frame(_ column: UISplitViewController.Column) -> CGRect? {
        guard let view = navigation(column)?.viewIfLoaded, view.superview === split.view else { return nil }
        return view.frame
    }

    var appearance: [String] {
        log.events.map(\.description).filter { $0.contains("ppear") }
    }
}

let iPad11 = "iPad Pro (11-inch) (4th generation)"
let iPad13 = "iPad Pro (12.9-inch) (6th generation)"
