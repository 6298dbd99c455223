import Foundation

/// What a transition's blocks can read about it, like UIKit's `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The presentation style of a presentation or dismissal; `.custom` for a rotation or resize.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive right now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition's animation takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has gone, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The speed of the completion animation.
    var completionVelocity: CGFloat { get }
    /// The rotation a rotation applies; identity otherwise.
    var targetTransform: CGAffineTransform { get }
    /// The controller a key names (`.from`, `.to`), or nil for a rotation or resize.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view a key names, or nil.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition's animation happens in.
    var containerView: UIView { get }
}

/// Runs code alongside a transition and after it, like UIKit's `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation and `completion` after it ends.
    ///
    /// Returns false when the blocks could not be queued (the transition already ended).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Like `animate(alongsideTransition:completion:)`, for animations in a view outside the container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers a handler called when an interactive transition stops being interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion, as UIKit's default argument allows.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// Keys for the controllers of a transition, like UIKit's `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views of a transition, like UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}
