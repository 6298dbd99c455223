extension NSLayoutConstraint {
    /// A layout axis, like UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0
        case vertical = 1
    }
}
