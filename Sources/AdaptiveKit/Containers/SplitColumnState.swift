import Foundation

/// What a column-style split view controller keeps besides UIKit's classic state.
@MainActor
struct SplitColumnState {
    typealias Column = UISplitViewController.Column

    /// The width preferences of the primary and supplementary columns (`automaticDimension` = unset).
    @MainActor
    struct Widths {
        var preferredPrimary = UISplitViewController.automaticDimension
        var preferredSupplementary = UISplitViewController.automaticDimension
        var preferredSupplementaryFraction = UISplitViewController.automaticDimension
        var minimumSupplementary = UISplitViewController.automaticDimension
        var maximumSupplementary = UISplitViewController.automaticDimension
    }

    /// Where each column's controllers start in the primary's navigation stack while collapsed.
    struct Fold {
        var starts: [(column: Column, index: Int)]
    }

    /// The controller the app set for each column, as `viewController(for:)` returns it.
    var controllers: [Column: UIViewController] = [:]
    /// The navigation controller that shows each of the primary, supplementary and secondary columns.
    var navigations: [Column: UINavigationController] = [:]
    /// The navigation controllers the split view made to wrap a plain controller.
    var madeNavigations: [Column: UINavigationController] = [:]
    var widths = Widths()
    var preferredSplitBehavior = UISplitViewController.SplitBehavior.automatic
    var displayModeButtonVisibility = UISplitViewController.DisplayModeButtonVisibility.automatic
    var showsSecondaryOnlyButton = false
    var primaryBackgroundStyle = UISplitViewController.BackgroundStyle.none
    /// A display mode chosen by `show(_:)`, `hide(_:)` or the delegate on expanding; forgotten on a new
    /// size or a new preferred mode.
    var chosenMode: UISplitViewController.DisplayMode?
    /// Whether the split view has appeared: changes before that (the launch collapse) are not announced.
    var hasAppeared = false
    /// Whether the next mode change comes from code (no `willShow`/`willHide` then).
    var changeIsProgrammatic = false
    /// Whether the split view is removing a column's controller itself (`childDidLeave` then leaves it).
    var removingChild = false
    /// The mode and columns shown by the last expanded layout.
    var shownMode: UISplitViewController.DisplayMode?
    var shownBehavior: UISplitViewController.SplitBehavior?
    var shownColumns: [Column] = []
    /// The collapsed navigation stack's layout, when collapsed without a compact column.
    var fold: Fold?
    /// The mode the secondary-only button left, to go back to.
    var modeBeforeSecondaryOnly: UISplitViewController.DisplayMode?
    /// The item `displayModeButtonItem` returns, made on first use.
    var displayModeButtonItem: UIBarButtonItem?
}
