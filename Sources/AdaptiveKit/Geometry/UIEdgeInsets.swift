import Foundation

/// The inset distances for views, like UIKit's `UIEdgeInsets`: positive values shrink a rectangle.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets from the four edges, in UIKit's argument order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge, like `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets()

    /// Adds two insets edge by edge, as the safe area adds `additionalSafeAreaInsets`.
    package static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// UIKit's `NSStringFromUIEdgeInsets` form: `{top, left, bottom, right}`.
    public var description: String {
        "{\(top.formattedForDescription), \(left.formattedForDescription), "
            + "\(bottom.formattedForDescription), \(right.formattedForDescription)}"
    }
}

/// Edge insets that follow the layout direction, like UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets from the four edges, in UIKit's argument order.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets of zero on every edge, like `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets`, like UIKit's `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

extension CGFloat {
    /// `20` rather than `20.0`, as UIKit's descriptions print whole numbers.
    package var formattedForDescription: String {
        self == rounded() && magnitude < 1e15 ? String(Int(self)) : String(Double(self))
    }
}
