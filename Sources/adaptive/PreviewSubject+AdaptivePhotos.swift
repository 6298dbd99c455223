import AdaptivePhotos
import AdaptiveRender

extension PreviewSubject {
    /// The bundled `Examples/AdaptivePhotos` app in one of its builds, what `adaptive preview`
    /// shows without a file, with its scenes `list`, `photo` and `profile`.
    static func adaptivePhotos(_ version: AdaptivePhotos.Version) -> PreviewSubject {
        PreviewSubject(name: "AdaptivePhotos (\(version.rawValue))", scenes: AdaptivePhotos.sceneNames) { scene in
            let made = try AdaptivePhotos.scene(scene, version: version)
            return Scene(rootViewController: made.rootViewController, whenOnScreen: made.whenOnScreen)
        }
    }
}
