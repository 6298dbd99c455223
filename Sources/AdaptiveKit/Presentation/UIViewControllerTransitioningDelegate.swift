/// Supplies the objects of a custom presentation, like UIKit's `UIViewControllerTransitioningDelegate`.
///
/// Interactive animators (`interactionControllerForPresentation(using:)`) are not supported.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The presentation controller for a `.custom` presentation; nil uses a plain `UIPresentationController`.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
    /// The animator of an animated presentation; nil uses the system's.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of an animated dismissal; nil uses the system's.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        nil
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }

    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    {
        nil
    }
}
