import Foundation

/// The scroll view UIKit puts behind an orthogonally scrolling section: as wide as the collection view, as tall as
/// the section's row of groups, holding the section's cells; its content offset is the section's sideways offset.
@MainActor
final class OrthogonalScrollView: UIScrollView, UIScrollViewDelegate {
    let section: Int
    weak var layout: UICollectionViewCompositionalLayout?
    /// Set while the collection view sizes the scroller, so clamping the offset does not ask for another layout.
    var isSyncing = false

    init(section: Int, layout: UICollectionViewCompositionalLayout) {
        self.section = section
        self.layout = layout
        super.init(frame: .zero)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        alwaysBounceHorizontal = true
    }

    required init?(coder: NSCoder) { nil }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isSyncing else { return }
        superview?.setNeedsLayout()
    }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard let layout else { return }
        targetContentOffset.pointee.x = layout.orthogonalRestingOffset(
            ofSection: section, from: contentOffset.x, projected: targetContentOffset.pointee.x, velocity: velocity.x,
            maximum: max(0, contentSize.width - bounds.width))
    }
}

extension UICollectionViewCompositionalLayout {
    /// How far an orthogonally scrolling section has scrolled sideways; 0 for any other section.
    func orthogonalOffset(ofSection index: Int) -> CGFloat {
        guard sections.indices.contains(index), sections[index].isOrthogonal else { return 0 }
        return orthogonalScrollers[index]?.contentOffset.x ?? 0
    }

    /// Where an item shows in the collection view: its frame moved by its section's sideways offset.
    func displayedFrame(of attributes: UICollectionViewLayoutAttributes) -> CGRect {
        guard attributes.indexPath.count == 2 else { return attributes.frame }
        return attributes.frame.offsetBy(dx: -orthogonalOffset(ofSection: attributes.indexPath.section), dy: 0)
    }

    /// Gives each orthogonal section its scroll view (made once, resized as the layout changes) and removes those
    /// of sections that no longer scroll sideways.
    func syncOrthogonalScrollers(in collectionView: UICollectionView) {
        var wanted: Set<Int> = []
        for section in sections where section.isOrthogonal && section.itemCount > 0 {
            wanted.insert(section.index)
            let scroller =
                orthogonalScrollers[section.index] ?? OrthogonalScrollView(section: section.index, layout: self)
            orthogonalScrollers[section.index] = scroller
            scroller.isSyncing = true
            let frame = CGRect(
                x: collectionView.bounds.minX, y: section.origin.y, width: collectionView.bounds.width,
                height: section.groupSize.height)
            if scroller.frame != frame { scroller.frame = frame }
            let size = CGSize(width: section.orthogonalWidth, height: frame.height)
            if scroller.contentSize != size { scroller.contentSize = size }
            scroller.isPagingEnabled = section.behavior == .paging
            let maximum = max(0, size.width - frame.width)
            if scroller.contentOffset.x > maximum { scroller.contentOffset.x = maximum }
            scroller.isSyncing = false
            if scroller.superview !== collectionView { collectionView.insertSubview(scroller, at: 0) }
        }
        for (index, scroller) in orthogonalScrollers where !wanted.contains(index) {
            scroller.removeFromSuperview()
            orthogonalScrollers[index] = nil
        }
    }

    /// Takes the sections' scroll views (and the cells in them) out of a collection view that changes layout.
    func removeOrthogonalScrollers() {
        for scroller in orthogonalScrollers.values { scroller.removeFromSuperview() }
        orthogonalScrollers = [:]
    }

    /// Where a released sideways drag comes to rest: on a group boundary for the group behaviours (the next group
    /// in the direction of the fling for group paging, the boundary nearest the projected offset otherwise).
    func orthogonalRestingOffset(
        ofSection index: Int, from offset: CGFloat, projected: CGFloat, velocity: CGFloat, maximum: CGFloat
    ) -> CGFloat {
        guard sections.indices.contains(index) else { return projected }
        let section = sections[index]
        if !section.restingOffsets.isEmpty {
            return restingOffset(
                among: section.restingOffsets, behavior: section.behavior, from: offset, projected: projected,
                velocity: velocity, maximum: maximum)
        }
        guard section.pitch > 0 else { return projected }
        let position = offset / section.pitch
        let target: CGFloat
        switch section.behavior {
        case .groupPaging, .groupPagingCentered:
            let page =
                velocity > 0 ? position.rounded(.up) : velocity < 0 ? position.rounded(.down) : position.rounded()
            target = page * section.pitch
        case .continuousGroupLeadingBoundary:
            target = (projected / section.pitch).rounded() * section.pitch
        case .none, .continuous, .paging:
            return projected
        }
        return min(max(target, 0), maximum)
    }

    /// Where a drag comes to rest among the resting offsets of groups of their own widths: the next one in the
    /// direction of the fling for group paging (the nearest without one), the one nearest the projected offset for
    /// `.continuousGroupLeadingBoundary`.
    private func restingOffset(
        among offsets: [CGFloat], behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, from offset: CGFloat,
        projected: CGFloat, velocity: CGFloat, maximum: CGFloat
    ) -> CGFloat {
        func nearest(to value: CGFloat) -> CGFloat {
            offsets.min { abs($0 - value) < abs($1 - value) } ?? value
        }
        let target: CGFloat
        switch behavior {
        case .groupPaging, .groupPagingCentered:
            if velocity > 0 {
                target = offsets.first { $0 >= offset - 1e-6 } ?? offsets[offsets.count - 1]
            } else if velocity < 0 {
                target = offsets.last { $0 <= offset + 1e-6 } ?? offsets[0]
            } else {
                target = nearest(to: offset)
            }
        case .continuousGroupLeadingBoundary:
            target = nearest(to: projected)
        case .none, .continuous, .paging:
            return projected
        }
        return min(max(target, 0), maximum)
    }

    /// Calls each section's visible-items handler with the cells it shows, then applies what the handler changed.
    func runVisibleItemsInvalidationHandlers(
        shown: [IndexPath: UICollectionViewLayoutAttributes], in collectionView: UICollectionView
    ) {
        for section in sections {
            guard let handler = section.invalidationHandler, let environment = section.environment else { continue }
            let items = shown.filter { $0.key.section == section.index }.sorted { $0.key < $1.key }.map {
                VisibleItem($0.value.copy())
            }
            let offset =
                section.isOrthogonal
                ? CGPoint(x: orthogonalOffset(ofSection: section.index), y: 0) : collectionView.contentOffset
            handler(items, offset, environment)
            for item in items { collectionView.placeVisibleCell(item.attributes) }
        }
    }
}

/// A visible item as a section's invalidation handler sees it: a copy of the item's layout attributes.
@MainActor
final class VisibleItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
