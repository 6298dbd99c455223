// swift-tools-version: 6.2
import PackageDescription

/// Our own targets fail on warnings, so CI and a newcomer build the same way.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "AdaptiveKit",
    products: [
        .library(name: "AdaptiveKit", targets: ["AdaptiveKit"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "AdaptiveRender", targets: ["AdaptiveRender"]),
        // Snapshot strategies for swift-snapshot-testing; only this product and its tests build that package.
        .library(name: "AdaptiveSnapshotTesting", targets: ["AdaptiveSnapshotTesting"]),
        .executable(name: "adaptive", targets: ["adaptive"]),
        // The bodies of the libFuzzer harnesses in Fuzz/, which that package wraps with -sanitize=fuzzer.
        .library(name: "FuzzHarness", targets: ["FuzzHarness"]),
        .executable(name: "solver-benchmark", targets: ["SolverBenchmark"]),
        .executable(name: "layout-benchmark", targets: ["LayoutBenchmark"]),
        // The screens layout-benchmark and the allocation benchmarks in Benchmarks/ build, written once.
        .library(name: "BenchmarkScreens", targets: ["BenchmarkScreens"]),
        // UIKit sources ported to AdaptiveKit at build time; swift-syntax is built only for these.
        .plugin(name: "AdaptivePort", targets: ["AdaptivePort"]),
        // `swift package adaptive-preview` and `swift package adaptive-lint` in an app package that depends on this one.
        .plugin(name: "AdaptivePreviewCommand", targets: ["AdaptivePreviewCommand"]),
        .plugin(name: "AdaptiveLintCommand", targets: ["AdaptiveLintCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Pure Swift, standard library only: .ci/run checks the imports.
        .target(name: "LayoutSolver", swiftSettings: strict),
        .target(name: "VisualFormat", swiftSettings: strict),
        // The `adaptive-constraints/1` interchange format that `adaptive solve` reads and writes, and the solve fuzzer
        // replays: a document read and validated into a solver's constraints, solved, printed.
        .target(name: "ConstraintInterchange", dependencies: ["LayoutSolver", "VisualFormat"], swiftSettings: strict),
        // The seeded generator that tests and benchmarks share; standard library only.
        .target(name: "SeededRandom", swiftSettings: strict),
        .target(name: "AdaptiveKit", dependencies: ["LayoutSolver", "VisualFormat"], swiftSettings: strict),
        .target(name: "InterfaceBuilder", dependencies: ["AdaptiveKit", "VisualFormat"], swiftSettings: strict),
        .target(name: "AdaptiveRender", dependencies: ["AdaptiveKit", "InterfaceBuilder"], swiftSettings: strict),
        .target(
            name: "AdaptiveSnapshotTesting",
            dependencies: [
                "AdaptiveKit", "AdaptiveRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            swiftSettings: strict),
        // The command line embeds the example app: `adaptive preview` with no file shows it.
        .executableTarget(
            name: "adaptive",
            dependencies: [
                "AdaptiveKit", "LayoutSolver", "VisualFormat", "InterfaceBuilder", "AdaptiveRender", "AdaptivePhotos",
                "ConstraintInterchange", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        // The example app. Its UIKit sources (`UIKit`) build through the AdaptivePort plugin in the package
        // Examples/AdaptivePhotos; here, so that `adaptive preview` never builds swift-syntax, their checked-in
        // port (`Ported`, kept equal to the port by AdaptivePhotosPortTests) is compiled instead.
        .target(
            name: "AdaptivePhotos", dependencies: ["AdaptiveKit", "InterfaceBuilder"],
            path: "Examples/AdaptivePhotos/Sources/AdaptivePhotos", exclude: ["UIKit"], resources: [.copy("Resources")],
            swiftSettings: strict),
        // Fuzz harness bodies.
        .target(
            name: "FuzzHarness",
            dependencies: [
                "AdaptiveKit", "VisualFormat", "LayoutSolver", "InterfaceBuilder", "AdaptiveRender",
                "ConstraintInterchange",
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "SolverBenchmark", dependencies: ["LayoutSolver", "SeededRandom"], swiftSettings: strict),
        .target(name: "BenchmarkScreens", dependencies: ["AdaptiveKit"], swiftSettings: strict),
        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["AdaptiveKit", "BenchmarkScreens", "LayoutSolver"],
            swiftSettings: strict),
        // The port: a swift-syntax rewriter, its executable, and the build plugin that runs it on a target's
        // `UIKit` folder. `adaptive port` runs the executable, so `adaptive` itself never builds swift-syntax.
        .target(
            name: "PortRewriter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: strict),
        .executableTarget(name: "AdaptivePortTool", dependencies: ["PortRewriter"], swiftSettings: strict),
        .plugin(name: "AdaptivePort", capability: .buildTool(), dependencies: [.target(name: "AdaptivePortTool")]),
        // Command plugins that run the `adaptive` tool. No target uses them, so `swift run adaptive` never compiles
        // them; `swift build` and `swift test` compile their two scripts (as the argument parser's), nothing more.
        // Tests/PortFixture runs both from `.ci/run`, as an app package would.
        .plugin(
            name: "AdaptivePreviewCommand",
            capability: .command(
                intent: .custom(
                    verb: "adaptive-preview",
                    description: "Lay storyboards and xibs out on every device and write a gallery (adaptive preview)."),
                permissions: [
                    .writeToPackageDirectory(reason: "adaptive-preview writes its gallery into out/preview (or --out).")
                ]),
            dependencies: ["adaptive"]),
        .plugin(
            name: "AdaptiveLintCommand",
            capability: .command(
                intent: .custom(
                    verb: "adaptive-lint",
                    description:
                        "Report broken constraints and ambiguous views of storyboards and xibs (adaptive lint).")),
            dependencies: ["adaptive"]),
        // No target here uses the plugin (SwiftPM would build its tool for every build, `adaptive` included):
        // Tests/PortFixture is a package of its own that compiles UIKit-style sources through it.
        .testTarget(
            name: "PortRewriterTests", dependencies: ["PortRewriter", "TestSupport"], exclude: ["__Snapshots__"],
            swiftSettings: strict),
        // Golden-file helpers shared by every test target.
        .target(name: "TestSupport", dependencies: ["SeededRandom"], path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"], swiftSettings: strict),
        // The README's Swift blocks, compiled verbatim as a test target of their own (no extra imports).
        .executableTarget(name: "ReadmeBlocksTool", path: "Plugins/ReadmeBlocksTool"),
        .plugin(name: "ReadmeBlocks", capability: .buildTool(), dependencies: ["ReadmeBlocksTool"]),
        .testTarget(
            name: "ReadmeTests", dependencies: ["AdaptiveKit"], swiftSettings: strict, plugins: ["ReadmeBlocks"]),
        .testTarget(
            name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"], exclude: ["__Snapshots__"],
            swiftSettings: strict),
        .testTarget(
            name: "ConstraintInterchangeTests", dependencies: ["ConstraintInterchange", "LayoutSolver"],
            swiftSettings: strict),
        .testTarget(
            name: "VisualFormatTests", dependencies: ["VisualFormat", "TestSupport"], exclude: ["__Snapshots__"],
            swiftSettings: strict),
        .testTarget(
            name: "AdaptiveKitTests", dependencies: ["AdaptiveKit", "TestSupport"], resources: [.copy("Fixtures")],
            swiftSettings: strict),
        .testTarget(
            name: "AdaptiveRenderTests",
            dependencies: ["AdaptiveRender", "AdaptiveKit", "InterfaceBuilder", "AdaptivePhotos", "TestSupport"],
            exclude: ["__Snapshots__", "Lint/__Snapshots__"],
            swiftSettings: strict),
        .testTarget(
            name: "adaptiveTests",
            dependencies: [
                "adaptive", "AdaptivePortTool", "AdaptiveRender", "AdaptiveKit", "AdaptivePhotos",
                "ConstraintInterchange",
                "TestSupport",
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict),
        // Every input the fuzzers crashed on, replayed through the harness that found it.
        .testTarget(
            name: "FuzzReplayTests", dependencies: ["FuzzHarness", "InterfaceBuilder", "AdaptiveKit"],
            resources: [.copy("Fixtures")],
            swiftSettings: strict),
        .testTarget(
            name: "AdaptiveSnapshotTestingTests",
            dependencies: ["AdaptiveSnapshotTesting", "AdaptiveRender", "AdaptivePhotos"], exclude: ["__Snapshots__"],
            swiftSettings: strict),
        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "AdaptiveKit", "TestSupport"],
            exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures")], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
