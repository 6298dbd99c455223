import Foundation

/// The coordinator of a presentation or dismissal, interactive (a swipe) or not.
///
/// Alongside blocks run when the animation starts; completions when the transition ends, with
/// `isCancelled` set for a cancelled swipe. Blocks added during the animation run at once.
@MainActor
final class PresentationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    enum Phase { case setup, animating, finished }

    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    let containerView: UIView
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    var percentComplete: CGFloat = 0
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var phase = Phase.setup

    init(
        duration: TimeInterval, style: UIModalPresentationStyle, containerView: UIView,
        from: UIViewController?, to: UIViewController?, interactive: Bool = false
    ) {
        isAnimated = duration > 0
        transitionDuration = duration
        presentationStyle = style
        self.containerView = containerView
        initiallyInteractive = interactive
        isInteractive = interactive
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
    }

    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        controllers[key == .from ? .from : .to]?.viewIfLoaded
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .setup:
            if let animation { alongside.append(animation) }
        case .animating:
            animation?(self)
        case .finished:
            return false
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Starts the animation: alongside blocks in the order they were added, then `layout`.
    func runAnimations(layout: () -> Void) {
        phase = .animating
        var index = 0
        while index < alongside.count {
            alongside[index](self)
            index += 1
        }
        alongside.removeAll()
        layout()
    }

    /// The user lifted their finger: the transition stops being interactive, finishing or cancelling.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    /// Ends the transition: completion blocks in the order they were added.
    func finish() {
        percentComplete = isCancelled ? 0 : 1
        phase = .finished
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
