import Foundation

/// The iOS 14 column API: setting and reading columns, showing and hiding them.
extension UISplitViewController {
    /// Puts a controller in a column, like UIKit's `setViewController(_:for:)`: a controller that is
    /// not a navigation controller is wrapped in a new one, except in the `.compact` column.
    ///
    /// Setting a plain controller again in a column whose navigation controller UIKit made pushes it
    /// onto that stack, as UIKit does. On a classic split view this is UIKit's exception.
    public func setViewController(_ vc: UIViewController?, for column: Column) {
        guard requireColumnStyle() else { return }
        if column == .supplementary, style != .tripleColumn {
            DiagnosticLog.warn(
                "UISplitViewController ignores the supplementary column unless its style is tripleColumn.")
            return
        }
        // A controller lives in one column: setting it for another moves it there.
        if let vc, let other = Column.allCases.first(where: { $0 != column && columnState.controllers[$0] === vc }) {
            setViewController(nil, for: other)
        }
        if pushOntoCollapsedStack(vc, for: column) { return }
        let refoldTop = isCollapsed ? collapsedTopColumn : nil
        if refoldTop != nil { setCollapsedTop(.primary) }
        if column == .compact {
            replaceChild(columnState.controllers[.compact], with: vc)
            columnState.controllers[.compact] = vc
        } else {
            setStackColumn(vc, for: column)
        }
        if let refoldTop, columnState.controllers[.compact] == nil { setCollapsedTop(refoldTop) }
        TraitPropagation.invalidate(self)
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
    }

    /// The controller set for a column, like UIKit's `viewController(for:)`: yours, not the navigation
    /// controller that wraps it. On a classic split view this is UIKit's exception.
    public func viewController(for column: Column) -> UIViewController? {
        guard requireColumnStyle() else { return nil }
        if column == .supplementary, style != .tripleColumn { return nil }
        return columnState.controllers[column]
    }

    /// Shows a column, like UIKit's `show(_:)`: expanded, moves to the nearest display mode that shows
    /// it; collapsed, brings it to the top of the navigation stack.
    public func show(_ column: Column) {
        guard requireColumnStyle(), column != .compact, hasColumn(column) else { return }
        if isCollapsed {
            guard columnState.controllers[.compact] == nil, collapsedTopColumn != column else { return }
            setCollapsedTop(column)
            return
        }
        guard let mode = ColumnModes(style: style).mode(showing: column, from: displayMode, behavior: splitBehavior)
        else { return }
        choose(mode)
    }

    /// Hides a column, like UIKit's `hide(_:)`: expanded, moves to the nearest display mode without it;
    /// collapsed, pops it when it is on top (never the primary).
    public func hide(_ column: Column) {
        guard requireColumnStyle(), column != .compact, hasColumn(column) else { return }
        if isCollapsed {
            guard columnState.controllers[.compact] == nil, column != .primary, collapsedTopColumn == column else {
                return
            }
            let order = stackColumns
            if let index = order.firstIndex(of: column), index > 0 { setCollapsedTop(order[index - 1]) }
            return
        }
        guard let mode = ColumnModes(style: style).mode(hiding: column, from: displayMode, behavior: splitBehavior)
        else { return }
        choose(mode)
    }

    // MARK: Properties

