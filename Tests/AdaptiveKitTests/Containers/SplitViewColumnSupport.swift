import Foundation

@testable import AdaptiveKit

/// A split view delegate that records every column-style call as one history.
@MainActor
final class ColumnDelegate: NSObject, UISplitViewControllerDelegate {
    var calls: [String] = [] {
        didSet {
            if let log, let call = calls.last, calls.count > oldValue.count { marks.append((log.events.count, call)) }
        }
    }
    /// Each call with the number of controller events recorded before it, to interleave the two.
    var marks: [(position: Int, call: String)] = []
    weak var log: EventLog?
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
        delegate.log = log
    }

    /// Controller callbacks (transitions, traits, appearance) and delegate calls in the order they ran.
    func history(since position: Int = 0) -> [String] {
        var result: [String] = []
        var marks = delegate.marks.filter { $0.position >= position }[...]
        for (index, event) in log.events.enumerated() where index >= position {
            while let mark = marks.first, mark.position <= index {
                result.append("delegate.\(mark.call)")
                marks = marks.dropFirst()
            }
            let text = event.description
            if !["Layout", "layoutSubviews", "SafeArea", "LayoutMargins", "viewDidLoad"].contains(where: text.contains)
            {
                result.append(text)
            }
        }
        result += marks.map { "delegate.\($0.call)" }
        return result
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

extension ColumnFixture {
    /// "collapsed" or the behavior, mode and each shown column's frame, for grid tests.
    var summary: String {
        if split.isCollapsed {
            let shown = split.viewControllers.first?.view.frame ?? .zero
            return "collapsed \(Self.text(shown))"
        }
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary]
        let frames = columns.compactMap { column in frame(column).map { "\(column)=\(Self.text($0))" } }
        return (["\(split.splitBehavior)", "\(split.displayMode)"] + frames).joined(separator: " ")
    }

    static func text(_ rect: CGRect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map { String(format: "%g", Double($0)) }
            .joined(separator: ",")
    }
}

extension UISplitViewController.SplitBehavior: CustomStringConvertible {
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .tile: "tile"
        case .overlay: "overlay"
        case .displace: "displace"
        }
    }
}

extension UISplitViewController.DisplayMode: CustomStringConvertible {
    public var description: String {
        switch self {
        case .automatic: "automatic"
        case .secondaryOnly: "secondaryOnly"
        case .oneBesideSecondary: "oneBesideSecondary"
        case .oneOverSecondary: "oneOverSecondary"
        case .twoBesideSecondary: "twoBesideSecondary"
        case .twoOverSecondary: "twoOverSecondary"
        case .twoDisplaceSecondary: "twoDisplaceSecondary"
        }
    }
}
