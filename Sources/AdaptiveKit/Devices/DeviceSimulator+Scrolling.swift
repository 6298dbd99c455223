import Foundation

extension DeviceSimulator {
    /// Drags a scroll view's content with a finger: `translation` is how far the finger moves (content
    /// follows it, so dragging up scrolls down) and `velocity` how fast it lifts, in points per second.
    ///
    /// The delegate hears UIKit's sequence: `scrollViewWillBeginDragging`, `scrollViewDidScroll`,
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the content still has to come to rest (a page,
    /// a fling, a bounce back), `scrollViewWillBeginDecelerating`, a `scrollViewDidScroll` per frame on this
    /// simulator's clock and `scrollViewDidEndDecelerating`. A scroll view with scrolling disabled ignores it.
    public func drag(_ scrollView: UIScrollView, by translation: CGPoint, velocity: CGPoint = .zero) {
        scrollView.simulateDrag(by: translation, velocity: velocity, clock: clock)
    }
}
