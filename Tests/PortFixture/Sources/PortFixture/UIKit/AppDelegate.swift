import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.append("didFinishLaunching")
        return true
    }

    /// Reached through the responder chain: view, controller, window, application, delegate.
    @IBAction func showHelp(_ sender: Any?) {
        log.append("showHelp")
    }
}
