import Foundation

extension UICollectionViewCompositionalLayout {
    /// One section, ready for queries: the section's frame of groups.
    struct PreparedSection {
        var start: CGFloat
        var end: CGFloat
        var itemCount: Int
        var origin: CGPoint
        var groupSize: CGSize
        var pitch: CGFloat
        var leaves: [CGRect]
        /// Groups run sideways (orthogonal scrolling): `pitch` steps along x, the section is one group tall.
        var isOrthogonal = false
        var index = 0
        /// The items of a section whose widths are estimated, each at its own size.
        var flowing: CompositionalFlowingItems?
        /// Whether the group's height is estimated, so its cells fit their heights.
        var fitsHeights = false
        /// Where each group starts (and, last, where they end) once cells have fitted; empty while uniform.
        var groupStarts: [CGFloat] = []
        /// An orthogonal section's sideways content width (insets included) and how it comes to rest.
        var orthogonalWidth: CGFloat = 0
        var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
        var invalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        var environment: (any NSCollectionLayoutEnvironment)?
        /// The section's boundary supplementary items (headers, footers), placed.
        var supplementaries: [PlacedSupplementary] = []
        /// Where an orthogonal section of groups of their own widths comes to rest, group by group.
        var restingOffsets: [CGFloat] = []
        /// The section's decoration items (backgrounds), placed.
        var decorations: [PlacedDecoration] = []

        /// Lays an orthogonal section's fitted groups out sideways: one row as tall as the tallest group, as wide as
        /// the groups plus the section's insets; centred paging starts with the first group centred and ends with
        /// the last one centred.
        @MainActor mutating func placeSideways(
            _ flowing: CompositionalFlowingItems, _ insets: CGFloat, _ width: CGFloat
        ) {
            let centred = behavior == .groupPagingCentered
            let first = centred ? max(0, (width - (flowing.groupWidths.first ?? 0)) / 2) : 0
            let last = centred ? max(0, (width - (flowing.groupWidths.last ?? 0)) / 2) : 0
            origin.x += first
            groupSize.height = flowing.height
            orthogonalWidth = insets + first + last + flowing.width
            restingOffsets = flowing.restingOffsets(centred: centred)
        }
    }
}
