import Foundation

/// One dimension of a compositional layout element, like UIKit's `NSCollectionLayoutDimension`:
/// a fraction of the container's width or height, an absolute value or an estimate.
public struct NSCollectionLayoutDimension: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }
    let kind: Kind
    let value: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(kind: .fractionalWidth, value: fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(kind: .fractionalHeight, value: fractionalHeight)
    }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(kind: .absolute, value: absoluteDimension)
    }
    /// A first guess the content may change (used as is here; see Deviations.md).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(kind: .estimated, value: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }
    /// The fraction, points or estimate.
    public var dimension: CGFloat { value }

    /// The points this dimension takes in a container.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * value
        case .fractionalHeight: container.height * value
        case .absolute, .estimated: value
        }
    }
}

/// A width and a height for a compositional layout element, like UIKit's `NSCollectionLayoutSize`.
public struct NSCollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: NSCollectionLayoutDimension
    /// The height.
    public var heightDimension: NSCollectionLayoutDimension

    /// Creates a size from two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between items of a group, like UIKit's `NSCollectionLayoutSpacing`.
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
    /// The points between items.
    public let spacing: CGFloat
    /// Whether the spacing may grow to fill the group.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly this many points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least this many points; leftover space is shared out.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }
}

/// The boundary content insets are measured from, like UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The layout configuration's choice (for a section) or the safe area.
    case automatic = 0
    /// The container's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide.
    case readableContent = 4
}
