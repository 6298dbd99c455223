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
    /// The item's size, resolved against the section's width.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary kind the collection view dequeues it by.
    public let elementKind: String
    /// The edge of the section it sits on.
    public let alignment: NSRectAlignment
    /// Whether the item stays in view while its section scrolls (stored; not pinned here, see Deviations.md).
    open var pinToVisibleBounds = false

    /// An item of a size and kind on one edge of its section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
