import Foundation

/// Column style: collapsing to the compact column or to one navigation stack, and expanding again.
extension UISplitViewController {
    /// UIKit's column-style collapse: the delegate picks the top column (`.compact` is proposed when
    /// that column has a controller, else `.secondary`), the columns it covers hear `willHide`, the
    /// columns move, and `splitViewControllerDidCollapse` follows once `isCollapsed` is true.
    func collapseColumns() {
        let before = columnState.hasAppeared && columnState.shownMode != nil ? columnState.shownColumns : []
        isCollapsedStorage = true
        let hasCompact = columnState.controllers[.compact] != nil
        let proposed: Column = hasCompact ? .compact : .secondary
        let answer =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        let top: Column? = hasCompact ? nil : stackColumns.contains(answer) ? answer : .secondary
        announceVisibility(from: before, to: before.filter { $0 == top })
        // The other columns leave the screen before their controllers move onto the primary's stack, so
        // only a primary that was on screen shows the move (as the classic secondary is pushed).
        removeColumnViews(keeping: hasCompact ? nil : columnState.navigations[.primary])
        if let top { setCollapsedTop(top) }
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
        TraitPropagation.invalidate(self)
        delegate?.splitViewControllerDidCollapse(self)
        postColumnShowDetailTargetDidChange()
    }

    /// UIKit's column-style expand: the delegate may change the proposed display mode, hears
    /// `willChangeTo` (when the mode differs from the last one shown) and `willShow` for each column that
    /// appears; then the columns leave the collapsed stack and `splitViewControllerDidExpand` follows.
    func expandColumns() {
        let top: [Column] = columnState.controllers[.compact] == nil ? [collapsedTopColumn] : []
        isCollapsedStorage = false
        columnState.chosenMode = nil
        let proposed = resolvedColumns(for: layoutSize).mode
        let answer = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
        if let answer, answer != proposed, answer != .automatic { columnState.chosenMode = answer }
        let resolved = resolvedColumns(for: layoutSize)
        let previous = columnState.shownMode
        record(resolved)
        columnState.changeIsProgrammatic = false
        if previous != resolved.mode { delegate?.splitViewController(self, willChangeTo: resolved.mode) }
        announceVisibility(from: top, to: columnState.shownColumns)
        // A primary that stays on screen shows its stack being popped; otherwise it leaves first.
        let keepsPrimary = columnState.shownColumns.contains(.primary)
        removeColumnViews(keeping: keepsPrimary ? columnState.navigations[.primary] : nil)
        if columnState.fold != nil { setCollapsedTop(.primary) }
        columnState.fold = nil
        restoreEmptyColumns()
        if isViewLoaded {
            view.setNeedsLayout()
            layoutContainer()
        }
        TraitPropagation.invalidate(self)
        delegate?.splitViewControllerDidExpand(self)
        postColumnShowDetailTargetDidChange()
    }

    /// The column on top of the collapsed stack: the last folded column with controllers left on it.
    var collapsedTopColumn: Column {
        guard let fold = columnState.fold, let primary = columnState.navigations[.primary] else { return .primary }
        let count = primary.viewControllers.count
        return fold.starts.last(where: { $0.index < count })?.column ?? .primary
    }

    /// Rebuilds the collapsed stack so that `top` is the top column: the primary's own controllers, then
    /// each column's controllers up to `top`, in column order. Columns that leave get their controllers back.
    func setCollapsedTop(_ top: Column) {
        guard let primary = columnState.navigations[.primary] else { return }
        let current = primary.viewControllers
        var own = current
        var parts: [Column: [UIViewController]] = [:]
        if let fold = columnState.fold {
            let starts = fold.starts
            own = Array(current.prefix(starts.first.map { min($0.index, current.count) } ?? current.count))
            for (position, start) in starts.enumerated() {
                let end = position + 1 < starts.count ? starts[position + 1].index : current.count
                let lower = min(start.index, current.count)
                parts[start.column] = Array(current[lower..<max(lower, min(end, current.count))])
            }
        }
        let later = Array(stackColumns.dropFirst())
        let order = later.firstIndex(of: top).map { Array(later[...$0]) } ?? []
        var stack = own
        var starts: [(column: Column, index: Int)] = []
        for column in order {
            let part: [UIViewController]
            if let folded = parts[column] {
                part = folded
            } else if let navigation = columnState.navigations[column] {
                part = navigation.viewControllers
                navigation.setViewControllers([], animated: false)
            } else {
                continue
            }
            starts.append((column, stack.count))
            stack += part
        }
        primary.setViewControllers(stack, animated: false)
        // In column order: the dictionary's order would change from run to run.
        for column in stackColumns where !order.contains(column) {
            guard let part = parts[column] else { continue }
            columnState.navigations[column]?.setViewControllers(part, animated: false)
        }
        columnState.fold = starts.isEmpty ? nil : SplitColumnState.Fold(starts: starts)
    }

    /// Takes every column's view but `keeping` off screen, with appearance callbacks.
    private func removeColumnViews(keeping: UIViewController?) {
        guard let view = viewIfLoaded else { return }
        let visible = isShowingColumns
        for child in columnChildren where child !== keeping {
            guard let childView = child.viewIfLoaded, childView.superview === view else { continue }
            if visible { child.beginManagedAppearance(false, animated: false) }
            childView.removeFromSuperview()
            if visible { child.endManagedAppearance() }
        }
    }

    /// A column whose controllers were all popped while collapsed gets back the controller set for it.
    private func restoreEmptyColumns() {
        for column in stackColumns {
            guard let navigation = columnState.navigations[column], navigation.viewControllers.isEmpty,
                let root = columnState.controllers[column], root !== navigation
            else { continue }
            navigation.setViewControllers([root], animated: false)
        }
    }

    /// `showDetailViewController` for column style: expanded, the secondary column shows it; collapsed,
    /// the shown controller's `show` target pushes it.
    ///
    /// A navigation controller shown while collapsed becomes the secondary column and goes on top of the
    /// collapsed stack, its controllers after the primary's (a navigation controller cannot be pushed).
    func showColumnDetail(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, vc is UINavigationController, columnState.controllers[.compact] == nil {
            setViewController(vc, for: .secondary)
            setCollapsedTop(.secondary)
        } else if isCollapsed {
            showInPrimaryColumn(vc, sender: sender)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// `show(_:sender:)` for column style: the shown (collapsed) or primary column's `show` target.
    func showInPrimaryColumn(_ vc: UIViewController, sender: Any?) {
        let base =
            isCollapsed
            ? columnState.controllers[.compact] ?? columnState.navigations[.primary]
            : columnState.navigations[.primary]
        if let base, let target = base.targetViewController(forAction: .show, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            setViewController(vc, for: .primary)
        }
    }

    private func postColumnShowDetailTargetDidChange() {
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }
}
