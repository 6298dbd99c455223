import Foundation

/// A stack of controllers with a bar on top, like UIKit's `UINavigationController`.
///
/// Only the top controller's view is in the hierarchy; pushing and popping run UIKit's containment
/// and appearance sequence (old controller first), animated on the window's virtual clock.
@MainActor
open class UINavigationController: UIViewController, ContainerLayout {
    /// How long a push or pop animates, in seconds.
    package static let transitionDuration: TimeInterval = 0.35

    /// The bar above the content.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden.
    public private(set) var isNavigationBarHidden = false
    /// The toolbar at the bottom, like UIKit's `toolbar`: it shows the top controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public let toolbar: UIToolbar! = UIToolbar()
    /// Whether the toolbar is hidden, like UIKit's `isToolbarHidden`; true by default.
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true
    /// Whether iPad bars keep the 44 points of apps built before the iOS 12 SDK, as UIKit keeps them for those
    /// apps (Interface Builder canvases before Xcode 10 draw them so); false: 50 points.
    package var usesPreIOS12PadBarHeights = false {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Told before and after each controller is shown.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The stack, root first.
    var stack: [UIViewController] = []
    /// What a split view folded into this stack when it collapsed.
    var collapsedSecondary: CollapsedSecondary?
    /// A transition still animating; a new one finishes it first.
    private var pendingCompletion: (() -> Void)?
    /// The edge pan behind `interactivePopGestureRecognizer`.
    final lazy var popGesture = InteractivePopGestureRecognizer(navigationController: self)

    /// The recognizer that pops the top controller when a person swipes from the leading edge, like UIKit's
    /// `interactivePopGestureRecognizer`: a `UIScreenEdgePanGestureRecognizer` on the controller's view.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.managingController = self
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.managingController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.managingController = self
    }

    open override func loadView() {
        let container = makeContainerView()
        container.addSubview(navigationBar)
        toolbar.isHidden = toolbarHidden
        // Like UIKit's, the toolbar joins the view only while it shows.
        if !toolbarHidden { container.addSubview(toolbar) }
        view = container
        container.addGestureRecognizer(popGesture)
        if let top = topViewController { install(top) }
    }

    // MARK: The stack

    /// The controllers on the stack, root first; setting replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the top controller (or what it presents).
    open var visibleViewController: UIViewController? {
        topViewController?.presentedControllerForVisibility ?? topViewController
    }

