// swift-tools-version: 6.2
import PackageDescription

// The example app: UIKit sources (Sources/AdaptivePhotos/UIKit) compiled through the AdaptivePort plugin,
// with the scenario tests that launch it on simulated iPhones and iPads.
//
// A package of its own because SwiftPM builds every plugin's tool before it plans any build: a target of
// the root package using AdaptivePort would make `swift run adaptive preview` build swift-syntax. The root
// package's `AdaptivePhotos` target (what `adaptive preview` embeds) compiles the same folder's checked-in
// port (`Ported`, which the root package's AdaptivePhotosPortTests keep equal to the port) instead.
// `.ci/run` runs `swift test --package-path Examples/AdaptivePhotos`.
let package = Package(
    name: "AdaptivePhotosApp",
    dependencies: [.package(name: "AdaptiveKit", path: "../..")],
    targets: [
        // Named apart from the root package's `AdaptivePhotos` target: module names are global.
        .target(
            name: "AdaptivePhotosApp",
            dependencies: [
                .product(name: "AdaptiveKit", package: "AdaptiveKit"),
                .product(name: "InterfaceBuilder", package: "AdaptiveKit"),
            ],
            path: "Sources/AdaptivePhotos", exclude: ["UIKit", "Ported"], resources: [.copy("Resources")],
            swiftSettings: [.treatAllWarnings(as: .error)],
            plugins: [.plugin(name: "AdaptivePort", package: "AdaptiveKit")]),
        .testTarget(
            name: "AdaptivePhotosTests",
            dependencies: [
                "AdaptivePhotosApp", .product(name: "AdaptiveKit", package: "AdaptiveKit"),
                .product(name: "InterfaceBuilder", package: "AdaptiveKit"),
                // The lint's frame comparison (`LayoutFidelity`) checks the storyboard's stored frames.
                .product(name: "AdaptiveRender", package: "AdaptiveKit"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
