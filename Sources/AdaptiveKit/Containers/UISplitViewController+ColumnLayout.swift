import Foundation

/// Column style: which split behavior and display mode a size gets, the columns' widths and frames.
extension UISplitViewController {
    /// The default width of the primary and supplementary columns (unconfirmed; see Deviations.md).
    static let defaultColumnWidth: CGFloat = 320

    /// UIKit's choice for a size: the preferred behavior or one picked by aspect and width, and the
    /// preferred (or chosen) display mode translated to fit it.
    func resolvedColumns(for size: CGSize) -> (behavior: SplitBehavior, mode: DisplayMode) {
        let modes = ColumnModes(style: style)
        var behavior =
            columnState.preferredSplitBehavior == .automatic
            ? modes.automaticBehavior(for: size) : columnState.preferredSplitBehavior
        let asked = columnState.chosenMode ?? preferredDisplayMode
        if asked == .automatic { return (behavior, modes.automaticMode(for: behavior)) }
        if !presentsWithGesture {
            // "Strictly respected": the mode stays; the behavior follows it when it must.
            let mode = modes.fitted(asked)
            if !ColumnModes.allowed(mode, under: behavior) { behavior = ColumnModes.behavior(allowing: mode) }
            return (behavior, mode)
        }
        return (behavior, modes.translated(asked, to: behavior))
    }

    /// `displayMode` for column style: the resolved mode, or while collapsed the last one shown.
    var columnDisplayMode: DisplayMode {
        if isCollapsed { return columnState.shownMode ?? .secondaryOnly }
        return resolvedColumns(for: layoutSize).mode
    }

    /// A sidebar's width: preferred points, else the preferred fraction, else 320; clamped to the
    /// minimum (0 unless set) and maximum (the split view's width unless set).
    func columnWidth(of column: Column, in width: CGFloat) -> CGFloat {
        let widths = columnState.widths
        let points: CGFloat
        let fraction: CGFloat
        let minimumSetting: CGFloat
        let maximumSetting: CGFloat
        if column == .supplementary {
            (points, fraction) = (widths.preferredSupplementary, widths.preferredSupplementaryFraction)
            (minimumSetting, maximumSetting) = (widths.minimumSupplementary, widths.maximumSupplementary)
        } else {
            (points, fraction) = (widths.preferredPrimary, preferredPrimaryColumnWidthFraction)
            (minimumSetting, maximumSetting) = (minimumPrimaryColumnWidth, maximumPrimaryColumnWidth)
        }
        let base = points >= 0 ? points : fraction >= 0 ? fraction * width : Self.defaultColumnWidth
        let minimum = minimumSetting >= 0 ? minimumSetting : 0
        let maximum = maximumSetting >= 0 ? maximumSetting : width
        return max(0, min(max(base, minimum), max(maximum, minimum), width))
    }

    /// The columns' frames for the current state, back to front.
    func columnFrames(in bounds: CGRect) -> [(UIViewController, CGRect)] {
        let navigations = columnState.navigations
        if isCollapsed {
            if let compact = columnState.controllers[.compact] { return [(compact, bounds)] }
            return navigations[.primary].map { [($0, bounds)] } ?? []
        }
        let height = bounds.height
        let primaryWidth = primaryColumnWidth
        let sidebar: Column = style == .tripleColumn ? .supplementary : .primary
        let sidebarWidth = columnWidth(of: sidebar, in: bounds.width)
        func frame(_ column: Column, _ x: CGFloat, _ width: CGFloat) -> (UIViewController, CGRect)? {
            navigations[column].map { ($0, CGRect(x: x, y: 0, width: max(0, width), height: height)) }
        }
        let full = frame(.secondary, 0, bounds.width)
        let frames: [(UIViewController, CGRect)?]
        switch displayMode {
        case .oneBesideSecondary:
            frames = [frame(sidebar, 0, sidebarWidth), frame(.secondary, sidebarWidth, bounds.width - sidebarWidth)]
        case .oneOverSecondary:
            frames = [full, frame(sidebar, 0, sidebarWidth)]
        case .twoBesideSecondary:
            let supplementary = min(sidebarWidth, bounds.width - primaryWidth)
            frames = [
                frame(.primary, 0, primaryWidth), frame(.supplementary, primaryWidth, supplementary),
                frame(.secondary, primaryWidth + supplementary, bounds.width - primaryWidth - supplementary),
            ]
        case .twoOverSecondary:
            frames = [full, frame(.primary, 0, primaryWidth), frame(.supplementary, primaryWidth, sidebarWidth)]
        case .twoDisplaceSecondary:
            // The secondary keeps its one-beside width and is pushed off the trailing edge.
            frames = [
                frame(.primary, 0, primaryWidth), frame(.supplementary, primaryWidth, sidebarWidth),
                frame(.secondary, primaryWidth + sidebarWidth, bounds.width - sidebarWidth),
            ]
        default:
            frames = [full]
        }
        return frames.compactMap { $0 }
    }

    /// The sidebars drawn over the secondary in the current mode.
    var overlaidColumns: [UIViewController] {
        switch displayMode {
        case .oneOverSecondary:
            return [columnState.navigations[style == .tripleColumn ? .supplementary : .primary]].compactMap { $0 }
        case .twoOverSecondary:
            return [columnState.navigations[.primary], columnState.navigations[.supplementary]].compactMap { $0 }
        default: return []
        }
    }

