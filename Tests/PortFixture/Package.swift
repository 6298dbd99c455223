// swift-tools-version: 6.2
import PackageDescription

// UIKit-style sources compiled through the AdaptivePort plugin, with tests of what they do.
//
// A package of its own because SwiftPM builds every plugin's tool before it plans any build: a target
// of the root package using AdaptivePort would make `swift run adaptive preview` build swift-syntax.
// `.ci/run` runs `swift test --package-path Tests/PortFixture`, then lints and previews the xib in
// `Sources/PortFixture/Interface` through the root package's adaptive-lint and adaptive-preview command
// plugins, as an app package would (they share this package's build of AdaptiveKit).
let package = Package(
    name: "PortFixture",
    dependencies: [.package(name: "AdaptiveKit", path: "../..")],
    targets: [
        .target(
            name: "PortFixture", dependencies: [.product(name: "AdaptiveKit", package: "AdaptiveKit")],
            exclude: ["UIKit", "Interface"], resources: [.copy("Resources/Greeting.txt")],
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "AdaptivePort", package: "AdaptiveKit")]),
        .testTarget(
            name: "PortFixtureTests",
            dependencies: [
                "PortFixture", .product(name: "AdaptiveKit", package: "AdaptiveKit"),
                .product(name: "InterfaceBuilder", package: "AdaptiveKit"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
