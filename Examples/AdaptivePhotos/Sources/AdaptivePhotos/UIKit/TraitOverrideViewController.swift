import UIKit

/// The root: a split view of the conversations and a photo, inside a container that lends the split view a
/// regular width on a landscape iPhone, so both columns show there. The container is the split view's
/// delegate and decides what collapsing and expanding keep.
///
/// Main.storyboard embeds the split view; built in code, the container makes the same one.
class TraitOverrideViewController: UIViewController, UISplitViewControllerDelegate {
    /// The user whose conversations the list shows.
    var user = User.sample {
        didSet { listController?.user = user }
    }

    /// The split view, once the view has loaded (the storyboard's embed segue or the code made it).
    private(set) var splitController: UISplitViewController?

    /// The conversations at the root of the split view's primary column.
    var listController: ListTableViewController? {
        (splitController?.viewControllers.first as? UINavigationController)?.viewControllers.first
            as? ListTableViewController
    }

    /// Built in code, with no storyboard.
    init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if splitController == nil {
            embedSplitViewInCode()
        }
        // The scene's view may still have the storyboard's size here; the screen's is the one that counts.
        updateForcedTraits(for: UIScreen.main.bounds.size)
    }

    /// The storyboard's embed segue brings the split view.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if let split = segue.destination as? UISplitViewController {
            configure(split)
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        updateForcedTraits(for: size)
    }

    /// Forwards status bar decisions to the split view.
    override var childForStatusBarStyle: UIViewController? { splitController }

    private func embedSplitViewInCode() {
        let list = ListTableViewController(style: .plain)
        let split = UISplitViewController()
        split.viewControllers = [
            UINavigationController(rootViewController: list),
            UINavigationController(rootViewController: EmptyViewController()),
        ]
        // The delegate first: the split view may collapse as soon as it joins a compact hierarchy.
        configure(split)
        addChild(split)
        split.view.frame = view.bounds
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(split.view)
        split.didMove(toParent: self)
    }

    private func configure(_ split: UISplitViewController) {
        splitController = split
        split.delegate = self
        split.preferredDisplayMode = .oneBesideSecondary
        listController?.user = user
    }

    /// Apple's sample lent the regular width to anything wider than 320 points, the width of the portrait
    /// iPhones of its day; today's portrait iPhones are wider, so only landscape iPhones qualify here.
    private func updateForcedTraits(for size: CGSize) {
        guard let splitController else { return }
        let lend = size.width > 320 && size.width > size.height && traitCollection.userInterfaceIdiom == .phone
        setOverrideTraitCollection(
            lend ? UITraitCollection(horizontalSizeClass: .regular) : nil, forChild: splitController)
    }

    // MARK: UISplitViewControllerDelegate

    /// Collapsing with no photo in the secondary (the placeholder) keeps the list on top: nothing to fold in.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool {
        secondaryViewController.shownPhotoName() == nil
    }

    /// Expanding with a photo on top of the primary moves it to the secondary; otherwise the placeholder.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? {
        guard let navigation = primaryViewController as? UINavigationController else { return nil }
        if let photo = navigation.topViewController, photo.shownPhotoName() != nil {
            navigation.popViewController(animated: false)
            return UINavigationController(rootViewController: photo)
        }
        let placeholder = storyboard?.instantiateViewController(withIdentifier: "Empty") ?? EmptyViewController()
        return UINavigationController(rootViewController: placeholder)
    }

    /// Expanded, a photo replaces the secondary column, inside a navigation controller of its own.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
        guard !splitViewController.isCollapsed, let primary = splitViewController.viewControllers.first else {
            return false
        }
        let detail = vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        splitViewController.viewControllers = [primary, detail]
        return true
    }
}
