/// Supplies the objects of a custom presentation, like UIKit's `UIViewControllerTransitioningDelegate`.
///
/// Only the presentation controller is supported: animation controllers
/// (`animationController(forPresented:presenting:source:)`) are not, and presentations animate
/// with the system's timing on the virtual clock.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a `.custom` presentation; nil uses a plain `UIPresentationController`.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        nil
    }
}
