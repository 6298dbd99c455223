import AdaptiveKit
import AdaptivePhotos
import AdaptiveRender

extension PreviewSubject {
    /// The example app from its storyboard, made as the `adaptive` tool makes it.
    static let adaptivePhotos = adaptivePhotos(.storyboard)
    /// The example app built in code.
    static let adaptivePhotosCode = adaptivePhotos(.code)

    private static func adaptivePhotos(_ version: AdaptivePhotos.Version) -> PreviewSubject {
        PreviewSubject(name: "AdaptivePhotos (\(version.rawValue))", scenes: AdaptivePhotos.sceneNames) { scene in
            let made = try AdaptivePhotos.scene(scene, version: version)
            return Scene(rootViewController: made.rootViewController, whenOnScreen: made.whenOnScreen)
        }
    }
}

extension PreviewConfiguration {
    /// The five devices `adaptive preview` shows by default: two small-to-large phones, a common one
    /// and both iPad Pro sizes.
    static let fiveDevices = [
        "iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPad Pro (11-inch) (4th generation)",
        "iPad Pro (12.9-inch) (6th generation)",
    ]

    /// Catalog models by name.
    static func models(_ names: [String]) throws -> [(model: String, device: DeviceProfile)] {
        try names.map { try model(named: $0) }
    }
}
