// swift-tools-version: 6.1
import PackageDescription

// Allocation benchmarks of the layout engine, with ordo-one/benchmark: its own package, so that
// `swift build` and `swift test` of AdaptiveKit never build the harness. From this folder:
//   swift package benchmark                      (every benchmark, allocations and peak memory)
//   swift package benchmark baseline update main   then   swift package benchmark baseline compare main
// The malloc interposer counts every allocation; it needs the trait below and swift-tools-version 6.1.
let package = Package(
    name: "AdaptiveKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "AdaptiveKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutAllocations",
            dependencies: [
                .product(name: "AdaptiveKit", package: "AdaptiveKit"),
                .product(name: "BenchmarkScreens", package: "AdaptiveKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "LayoutAllocations",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
