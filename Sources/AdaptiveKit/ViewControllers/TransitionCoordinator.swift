import Foundation

/// The coordinator UIKit hands to `willTransition(to:with:)`, `viewWillTransition(to:with:)` and
/// presentations, interactive (a swipe) or not.
///
/// Its blocks run on the simulator's virtual clock: alongside blocks when the animation starts
/// (in the order they were added, before the layout pass), completions when it ends, with
/// `isCancelled` set for a cancelled swipe. Blocks added during the animation run at once.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    enum Phase { case setup, animating, finished }

    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let targetTransform: CGAffineTransform
    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private(set) var phase = Phase.setup
    var percentComplete: CGFloat = 0

    init(
        duration: TimeInterval, targetTransform: CGAffineTransform = .identity, containerView: UIView,
        presentationStyle: UIModalPresentationStyle = .custom, from: UIViewController? = nil,
        to: UIViewController? = nil, interactive: Bool = false
    ) {
        isAnimated = duration > 0
        transitionDuration = duration
        self.targetTransform = targetTransform
        self.containerView = containerView
        self.presentationStyle = presentationStyle
        initiallyInteractive = interactive
        isInteractive = interactive
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
    }

    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }

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
            // Added from inside the animation: UIKit runs it at once, within the same animation.
            animation?(self)
        case .finished:
            return false
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The animation phase: the new geometry, alongside blocks, then the layout pass, in one animation.
    func runAnimations(prepare: () -> Void = {}, layout: () -> Void) {
        phase = .animating
        prepare()
        var index = 0
        // Blocks may add blocks; those added during this phase already ran in `animate`.
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

    /// The end of the transition: completions in the order they were added.
    func finish() {
        percentComplete = isCancelled ? 0 : 1
        phase = .finished
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
