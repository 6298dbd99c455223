import Foundation

/// Where an animator is in its life, like UIKit's `UIViewAnimatingState` (raw values as UIKit's).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Started (running or paused).
    case active
    /// Stopped without finishing; `finishAnimation(at:)` ends it.
    case stopped
}

/// Where an animation ended, like UIKit's `UIViewAnimatingPosition` (raw values as UIKit's).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An interruptible animation, like UIKit's `UIViewPropertyAnimator`, on the virtual clock.
///
/// As with `UIView.animate`, the animations' changes are final when they run (on start, or on a pause that starts
/// the animator); the completions run with `.end` (`.start` when reversed) when the clock passes the end, or with
/// the position `finishAnimation(at:)` gives. As in UIKit, reversing does not put the changed values back: the
/// completion does that.
@MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The animation's duration in seconds.
    public let duration: TimeInterval
    /// The delay before the animation starts, set by `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// The animator's state.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animation is running (started and not paused).
    public private(set) var isRunning = false
    /// Whether the animation runs backwards, toward its start.
    open var isReversed = false {
        didSet { if isRunning, isReversed != oldValue { reschedule() } }
    }
    /// How far the animation has come, 0 to 1; settable while paused, to scrub it.
    open var fractionComplete: CGFloat {
        get { progress() }
        set {
            guard !isRunning else { return }
            storedFraction = min(1, max(0, newValue.isFinite ? newValue : 0))
        }
    }
    /// Whether the animation can be paused and stopped (true).
    open var isInterruptible = true
    /// Whether the animated views take touches while it runs (true).
    open var isUserInteractionEnabled = true
    /// Whether scrubbing moves the animation linearly (true).
    open var scrubsLinearly = true
    /// Whether the animator stays active when it reaches its end (false).
    open var pausesOnCompletion = false

    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var storedFraction: CGFloat = 0
    private var runStart: TimeInterval = 0
    private var runFraction: CGFloat = 0
    private var runLength: TimeInterval = 0
    private var generation = 0

    /// An animator with a duration and a timing curve, like `UIViewPropertyAnimator(duration:curve:animations:)`.
    public required init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil
    ) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a Bézier timing curve, like `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:
    /// animations:)`.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// A spring animator, like `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Makes and starts an animator, like UIKit's `runningPropertyAnimator(withDuration:delay:options:animations:
    /// completion:)`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations: run now if the animator is active, else when it starts.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        if state == .active { animate(animation) } else { animations.append(animation) }
    }

    /// Adds animations that start later in the animation (they run with the others here).
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, run with the position the animation ended at.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after a delay on the clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        self.delay = max(0, delay.isFinite ? delay : 0)
        activate()
        isRunning = true
        run(from: storedFraction, after: self.delay)
    }

    /// Pauses the animation where it is (starting the animator if it was inactive).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        guard isRunning else { return }
        storedFraction = progress()
        isRunning = false
        generation += 1
    }

    /// Resumes a paused animation for the rest of its course.
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        isRunning = true
        run(from: storedFraction, after: 0, lengthFactor: durationFactor)
    }

    /// Stops the animation: without finishing, the animator becomes inactive at once and no completion runs; else
    /// it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        storedFraction = progress()
        isRunning = false
        generation += 1
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at a position, running the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    // MARK: Running on the clock

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations = []
        pending.forEach(animate)
    }

    private func animate(_ animation: @MainActor () -> Void) {
        ViewAnimation.run(
            duration: duration, delay: 0, overridesInherited: true, animations: animation, completion: nil)
    }

    private func run(from fraction: CGFloat, after wait: TimeInterval, lengthFactor: CGFloat = 1) {
        generation += 1
        let token = generation
        let remaining = isReversed ? fraction : 1 - fraction
        runFraction = fraction
        runLength = duration * Double(max(0, lengthFactor))
        runStart = (ViewAnimation.clock?.now ?? 0) + wait
        let finishing: @MainActor () -> Void = { [weak self] in
            guard let self, self.generation == token else { return }
            self.storedFraction = self.isReversed ? 0 : 1
            self.isRunning = false
            if self.pausesOnCompletion { return }
            self.finish(at: self.isReversed ? .start : .end)
        }
        if let clock = ViewAnimation.clock {
            clock.schedule(after: wait + runLength * Double(remaining), finishing)
        } else {
            finishing()
        }
    }

    private func reschedule() {
        storedFraction = progress()
        run(from: storedFraction, after: 0)
    }

    private func progress() -> CGFloat {
        guard isRunning, runLength > 0, let now = ViewAnimation.clock?.now else { return storedFraction }
        let moved = CGFloat(max(0, now - runStart) / runLength)
        return min(1, max(0, isReversed ? runFraction - moved : runFraction + moved))
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        generation += 1
        let pending = completions
        completions = []
        pending.forEach { $0(position) }
    }
}
