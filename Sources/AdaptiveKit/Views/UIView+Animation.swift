import Foundation

extension UIView {
    /// How an animation runs, like UIKit's `UIView.AnimationOptions` (raw values as UIKit's).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// An animation's timing curve, like UIKit's `UIView.AnimationCurve` (raw values as UIKit's).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// How a keyframe animation runs, like UIKit's `UIView.KeyframeAnimationOptions` (raw values as UIKit's).
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    // MARK: Animating

    /// Animates changes, like UIKit's `animate(withDuration:delay:options:animations:completion:)`: the changes the
    /// block makes are final at once (as UIKit's model values are); `completion` runs with `true` when the virtual
    /// clock passes the animation's end (`delay + duration`; a negative duration or delay counts as zero). Without a
    /// clock (no simulator) it runs before the call returns.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        ViewAnimation.run(
            duration: duration, delay: delay, overridesInherited: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    /// Animates changes over a duration, like UIKit's `animate(withDuration:animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes with a spring, like UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`: the
    /// spring changes the curve, not when the animation ends.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Animates a view's changes as one transition, like UIKit's `transition(with:duration:options:animations:
    /// completion:)`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Replaces one view with another, like UIKit's `transition(from:to:duration:options:completion:)`: `toView`
    /// takes `fromView`'s place in its superview and `fromView` leaves it, or with `.showHideTransitionViews`
    /// `fromView` is hidden and `toView` shown.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let superview = fromView.superview {
                    if let index = superview.subviews.firstIndex(where: { $0 === fromView }) {
                        superview.insertSubview(toView, at: index)
                    }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// Animates changes in keyframes, like UIKit's `animateKeyframes(withDuration:delay:options:animations:
    /// completion:)`: the keyframes added in the block run in it, in order, their changes final at once.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        ViewAnimation.run(
            duration: duration, delay: delay, overridesInherited: options.contains(.overrideInheritedDuration),
            animations: animations, completion: completion)
    }

    /// Adds a keyframe inside `animateKeyframes`, like UIKit's `addKeyframe(withRelativeStartTime:relativeDuration:
    /// animations:)`: its changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void
    ) {
        animations()
    }

    /// Makes changes without animating them, like UIKit's `performWithoutAnimation(_:)`: inside, animations are
    /// disabled and the inherited duration is zero.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        let enabled = ViewAnimation.areEnabled
        ViewAnimation.areEnabled = false
        ViewAnimation.inheritedDurations.append(0)
        defer {
            ViewAnimation.inheritedDurations.removeLast()
            ViewAnimation.areEnabled = enabled
        }
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled (true unless turned off, or inside `performWithoutAnimation`).
    public static var areAnimationsEnabled: Bool { ViewAnimation.areEnabled }

    /// Turns animations on or off, like UIKit's `setAnimationsEnabled(_:)`: while off, completions run at once.
    public static func setAnimationsEnabled(_ enabled: Bool) { ViewAnimation.areEnabled = enabled }

    /// The duration of the animation block being run, or 0 outside one, like UIKit's `inheritedAnimationDuration`.
    public static var inheritedAnimationDuration: TimeInterval { ViewAnimation.inheritedDurations.last ?? 0 }
}

/// The running animation blocks: their durations (nested blocks inherit the outer one's unless they override it).
@MainActor
enum ViewAnimation {
    static var areEnabled = true
    static var inheritedDurations: [TimeInterval] = []

    /// The clock completions run on: the key window's (the simulator's).
    static var clock: VirtualClock? { UIApplication.shared.keyWindow?.clock }

    static func run(
        duration: TimeInterval, delay: TimeInterval, overridesInherited: Bool,
        animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let own = max(0, duration.isFinite ? duration : 0)
        let effective = areEnabled ? (overridesInherited ? own : (inheritedDurations.last ?? own)) : 0
        inheritedDurations.append(effective)
        animations()
        inheritedDurations.removeLast()
        guard let completion else { return }
        let wait = areEnabled ? max(0, delay.isFinite ? delay : 0) + effective : 0
        if let clock {
            clock.schedule(after: wait) { completion(true) }
        } else {
            completion(true)
        }
    }
}
