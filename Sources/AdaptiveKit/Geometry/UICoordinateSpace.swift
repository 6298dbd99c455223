import Foundation

/// A coordinate space, like UIKit's `UICoordinateSpace`: here only its bounds.
@MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
}
