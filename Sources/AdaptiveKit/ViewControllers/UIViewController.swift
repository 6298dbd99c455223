import Foundation

/// Manages a view hierarchy, like UIKit's `UIViewController`.
///
/// Its view loads lazily; it takes part in containment, trait propagation (with overrides for
/// its children) and UIKit's transition sequence. Members a subclass may override live in the
/// class body because Swift cannot override members declared in extensions.
@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    /// The nib name given at creation.
    public let nibName: String?
    /// The bundle given at creation.
    public let nibBundle: Bundle?
    /// A title, shown by navigation and tab bars.
    open var title: String?

    var loadedView: UIView?
    var isLoadingView = false
    /// The controller's children, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The containing controller, or nil.
    public internal(set) weak var parent: UIViewController?
    /// The window whose root controller this is.
    weak var hostWindow: UIWindow?

    var traitState = TraitState()
    var traitOverridesStorage = TraitValues()
    var traitChangeRegistrations = TraitChangeRegistrations()
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?
    var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The scene whose code made this controller, if a simulator was running it (trait prediction).
    weak var creationScene: UIWindowScene?

    /// Creates a controller, like UIKit's designated initializer; nib loading is not supported.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        creationScene = TraitPrediction.currentScene
        super.init()
    }

    /// Creates a controller with no nib, like `UIViewController()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Decoding from an archive; AdaptiveKit reads storyboards with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        creationScene = TraitPrediction.currentScene
        super.init()
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: The view

    /// The root view, loaded by `loadView()` and `viewDidLoad()` on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            if let newValue {
                newValue.owningViewController = self
                newValue.ownMargins = OwnMarginsPreset.controllerRootMargins
                TraitPropagation.invalidate(self)
            }
        }
    }

    /// Creates the root view; the default makes a plain view the size of the main screen.
    open func loadView() {
        // UIKit's default loads the controller's nib; a storyboard scene's view is that nib here.
        if storyboardSource?.loadView(for: self) == true { return }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}

    // MARK: Layout callbacks

    /// Updates the root view's constraints; the default calls the view's `updateConstraints()`.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Extra insets added to the root view's safe area, for chrome the controller draws itself.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            loadedView?.forgetSafeAreas()
            loadedView?.setNeedsLayout()
        }
    }

    /// The edges along which the root view extends under a container's translucent bars, like UIKit's
    /// `edgesForExtendedLayout`; all of them by default.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the root view also extends under opaque bars, like UIKit's `extendedLayoutIncludesOpaqueBars`;
    /// false by default.
    open var extendedLayoutIncludesOpaqueBars: Bool = false {
        didSet { parent?.viewIfLoaded?.setNeedsLayout() }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top, like UIKit's
    /// `toolbarItems`.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { (parent as? UINavigationController)?.toolbarItemsDidChange(of: self) }
    }

    /// Sets `toolbarItems`, like UIKit's `setToolbarItems(_:animated:)`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Whether a scroll view that is (or first fills) the root view keeps its top and bottom clear of the bars
    /// under `.automatic` inset adjustment, like UIKit's (deprecated) property of that name; true by default.
    open var automaticallyAdjustsScrollViewInsets: Bool = true {
        didSet { loadedView?.setNeedsLayout() }
    }

    /// The smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins` is true.
    ///
    /// Horizontally 16 or 20 points by device and orientation (`DeviceCatalog`), vertically 0.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let horizontal = systemMinimumHorizontalMargin
        return NSDirectionalEdgeInsets(top: 0, leading: horizontal, bottom: 0, trailing: horizontal)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet { loadedView?.setNeedsLayout() }
    }

    // MARK: Traits

    /// The controller's traits: its parent's (with the parent's override for it), or its window's.
    public var traitCollection: UITraitCollection { traitState.current }

    /// Called when the controller's traits changed, before its views hear of it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits a child gets on top of this controller's; by default what `setOverrideTraitCollection` set.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    // MARK: Transitions (UIContentContainer)

    /// The size the controller's content prefers; its parent, or the presentation showing it, hears of a change.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let presentation = presentationState.hostingPresentation, presentation.state != .idle {
                presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// Called when a child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when a child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller becomes `parentSize`; by default the same size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Called before the view's size changes; the default forwards to every child with its new size.
    ///
    /// The forwarding recurses, as UIKit's does: apps override this and call super, so each level's call is
    /// the app's. A storyboard's controllers nest at most 150 deep (the builder's budget of view levels);
    /// chains made in code 2 000 deep forward without trouble.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// Called before the traits change; the default forwards to each child whose traits will change
    /// (recursing through overrides, as `viewWillTransition(to:with:)` does).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        for child in children {
            let predicted = TraitResolution.resolve(
                inherited: newCollection, parentOverride: overrideValues(forChild: child),
                own: child.traitOverridesStorage)
            if predicted != child.traitCollection {
                child.willTransition(to: predicted, with: coordinator)
            }
        }
    }

    // MARK: Containment

    /// Adds a child; calls its `willMove(toParent:)`. The caller adds the view and then calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        addChildController(childController)
    }

    /// Removes the controller from its parent; calls its `didMove(toParent: nil)`.
    open func removeFromParent() {
        removeFromParentController()
    }

    /// Called before the controller moves to a new parent (nil when it is being removed).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { appearance.isMovingFromParent = true }
    }

    /// Called after the controller moved to a new parent (nil when it was removed).
    open func didMove(toParent parent: UIViewController?) {
        appearance.isMovingToParent = false
        if parent == nil { appearance.isMovingFromParent = false }
    }

    // MARK: Showing (C2)

    /// The controller that handles an action for this one: the first in the parent (then presenter) chain,
    /// starting with this one, whose `canPerformAction(_:withSender:)` is true; for an `@objc` extension
    /// method declared with `MessageTable.declareExtensionMethod`, the first that overrides it.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let overrides = MessageTable.overrides(controller, extensionMethod: action) {
                if overrides { return controller }
            } else if controller.canPerformAction(action, withSender: sender) {
                return controller
            }
            candidate = controller.parent ?? controller.presentingControllerForTargeting
        }
        return nil
    }

    /// Shows a controller in the primary context: the target for `.show` handles it (a navigation
    /// controller pushes), or the controller is presented when none does.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            presentForShow(vc)
        }
    }

    /// Shows a controller in the secondary (detail) context: the target for `.showDetail` handles it
    /// (a split view replaces its secondary), else it is shown with `show(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: .showDetail, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// Folds a split view's secondary into this (primary) controller when the split view collapses;
    /// the default does nothing, so only the primary shows.
    open func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {}

    /// Hands back a secondary when the split view expands; the default has none.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        nil
    }

    /// Extra safe area a container gives a child for its own chrome (a navigation bar, a tab bar).
    func safeAreaInsets(forChild child: UIViewController) -> UIEdgeInsets { .zero }

    /// A child left this controller (`removeFromParent()`, or `addChild(_:)` on another parent moved it): a
    /// container drops it from its own list, as UIKit's containers follow their children.
    func childDidLeave(_ child: UIViewController) {}

    // MARK: Status bar (C5)

    /// The status bar style this controller prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose preferred style wins over this controller's, or nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose preference for a hidden status bar wins over this controller's, or nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: Appearance

    var appearance = AppearanceState()

    /// Called before the view is added to a window (or its container shows it).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a window and the appearance transition ended.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a window (or hidden by its container).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed and the transition ended.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks reach this controller's children automatically when its own do (true).
    ///
    /// A custom container that returns false calls `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: iOS 17 trait overrides

    /// iOS 17 trait overrides: traits set here apply to this controller, its views and its children.
    public var traitOverrides: any UITraitOverrides {
        get { traitOverridesStorage }
        set {
            traitOverridesStorage = newValue as? TraitValues ?? TraitValues()
            TraitPropagation.invalidate(self)
        }
    }

    // MARK: Storyboard segues (overridable members)

    /// The storyboard scene this controller was instantiated from (set by `InterfaceBuilder`), nil for code.
    package var storyboardSource: (any StoryboardSource)?

    /// Whether the segue a control triggers should run; the default says yes, as UIKit's does.
    ///
    /// Not consulted by `performSegue(withIdentifier:sender:)`, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller runs, to hand data to `segue.destination`; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Runs the segue the storyboard names `identifier`: `prepare(for:sender:)`, then `perform()`.
    ///
    /// Without such a segue UIKit raises; the message is recorded in `DiagnosticLog`.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    // MARK: Presentation (overridable members)

    /// Who presents whom, the presentation controller and the transition in flight.
    var presentationState = PresentationState()

    /// Presents a controller modally, like UIKit's method of that name.
    ///
    /// The style comes from `viewControllerToPresent.modalPresentationStyle`, adapted to the
    /// environment. Misuse is answered as UIKit does (recorded in `DiagnosticLog`) and
    /// changes nothing. An animated presentation runs on the window's simulator clock.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what this controller presents, or this controller if it presents nothing, like UIKit.
    ///
    /// Dismissing a controller in the middle of a chain dismisses every controller above it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// How this controller is shown when presented; `.automatic` resolves by the presentation behaviour.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The animation used when this controller is presented.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether this controller's view is covered when a controller it (or a descendant) presents
    /// uses `.currentContext` or `.overCurrentContext`.
    open var definesPresentationContext: Bool = false

    /// Whether a presentation using this controller as its context uses this controller's transition style.
    open var providesPresentationContextTransitionStyle: Bool = false

    /// Whether the user may not dismiss the presented sheet interactively (iOS 13 swipe-to-dismiss).
    open var isModalInPresentation: Bool = false

    /// The object that supplies a custom presentation controller for `.custom` presentations.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    // MARK: Editing

    /// Whether the controller's content is in editing mode; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode and retitles `editButtonItem` (Edit, or Done while editing); subclasses that
    /// override it call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState.isEditing = editing
        editingState.button?.updateAsEditButton(editing: editing)
    }

    var editingState = EditingState()

    /// The concrete style `.automatic` means for this controller: pageSheet on iOS 13+, fullScreen
    /// with iOS 12 behaviour. System controllers (alerts) choose their own.
    func automaticPresentationStyle(for behavior: PresentationBehavior) -> UIModalPresentationStyle {
        behavior == .iOS12 ? .fullScreen : .pageSheet
    }

    /// The presentation controller a built-in style uses for this controller; alerts supply their own.
    func makeSystemPresentationController(
        style: UIModalPresentationStyle, presenting: UIViewController?
    ) -> UIPresentationController {
        switch style {
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom: UIPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet:
            UISheetPresentationController(presentedViewController: self, presenting: presenting)
        default: SystemPresentationController(presentedViewController: self, presenting: presenting, style: style)
        }
    }
}
