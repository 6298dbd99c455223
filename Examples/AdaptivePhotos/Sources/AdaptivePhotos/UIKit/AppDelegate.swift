import UIKit

/// The app's delegate. Main.storyboard makes the window's root, a `TraitOverrideViewController` holding
/// the split view; launching hands it the signed-in user, whose conversations the list shows.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The user the app shows, loaded once at launch.
    let user = User.sample

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        (window?.rootViewController as? TraitOverrideViewController)?.user = user
        return true
    }
}
