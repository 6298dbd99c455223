import Foundation

/// Where one element of a collection view goes, like UIKit's `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The element's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The centre of the element's frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's stacking order; cells are 0, supplementary views above them.
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The index path of the element.
    open var indexPath: IndexPath
    /// The axes a self-sizing cell fits along in `preferredLayoutAttributesFitting(_:)` (the layout sets them).
    var selfSizingAxes = SelfSizingAxes.height
    /// The largest size a self-sizing cell may take (a flow layout's line length across its scroll direction).
    var selfSizingLimit: CGSize?
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view; nil for cells.
    public let representedElementKind: String?

    /// Attributes for the cell at an index path.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view (a header or footer) of a kind at an index path.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view (a section background) of a kind at an index path.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy, as UIKit layouts hand out (`copy()` in Objective-C).
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy: UICollectionViewLayoutAttributes
        if let kind = representedElementKind, representedElementCategory == .decorationView {
            copy = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        } else if let kind = representedElementKind {
            copy = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        copy.selfSizingLimit = selfSizingLimit
        return copy
    }

    /// `<UICollectionViewLayoutAttributes; index path: (0-1); frame = (10 0; 50 50)>`, close to UIKit's text.
    public var description: String {
        var text = "<UICollectionViewLayoutAttributes; index path: (\(indexPath.section)-\(indexPath.item))"
        if let kind = representedElementKind { text += "; element kind: (\(kind))" }
        return text + "; frame = (\(frame.minX.formattedForDescription) \(frame.minY.formattedForDescription); "
            + "\(frame.width.formattedForDescription) \(frame.height.formattedForDescription))>"
    }
}

extension UICollectionView {
    /// The category of a collection view element, like UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// The kind of a section header, as UIKit's `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer, as UIKit's `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// The kind name UIKit uses for cells in its dequeue messages.
    static let elementKindCell = "UICollectionElementKindCell"
}
