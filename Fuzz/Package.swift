// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer harnesses, kept out of the main package so `swift build` and `swift test` never see
/// them; Scripts/fuzz.sh builds them with `-sanitize=fuzzer` (see README.md). Each harness only names
/// its target: FuzzDriver is libFuzzer's entry point around the bodies of the main package's
/// FuzzHarness library, which the tests replay.
let harnesses = ["FuzzIBDocument", "FuzzIBLint", "FuzzSolve", "FuzzVisualFormat", "FuzzJSON"]

let package = Package(
    name: "AdaptiveKitFuzz",
    dependencies: [.package(name: "AdaptiveKit", path: "..")],
    targets: [
        .target(
            name: "FuzzDriver", dependencies: [.product(name: "FuzzHarness", package: "AdaptiveKit")], path: "Driver")
    ]
        + harnesses.map { name in
            .executableTarget(name: name, dependencies: ["FuzzDriver"], path: "Harnesses/\(name)")
        },
    swiftLanguageModes: [.v6]
)
