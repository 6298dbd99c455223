/// An object whose interface has traits, like UIKit's `UITraitEnvironment`.
///
/// Conformed by `UIScreen`, `UIWindow`, `UIView`, `UIViewController` and
/// `UIPresentationController`. Traits flow from the screen down to views.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the collection before the change (nil the first time).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
