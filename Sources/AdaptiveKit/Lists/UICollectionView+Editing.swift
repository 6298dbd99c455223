import Foundation

extension UICollectionView {
    /// Whether the collection view is in editing mode (iOS 14); list cells show their `.whenEditing` accessories
    /// and hide their `.whenNotEditing` ones. False by default.
    public var isEditing: Bool {
        get { collectionState.isEditing }
        set {
            guard newValue != collectionState.isEditing else { return }
            collectionState.isEditing = newValue
            // Each cell's accessories and content view follow in its next layout.
            for cell in collectionState.visibleCells.values { cell.setNeedsLayout() }
            setNeedsLayout()
        }
    }

    /// Whether the user may select items while the collection view is editing; false by default.
    public var allowsSelectionDuringEditing: Bool {
        get { collectionState.allowsSelectionDuringEditing }
        set { collectionState.allowsSelectionDuringEditing = newValue }
    }

    /// Whether the user may select several items at once while the collection view is editing; false by default.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { collectionState.allowsMultipleSelectionDuringEditing }
        set { collectionState.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Whether a tap may select now: `allowsSelection`, or `allowsSelectionDuringEditing` while editing.
    var tapSelects: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether a tap adds to the selection now: `allowsMultipleSelection`, or its editing counterpart while editing.
    var tapSelectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
}
