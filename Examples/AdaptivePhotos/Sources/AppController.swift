import AdaptiveKit
import Foundation

/// The root: a split view of conversations and photos inside a container that lends the split view
/// a regular width on landscape phones, so both columns show there, as Apple's AdaptivePhotos does.
@MainActor
public final class AppController: UIViewController, UISplitViewControllerDelegate {
    public let user: User
    public let splitController = UISplitViewController()
    public let conversations: ConversationListViewController
    public let primaryNavigation: UINavigationController
    public let secondaryNavigation: UINavigationController

    public init(user: User = .sample) {
        self.user = user
        conversations = ConversationListViewController(user: user)
        primaryNavigation = UINavigationController(rootViewController: conversations)
        secondaryNavigation = UINavigationController(rootViewController: EmptyViewController())
        super.init(nibName: nil, bundle: nil)
        splitController.viewControllers = [primaryNavigation, secondaryNavigation]
        splitController.preferredDisplayMode = .oneBesideSecondary
        splitController.delegate = self
        addChild(splitController)
        splitController.didMove(toParent: self)
    }

    public required init?(coder: NSCoder) { fatalError("AdaptivePhotos is built in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        splitController.view.frame = view.bounds
        splitController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(splitController.view)
        updateOverride(for: view.bounds.size)
    }

    public override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        updateOverride(for: size)
    }

    /// The sample's rule, shared with the storyboard version (see `AdaptivePhotosRules.lentTraits`).
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

    /// Expanding with a photo on top moves it to the detail column; otherwise the placeholder shows there.
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        AdaptivePhotosRules.separateSecondary(from: primaryViewController) { EmptyViewController() }
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

/// The decisions both versions of the app make (built in code and from the storyboard), in one place.
@MainActor
enum AdaptivePhotosRules {
    /// The sample's rule is "wider than 320 points", from when portrait phones were 320 points wide;
    /// today's portrait phones are wider, so the landscape condition keeps them collapsed (see the README).
    static func lentTraits(for size: CGSize, idiom: UIUserInterfaceIdiom) -> UITraitCollection? {
        let lend = size.width > 320 && size.width > size.height && idiom == .phone
        return lend ? UITraitCollection(horizontalSizeClass: .regular) : nil
    }

    /// Collapsing with nothing selected keeps the list on top: the placeholder is dropped.
    static func collapse(_ secondaryViewController: UIViewController) -> Bool {
        let top = (secondaryViewController as? UINavigationController)?.topViewController ?? secondaryViewController
        return top is EmptyViewController
    }

    /// Expanding with a photo on top moves it to the detail column; otherwise the placeholder shows there.
    static func separateSecondary(
        from primaryViewController: UIViewController, placeholder: () -> UIViewController
    ) -> UIViewController? {
        guard let navigation = primaryViewController as? UINavigationController else { return nil }
        if let photo = navigation.topViewController as? PhotoViewController {
            navigation.popViewController(animated: false)
            return UINavigationController(rootViewController: photo)
        }
        return UINavigationController(rootViewController: placeholder())
    }

    /// Expanded, a photo replaces the detail column inside its own navigation controller.
    static func showDetail(_ vc: UIViewController, in splitViewController: UISplitViewController) -> Bool {
        guard !splitViewController.isCollapsed, let primary = splitViewController.viewControllers.first else {
            return false
        }
        let detail = vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        splitViewController.viewControllers = [primary, detail]
        return true
    }
}
