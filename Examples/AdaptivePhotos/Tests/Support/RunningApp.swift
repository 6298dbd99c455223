import AdaptiveKit
import AdaptivePhotos
import Foundation
import InterfaceBuilder
import Testing

/// The two builds of the reference app, which must behave alike.
enum AppVersion: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case code, storyboard

    var testDescription: String { rawValue }
}

/// What the tests read off either app's root controller.
@MainActor
protocol PhotosAppRoot: UIViewController {
    var splitController: UISplitViewController { get }
    var primaryNavigation: UINavigationController { get }
    var conversations: ConversationListViewController { get }
}

extension AppController: PhotosAppRoot {}
extension StoryboardAppController: PhotosAppRoot {}

/// One version of the app on a simulated device, with the probes the scenario tests share.
@MainActor
final class RunningApp {
    let app: any PhotosAppRoot
    let simulator: DeviceSimulator
    var notifications = 0
    private var observer: (any NSObjectProtocol)?

    init(
        _ version: AppVersion, _ device: String, _ orientation: DeviceOrientation = .portrait,
        _ size: MultitaskingSize? = nil
    ) throws {
        switch version {
        case .code:
            app = AppController()
        case .storyboard:
            let initial = try AdaptivePhotos.storyboard().instantiateInitialViewController()
            app = try #require(initial as? StoryboardAppController)
        }
        simulator = try DeviceSimulator(
            deviceNamed: device, orientation: orientation, multitasking: size, rootViewController: app)
        observer = NotificationCenter.default.addObserver(
            forName: UIViewController.showDetailTargetDidChangeNotification, object: app.splitController, queue: nil
        ) { [weak self] _ in MainActor.assumeIsolated { self?.notifications += 1 } }
    }

    var split: UISplitViewController { app.splitController }
    var primaryStack: [String] { app.primaryNavigation.viewControllers.map(Self.name) }
    var secondaryNavigation: UINavigationController? {
        split.viewControllers.count > 1 ? split.viewControllers[1] as? UINavigationController : nil
    }
    var secondaryStack: [String] { secondaryNavigation?.viewControllers.map(Self.name) ?? [] }
    var disclosure: [Bool] { app.conversations.rows.map(\.hasDisclosureIndicator) }

    static func name(_ controller: UIViewController) -> String {
        controller.title ?? String(describing: type(of: controller))
    }

    func settle() {
        simulator.runUntilIdle()
        simulator.window.layoutIfNeeded()
    }
}
