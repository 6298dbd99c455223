import Foundation

extension UICollectionView {
    /// Runs `prepare()` once after each invalidation.
    func prepareLayoutIfNeeded() {
        guard !collectionState.layoutIsValid else { return }
        collectionState.layoutIsValid = true
        _ = loadedCounts
        collectionViewLayout.fittedSizes.keep(for: bounds.size)
        collectionViewLayout.prepare()
    }

    /// Gives every item in the visible rectangle a cell and takes back the cells that left it.
    func updateVisibleElements() {
        let counts = loadedCounts
        let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout
        compositional?.syncOrthogonalScrollers(in: self)
        let wanted = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter {
            !$0.isHidden && (compositional?.displayedFrame(of: $0) ?? $0.frame).intersects(bounds)
        }
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedSupplementary: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var wantedDecorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in wanted {
            switch attributes.representedElementCategory {
            case .cell where isValid(attributes.indexPath, in: counts):
                wantedCells[attributes.indexPath] = attributes
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                wantedSupplementary[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            case .decorationView:
                guard let kind = attributes.representedElementKind else { continue }
                wantedDecorations[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            case .cell: continue
            }
        }
        let reload = collectionState.needsReload
        collectionState.needsReload = false
        for indexPath in collectionState.visibleCells.keys.sorted() where reload || wantedCells[indexPath] == nil {
            endDisplayingCell(at: indexPath)
        }
        for key in collectionState.visibleSupplementaryViews.keys.sorted(by: { $0.indexPath < $1.indexPath })
        where reload || wantedSupplementary[key] == nil {
            endDisplayingSupplementaryView(key)
        }
        showDecorationViews(wantedDecorations)
        guard let dataSource else { return }
        for attributes in wanted {
            if attributes.representedElementCategory == .cell {
                guard wantedCells[attributes.indexPath] != nil else { continue }
                displayCell(attributes, dataSource: dataSource)
            } else if attributes.representedElementCategory == .supplementaryView,
                let kind = attributes.representedElementKind
            {
                displaySupplementaryView(attributes, kind: kind, dataSource: dataSource)
            }
        }
        compositional?.runVisibleItemsInvalidationHandlers(shown: wantedCells, in: self)
        raiseSupplementaryViews(wantedSupplementary)
    }

    /// Gives each decoration in the visible rectangle a view of the class its layout registered for the kind (reused
    /// when one of the kind left the screen), behind the cells, and takes back those that left.
    private func showDecorationViews(_ wanted: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        for (key, view) in collectionState.visibleDecorationViews where wanted[key] == nil {
            view.removeFromSuperview()
            collectionState.visibleDecorationViews[key] = nil
            collectionState.reuseQueues[ElementKey(kind: key.kind, identifier: key.kind), default: []].append(view)
        }
        for (key, attributes) in wanted.sorted(by: { ($0.key.indexPath, $0.key.kind) < ($1.key.indexPath, $1.key.kind) }
        ) {
            if let view = collectionState.visibleDecorationViews[key] {
                place(view, attributes)
                continue
            }
            let queueKey = ElementKey(kind: key.kind, identifier: key.kind)
            let view: UICollectionReusableView
            if let reused = collectionState.reuseQueues[queueKey]?.popLast() {
                view = reused
                view.prepareForReuse()
            } else if let viewClass = collectionViewLayout.decorationClasses[key.kind] {
                view = viewClass.init(frame: attributes.frame)
            } else {
                continue
            }
            place(view, attributes)
            insertSubview(view, at: 0)
            collectionState.visibleDecorationViews[key] = view
        }
    }

    /// Keeps supplementary views with a positive z-index in front of the cells, higher ones in front of lower ones,
    /// so a pinned header covers the cells that scroll under it.
    private func raiseSupplementaryViews(_ shown: [SupplementaryKey: UICollectionViewLayoutAttributes]) {
        let raised = shown.filter { $0.value.zIndex > 0 }
            .sorted {
                ($0.value.zIndex, $0.key.indexPath, $0.key.kind) < ($1.value.zIndex, $1.key.indexPath, $1.key.kind)
            }
            .compactMap { collectionState.visibleSupplementaryViews[$0.key] }
            .filter { $0.superview === self }
        guard !raised.isEmpty, !zip(subviews.suffix(raised.count), raised).allSatisfy({ $0 === $1 }) else { return }
        for view in raised { bringSubviewToFront(view) }
    }

    /// The view a cell goes in: its orthogonal section's scroll view, or the collection view.
    private func host(of indexPath: IndexPath) -> UIView {
        guard indexPath.count == 2, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
            return self
        }
        return layout.orthogonalScrollers[indexPath.section] ?? self
    }

    /// Places a visible cell again after a section's invalidation handler changed its attributes.
    func placeVisibleCell(_ attributes: UICollectionViewLayoutAttributes) {
        guard let cell = collectionState.visibleCells[attributes.indexPath] else { return }
        place(cell, attributes)
    }

    private func displayCell(_ attributes: UICollectionViewLayoutAttributes, dataSource: any UICollectionViewDataSource)
    {
        let indexPath = attributes.indexPath
        if let cell = collectionState.visibleCells[indexPath] {
            place(cell, attributes)
            // A section that starts or stops scrolling sideways (a new layout) moves its cells to their new host.
            let host = host(of: indexPath)
            if cell.superview !== host { host.addSubview(cell) }
            return
        }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.reuseIdentifier == nil {
            DiagnosticLog.raise(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
                name: "NSInternalInconsistencyException")
        }
        cell.isSelected = collectionState.selected.contains(indexPath)
        place(cell, attributes)
        let host = host(of: indexPath)
        if cell.superview !== host { host.addSubview(cell) }
        collectionState.visibleCells[indexPath] = cell
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    private func displaySupplementaryView(
        _ attributes: UICollectionViewLayoutAttributes, kind: String, dataSource: any UICollectionViewDataSource
    ) {
        let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
        if let view = collectionState.visibleSupplementaryViews[key] {
            place(view, attributes)
            return
        }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
        place(view, attributes)
        if view.superview !== self { addSubview(view) }
        collectionState.visibleSupplementaryViews[key] = view
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
    }

    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        // A cell of an orthogonal section sits in its section's scroll view, whose bounds carry the sideways offset.
        var frame = attributes.frame
        if attributes.representedElementCategory == .cell, case let host = host(of: attributes.indexPath),
            host !== self
        {
            frame.origin.y -= host.frame.minY
            frame.origin.x -= host.frame.minX
        }
        if view.frame != frame { view.frame = frame }
        view.isHidden = attributes.isHidden
        view.alpha = attributes.alpha
        view.apply(attributes)
    }

    /// Removes a visible cell, queues it for reuse and tells the delegate.
    func endDisplayingCell(at indexPath: IndexPath) {
        guard let cell = collectionState.visibleCells.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        enqueue(cell, kind: Self.elementKindCell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    private func endDisplayingSupplementaryView(_ key: SupplementaryKey) {
        guard let view = collectionState.visibleSupplementaryViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        enqueue(view, kind: key.kind)
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    private func enqueue(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier, !identifier.isEmpty else { return }
        collectionState.reuseQueues[ElementKey(kind: kind, identifier: identifier), default: []].append(view)
    }
}
