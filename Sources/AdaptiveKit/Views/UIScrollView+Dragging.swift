import Foundation

extension UIScrollView {
    /// How quickly the content slows down after a drag, like UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the speed kept per millisecond.
        public var rawValue: CGFloat
        /// A rate from the fraction of the speed kept per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate: 0.998 of the speed is kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How quickly the content slows down after a drag; `.normal` by default.
    public var decelerationRate: DecelerationRate {
        get { scrollState.decelerationRate }
        set { scrollState.decelerationRate = newValue }
    }

    /// How dragging the content dismisses the keyboard, like UIKit's `UIScrollView.KeyboardDismissMode` (raw values
    /// as UIKit's).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard up.
        case none
        /// The keyboard goes when a drag begins.
        case onDrag
        /// The keyboard follows a drag into it (here: as `.none`; see Deviations.md).
        case interactive
        /// As `.onDrag`, the input accessory view going too.
        case onDragWithAccessory
        /// As `.interactive`, the input accessory view following too.
        case interactiveWithAccessory
    }

    /// How dragging the content dismisses the keyboard; `.none` by default.
    public var keyboardDismissMode: KeyboardDismissMode {
        get { scrollState.keyboardDismissMode }
        set { scrollState.keyboardDismissMode = newValue }
    }

    /// A finger dragging the content by `translation` and lifting at `velocity` (both in the finger's
    /// direction, the velocity in points per second), with UIKit's delegate sequence.
    ///
    /// Axes whose content fits move only when they always bounce; without `bounces` the content stops at
    /// its edges. On release the content comes to rest at the next page (`isPagingEnabled`), else where
    /// the deceleration rate carries it, inside the valid range, animated on `clock` when there is one.
    func simulateDrag(by translation: CGPoint, velocity: CGPoint, clock: VirtualClock?) {
        guard isScrollEnabled, translation.x.isFinite, translation.y.isFinite, velocity.x.isFinite,
            velocity.y.isFinite
        else { return }
        stopScrollAnimation()
        scrollState.isDragging = true
        if [.onDrag, .onDragWithAccessory].contains(keyboardDismissMode) { window?.endEditing(false) }
        delegate?.scrollViewWillBeginDragging(self)
        let range = (
            min: clampedContentOffset(CGPoint(x: -.infinity, y: -.infinity)),
            max: clampedContentOffset(CGPoint(x: CGFloat.infinity, y: .infinity))
        )
        func dragged(_ offset: CGFloat, _ move: CGFloat, _ min: CGFloat, _ max: CGFloat, alwaysBounce: Bool)
            -> CGFloat
        {
            guard max > min || (alwaysBounce && bounces) else { return offset }
            let moved = offset - move
            return bounces ? moved : Swift.min(Swift.max(moved, min), max)
        }
        let offset = CGPoint(
            x: dragged(
                contentOffset.x, translation.x, range.min.x, range.max.x, alwaysBounce: alwaysBounceHorizontal),
            y: dragged(contentOffset.y, translation.y, range.min.y, range.max.y, alwaysBounce: alwaysBounceVertical))
        if offset != contentOffset { moveContentOffset(to: offset) }
        // The content moves against the finger; UIKit reports its velocity in points per millisecond.
        let scrollVelocity = CGPoint(x: (0 - velocity.x) / 1000, y: (0 - velocity.y) / 1000)
        var target = restingOffset(from: offset, velocity: scrollVelocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: scrollVelocity, targetContentOffset: &target)
        scrollState.isDragging = false
        let decelerate = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
        animateContentOffset(to: target, on: clock) {
            $0.scrollState.isDecelerating = false
            $0.delegate?.scrollViewDidEndDecelerating($0)
        }
        // Without a clock the content is already at rest.
        scrollState.isDecelerating = scrollState.isAnimating
    }

    /// Where a released drag comes to rest: the nearest page in the direction of the velocity when paging,
    /// else the offset the deceleration rate projects (v · r / (1 − r) per millisecond), inside the range.
    private func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        if isPagingEnabled {
            func page(_ offset: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
                guard size > 0 else { return offset }
                let position = offset / size
                let index =
                    velocity > 0 ? position.rounded(.up) : velocity < 0 ? position.rounded(.down) : position.rounded()
                return index * size
            }
            return clampedContentOffset(
                CGPoint(
                    x: page(offset.x, velocity.x, bounds.width), y: page(offset.y, velocity.y, bounds.height)))
        }
        let rate = min(max(decelerationRate.rawValue, 0), 0.9999)
        let distance = rate / (1 - rate)
        return clampedContentOffset(CGPoint(x: offset.x + velocity.x * distance, y: offset.y + velocity.y * distance))
    }
}