    /// Tells the delegate about a mode change found by a layout pass: `willChangeTo`, then (for a change
    /// the system made, such as a rotation) `willHide` and `willShow` for each column, in column order.
    func announceColumnChanges() {
        guard !isCollapsed else { return }
        let resolved = resolvedColumns(for: layoutSize)
        let programmatic = columnState.changeIsProgrammatic
        columnState.changeIsProgrammatic = false
        let previous = columnState.shownMode
        let before = columnState.shownColumns
        record(resolved)
        guard columnState.hasAppeared, let previous, previous != resolved.mode else { return }
        delegate?.splitViewController(self, willChangeTo: resolved.mode)
        if !programmatic { announceVisibility(from: before, to: columnState.shownColumns) }
    }

    /// `willHide` for columns that leave, then `willShow` for columns that arrive.
    func announceVisibility(from before: [Column], to after: [Column]) {
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
    }

    func record(_ resolved: (behavior: SplitBehavior, mode: DisplayMode)) {
        columnState.shownMode = resolved.mode
        columnState.shownBehavior = resolved.behavior
        columnState.shownColumns = ColumnModes(style: style).visibleColumns(in: resolved.mode)
    }
}

/// UIKit's display-mode rules for one column style, as plain values.
struct ColumnModes: Hashable {
    typealias Column = UISplitViewController.Column
    typealias DisplayMode = UISplitViewController.DisplayMode
    typealias SplitBehavior = UISplitViewController.SplitBehavior

    let style: UISplitViewController.Style

    /// Landscape tiles two columns; three tile only from 1366 points (a 12.9- or 13-inch iPad), else the
    /// sidebars displace the secondary; portrait overlays. UIKit's buckets are unpublished (Deviations.md).
    func automaticBehavior(for size: CGSize) -> SplitBehavior {
        guard size.width > size.height else { return .overlay }
        if style == .tripleColumn, size.width < 1366 { return .displace }
        return .tile
    }

    /// The mode `.automatic` gives under a behavior: every column when tiled, the sidebar beside the
    /// secondary when displacing, the secondary alone when overlaying.
    func automaticMode(for behavior: SplitBehavior) -> DisplayMode {
        switch behavior {
        case .tile: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        case .displace: .oneBesideSecondary
        default: .secondaryOnly
        }
    }

    /// A two-sidebar mode on a double-column split view means its one-sidebar counterpart.
    func fitted(_ mode: DisplayMode) -> DisplayMode {
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// The preferred mode interpreted for a behavior (UIKit's `preferredDisplayMode` rule).
    func translated(_ mode: DisplayMode, to behavior: SplitBehavior) -> DisplayMode {
        let mode = fitted(mode)
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary:
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            switch behavior {
            case .overlay: return .twoOverSecondary
            case .displace: return .twoDisplaceSecondary
            default: return .twoBesideSecondary
            }
        default: return mode
        }
    }

    /// UIKit's table of display modes per split behavior.
    static func allowed(_ mode: DisplayMode, under behavior: SplitBehavior) -> Bool {
        switch mode {
        case .secondaryOnly: true
        case .oneBesideSecondary: behavior == .tile || behavior == .displace
        case .oneOverSecondary, .twoOverSecondary: behavior == .overlay
        case .twoBesideSecondary: behavior == .tile
        case .twoDisplaceSecondary: behavior == .displace
        default: false
        }
    }

    /// The behavior whose modes include this one.
    static func behavior(allowing mode: DisplayMode) -> SplitBehavior {
        switch mode {
        case .oneOverSecondary, .twoOverSecondary: .overlay
        case .twoDisplaceSecondary: .displace
        default: .tile
        }
    }

    /// The columns a mode shows, in column order.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        let sidebar: Column = style == .tripleColumn ? .supplementary : .primary
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary: return [sidebar, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        default: return [.secondary]
        }
    }

    /// The nearest mode under the behavior that shows the column; nil when nothing changes.
    ///
    /// The secondary counts as hidden while a sidebar dims or displaces it (UIKit's `show(_:)` page).
    func mode(showing column: Column, from mode: DisplayMode, behavior: SplitBehavior) -> DisplayMode? {
        let one = translated(.oneBesideSecondary, to: behavior)
        switch column {
        case .secondary:
            switch mode {
            case .oneOverSecondary, .twoOverSecondary: return .secondaryOnly
            case .twoDisplaceSecondary: return .oneBesideSecondary
            default: return nil
            }
        case .primary where style == .tripleColumn:
            return visibleColumns(in: mode).contains(.primary) ? nil : translated(.twoBesideSecondary, to: behavior)
        default:
            return visibleColumns(in: mode).contains(column) ? nil : one
        }
    }

    /// The nearest mode under the behavior without the column; nil when nothing changes (the secondary
    /// cannot be hidden).
    func mode(hiding column: Column, from mode: DisplayMode, behavior: SplitBehavior) -> DisplayMode? {
        guard column != .secondary, visibleColumns(in: mode).contains(column) else { return nil }
        if style == .tripleColumn, column == .primary { return translated(.oneBesideSecondary, to: behavior) }
        return .secondaryOnly
    }
}
