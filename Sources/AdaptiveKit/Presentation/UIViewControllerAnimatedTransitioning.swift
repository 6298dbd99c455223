import Foundation

/// What an animator can read and do during a presentation or dismissal, like UIKit's
/// `UIViewControllerContextTransitioning`.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive (never, for the animators AdaptiveKit runs).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies (identity for presentations).
    var targetTransform: CGAffineTransform { get }
    /// The controller a key names: `.from` is the one leaving, `.to` the one arriving.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for a key, or nil when the animator must leave it alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where a controller's view starts (`.zero` when it is not on screen yet).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view ends (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition; the animator must call it once its animations are done.
    func completeTransition(_ didComplete: Bool)
    /// Interactive transitions only; ignored here.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Interactive transitions only; ignored here.
    func finishInteractiveTransition()
    /// Interactive transitions only; ignored here.
    func cancelInteractiveTransition()
    /// Interactive transitions only; ignored here.
    func pauseInteractiveTransition()
}

/// Animates a presentation or dismissal, like UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// Views have no animations here: an animator sets the end state (and may schedule work on the
/// simulator's clock) and calls `completeTransition(_:)` when done.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the transition: adds the arriving view to the container, then `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The context AdaptiveKit hands animators; frames and views are read when the animator asks.
@MainActor
final class PresentationTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var transitionWasCancelled = false
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: (UITransitionContextViewKey) -> UIView?
    private let frames: (UIViewController, _ initial: Bool) -> CGRect
    private var onComplete: ((Bool) -> Void)?

    init(
        containerView: UIView, style: UIModalPresentationStyle,
        controllers: [UITransitionContextViewControllerKey: UIViewController],
        views: @escaping (UITransitionContextViewKey) -> UIView?,
        frames: @escaping (UIViewController, _ initial: Bool) -> CGRect, onComplete: @escaping (Bool) -> Void
    ) {
        self.containerView = containerView
        isAnimated = true
        presentationStyle = style
        self.controllers = controllers
        self.views = views
        self.frames = frames
        self.onComplete = onComplete
    }

    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views(key) }
    func initialFrame(for vc: UIViewController) -> CGRect { frames(vc, true) }
    func finalFrame(for vc: UIViewController) -> CGRect { frames(vc, false) }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else { return }
        self.onComplete = nil
        transitionWasCancelled = !didComplete
        onComplete(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}
}
