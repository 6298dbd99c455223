import Foundation

/// Where a boundary supplementary item sits on its section, like UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8

    /// Whether the item sits below the section's items (bottom alignments) rather than above them.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}

/// A header or footer along a section's edge, like UIKit's `NSCollectionLayoutBoundarySupplementaryItem`:
/// a top item takes its height above the section's items, a bottom item below them, each as wide as the
/// section between its leading and trailing content insets (leading/trailing alignments are laid out as top).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem {
    /// The item's size, resolved against the section's width; an `.estimated` height is fitted to the view.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary kind the collection view dequeues it by.
    public let elementKind: String
    /// The edge of the section it sits on.
    public let alignment: NSRectAlignment
    /// How far the item is moved from where its alignment puts it.
    public let offset: CGPoint
    /// Whether the item stays at the top (or bottom) of the visible area while any of its section shows;
    /// false by default.
    open var pinToVisibleBounds = false
    /// Whether the item adds its height to its section (true by default) rather than lying over the section's edge.
    open var extendsBoundary = true
    /// The item's stacking order among the collection view's elements; cells are 0.
    open var zIndex = 1

    /// An item of a size and kind on one edge of its section.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item of a size and kind on one edge of its section, moved by an offset from there.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}
