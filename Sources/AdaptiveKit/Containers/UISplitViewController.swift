import Foundation

/// A two-column container that collapses to one column in compact widths, like UIKit's
/// `UISplitViewController` (the classic, `style == .unspecified` behaviour).
///
/// It collapses whenever its horizontal size class becomes compact and expands when it becomes
/// regular, after the trait update that caused it, running the delegate's and the primary's
/// collapse and separate steps and posting `showDetailTargetDidChangeNotification`.
@MainActor
open class UISplitViewController: UIViewController, ContainerLayout {
    /// How the columns show, like UIKit's `UISplitViewController.DisplayMode` (SDK raw values).
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// "Let UIKit decide" for the column-width properties.
    public static let automaticDimension: CGFloat = -1
    /// The classic primary column width on every iPad (uikit-adaptivity-facts.md §5.5).
    static let defaultPrimaryColumnWidth: CGFloat = 320

    /// The delegate that may take over collapsing, expanding and showing.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    private var columns: [UIViewController] = []
    /// Whether only one column shows (horizontally compact).
    public var isCollapsed: Bool { isCollapsedStorage }
    var isCollapsedStorage = false
    /// The display mode asked for; `.automatic` lets the split view choose.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Whether a swipe reveals a hidden primary (not simulated).
    open var presentsWithGesture = true
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    private var shownMode: DisplayMode?
    /// The size a running transition is taking the split view to, so columns are chosen for it.
    private var transitionTargetSize: CGSize?

    open override func loadView() {
        let container = makeContainerView()
        view = container
        layoutContainer()
    }

    // MARK: Columns

    /// The primary and (when expanded) secondary controllers; setting replaces them.
    open var viewControllers: [UIViewController] {
        get { columns }
        set {
            let visible = isShowingColumns
            for controller in columns where !newValue.contains(where: { $0 === controller }) {
                remove(controller, visible: visible)
            }
            for controller in newValue where !columns.contains(where: { $0 === controller }) {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            columns = Array(newValue.prefix(2))
            viewIfLoaded?.setNeedsLayout()
            if isViewLoaded { layoutContainer() }
            if isCollapsed, columns.count == 2 { collapse(postingNotification: false) }
        }
    }

    /// The width of the primary column: 320 points, or the preferred fraction of the width
    /// clamped to the minimum (0 by default) and maximum (320 by default).
    public var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        let fraction = preferredPrimaryColumnWidthFraction
        let base = fraction >= 0 ? fraction * width : Self.defaultPrimaryColumnWidth
        let minimum = minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 0
        let maximum = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : Self.defaultPrimaryColumnWidth
        return min(max(base, minimum), max(maximum, minimum), width)
    }

