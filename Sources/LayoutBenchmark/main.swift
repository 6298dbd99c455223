import AdaptiveKit
import Foundation

// Times the Auto Layout engine on screens of N views in a real window (release build):
//   swift run -c release layout-benchmark [--sizes 100,1000,5000] | --chain 1000,5000 | --stacks 1000,5000
//   swift run -c release layout-benchmark --incremental 1000,5000,20000   (see IncrementalBenchmark.swift)
//   swift run -c release layout-benchmark --callgrind constant 1000   (one case, for callgrind)
//   swift run -c release layout-benchmark --table 1000,10000,100000   (table views, see TableBenchmark.swift)
// Each screen is a column of rows; each row pins a label-sized view and a flexible view between the
// margins, with equal widths every other row, so rows are independent but tied to the root.
// Reported per size: building the views and activating their constraints (trait propagation and
// engine bookkeeping, no solving), the first layout (engine build + solve), a rotation (size change through the
// root's constraints), one constant change, and one deactivate + activate, each with its ratio to
// the first layout, measured in the same run.

@MainActor
func makeScreen(rows: Int) throws -> (DeviceSimulator, UIView, NSLayoutConstraint) {
    let simulator = try DeviceSimulator(deviceNamed: "iPad Pro (12.9-inch) (6th generation)")
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
    // The content joins the window in the timed part, so the first layout includes building the engine.
    return (simulator, root, leadingConstraints[leadingConstraints.count / 2])
}

/// A settings screen: a vertical chain of rows, each row's top pinned to the previous row's bottom, with an
/// icon, a title and a value inside, the value pinned to the margin. The common shape that made the first
/// layout superlinear (issue #17).
@MainActor
func makeChain(rows: Int) throws -> (DeviceSimulator, UIView) {
    let simulator = try DeviceSimulator(deviceNamed: "iPad Pro (12.9-inch) (6th generation)")
    let root = UIView(frame: simulator.window.bounds)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    for _ in 0..<rows / 4 {
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

/// A grid of nested stack views: a vertical stack of horizontal stacks, each holding four fixed-size
/// views, filling equally; the vertical stack pinned to the root's margins at the top.
@MainActor
func makeStacks(views: Int) throws -> (DeviceSimulator, UIView) {
    let simulator = try DeviceSimulator(deviceNamed: "iPad Pro (12.9-inch) (6th generation)")
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

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

@MainActor
func run() throws {
    func sizes(after flag: String) -> [Int]? {
        guard let index = CommandLine.arguments.firstIndex(of: flag) else { return nil }
        guard index + 1 < CommandLine.arguments.count else { return [] }
        return CommandLine.arguments[index + 1].split(separator: ",").compactMap { Int($0) }
    }
    if let sizes = sizes(after: "--table") {
        try runTableBenchmark(sizes)
        return
    }
    if let index = CommandLine.arguments.firstIndex(of: "--callgrind"), index + 2 < CommandLine.arguments.count {
        try runCallgrindCase(CommandLine.arguments[index + 1], views: Int(CommandLine.arguments[index + 2]) ?? 1000)
        return
    }
    if let sizes = sizes(after: "--incremental") {
        try runIncremental(sizes.isEmpty ? [1000, 5000, 20000] : sizes)
        return
    }
    if let sizes = sizes(after: "--stacks") {
        try runScale("stacks", sizes.isEmpty ? [1000, 5000, 20000, 100_000] : sizes) { try makeStacks(views: $0) }
        return
    }
    if let sizes = sizes(after: "--chain") {
        try runScale("chain", sizes.isEmpty ? [1000, 5000, 20000, 100_000] : sizes) { try makeChain(rows: $0) }
        return
    }
    var sizes = [100, 1000, 5000]
    if let index = CommandLine.arguments.firstIndex(of: "--sizes"), index + 1 < CommandLine.arguments.count {
        sizes = CommandLine.arguments[index + 1].split(separator: ",").compactMap { Int($0) }
    }
    print(
        "views    build (views+constraints)   first layout   rotation (ratio)      constant change (ratio)   "
            + "deactivate+activate (ratio)")
    for size in sizes {
        var screen: (DeviceSimulator, UIView, NSLayoutConstraint)?
        let build = try milliseconds { screen = try makeScreen(rows: size) }
        guard let (simulator, content, leading) = screen else { continue }
        let root = simulator.window
        let first = milliseconds {
            root.addSubview(content)
            root.layoutIfNeeded()
        }
        let rotation = milliseconds {
            simulator.rotate(to: .landscape)
            root.layoutIfNeeded()
        }
        let constant = milliseconds {
            leading.constant = 12
            root.layoutIfNeeded()
        }
        let toggle = milliseconds {
            leading.isActive = false
            leading.isActive = true
            root.layoutIfNeeded()
        }
        func cell(_ value: Double) -> String {
            String(format: "%9.2f ms (%6.4f)", value, value / first)
        }
        print(
            String(format: "%-8d %9.2f ms                %9.2f ms   ", size, build, first) + cell(rotation) + "   "
                + cell(constant) + "      "
                + cell(toggle))
    }
}

try MainActor.assumeIsolated { try run() }
