import Foundation

extension UICollectionView {
    /// Whether the user may select items; true by default.
    public var allowsSelection: Bool {
        get { collectionState.allowsSelection }
        set { collectionState.allowsSelection = newValue }
    }

    /// Whether the user may select several items; false by default.
    public var allowsMultipleSelection: Bool {
        get { collectionState.allowsMultipleSelection }
        set {
            collectionState.allowsMultipleSelection = newValue
            if !newValue, collectionState.selected.count > 1 {
                for indexPath in collectionState.selected.sorted().dropFirst() { setSelected(false, at: indexPath) }
            }
        }
    }

    /// The selected items, sorted; nil when none is selected, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        collectionState.selected.isEmpty ? nil : collectionState.selected.sorted()
    }

    /// Selects an item in code (the delegate is not told) and scrolls to it as asked.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in collectionState.selected.sorted() { setSelected(false, at: selected) }
            return
        }
        guard isValid(indexPath, in: loadedCounts) else {
            DiagnosticLog.raise(
                "attempt to select item \(indexPath.item) in section \(indexPath.section) which does not exist",
                name: "NSInternalInconsistencyException")
            return
        }
        if !allowsMultipleSelection {
            for selected in collectionState.selected.sorted() where selected != indexPath {
                setSelected(false, at: selected)
            }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code (the delegate is not told).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { collectionState.selected.insert(indexPath) } else { collectionState.selected.remove(indexPath) }
        collectionState.visibleCells[indexPath]?.isSelected = selected
    }

    /// What a tap on an item does: asks the delegate, then selects or deselects and tells it (while editing, as the
    /// `…DuringEditing` properties allow).
    func tapItem(at indexPath: IndexPath) {
        guard tapSelects, isValid(indexPath, in: loadedCounts) else { return }
        let delegate = collectionDelegate
        if collectionState.selected.contains(indexPath) {
            guard tapSelectsMultiple else { return }
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !tapSelectsMultiple {
            for selected in collectionState.selected.sorted() {
                setSelected(false, at: selected)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        setSelected(true, at: indexPath)
        cellForItem(at: indexPath)?.performStoryboardSegues()
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Where an item ends up when the collection view scrolls to it, like UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// A position from its option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's position: `top`.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's position: `centeredVertically`.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's position: `bottom`.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's position: `left`.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's position: `centeredHorizontally`.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's position: `right`.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so an item sits at a position inside the adjusted insets, clamped to the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            DiagnosticLog.raise(
                "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are "
                    + "only \(numberOfItems(inSection: indexPath.section)) items in section \(indexPath.section).",
                name: "NSInvalidArgumentException")
            return
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let visibleWidth = bounds.width - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
