import AdaptiveKit
import Foundation

extension DeviceSimulator {
    /// Launches an app whose main interface is a storyboard, as `UIApplicationMain` does with the
    /// storyboard that Info.plist names (`UIMainStoryboardFile`, or the scene manifest's
    /// `UISceneStoryboardFile`).
    ///
    /// The storyboard's initial view controller becomes the window's root before the app delegate's
    /// launch methods run; see ``DeviceSimulator/launch(_:sceneDelegate:mainInterface:options:)``
    /// for the whole order. With no bundle, the storyboard is looked for in the resources of the module that
    /// calls this first, as `UIStoryboard(name:bundle:)` does.
    @discardableResult
    public func launch(
        _ delegate: any UIApplicationDelegate, sceneDelegate: (any UISceneDelegate)? = nil,
        mainStoryboard name: String, bundle: Bundle? = nil, options: [UIApplication.LaunchOptionsKey: Any]? = nil,
        fileID: String = #fileID
    ) -> UIApplication {
        launch(
            delegate, sceneDelegate: sceneDelegate,
            mainInterface: {
                UIStoryboard(name: name, bundle: bundle, fileID: fileID).instantiateInitialViewController()
            },
            options: options)
    }
}
