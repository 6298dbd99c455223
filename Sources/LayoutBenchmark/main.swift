import AdaptiveKit
import BenchmarkScreens
import Foundation

// Times the Auto Layout engine on screens of N views in a real window (release build):
//   swift run -c release layout-benchmark [--sizes 100,1000,5000] | --chain 1000,5000 | --stacks 1000,5000
//   swift run -c release layout-benchmark --dense 1000,5000,20000   (the chain with 8 constraints per view)
//   ... --dense 4000 --census   (also what the solver's tableau holds per view, see `TableauCensus`)
//   swift run -c release layout-benchmark --incremental 1000,5000,20000   (see IncrementalBenchmark.swift)
//   swift run -c release layout-benchmark --callgrind constant 1000   (one case, for callgrind)
//   swift run -c release layout-benchmark --table 1000,10000,100000   (table views, see TableBenchmark.swift)
// The screens (grid, chain, stacks, labels) are in Sources/BenchmarkScreens, shared with Benchmarks/LayoutAllocations.
// Reported per size: building the views and activating their constraints (trait propagation and
// engine bookkeeping, no solving), the first layout (engine build + solve), a rotation (size change through the
// root's constraints), one constant change, and one deactivate + activate, each with its ratio to
// the first layout, measured in the same run.

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
    if let sizes = sizes(after: "--dense") {
        try runScale("dense", sizes.isEmpty ? [1000, 5000, 20000] : sizes) { try makeDenseChain(views: $0) }
        return
    }
    if let sizes = sizes(after: "--chain") {
        try runScale("chain", sizes.isEmpty ? [1000, 5000, 20000, 100_000] : sizes) { try makeChain(views: $0) }
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
