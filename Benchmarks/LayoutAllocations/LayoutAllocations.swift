import AdaptiveKit
import Benchmark

// The settings chain and the nested-stack grid of `layout-benchmark --chain` and `--stacks` (the same
// screens, built here again: an executable target cannot be imported), built and laid out in a window,
// with the allocations, the bytes allocated (malloc's total for the run, not what stays live: see
// `layout-benchmark`'s heap column for that) and the peak resident memory of each run.

@MainActor
func makeChain(views: Int) throws -> (DeviceSimulator, UIView) {
    let simulator = try DeviceSimulator(deviceNamed: "iPad Pro (12.9-inch) (6th generation)")
    let root = UIView(frame: simulator.window.bounds)
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

@MainActor
func makeStacks(views: Int) throws -> (DeviceSimulator, UIView) {
    let simulator = try DeviceSimulator(deviceNamed: "iPad Pro (12.9-inch) (6th generation)")
    let root = UIView(frame: simulator.window.bounds)
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

/// Builds the screen and lays it out once in its window.
@MainActor
func layOut(_ make: (Int) throws -> (DeviceSimulator, UIView), views: Int) throws {
    let (simulator, content) = try make(views)
    simulator.window.addSubview(content)
    simulator.window.layoutIfNeeded()
    blackHole(content.subviews.count)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount, .peakMemoryResident],
        maxDuration: .seconds(10),
        maxIterations: 5)
    for views in [1000, 5000, 20000] {
        Benchmark("chain \(views) views", configuration: .init(scalingFactor: .one)) { benchmark in
            try await MainActor.run { try layOut(makeChain, views: views) }
        }
        Benchmark("stacks \(views) views", configuration: .init(scalingFactor: .one)) { benchmark in
            try await MainActor.run { try layOut(makeStacks, views: views) }
        }
    }
}
