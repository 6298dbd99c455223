import AdaptiveKit
import Foundation

// The screens the layout benchmarks build, written once for `layout-benchmark` (Sources/LayoutBenchmark)
// and the ordo-one allocation benchmarks (Benchmarks/LayoutAllocations), so both measure the same screens.
// Each is built in an iPad Pro (12.9-inch) window; the content view is returned outside the window unless
// the comment says otherwise, so that joining it (and building the engine) falls in the measured part.

/// The device every benchmark screen uses: the iPad Pro (2x), or the one `BENCHMARK_DEVICE` names (a 3x
/// iPhone lays out on thirds of a point, which views must keep as cheaply as the halves of a 2x screen).
public let benchmarkDevice =
    ProcessInfo.processInfo.environment["BENCHMARK_DEVICE"] ?? "iPad Pro (12.9-inch) (6th generation)"

/// The grid screen: a column of rows, each pinning a label-sized view and a flexible view between the
/// margins, with equal widths every other row, so rows are independent but tied to the root. Returns
/// the constraint of the middle row's leading edge, the one the incremental cases change.
@MainActor
public func makeScreen(rows: Int) throws -> (DeviceSimulator, UIView, NSLayoutConstraint) {
    let simulator = try DeviceSimulator(deviceNamed: benchmarkDevice)
    let root = UIView(frame: simulator.window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    var leadingConstraints: [NSLayoutConstraint] = []
    for row in 0..<rows / 2 {
        let title = UIView()
        let value = UIView()
        for view in [title, value] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let leading = title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        leadingConstraints.append(leading)
        constraints += [
            leading,
            title.widthAnchor.constraint(equalToConstant: 120),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
            title.heightAnchor.constraint(equalToConstant: 20),
            value.topAnchor.constraint(equalTo: title.topAnchor),
            value.heightAnchor.constraint(equalTo: title.heightAnchor),
        ]
        if row % 2 == 1 {
            let hug = value.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 4)
            hug.priority = .defaultLow
            constraints.append(hug)
        }
        previous = title
    }
    NSLayoutConstraint.activate(constraints)
    return (simulator, root, leadingConstraints[leadingConstraints.count / 2])
}

/// A settings screen: a vertical chain of rows, each row's top pinned to the previous row's bottom, with an
/// icon, a title and a value inside, the value pinned to the margin. The common shape that made the first
/// layout superlinear in the number of views, and that a benchmark must keep flat.
@MainActor
public func makeChain(views: Int) throws -> (DeviceSimulator, UIView) {
    let simulator = try DeviceSimulator(deviceNamed: benchmarkDevice)
    let root = UIView(frame: simulator.window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    for _ in 0..<views / 4 {
        let row = UIView()
        let icon = UIView()
        let title = UIView()
        let value = UIView()
        for view in [row, icon, title, value] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(row)
        for view in [icon, title, value] { row.addSubview(view) }
        constraints += [
            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            icon.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 29),
            icon.heightAnchor.constraint(equalToConstant: 29),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
            title.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -11),
            title.heightAnchor.constraint(equalToConstant: 22),
            value.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
            value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            value.heightAnchor.constraint(equalTo: title.heightAnchor),
            value.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
        ]
        previous = row
    }
    NSLayoutConstraint.activate(constraints)
    return (simulator, root)
}

/// The settings chain with 8 constraints per view, the count the memory target (2 KB a view) is set for: each row adds
/// to the chain's 15 the 17 a careful form screen has, bounds (at least and at most) and weak preferences.
@MainActor
public func makeDenseChain(views: Int) throws -> (DeviceSimulator, UIView) {
    let (simulator, root) = try makeChain(views: views)
    var constraints: [NSLayoutConstraint] = []
    func preferred(_ constraint: NSLayoutConstraint, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        constraint.priority = priority
        return constraint
    }
    for row in root.subviews {
        let icon = row.subviews[0]
        let title = row.subviews[1]
        let value = row.subviews[2]
        constraints += [
            row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            preferred(row.heightAnchor.constraint(equalToConstant: 44), .defaultLow),
            icon.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: 4),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -4),
            icon.widthAnchor.constraint(equalTo: icon.heightAnchor),
            preferred(icon.centerYAnchor.constraint(equalTo: title.centerYAnchor), .defaultHigh),
            title.leadingAnchor.constraint(greaterThanOrEqualTo: row.layoutMarginsGuide.leadingAnchor),
            title.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
            title.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
            preferred(title.widthAnchor.constraint(equalToConstant: 200), .defaultLow),
            title.trailingAnchor.constraint(lessThanOrEqualTo: row.layoutMarginsGuide.trailingAnchor),
            value.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
            preferred(value.widthAnchor.constraint(equalToConstant: 120), .defaultLow),
            value.topAnchor.constraint(greaterThanOrEqualTo: row.topAnchor, constant: 4),
            value.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -4),
            value.centerYAnchor.constraint(equalTo: title.centerYAnchor),
            value.leadingAnchor.constraint(greaterThanOrEqualTo: icon.trailingAnchor, constant: 16),
        ]
    }
    NSLayoutConstraint.activate(constraints)
    return (simulator, root)
}

/// A grid of nested stack views: a vertical stack of horizontal stacks, each holding four fixed-height
/// views, filling equally; the vertical stack pinned to the root's margins at the top.
@MainActor
public func makeStacks(views: Int) throws -> (DeviceSimulator, UIView) {
    let simulator = try DeviceSimulator(deviceNamed: benchmarkDevice)
    let root = UIView(frame: simulator.window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let column = UIStackView(arrangedSubviews: [])
    column.axis = .vertical
    column.spacing = 4
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    var constraints = [
        column.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        column.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    ]
    for _ in 0..<views / 5 {
        let cells = (0..<4).map { _ in UIView() }
        for cell in cells { constraints.append(cell.heightAnchor.constraint(equalToConstant: 20)) }
        let row = UIStackView(arrangedSubviews: cells)
        row.distribution = .fillEqually
        row.spacing = 8
        column.addArrangedSubview(row)
    }
    NSLayoutConstraint.activate(constraints)
    return (simulator, root)
}

/// A column of rows whose titles are labels sized by their text; values follow their titles. Already in
/// its window and laid out; returns the middle row's label.
@MainActor
public func makeLabels(rows: Int) throws -> (DeviceSimulator, UIView, UILabel) {
    let simulator = try DeviceSimulator(deviceNamed: benchmarkDevice)
    let root = UIView(frame: simulator.window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    var titles: [UILabel] = []
    for row in 0..<rows / 2 {
        let title = UILabel()
        title.text = "Row \(row)"
        let value = UIView()
        for view in [title, value] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        titles.append(title)
        constraints += [
            title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
            value.topAnchor.constraint(equalTo: title.topAnchor),
            value.heightAnchor.constraint(equalTo: title.heightAnchor),
        ]
        previous = title
    }
    NSLayoutConstraint.activate(constraints)
    simulator.window.addSubview(root)
    simulator.window.layoutIfNeeded()
    return (simulator, root, titles[titles.count / 2])
}
