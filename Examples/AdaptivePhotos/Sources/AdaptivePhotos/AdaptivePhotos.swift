import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The example app as tools and tests open it: its main storyboard, its classes registered with
/// Interface Builder's loader (what the Objective-C runtime finds by name on a device), its app delegate,
/// and the screens a previewer shows.
///
/// The app itself is the `UIKit` folder, UIKit sources that build unchanged for iOS; this file is not
/// part of it.
@MainActor
public enum AdaptivePhotos {
    /// The two ways to build the app's interface, which behave alike.
    public enum Version: String, Sendable, CaseIterable {
        /// `Main.storyboard`, as the app launches.
        case storyboard
        /// The same controllers built in code, with no storyboard.
        case code
    }

    /// The name of the main storyboard, as Info.plist's `UIMainStoryboardFile` would give it.
    public nonisolated static let mainStoryboardName = "Main"

    /// The bundle holding `Main.storyboard`.
    public static var bundle: Bundle { Bundle.module }

    /// The app's delegate, for `DeviceSimulator.launch(_:mainStoryboard:bundle:)` (UIKit makes it from
    /// the `@UIApplicationMain` class).
    public static func makeAppDelegate() -> any UIApplicationDelegate { AppDelegate() }

    /// Registers the custom classes `Main.storyboard` names with Interface Builder's loader.
    public static func registerStoryboardClasses() {
        let classes: [(UIViewController.Type, String)] = [
            (TraitOverrideViewController.self, "TraitOverrideViewController"),
            (ListTableViewController.self, "ListTableViewController"),
            (ConversationViewController.self, "ConversationViewController"),
            (PhotoViewController.self, "PhotoViewController"),
            (EmptyViewController.self, "EmptyViewController"),
            (ProfileViewController.self, "ProfileViewController"),
        ]
        for (type, name) in classes { InterfaceBuilder.register(type, forCustomClass: name) }
    }

    /// `Main.storyboard`, with the custom classes registered.
    public static func storyboard() -> UIStoryboard {
        registerStoryboardClasses()
        return UIStoryboard(name: mainStoryboardName, bundle: bundle)
    }

    /// The screens a previewer shows, the app as it launches first: `list` (the conversations in a split
    /// view), `photo` (the "Dinner" photo shown as detail) and `profile` (the profile in a navigation
    /// controller).
    public nonisolated static let sceneNames = ["list", "photo", "profile"]

    /// One of `sceneNames` in one build: a root view controller, and what to do once it is on screen
    /// (select the conversation with a single photo). An unknown name is the app as it launches.
    public static func scene(
        _ name: String, version: Version
    ) throws -> (rootViewController: UIViewController, whenOnScreen: (@MainActor () -> Void)?) {
        if name == "profile" {
            let profile =
                version == .code
                ? ProfileViewController(user: .sample)
                : try instantiate("Profile", as: ProfileViewController.self)
            return (UINavigationController(rootViewController: profile), nil)
        }
        let root =
            version == .code
            ? TraitOverrideViewController(user: .sample)
            : try instantiate(nil, as: TraitOverrideViewController.self)
        guard name == "photo" else { return (root, nil) }
        return (
            root,
            {
                // What a tap on the row does: select it, then tell the delegate.
                guard let list = root.listController, let table = list.tableView,
                    let row = list.user.conversations.firstIndex(where: { $0.photos.count == 1 })
                else { return }
                let indexPath = IndexPath(row: row, section: 0)
                table.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                list.tableView(table, didSelectRowAt: indexPath)
            }
        )
    }

    /// A controller of the main storyboard (its initial one for a nil identifier), of the expected class.
    private static func instantiate<Controller: UIViewController>(
        _ identifier: String?, as type: Controller.Type
    ) throws -> Controller {
        let storyboard = storyboard()
        let made =
            identifier.map { storyboard.instantiateViewController(withIdentifier: $0) }
            ?? storyboard.instantiateInitialViewController()
        guard let controller = made as? Controller else {
            throw InterfaceBuilderError.unreadableFile(
                path: "\(mainStoryboardName).storyboard",
                message: "its \(identifier.map { "'\($0)' scene" } ?? "initial scene") is not a \(type)")
        }
        return controller
    }
}