    /// Pushes a controller, like UIKit's `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            DiagnosticLog.raise(
                "Pushing the same view controller instance more than once is not supported "
                    + "(\(viewController.debugName))")
            return
        }
        if viewController is UINavigationController {
            DiagnosticLog.raise("Pushing a navigation controller is not supported")
            return
        }
        finishPendingTransition()
        let old = topViewController
        addChild(viewController)
        // Refused (an ancestor of this navigation controller, already reported): the stack stays as it was.
        guard viewController.parent === self else { return }
        stack.append(viewController)
        transition(from: old, to: viewController, animated: animated) {
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller and returns it, like UIKit's `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popTo(index: stack.count - 2, animated: animated).first
    }

    /// Pops until `viewController` is on top; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            DiagnosticLog.raise("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return popTo(index: index, animated: animated)
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard !stack.isEmpty else { return nil }
        return popTo(index: 0, animated: animated)
    }

    /// Replaces the stack, like UIKit's `setViewControllers(_:animated:)`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishPendingTransition()
        let old = topViewController
        let removed = stack.filter { controller in !viewControllers.contains { $0 === controller } }
        var added = viewControllers.filter { controller in !stack.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        // A controller `addChild` refused (an ancestor of this one, already reported) stays out of the stack.
        let refused = added.filter { $0.parent !== self }
        added.removeAll { $0.parent !== self }
        stack = viewControllers.filter { controller in !refused.contains { $0 === controller } }
        let finishContainment = {
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        }
        guard let new = topViewController else {
            old?.viewIfLoaded?.removeFromSuperview()
            finishContainment()
            return
        }
        // The same top controller stays on screen: only the controllers under it changed.
        guard new !== old else {
            finishContainment()
            return
        }
        transition(from: old, to: new, animated: animated, completion: finishContainment)
    }

    /// A child that left (moved to another parent, or removed) leaves the stack, as UIKit's stack is its
    /// child list; when it was on top, the controller below it shows.
    override func childDidLeave(_ child: UIViewController) {
        guard let index = stack.firstIndex(where: { $0 === child }) else { return }
        let wasTop = index == stack.count - 1
        stack.remove(at: index)
        if let start = collapsedSecondary?.startIndex, index < start { collapsedSecondary?.startIndex = start - 1 }
        guard wasTop, let view = viewIfLoaded else { return }
        if child.viewIfLoaded?.superview === view { child.viewIfLoaded?.removeFromSuperview() }
        if let top = topViewController {
            let visible = isVisibleForAppearance && view.window != nil
            top.loadViewIfNeeded()
            if visible { top.beginManagedAppearance(true, animated: false) }
            install(top)
            if visible { top.endManagedAppearance() }
        }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    private func popTo(index: Int, animated: Bool) -> [UIViewController] {
        finishPendingTransition()
        let popped = Array(stack[(index + 1)...])
        guard let old = popped.last else { return [] }
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        transition(from: old, to: stack[index], animated: animated) {
            for controller in popped { controller.removeFromParent() }
        }
        return popped
    }

    // MARK: Showing

    /// A navigation controller handles `show` by pushing.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .show || super.canPerformAction(action, withSender: sender)
    }

    /// Pushes, animated, as UIKit's navigation controller does for `show(_:sender:)`.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pushes the secondary (or its whole navigation stack) so the detail stays on screen when a split
    /// view collapses.
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        foldCollapsedSecondary(secondaryViewController)
    }

    /// Pops what was pushed as detail and returns it as the split view's secondary.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController)
        -> UIViewController?
    {
        unfoldCollapsedSecondary()
    }

    // MARK: The bar

    /// Shows or hides the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Shows or hides the toolbar, like UIKit's `setToolbarHidden(_:animated:)`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        toolbar.isHidden = hidden
        if hidden {
            toolbar.removeFromSuperview()
        } else if let view = viewIfLoaded, toolbar.superview !== view {
            view.addSubview(toolbar)
        }
        viewIfLoaded?.setNeedsLayout()
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Shows a controller's new toolbar items while it is on top.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: false)
    }

    /// The bar's height: 44 points (50 on iPad, as from iOS 12), 32 in compact height on phones, 96 with large
    /// titles in regular height.
    package var navigationBarHeight: CGFloat {
        let idiom = traitCollection.userInterfaceIdiom
        if traitCollection.verticalSizeClass == .compact && idiom == .phone { return 32 }
        if showsLargeTitle { return 96 }
        return idiom == .pad && !usesPreIOS12PadBarHeights ? 50 : 44
    }

    /// Whether the bar shows a large title: it prefers them and the top item's mode is `.always`, or `.automatic`
    /// down to an item below that is not (all automatic: large), as UIKit's items inherit the mode.
    private var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The toolbar's height for the traits: 44 points, 32 in compact height and width, 50 on iPad.
    package var toolbarHeight: CGFloat {
        usesPreIOS12PadBarHeights && traitCollection.userInterfaceIdiom == .pad
            ? 44 : UIToolbar.height(for: traitCollection)
    }

    /// Whether a child's view extends under the bar on top and under the toolbar, as UIKit decides it: along
    /// its `edgesForExtendedLayout`, under a translucent bar, or an opaque one with
    /// `extendedLayoutIncludesOpaqueBars`. A hidden bar leaves the edge to the view.
    func extendsUnderBars(_ child: UIViewController) -> (top: Bool, bottom: Bool) {
        let edges = child.edgesForExtendedLayout
        let opaque = child.extendedLayoutIncludesOpaqueBars
        return (
            isNavigationBarHidden || (edges.contains(.top) && (navigationBar.isTranslucent || opaque)),
            isToolbarHidden || (edges.contains(.bottom) && (toolbar.isTranslucent || opaque))
        )
    }

    /// Children's safe area grows by the height of each bar shown over their view.
    override func safeAreaInsets(forChild child: UIViewController) -> UIEdgeInsets {
        guard stack.contains(where: { $0 === child }) else { return .zero }
        let extends = extendsUnderBars(child)
        return UIEdgeInsets(
            top: !isNavigationBarHidden && extends.top ? navigationBarHeight : 0, left: 0,
            bottom: !isToolbarHidden && extends.bottom ? toolbarHeight : 0, right: 0)
    }

    /// Where a child's view goes: the whole container, less the bars it does not extend under.
    private func contentFrame(for child: UIViewController, in view: UIView) -> CGRect {
        let extends = extendsUnderBars(child)
        let minY = extends.top ? view.bounds.minY : view.safeAreaInsets.top + navigationBarHeight
        let maxY = extends.bottom ? view.bounds.maxY : view.bounds.maxY - view.safeAreaInsets.bottom - toolbarHeight
        return CGRect(x: view.bounds.minX, y: minY, width: view.bounds.width, height: max(0, maxY - minY))
    }

    /// The top controller's status bar preference for hiding; the bar's own style for the style.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        let safeArea = view.safeAreaInsets
        navigationBar.frame = CGRect(x: 0, y: safeArea.top, width: view.bounds.width, height: navigationBarHeight)
        navigationBar.topItemTitle = topViewController.map { $0.navigationItem.title ?? $0.title } ?? nil
        toolbar.frame = CGRect(
            x: 0, y: view.bounds.height - safeArea.bottom - toolbarHeight, width: view.bounds.width,
            height: toolbarHeight)
        toolbar.items = topViewController?.toolbarItems
        if let top = topViewController, let content = top.viewIfLoaded, content.superview === view {
            content.frame = contentFrame(for: top, in: view)
        }
        view.bringSubviewToFront(navigationBar)
        if toolbar.superview === view { view.bringSubviewToFront(toolbar) }
    }

    // MARK: Transitions

    /// Puts a controller's view in the container, full frame.
    private func install(_ controller: UIViewController) {
        guard let view = viewIfLoaded else { return }
        let content = controller.view!
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(content, belowSubview: navigationBar)
    }

    /// Replaces the shown controller with UIKit's appearance order (old first), animated on the clock.
    private func transition(
        from old: UIViewController?, to new: UIViewController, animated: Bool, completion: @escaping () -> Void
    ) {
        let visible = isVisibleForAppearance && viewIfLoaded?.window != nil
        delegate?.navigationController(self, willShow: new, animated: animated)
        // The new top's view loads when this controller's has, as UIKit's does: a stack made before it is
        // shown loads nothing, so the top reads the traits of where it is shown in `viewDidLoad`.
        if isViewLoaded { new.loadViewIfNeeded() }
        if visible {
            old?.beginManagedAppearance(false, animated: animated)
            new.beginManagedAppearance(true, animated: animated)
        }
        if isViewLoaded {
            install(new)
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            self.pendingCompletion = nil
            if let oldView = old?.viewIfLoaded, oldView.superview === self.viewIfLoaded, old !== self.topViewController
            {
                oldView.removeFromSuperview()
            }
            if visible {
                old?.endManagedAppearance()
                new.endManagedAppearance()
            }
            completion()
            self.delegate?.navigationController(self, didShow: new, animated: animated)
        }
        if animated, visible, let clock = viewIfLoaded?.window?.clock {
            pendingCompletion = finish
            clock.schedule(after: Self.transitionDuration) { [weak self] in self?.pendingCompletion?() }
        } else {
            finish()
        }
    }

    /// Whether a push or pop is still animating.
    final var isTransitioning: Bool { pendingCompletion != nil }

    /// Completes an animated push or pop still in flight.
    private func finishPendingTransition() {
        pendingCompletion?()
    }
}

/// How a collapsed split view's secondary was folded into a navigation stack, to undo it on expand.
struct CollapsedSecondary {
    /// The stack index of the first controller pushed as detail.
    var startIndex: Int
    /// The secondary's own navigation controller, emptied into this stack, if it was one.
    weak var navigationController: UINavigationController?
}
