import Foundation

/// How a list section of a compositional layout looks, like UIKit's `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The overall style of a list, like UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Hashable, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
        case sidebar = 3
        case sidebarPlain = 4
    }

    /// Where a section's header or footer comes from.
    public enum HeaderMode: Int, Hashable, Sendable {
        case none = 0
        case supplementary = 1
        case firstItemInSection = 2
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Hashable, Sendable {
        case none = 0
        case supplementary = 1
    }

    /// The list's style.
    public var appearance: Appearance
    /// Whether rows are separated by lines; true by default.
    public var showsSeparators = true
    /// The header of each section; none by default.
    public var headerMode = HeaderMode.none
    /// The footer of each section; none by default.
    public var footerMode = FooterMode.none
    /// The space above each header; nil means the system's choice.
    public var headerTopPadding: CGFloat?
    /// The list's background colour; nil means the appearance's.
    public var backgroundColor: UIColor?
    /// The separators of every item unless `itemSeparatorHandler` changes them; only used while `showsSeparators`.
    public var separatorConfiguration: UIListSeparatorConfiguration

    /// Changes the separators of one item, like UIKit's `UICollectionLayoutListConfiguration.ItemSeparatorHandler`:
    /// given the item's index path and the list's separator configuration, it returns the item's.
    public typealias ItemSeparatorHandler =
        @MainActor @Sendable (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// The final say on each item's separators; nil uses `separatorConfiguration` for every item.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// Gives the swipe actions of the item at an index path, like UIKit's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider =
        @MainActor @Sendable (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions a swipe from an item's leading edge reveals; nil shows none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from an item's trailing edge reveals; nil shows none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration with an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width row per item, inset to the layout margins when inset-grouped, with the
    /// configuration's supplementary header and footer and the grouped styles' space between sections.
    ///
    /// Rows are estimated at 44 points; header, footer and spacing heights are the table view's (see Deviations.md),
    /// estimated, so header and footer views with constraints fit their content; a plain list's headers and
    /// footers are pinned to the visible bounds.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        section.contentInsetsReference = configuration.appearance == .insetGrouped ? .layoutMargins : .safeArea
        let metrics = ListMetrics(configuration.appearance)
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.header)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
            section.headerTopPadding = configuration.headerTopPadding ?? metrics.headerTopPadding
        } else {
            section.contentInsets.top = metrics.untitledHeader
        }
        if configuration.footerMode == .supplementary {
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.footer)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        // A plain list's headers and footers float over its rows, as a plain table's do.
        for item in items { item.pinToVisibleBounds = configuration.appearance == .plain }
        section.boundarySupplementaryItems = items
        return section
    }
}

/// A list appearance's header, footer and spacing heights: the table view's for the matching style.
struct ListMetrics {
    /// A supplementary header's height.
    var header: CGFloat
    /// A supplementary footer's height.
    var footer: CGFloat
    /// The automatic space above a supplementary header.
    var headerTopPadding: CGFloat
    /// The space above a section without a header.
    var untitledHeader: CGFloat

    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain, .sidebarPlain:
            header = UITableView.StandardHeight.plainTitled
            footer = UITableView.StandardHeight.plainTitled
            headerTopPadding = UITableView.StandardHeight.plainHeaderTopPadding
            untitledHeader = 0
        case .grouped, .insetGrouped, .sidebar:
            header = UITableView.StandardHeight.groupedTitledHeader
            footer = UITableView.StandardHeight.groupedTitledFooter
            headerTopPadding = 0
            untitledHeader = appearance == .sidebar ? 0 : UITableView.StandardHeight.groupedUntitledHeader
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list with one configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
