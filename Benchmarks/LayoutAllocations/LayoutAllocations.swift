import AdaptiveKit
import Benchmark
import BenchmarkScreens

// The settings chain and the nested-stack grid of `layout-benchmark --chain` and `--stacks` (the same
// screens, from the BenchmarkScreens library of the root package), built and laid out in a window,
// with the allocations, the bytes allocated (malloc's total for the run, not what stays live: see
// `layout-benchmark`'s heap column for that) and the peak resident memory of each run.

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
