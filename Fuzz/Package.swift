// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer harnesses, kept out of the main package so `swift build` and `swift test` never see
/// them; Scripts/fuzz.sh builds them with `-sanitize=fuzzer` (see README.md).
let package = Package(
    name: "AdaptiveKitFuzz",
    dependencies: [.package(name: "AdaptiveKit", path: "..")],
    targets: [
        // IB document bytes: read, lay out on one device, lint, compare frames and render.
        .executableTarget(
            name: "FuzzIBDocument",
            dependencies: [
                .product(name: "InterfaceBuilder", package: "AdaptiveKit"),
                .product(name: "AdaptiveRender", package: "AdaptiveKit"),
                .product(name: "AdaptiveKit", package: "AdaptiveKit"),
            ],
            path: "IBDocument"),
        // `adaptive solve` JSON: the command's own reader and solver, linked from Sources/adaptive.
        .executableTarget(
            name: "FuzzSolve",
            dependencies: [
                .product(name: "LayoutSolver", package: "AdaptiveKit"),
                .product(name: "VisualFormat", package: "AdaptiveKit"),
            ],
            path: "Solve"),
    ],
    swiftLanguageModes: [.v6]
)