    /// The split behavior asked for, like UIKit's `preferredSplitBehavior`; `.automatic` lets the split
    /// view choose by size. On a classic split view this is UIKit's exception.
    public var preferredSplitBehavior: SplitBehavior {
        get {
            _ = requireColumnStyle()
            return columnState.preferredSplitBehavior
        }
        set {
            guard requireColumnStyle() else { return }
            columnState.preferredSplitBehavior = newValue
            columnState.chosenMode = nil
            columnState.changeIsProgrammatic = true
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The split behavior in effect, like UIKit's `splitBehavior`: never `.automatic`.
    public var splitBehavior: SplitBehavior { resolvedColumns(for: layoutSize).behavior }

    /// The primary column's preferred width in points, like UIKit's `preferredPrimaryColumnWidth`; it wins
    /// over the fraction.
    public var preferredPrimaryColumnWidth: CGFloat {
        get { columnState.widths.preferredPrimary }
        set { updateWidths { $0.preferredPrimary = newValue } }
    }

    /// The supplementary column's preferred width in points, like UIKit's
    /// `preferredSupplementaryColumnWidth`; it wins over the fraction.
    public var preferredSupplementaryColumnWidth: CGFloat {
        get { columnState.widths.preferredSupplementary }
        set { updateWidths { $0.preferredSupplementary = newValue } }
    }

    /// The supplementary column's preferred share of the width, like UIKit's
    /// `preferredSupplementaryColumnWidthFraction`.
    public var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { columnState.widths.preferredSupplementaryFraction }
        set { updateWidths { $0.preferredSupplementaryFraction = newValue } }
    }

    /// The smallest supplementary column width, like UIKit's `minimumSupplementaryColumnWidth`.
    public var minimumSupplementaryColumnWidth: CGFloat {
        get { columnState.widths.minimumSupplementary }
        set { updateWidths { $0.minimumSupplementary = newValue } }
    }

    /// The largest supplementary column width, like UIKit's `maximumSupplementaryColumnWidth`.
    public var maximumSupplementaryColumnWidth: CGFloat {
        get { columnState.widths.maximumSupplementary }
        set { updateWidths { $0.maximumSupplementary = newValue } }
    }

    /// The supplementary column's width, like UIKit's `supplementaryColumnWidth`; 0 unless triple-column.
    public var supplementaryColumnWidth: CGFloat {
        style == .tripleColumn ? columnWidth(of: .supplementary, in: layoutSize.width) : 0
    }

    /// When the system's display-mode button shows, like UIKit's `displayModeButtonVisibility`.
    public var displayModeButtonVisibility: DisplayModeButtonVisibility {
        get { columnState.displayModeButtonVisibility }
        set { columnState.displayModeButtonVisibility = newValue }
    }

    /// Whether a triple-column split view shows a button that toggles the secondary-only mode, like
    /// UIKit's `showsSecondaryOnlyButton`.
    public var showsSecondaryOnlyButton: Bool {
        get { columnState.showsSecondaryOnlyButton }
        set { columnState.showsSecondaryOnlyButton = newValue }
    }

    /// The primary column's background, like UIKit's `primaryBackgroundStyle`.
    public var primaryBackgroundStyle: BackgroundStyle {
        get { columnState.primaryBackgroundStyle }
        set { columnState.primaryBackgroundStyle = newValue }
    }

    /// Whether the system's display-mode button shows in the secondary column's navigation bar
    /// (column style; UIKit draws it without a public property).
    package var showsDisplayModeButton: Bool {
        guard style != .unspecified, !isCollapsed else { return false }
        switch displayModeButtonVisibility {
        case .never: return false
        case .always: break
        case .automatic: if !presentsWithGesture { return false }
        }
        return displayMode != .twoOverSecondary
    }

    /// Whether the secondary-only toggle shows (triple column, `showsSecondaryOnlyButton`, expanded).
    package var showsSecondaryOnlyToggle: Bool {
        style == .tripleColumn && showsSecondaryOnlyButton && !isCollapsed
    }

    /// A bar button item that toggles the sidebar, like UIKit's `displayModeButtonItem`.
    ///
    /// UIKit does not support it on column-style split views, which show their own button; here it
    /// runs the same toggle as that button.
    public var displayModeButtonItem: UIBarButtonItem {
        if let item = columnState.displayModeButtonItem { return item }
        let item = UIBarButtonItem(
            primaryAction: UIAction { [weak self] _ in self?.performDisplayModeButtonAction() })
        columnState.displayModeButtonItem = item
        return item
    }

    /// What a tap on the display-mode button does: reveal the (next) sidebar, or go back to the
    /// secondary alone.
    package func performDisplayModeButtonAction() {
        if style == .unspecified {
            let size = layoutSize
            let wide = size.width > size.height
            preferredDisplayMode =
                displayMode == .secondaryOnly ? (wide ? .oneBesideSecondary : .oneOverSecondary) : .secondaryOnly
            return
        }
        let sidebar: Column = style == .tripleColumn ? .supplementary : .primary
        let visible = ColumnModes(style: style).visibleColumns(in: displayMode)
        if !visible.contains(sidebar) {
            show(sidebar)
        } else if style == .tripleColumn, !visible.contains(.primary), splitBehavior != .tile {
            show(.primary)
        } else {
            hide(sidebar)
        }
    }

    /// What a tap on the secondary-only button does (triple column, `showsSecondaryOnlyButton`): go to
    /// the secondary alone, or back to the mode it left.
    package func performSecondaryOnlyButtonAction() {
        guard showsSecondaryOnlyToggle else { return }
        if displayMode == .secondaryOnly {
            let previous = columnState.modeBeforeSecondaryOnly
            columnState.modeBeforeSecondaryOnly = nil
            choose(previous ?? ColumnModes(style: style).automaticMode(for: splitBehavior))
        } else {
            columnState.modeBeforeSecondaryOnly = displayMode
            choose(.secondaryOnly)
        }
    }

    // MARK: Internals

    /// UIKit's guard on the column API: it raises on a classic split view and when a subclass's
    /// `style` disagrees with the one given to `init(style:)`.
    func requireColumnStyle() -> Bool {
        if styleAtInit == .unspecified {
            DiagnosticLog.raise(
                "This API requires initializing the UISplitViewController with -initWithStyle:",
                name: "NSInternalInconsistencyException")
            return false
        }
        if style != styleAtInit {
            DiagnosticLog.raise(
                "Overriding the style property unsupported for a UISplitViewController created with -initWithStyle:",
                name: "NSInternalInconsistencyException")
            return false
        }
        return true
    }

    /// Whether this style has the column (the supplementary only in triple-column).
    func hasColumn(_ column: Column) -> Bool {
        column != .supplementary || style == .tripleColumn
    }

    /// The columns a collapsed split view stacks, bottom to top.
    var stackColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Every controller the split view contains as a column, in column order.
    var columnChildren: [UIViewController] {
        [Column.primary, .supplementary, .secondary].compactMap { columnState.navigations[$0] }
            + (columnState.controllers[.compact].map { [$0] } ?? [])
    }

    /// UIKit's `viewControllers` for column style: the shown controller while collapsed, else the
    /// columns' navigation controllers in column order.
    var columnViewControllers: [UIViewController] {
        if isCollapsed {
            if let compact = columnState.controllers[.compact] { return [compact] }
            return columnState.navigations[.primary].map { [$0] } ?? []
        }
        return [Column.primary, .supplementary, .secondary].compactMap { columnState.navigations[$0] }
    }

    /// Assigning `viewControllers` on a column-style split view fills the columns in order.
    func setColumnViewControllers(_ controllers: [UIViewController]) {
        let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        for (column, controller) in zip(order, controllers) { setViewController(controller, for: column) }
    }

    /// Whether the child is a sidebar column (primary or supplementary), which is horizontally compact.
    func isSidebarColumn(_ child: UIViewController) -> Bool {
        child === columnState.navigations[.primary] || child === columnState.navigations[.supplementary]
    }

    private func updateWidths(_ change: (inout SplitColumnState.Widths) -> Void) {
        change(&columnState.widths)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Moves to a display mode chosen by code: the delegate hears `willChangeTo`, not `willShow`/`willHide`.
    private func choose(_ mode: DisplayMode) {
        columnState.chosenMode = mode
        columnState.changeIsProgrammatic = true
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
    }

    /// Replaces a child with UIKit's containment steps.
    func replaceChild(_ old: UIViewController?, with new: UIViewController?) {
        if let old, old !== new { remove(old, visible: isShowingColumns) }
        if let new, new.parent !== self {
            if new.parent != nil {
                new.willMove(toParent: nil)
                new.removeFromParent()
            }
            addChild(new)
            new.didMove(toParent: self)
        }
    }

    /// Collapsed, a plain controller set again for the top column (whose navigation controller UIKit
    /// made) is pushed onto the shown stack, as it would be onto the column's own stack.
    private func pushOntoCollapsedStack(_ vc: UIViewController?, for column: Column) -> Bool {
        guard isCollapsed, columnState.controllers[.compact] == nil, column != .primary, column != .compact,
            let vc, !(vc is UINavigationController), collapsedTopColumn == column,
            let made = columnState.madeNavigations[column], made === columnState.navigations[column],
            let primary = columnState.navigations[.primary], !primary.viewControllers.contains(where: { $0 === vc })
        else { return false }
        primary.pushViewController(vc, animated: false)
        columnState.controllers[column] = vc
        return true
    }

    /// Sets the primary, supplementary or secondary column, wrapping a plain controller.
    private func setStackColumn(_ vc: UIViewController?, for column: Column) {
        let oldNavigation = columnState.navigations[column]
        guard let vc else {
            // A navigation controller UIKit made gives its controllers up with the column.
            if let made = columnState.madeNavigations[column], made === oldNavigation {
                made.setViewControllers([], animated: false)
            }
            replaceChild(oldNavigation, with: nil)
            columnState.navigations[column] = nil
            columnState.madeNavigations[column] = nil
            columnState.controllers[column] = nil
            return
        }
        if let navigation = vc as? UINavigationController {
            replaceChild(oldNavigation, with: navigation)
            columnState.navigations[column] = navigation
            columnState.madeNavigations[column] = nil
        } else if let made = columnState.madeNavigations[column], made === oldNavigation {
            // UIKit pushes onto the navigation controller it made (Apple's reply to FB8640357).
            if !made.viewControllers.contains(where: { $0 === vc }) {
                made.setViewControllers(made.viewControllers + [vc], animated: false)
            }
        } else {
            let navigation = UINavigationController(rootViewController: vc)
            replaceChild(oldNavigation, with: navigation)
            columnState.navigations[column] = navigation
            columnState.madeNavigations[column] = navigation
        }
        columnState.controllers[column] = vc
    }
}
