import Foundation

/// A view controller's legacy top or bottom layout guide, like UIKit's `UILayoutSupport`.
///
/// Since iOS 11 UIKit derives both from the safe area: the top guide runs from the top of the
/// controller's view to the top of its safe area, the bottom guide from the bottom of the safe
/// area to the bottom of the view, and `length` is that extent.
@MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view: the top or bottom safe area inset.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height, `length`.
    var heightAnchor: NSLayoutDimension { get }
}

/// The object behind `topLayoutGuide` and `bottomLayoutGuide`: a system guide of the controller's view.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}
