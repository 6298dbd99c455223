import Foundation

/// Builds the sections that a compositional layout places, like UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Options for a whole compositional layout, like UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The scroll direction; `.vertical` by default (only vertical is laid out here; see Deviations.md).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// What section insets are measured from when a section says `.automatic`; the safe area by default.
    open var contentInsetsReference = UIContentInsetsReference.safeArea

    /// A configuration with UIKit's defaults.
    public init() {}
}

/// A layout made of sections, groups and items, like UIKit's `UICollectionViewCompositionalLayout`.
///
/// The section provider runs once per section each time the layout is prepared: after a size change
/// (rotation, multitasking resize), a trait change, or a data reload, so a provider that reads
/// `layoutEnvironment.container.effectiveContentSize` or `traitCollection` can change columns.
/// Groups of a section share one size, so finding the visible items is arithmetic.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout's configuration.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    var sections: [PreparedSection] = []
    /// The sideways scroll views of orthogonally scrolling sections, by section index, made by the collection view.
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    private var contentSize = CGSize.zero
    /// The list configurations of the sections made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
    /// (as `list(using:)` makes every section), by section index, from the last `prepare()`.
    private var sectionLists: [Int: UICollectionLayoutListConfiguration] = [:]

    /// The list configuration section `section` was laid out with, or nil when it is not a list section.
    package func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
        sectionLists[section]
    }

    /// The first list section's configuration, so a renderer can draw the list's look (its background).
    package var firstListConfiguration: UICollectionLayoutListConfiguration? {
        sectionLists.min { $0.key < $1.key }?.value
    }

    /// A layout whose every section is the same.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout with a configuration whose every section is the same.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks a closure for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout with a configuration that asks a closure for each section.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Decoding from an archive is not supported for compositional layouts.
    public required init?(coder: NSCoder) { nil }

    override var invalidatesOnTraitChange: Bool { true }

    /// A new size lays the sections out again (and re-runs the provider); a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The size of all sections laid out.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Runs the section provider for every section and places its groups.
    open override func prepare() {
        super.prepare()
        sections = []
        sectionLists = [:]
        contentSize = .zero
        guard let collectionView else { return }
        let adjusted = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let size = CGSize(
            width: max(0, bounds.width - adjusted.left - adjusted.right),
            height: max(0, bounds.height - adjusted.top - adjusted.bottom))
        let direction = collectionView.traitCollection.layoutDirection
        var cursor: CGFloat = 0
        var provided: [(section: NSCollectionLayoutSection, x: CGFloat, width: CGFloat)?] = []
        defer { placeDecorations(provided) }
        for index in 0..<collectionView.numberOfSections {
            let reference = referenceInsets(configuration.contentInsetsReference, collectionView, adjusted)
            let baseEnvironment = Environment(
                container: Container(contentSize: size, contentInsets: .zero, effectiveContentInsets: reference),
                traitCollection: collectionView.traitCollection)
            guard let section = provider(index, baseEnvironment) else {
                DiagnosticLog.raise(
                    "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index)",
                    name: "NSInternalInconsistencyException")
                provided.append(nil)
                sections.append(
                    PreparedSection(
                        start: cursor, end: cursor, itemCount: 0, origin: .zero, groupSize: .zero, pitch: 0, leaves: [],
                        index: index))
                continue
            }
            sectionLists[index] = section.listConfiguration
            if index > 0 { cursor += configuration.interSectionSpacing }
            let chosen =
                section.contentInsetsReference == .automatic
                ? configuration.contentInsetsReference : section.contentInsetsReference
            let floor = referenceInsets(chosen, collectionView, adjusted)
            let insets = section.contentInsets
            let leading = floor.leading + insets.leading
            let trailing = floor.trailing + insets.trailing
            let container = CGSize(width: max(0, size.width - leading - trailing), height: size.height)
            let groupSize = section.group.layoutSize.resolved(in: container)
            let leaves = section.group.leafFrames(in: groupSize, direction: direction)
            let perGroup = max(1, leaves.count)
            let items = collectionView.numberOfItems(inSection: index)
            let groups = (items + perGroup - 1) / perGroup
            let start = cursor
            let edgeX = direction == .rightToLeft ? trailing : leading
            let areaX = direction == .rightToLeft ? floor.trailing : floor.leading
            let areaWidth = max(0, size.width - floor.leading - floor.trailing)
            provided.append((section, areaX, areaWidth))
            // Boundary items follow the section's content insets unless it says otherwise.
            let follows = section.supplementariesFollowContentInsets
            let boundaryX = follows ? edgeX : areaX
            let boundaryArea = follows ? container : CGSize(width: areaWidth, height: size.height)
            var supplementaries = placeBoundaryItems(
                of: section, index: index, bottom: false, x: boundaryX, container: boundaryArea, cursor: &cursor)
            cursor += insets.top
            var origin = CGPoint(x: edgeX, y: cursor)
            if let flowing = CompositionalFlowingItems(
                section: section, sectionIndex: index, itemCount: items, groupSize: groupSize, container: container,
                fitted: fittedSizes, rightToLeft: direction == .rightToLeft)
            {
                var prepared = PreparedSection(
                    start: start, end: 0, itemCount: items, origin: origin, groupSize: groupSize, pitch: 0,
                    leaves: leaves, isOrthogonal: flowing.isOrthogonal, index: index, flowing: flowing,
                    behavior: section.orthogonalScrollingBehavior,
                    invalidationHandler: section.visibleItemsInvalidationHandler, environment: baseEnvironment)
                if flowing.isOrthogonal { prepared.placeSideways(flowing, leading + trailing, container.width) }
                cursor += flowing.height + insets.bottom
                supplementaries += placeBoundaryItems(
                    of: section, index: index, bottom: true, x: boundaryX, container: boundaryArea, cursor: &cursor)
                prepared.end = cursor
                prepared.supplementaries = supplementaries
                sections.append(prepared)
                continue
            }
            let isOrthogonal = section.orthogonalScrollingBehavior != .none
            let pitch = (isOrthogonal ? groupSize.width : groupSize.height) + section.interGroupSpacing
            var orthogonalWidth: CGFloat = 0
            if isOrthogonal {
                // One row of groups at the section's offset zero; centred paging starts with the first group centred.
                let centring =
                    section.orthogonalScrollingBehavior == .groupPagingCentered
                    ? max(0, (container.width - groupSize.width) / 2) : 0
                origin.x += centring
                if groups > 0 { cursor += groupSize.height }
                let row = groups > 0 ? CGFloat(groups) * pitch - section.interGroupSpacing : 0
                orthogonalWidth = leading + trailing + 2 * centring + row
            }
            let placed = leaves.isEmpty ? [CGRect(origin: .zero, size: groupSize)] : leaves
            let fitsHeights = !isOrthogonal && section.group.layoutSize.heightDimension.isEstimated
            var groupStarts: [CGFloat] = []
            if fitsHeights, groups > 0, fittedSizes.hasSizes(inSection: index) {
                groupStarts = fittedGroupStarts(
                    section: index, groups: groups, items: items, leaves: placed, groupSize: groupSize,
                    spacing: section.interGroupSpacing)
                cursor += groupStarts[groups]
            } else if !isOrthogonal, groups > 0 {
                cursor += CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * section.interGroupSpacing
            }
            cursor += insets.bottom
            supplementaries += placeBoundaryItems(
                of: section, index: index, bottom: true, x: boundaryX, container: boundaryArea, cursor: &cursor)
            sections.append(
                PreparedSection(
                    start: start, end: cursor, itemCount: items, origin: origin, groupSize: groupSize, pitch: pitch,
                    leaves: placed, isOrthogonal: isOrthogonal, index: index, fitsHeights: fitsHeights,
                    groupStarts: groupStarts, orthogonalWidth: orthogonalWidth,
                    behavior: section.orthogonalScrollingBehavior,
                    invalidationHandler: section.visibleItemsInvalidationHandler, environment: baseEnvironment,
                    supplementaries: supplementaries))
        }
        contentSize = CGSize(width: size.width, height: cursor)
    }

    /// Where each group of a self-sizing section starts: a group is as tall as its tallest item, each
    /// item as tall as its cell fitted (its estimate until then), plus the group's space below its items.
    private func fittedGroupStarts(
        section: Int, groups: Int, items: Int, leaves: [CGRect], groupSize: CGSize, spacing: CGFloat
    ) -> [CGFloat] {
        let below = groupSize.height - (leaves.map(\.maxY).max() ?? groupSize.height)
        var starts: [CGFloat] = []
        starts.reserveCapacity(groups + 1)
        var position: CGFloat = 0
        for group in 0..<groups {
            starts.append(position)
            var bottom: CGFloat = 0
            for (slot, leaf) in leaves.enumerated() where group * leaves.count + slot < items {
                let fitted = fittedSizes[IndexPath(item: group * leaves.count + slot, section: section)]
                bottom = max(bottom, leaf.minY + (fitted?.height ?? leaf.height))
            }
            position += bottom + below + (group < groups - 1 ? spacing : 0)
        }
        starts.append(position)
        return starts
    }

    /// Cells of a section whose group height is estimated fit their heights, the width staying the layout's.
    override func selfSizingAxes(forItemAt indexPath: IndexPath) -> SelfSizingAxes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        if let flowing = sections[indexPath.section].flowing { return flowing.axes }
        return sections[indexPath.section].fitsHeights ? .height : nil
    }

    /// Cells of a section with estimated widths are no wider than their group.
    override func selfSizingLimit(forItemAt indexPath: IndexPath) -> CGSize? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].flowing?.limit
    }

    /// Boundary items whose height (or width) is estimated fit their views, the width staying the section's.
    override func selfSizingAxes(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> SelfSizingAxes? {
        placedSupplementary(kind, indexPath)?.axes
    }

    override func selfSizingLimit(forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> CGSize? {
        placedSupplementary(kind, indexPath)?.limit
    }

    private func frame(ofItem item: Int, in section: PreparedSection) -> CGRect {
        if let flowing = section.flowing {
            return flowing.frames[item].offsetBy(dx: section.origin.x, dy: section.origin.y)
        }
        let perGroup = section.leaves.count
        let group = item / perGroup
        var leaf = section.leaves[item % perGroup]
        if !section.groupStarts.isEmpty {
            if let fitted = fittedSizes[IndexPath(item: item, section: section.index)] {
                leaf.size.height = fitted.height
            }
            return leaf.offsetBy(dx: section.origin.x, dy: section.origin.y + section.groupStarts[group])
        }
        if section.isOrthogonal {
            return leaf.offsetBy(dx: section.origin.x + CGFloat(group) * section.pitch, dy: section.origin.y)
        }
        return leaf.offsetBy(dx: section.origin.x, dy: section.origin.y + CGFloat(group) * section.pitch)
    }

    /// The attributes of the elements in a rectangle, found without walking every item.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.end >= rect.minY && section.start <= rect.maxY {
            for placed in section.decorations where placed.frame.intersects(rect) {
                result.append(decoration(placed, section: index))
            }
            for placed in section.supplementaries where shownFrame(of: placed, in: section).intersects(rect) {
                result.append(supplementary(placed, in: section))
            }
            guard section.itemCount > 0 else { continue }
            if let flowing = section.flowing {
                let shift = orthogonalOffset(ofSection: index)
                let range =
                    flowing.isOrthogonal
                    ? flowing.items(
                        from: rect.minX + shift - section.origin.x, to: rect.maxX + shift - section.origin.x)
                    : flowing.items(from: rect.minY - section.origin.y, to: rect.maxY - section.origin.y)
                for item in range {
                    let frame = frame(ofItem: item, in: section)
                    guard frame.offsetBy(dx: -shift, dy: 0).intersects(rect) else { continue }
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = frame
                    result.append(attributes)
                }
                continue
            }
            let perGroup = section.leaves.count
            let groups = (section.itemCount + perGroup - 1) / perGroup
            // An orthogonal section's visible band is the rectangle moved by the section's sideways offset.
            let shift = orthogonalOffset(ofSection: index)
            let (low, high, base) =
                section.isOrthogonal
                ? (rect.minX + shift, rect.maxX + shift, section.origin.x) : (rect.minY, rect.maxY, section.origin.y)
            var first = max(0, Int(((low - base) / max(section.pitch, 1)).rounded(.down)))
            var last = min(groups - 1, Int(((high - base) / max(section.pitch, 1)).rounded(.down)))
            if !section.groupStarts.isEmpty {
                // Fitted groups differ in height: the groups that end after `low` and start before `high`.
                first = section.groupStarts.dropLast().lastIndex { base + $0 <= low } ?? 0
                last = section.groupStarts.dropLast().lastIndex { base + $0 <= high } ?? -1
            }
            guard first <= last else { continue }
            for item in (first * perGroup)..<min(section.itemCount, (last + 1) * perGroup) {
                let frame = frame(ofItem: item, in: section)
                guard frame.offsetBy(dx: -shift, dy: 0).intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    /// The attributes of a section's boundary supplementary item of a kind, nil if it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let placed = sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind })
        else { return nil }
        return supplementary(placed, in: sections[indexPath.section])
    }

    /// The attributes of a section's decoration view of a kind (its background), nil if it has none.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let placed = sections[indexPath.section].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        return decoration(placed, section: indexPath.section)
    }

    /// The attributes of one item, nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(ofItem: indexPath.item, in: sections[indexPath.section])
        return attributes
    }
}
