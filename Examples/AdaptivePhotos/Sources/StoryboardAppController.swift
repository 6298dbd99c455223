import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The storyboard version's root: the container of `AdaptivePhotos.storyboard`'s initial scene.
///
/// The split view comes from the scene's embed segue (a container view filling the root view);
/// the rest is `AppController`'s: the same lent regular width on landscape phones and the same split
/// view delegate decisions, the placeholder coming from the storyboard's `Empty` scene.
@MainActor
public final class StoryboardAppController: UIViewController, UISplitViewControllerDelegate {
    public let user: User
    /// The embedded split view controller (a stand-in until the view loads and the embed segue runs).
    public private(set) var splitController = UISplitViewController()
    /// The split view's primary navigation controller.
    public private(set) var primaryNavigation = UINavigationController()
    /// The conversations list at the root of the primary navigation controller.
    public private(set) var conversations = ConversationListViewController(user: .sample)

    /// The storyboard's scenes are for the sample user.
    public required init?(coder: NSCoder) {
        user = .sample
        super.init(coder: coder)
    }

    /// The split view's secondary navigation controller, nil when collapsed.
    public var secondaryNavigation: UINavigationController? {
        splitController.viewControllers.count > 1 ? splitController.viewControllers[1] as? UINavigationController : nil
    }

    /// The embed segue: keeps the split view, becomes its delegate, shows both columns side by side.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let split = segue.destination as? UISplitViewController else { return }
        splitController = split
        if let navigation = split.viewControllers.first as? UINavigationController {
            primaryNavigation = navigation
            if let list = navigation.viewControllers.first as? ConversationListViewController { conversations = list }
        }
        split.preferredDisplayMode = .oneBesideSecondary
        split.delegate = self
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The scene's view still has the storyboard's frame here; the code version's view is the
        // screen's size when it loads, so the screen decides, as there.
        updateOverride(for: UIScreen.main.bounds.size)
    }

    public override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        updateOverride(for: size)
    }

    private func updateOverride(for size: CGSize) {
        setOverrideTraitCollection(
            AdaptivePhotosRules.lentTraits(for: size, idiom: traitCollection.userInterfaceIdiom),
            forChild: splitController)
    }

    // MARK: UISplitViewControllerDelegate

    /// Collapsing with nothing selected keeps the list on top: the placeholder is dropped.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        AdaptivePhotosRules.collapse(secondaryViewController)
    }

    /// Expanding with a photo on top moves it to the detail column; otherwise the storyboard's placeholder.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        AdaptivePhotosRules.separateSecondary(from: primaryViewController) { [storyboard] in
            storyboard?.instantiateViewController(withIdentifier: "Empty") ?? EmptyViewController()
        }
    }

    /// Expanded, a photo replaces the detail column inside its own navigation controller.
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        AdaptivePhotosRules.showDetail(vc, in: splitViewController)
    }

    /// Forwards status bar decisions to the split view.
    public override var childForStatusBarStyle: UIViewController? { splitController }
}

/// The storyboard version of the app.
@MainActor
public enum AdaptivePhotos {
    /// The custom classes `AdaptivePhotos.storyboard` names, registered with Interface Builder's loader.
    public static func registerStoryboardClasses() {
        let classes: [(UIViewController.Type, String)] = [
            (StoryboardAppController.self, "StoryboardAppController"),
            (ConversationListViewController.self, "ConversationListViewController"),
            (PhotoListViewController.self, "PhotoListViewController"),
            (PhotoViewController.self, "PhotoViewController"),
            (EmptyViewController.self, "EmptyViewController"),
            (ProfileViewController.self, "ProfileViewController"),
        ]
        for (type, name) in classes { InterfaceBuilder.register(type, forCustomClass: name) }
    }

    /// Where the storyboard is: in this module's resources.
    public static var storyboardURL: URL? {
        Bundle.module.url(forResource: "AdaptivePhotos", withExtension: "storyboard")
            ?? Bundle.module.url(
                forResource: "AdaptivePhotos", withExtension: "storyboard", subdirectory: "Resources")
    }

    /// `AdaptivePhotos.storyboard`, with the custom classes registered.
    public static func storyboard() throws -> UIStoryboard {
        registerStoryboardClasses()
        guard let url = storyboardURL else {
            throw InterfaceBuilderError.unreadableFile(
                path: "AdaptivePhotos.storyboard", message: "not in the AdaptivePhotos resources")
        }
        return try UIStoryboard(contentsOf: url)
    }
}
