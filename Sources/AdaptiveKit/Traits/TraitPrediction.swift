/// The scene whose code is running, for predicting the traits of controllers nothing holds yet.
///
/// iOS 13+ predicts a new controller's traits from the scene it will be shown in. A controller with
/// no parent, presentation or window (one a storyboard or the app's code just made) has no place
/// yet; UIKit then uses the scene the app's code is running for. A headless process runs many
/// devices, so there is no such scene globally: a `DeviceSimulator` names its scene only while it
/// runs the app's code (a launch), and a controller made then remembers it. Outside that, such a
/// controller stays unspecified, whatever ran before (Deviations.md, "Trait prediction").
@MainActor
enum TraitPrediction {
    /// The scenes running the app's code now, innermost last.
    private static var running: [UIWindowScene] = []

    /// The scene whose code runs now, if a simulator is running the app's code.
    static var currentScene: UIWindowScene? { running.last }

    /// Runs `body` as code of `scene`'s app.
    static func running<Result>(in scene: UIWindowScene, _ body: () throws -> Result) rethrows -> Result {
        running.append(scene)
        defer { running.removeLast() }
        return try body()
    }
}
