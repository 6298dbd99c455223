import Foundation

/// One section of a compositional layout, like UIKit's `NSCollectionLayoutSection`: its group repeats
/// along the scroll direction until the section's items run out.
@MainActor
open class NSCollectionLayoutSection {
    /// The group that repeats.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// What `contentInsets` are measured from; `.automatic` follows the layout configuration.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// Whether the section's groups run across the layout's scroll direction in a row of their own that scrolls
    /// sideways; `.none` (the default) stacks them along the scroll direction.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Called before each layout pass with the section's visible items, its scroll offset (the sideways offset
    /// when it scrolls orthogonally) and the layout environment, so the items can be changed before they show.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Headers and footers along the section's top and bottom edges.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary supplementary items are inset by `contentInsets` along with the items (true by default);
    /// false spans them across the section's whole width.
    open var supplementariesFollowContentInsets = true
    /// Views behind the section, such as a background.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Space above the section's top supplementary items (a list's `headerTopPadding`); none without them.
    package var headerTopPadding: CGFloat = 0
    /// The list configuration a section made by `list(using:layoutEnvironment:)` lays out and separates its
    /// items with; nil for other sections.
    package var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section that repeats a group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// Sees a section's visible items before they show, like UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// An item visible in a section, handed to its invalidation handler, like UIKit's `NSCollectionLayoutVisibleItem`;
/// changes to alpha, z-index, visibility and centre apply to the item's view.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The item's opacity.
    var alpha: CGFloat { get set }
    /// The item's position in the stacking order.
    var zIndex: Int { get set }
    /// Whether the item is hidden.
    var isHidden: Bool { get set }
    /// The item's centre, in the collection view's coordinates before any sideways scroll of its section.
    var center: CGPoint { get set }
    /// The item's name: its element kind for a supplementary item, empty for a cell.
    var name: String { get }
    /// The item's index path.
    var indexPath: IndexPath { get }
    /// The item's frame, in the collection view's coordinates before any sideways scroll of its section.
    var frame: CGRect { get }
    /// The item's bounds.
    var bounds: CGRect { get }
    /// Whether the item is a cell, a supplementary view or a decoration.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration item; nil for a cell.
    var representedElementKind: String? { get }
}

/// How a section scrolls across its layout's scroll direction, like UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The section does not scroll sideways: its groups follow the layout's scroll direction.
    case none = 0
    /// Groups scroll sideways freely.
    case continuous = 1
    /// Groups scroll sideways and come to rest with a group's leading edge at the section's.
    case continuousGroupLeadingBoundary = 2
    /// Groups scroll sideways a page (the section's width) at a time.
    case paging = 3
    /// Groups scroll sideways a group at a time.
    case groupPaging = 4
    /// Groups scroll sideways a group at a time, each centred in the section.
    case groupPagingCentered = 5
}

/// The space a compositional layout section is laid out in, like UIKit's `NSCollectionLayoutContainer`.
@MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size before content insets.
    var contentSize: CGSize { get }
    /// The size left after `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets asked for.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets applied (content insets measured from the inset reference).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider sees, like UIKit's `NSCollectionLayoutEnvironment`: the container and traits.
@MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's content area.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

extension UICollectionViewCompositionalLayout {
    /// The container a section provider sees.
    struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize
        var contentInsets: NSDirectionalEdgeInsets
        var effectiveContentInsets: NSDirectionalEdgeInsets
        var effectiveContentSize: CGSize {
            CGSize(
                width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
                height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
        }
    }

    /// The environment a section provider sees.
    struct Environment: NSCollectionLayoutEnvironment {
        var container: any NSCollectionLayoutContainer
        var traitCollection: UITraitCollection
    }
}
