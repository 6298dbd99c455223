import Foundation

/// A container of columns that collapses to one column in compact widths, like UIKit's
/// `UISplitViewController`: the classic two-controller interface (`style == .unspecified`) or, made
/// with `init(style:)`, the iOS 14 double- and triple-column interface.
///
/// It collapses whenever its horizontal size class becomes compact and expands when it becomes
/// regular, after the trait update that caused it, running the delegate's collapse and expand steps
/// and posting `showDetailTargetDidChangeNotification`.
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
    /// The classic primary column width on every iPad (Apple documents only `automaticDimension`; 320 is what
    /// classic split views measure).
    static let defaultPrimaryColumnWidth: CGFloat = 320

    /// The delegate that may take over collapsing, expanding and showing.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    private var columns: [UIViewController] = []
    /// The style `init(style:)` was given (a storyboard's `style` attribute sets it while decoding).
    package var styleAtInit = Style.unspecified
    /// Everything a column-style split view keeps: its columns, widths and shown mode.
    var columnState = SplitColumnState()

    /// Creates a classic split view controller (`style == .unspecified`), like UIKit's initializer.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller with a column-style interface, like UIKit's `init(style:)`.
    public init(style: Style) {
        styleAtInit = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Decoding from an archive; a storyboard's split view is made by `InterfaceBuilder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The interface style chosen at initialization, like UIKit's read-only `style`.
    open var style: Style { styleAtInit }
    /// Whether only one column shows (horizontally compact).
    public var isCollapsed: Bool { isCollapsedStorage }
    var isCollapsedStorage = false
    /// The display mode asked for; `.automatic` lets the split view choose.
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            columnState.chosenMode = nil
            columnState.changeIsProgrammatic = true
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether a swipe reveals a hidden sidebar (not simulated); when false, a column-style split view
    /// takes `preferredDisplayMode` as is.
    open var presentsWithGesture = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
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
    /// The size columns are chosen for: a running transition's target, else the view's bounds.
    var layoutSize: CGSize { transitionTargetSize ?? viewIfLoaded?.bounds.size ?? .zero }

    open override func loadView() {
        let container = makeContainerView()
        view = container
        layoutContainer()
    }

    // MARK: Columns

    /// The primary and (when expanded) secondary controllers; setting replaces them.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? columns : columnViewControllers }
        set {
            if style != .unspecified {
                setColumnViewControllers(newValue)
                return
            }
            let visible = isShowingColumns
            for controller in columns where !newValue.contains(where: { $0 === controller }) {
                remove(controller, visible: visible)
            }
            for controller in newValue where !columns.contains(where: { $0 === controller }) {
                addChild(controller)
                controller.didMove(toParent: self)
            }
            columns = Array(newValue.prefix(2))
            // The primary is horizontally compact only beside a secondary (`overrideTraitCollection(forChild:)`),
            // so a secondary arriving or leaving changes its traits.
            for controller in columns { TraitPropagation.invalidate(controller) }
            viewIfLoaded?.setNeedsLayout()
            if isViewLoaded { layoutContainer() }
            if isCollapsed, columns.count == 2 { collapse(postingNotification: false) }
        }
    }

    /// The width of the primary column: 320 points, or the preferred width (points first, then the
    /// fraction of the split view's width) clamped to the minimum and maximum.
    ///
    /// Classic style: the minimum is 0 and the maximum 320 by default. Column style: see Deviations.md.
    public var primaryColumnWidth: CGFloat {
        let width = layoutSize.width
        if style != .unspecified { return columnWidth(of: .primary, in: width) }
        let fraction = preferredPrimaryColumnWidthFraction
        let points = columnState.widths.preferredPrimary
        let base = points >= 0 ? points : fraction >= 0 ? fraction * width : Self.defaultPrimaryColumnWidth
        let minimum = minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 0
        let maximum = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : Self.defaultPrimaryColumnWidth
        return min(max(base, minimum), max(maximum, minimum), width)
    }

    /// The mode in effect, like UIKit's `displayMode`: never `.automatic`.
    ///
    /// Classic style: side by side when wider than tall, else the primary is hidden. Column style: the
    /// preferred (or chosen) mode fitted to `splitBehavior`; while collapsed, the last mode shown.
    public var displayMode: DisplayMode {
        if style != .unspecified { return columnDisplayMode }
        if isCollapsed { return .secondaryOnly }
        switch preferredDisplayMode {
        case .automatic:
            let size = layoutSize
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
        if style != .unspecified {
            showColumnDetail(vc, sender: sender)
            return
        }
        guard let primary = columns.first else {
            viewControllers = [vc]
            return
        }
        if isCollapsed {
            let target = primary.targetViewController(forAction: .show, sender: sender) ?? primary
            // The Master-Detail template shows the detail's navigation controller: its stack joins the
            // primary's, and expanding gives it back as the secondary.
            if let navigation = vc as? UINavigationController, let stack = target as? UINavigationController {
                stack.foldCollapsedSecondary(navigation, animated: true)
            } else {
                target.show(vc, sender: sender)
            }
        } else {
            viewControllers = [primary, vc]
        }
    }

    /// Shows in the primary context: the primary's target for `show` (a navigation controller pushes).
    ///
    /// With no such target the primary is replaced; UIKit's exact behaviour there is unconfirmed.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if style != .unspecified {
            showInPrimaryColumn(vc, sender: sender)
            return
        }
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
        let isSidebar =
            style == .unspecified
            ? columns.count == 2 && childViewController === columns.first
            : isSidebarColumn(childViewController)
        guard !isCollapsed, isSidebar else { return inherited }
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
        case .compact where !isCollapsed:
            if style == .unspecified { collapse(postingNotification: true) } else { collapseColumns() }
        case .regular where isCollapsed:
            if style == .unspecified { expand() } else { expandColumns() }
        default: break
        }
    }

    /// The first appearance in a window is when a split view that waited in a hidden window decides.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateCollapsedState()
    }

    /// From its first appearance on, a column-style split view tells its delegate about mode changes.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        columnState.hasAppeared = true
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
        // A new size lets UIKit choose the display mode again (a column shown or hidden by code is forgotten).
        if size != viewIfLoaded?.bounds.size { columnState.chosenMode = nil }
        transitionTargetSize = size
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.transitionTargetSize = nil }
    }

    open override var childForStatusBarStyle: UIViewController? { viewControllers.last }
    open override var childForStatusBarHidden: UIViewController? { viewControllers.last }

    // MARK: Layout

    /// Whether this split view is on screen, so column changes run appearance callbacks.
    var isShowingColumns: Bool { isVisibleForAppearance && viewIfLoaded?.window != nil }

    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        if transitionTargetSize == view.bounds.size { transitionTargetSize = nil }
        let visible = isShowingColumns
        let bounds = view.bounds
        let frames: [(UIViewController, CGRect)]
        let managed: [UIViewController]
        let overlaid: [UIViewController]
        if style == .unspecified {
            let mode = displayMode
            if shownMode != mode, shownMode != nil { delegate?.splitViewController(self, willChangeTo: mode) }
            shownMode = mode
            frames = classicFrames(in: bounds, mode: mode)
            managed = columns
            overlaid = mode == .oneOverSecondary && !isCollapsed ? Array(columns.prefix(1)) : []
        } else {
            announceColumnChanges()
            frames = columnFrames(in: bounds)
            managed = columnChildren
            overlaid = isCollapsed ? [] : overlaidColumns
        }
        for controller in managed where !frames.contains(where: { $0.0 === controller }) {
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
        for controller in overlaid where controller.viewIfLoaded?.superview === view {
            view.bringSubviewToFront(controller.view)
        }
    }

    /// The classic columns' frames, back to front.
    private func classicFrames(in bounds: CGRect, mode: DisplayMode) -> [(UIViewController, CGRect)] {
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
        return frames
    }

    /// Removes a column's controller with UIKit's containment steps.
    func remove(_ controller: UIViewController, visible: Bool) {
        let shown = controller.viewIfLoaded?.superview === viewIfLoaded && viewIfLoaded != nil
        controller.willMove(toParent: nil)
        if shown, visible { controller.beginManagedAppearance(false, animated: false) }
        if shown { controller.viewIfLoaded?.removeFromSuperview() }
        if shown, visible { controller.endManagedAppearance() }
        columns.removeAll { $0 === controller }
        columnState.removingChild = true
        controller.removeFromParent()
        columnState.removingChild = false
    }

    /// A child that left (moved to another parent, or removed) leaves its column, as UIKit's split view
    /// follows its children (see Deviations.md).
    override func childDidLeave(_ child: UIViewController) {
        guard !columnState.removingChild else { return }
        var found = false
        if let index = columns.firstIndex(where: { $0 === child }) {
            columns.remove(at: index)
            found = true
        }
        for column in Column.allCases where columnState.navigations[column] === child {
            columnState.navigations[column] = nil
            columnState.madeNavigations[column] = nil
            columnState.controllers[column] = nil
            found = true
        }
        if columnState.controllers[.compact] === child {
            columnState.controllers[.compact] = nil
            found = true
        }
        guard found else { return }
        if let view = viewIfLoaded, child.viewIfLoaded?.superview === view { child.viewIfLoaded?.removeFromSuperview() }
        for controller in children { TraitPropagation.invalidate(controller) }
        TraitPropagation.invalidate(self)
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
    }
}
