import Foundation

/// A view or a layout guide: something with a rectangle the layout engine solves.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose coordinate space and hierarchy the item belongs to (the view itself, or a guide's owner).
    var owningLayoutView: UIView? { get }
    /// A short name for constraint descriptions (`UILabel`, `header`, `UIView.safeAreaLayoutGuide`).
    var layoutDescription: String { get }
}

extension UIView: LayoutItem {
    var owningLayoutView: UIView? { self }
    var layoutDescription: String { accessibilityIdentifier ?? String(describing: type(of: self)) }
}