    /// The mode in effect: never `.automatic`; side by side when wider than tall, else the primary is hidden.
    public var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        switch preferredDisplayMode {
        case .automatic:
            let size = transitionTargetSize ?? viewIfLoaded?.bounds.size ?? .zero
            return size.width > size.height ? .oneBesideSecondary : .secondaryOnly
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        case let mode: return mode
        }
    }

    // MARK: Showing

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .show || action == .showDetail || super.canPerformAction(action, withSender: sender)
    }

    /// Replaces the secondary when expanded; when collapsed, shows it from the primary (a navigation
    /// controller pushes it).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        guard let primary = columns.first else {
            viewControllers = [vc]
            return
        }
        if isCollapsed {
            primary.targetViewController(forAction: .show, sender: sender)?.show(vc, sender: sender)
                ?? primary.show(vc, sender: sender)
        } else {
            viewControllers = [primary, vc]
        }
    }

    /// Shows in the primary context: the primary's target for `show` (a navigation controller pushes).
    ///
    /// With no such target the primary is replaced; UIKit's exact behaviour there is unconfirmed.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let primary = columns.first, let target = primary.targetViewController(forAction: .show, sender: sender),
            target !== self
        {
            target.show(vc, sender: sender)
        } else {
            viewControllers = [vc] + columns.dropFirst()
        }
    }

    // MARK: Traits

    /// Expanded, the primary column is horizontally compact (it is 320 points wide); see Deviations.md.
    open override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        let inherited = super.overrideTraitCollection(forChild: childViewController)
        guard !isCollapsed, columns.count == 2, childViewController === columns.first else { return inherited }
        return UITraitCollection(
            traitsFrom: [inherited, UITraitCollection(horizontalSizeClass: .compact)].compactMap { $0 })
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Reshaping the tree waits until the trait pass that reports this change is over.
        TraitPropagation.afterCurrentPass(of: self) { [weak self] in self?.updateCollapsedState() }
    }

    /// Collapses or expands to match the horizontal size class.
    ///
    /// Not while the split view sits in a window that is not shown yet: UIKit decides when the split
    /// view first appears, so a delegate installed between `rootViewController =` and
    /// `makeKeyAndVisible()` (Xcode's Master-Detail template does it in `didFinishLaunching`) is asked.
    func updateCollapsedState() {
        if isInHiddenWindow { return }
        switch traitCollection.horizontalSizeClass {
        case .compact where !isCollapsed: collapse(postingNotification: true)
        case .regular where isCollapsed: expand()
        default: break
        }
    }

    /// The first appearance in a window is when a split view that waited in a hidden window decides.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCollapsedState()
    }

    /// Whether the controller chain above ends in a window that is not shown yet.
    private var isInHiddenWindow: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if let window = current.hostWindow ?? current.viewIfLoaded?.window { return window.isHidden }
            controller = current.parent
        }
        return false
    }

    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        transitionTargetSize = size
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.transitionTargetSize = nil }
    }

    open override var childForStatusBarStyle: UIViewController? { columns.last }
    open override var childForStatusBarHidden: UIViewController? { columns.last }

    // MARK: Layout

    /// Whether this split view is on screen, so column changes run appearance callbacks.
    var isShowingColumns: Bool { isVisibleForAppearance && viewIfLoaded?.window != nil }

    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        if transitionTargetSize == view.bounds.size { transitionTargetSize = nil }
        let visible = isShowingColumns
        let bounds = view.bounds
        let mode = displayMode
        if shownMode != mode, shownMode != nil { delegate?.splitViewController(self, willChangeTo: mode) }
        shownMode = mode
        let primary = columns.first
        let secondary = columns.count > 1 ? columns[1] : nil
        let width = primaryColumnWidth
        var frames: [(UIViewController, CGRect)] = []
        if isCollapsed || secondary == nil {
            if let primary { frames.append((primary, bounds)) }
        } else if let primary, let secondary {
            switch mode {
            case .secondaryOnly:
                frames.append((secondary, bounds))
            case .oneOverSecondary:
                frames.append((secondary, bounds))
                frames.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height)))
            default:
                frames.append((primary, CGRect(x: 0, y: 0, width: width, height: bounds.height)))
                frames.append(
                    (secondary, CGRect(x: width, y: 0, width: bounds.width - width, height: bounds.height)))
            }
        }
        for controller in columns where !frames.contains(where: { $0.0 === controller }) {
            guard let childView = controller.viewIfLoaded, childView.superview === view else { continue }
            if visible { controller.beginManagedAppearance(false, animated: false) }
            childView.removeFromSuperview()
            if visible { controller.endManagedAppearance() }
        }
        for (controller, frame) in frames {
            let childView = controller.view!
            if childView.superview !== view {
                if visible { controller.beginManagedAppearance(true, animated: false) }
                view.addSubview(childView)
                childView.frame = frame
                if visible { controller.endManagedAppearance() }
            } else {
                childView.frame = frame
            }
        }
        if let primary, mode == .oneOverSecondary, !isCollapsed { view.bringSubviewToFront(primary.view) }
    }

    /// Removes a column's controller with UIKit's containment steps.
    func remove(_ controller: UIViewController, visible: Bool) {
        let shown = controller.viewIfLoaded?.superview === viewIfLoaded && viewIfLoaded != nil
        controller.willMove(toParent: nil)
        if shown, visible { controller.beginManagedAppearance(false, animated: false) }
        if shown { controller.viewIfLoaded?.removeFromSuperview() }
        if shown, visible { controller.endManagedAppearance() }
        controller.removeFromParent()
        columns.removeAll { $0 === controller }
    }
}
