import Foundation

extension UIScrollView {
    /// How long an animated scroll or zoom lasts. UIKit does not publish it; about a third of a second is what
    /// its animations take (see Deviations.md).
    package static let scrollAnimationDuration: TimeInterval = 0.3

    /// An animation frame: UIKit moves animated content once per display refresh, 60 times a second.
    static let animationFrameInterval: TimeInterval = 1.0 / 60

    /// Whether an animated scroll or zoom started in code is running.
    var isScrollAnimating: Bool { scrollState.isAnimating }

    /// Stops a running scroll or zoom animation where it is; its end is not reported.
    func stopScrollAnimation() {
        guard scrollState.isAnimating else { return }
        scrollState.isAnimating = false
        scrollState.isDecelerating = false
        scrollState.animationGeneration += 1
    }

    /// Scrolls to `target` frame by frame (each frame tells the delegate `scrollViewDidScroll`), then runs
    /// `completion` (by default the delegate's `scrollViewDidEndScrollingAnimation`).
    func animateContentOffset(
        to target: CGPoint, on clock: VirtualClock? = nil,
        completion: @escaping @MainActor (UIScrollView) -> Void = {
            $0.delegate?.scrollViewDidEndScrollingAnimation($0)
        }
    ) {
        guard target.x.isFinite, target.y.isFinite else {
            contentOffset = target  // reported as UIKit reports a NaN offset
            return
        }
        stopScrollAnimation()
        let start = contentOffset
        guard start != target else { return }
        runScrollAnimation(on: clock) { [weak self] progress in
            self?.moveContentOffset(
                to: CGPoint(x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress))
        } completion: { [weak self] in
            if let self { completion(self) }
        }
    }

    /// Runs `step` with an eased progress from 0 to 1 on every animation frame of the window's clock, then
    /// `completion`. Without a clock (outside a window) the animation ends at once.
    func runScrollAnimation(
        on clock: VirtualClock? = nil, step: @escaping @MainActor (CGFloat) -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        stopScrollAnimation()
        guard let clock = clock ?? window?.presentationClock else {
            step(1)
            completion()
            return
        }
        scrollState.isAnimating = true
        let generation = scrollState.animationGeneration
        let frames = Int((Self.scrollAnimationDuration / Self.animationFrameInterval).rounded())
        for frame in 1...frames {
            clock.schedule(after: Double(frame) * Self.animationFrameInterval) { [weak self] in
                guard let self, scrollState.isAnimating, scrollState.animationGeneration == generation else { return }
                let time = CGFloat(frame) / CGFloat(frames)
                // Ease in and out, as UIKit's scrolling animations do.
                step(frame == frames ? 1 : time * time * (3 - 2 * time))
                if frame == frames {
                    scrollState.isAnimating = false
                    completion()
                }
            }
        }
    }
}
