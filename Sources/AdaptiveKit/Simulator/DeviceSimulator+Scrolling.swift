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
    ///
    /// In a sheet below its largest detent whose `prefersScrollingExpandsWhenScrolledToEdge` is true, an
    /// upward drag of content scrolled to its top moves the sheet instead (see `drag(_:by:velocity:)` for sheets).
    public func drag(_ scrollView: UIScrollView, by translation: CGPoint, velocity: CGPoint = .zero) {
        if expandSheet(containing: scrollView, by: translation.y, velocity: velocity.y) { return }
        scrollView.simulateDrag(by: translation, velocity: velocity, clock: clock)
    }

    /// Taps the status bar: the visible scroll view closest to it scrolls to its top, animated, unless its
    /// `scrollsToTop` is false, its delegate's `scrollViewShouldScrollToTop(_:)` answers false or it is
    /// already there; its delegate then hears `scrollViewDidScrollToTop(_:)`. Returns the scroll view that
    /// scrolled, if any.
    @discardableResult
    public func tapStatusBar() -> UIScrollView? {
        var closest: (view: UIScrollView, top: CGFloat)?
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let scrollView = view as? UIScrollView {
                let top = scrollView.convert(scrollView.bounds, to: nil).minY
                // The front-most of equally close views wins: later in drawing order replaces.
                if closest == nil || top <= closest!.top { closest = (scrollView, top) }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        guard let scrollView = closest?.view, scrollView.scrollsToTop,
            scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        else { return nil }
        let top = CGPoint(x: scrollView.contentOffset.x, y: 0 - scrollView.adjustedContentInset.top)
        guard scrollView.contentOffset != top else { return nil }
        scrollView.animateContentOffset(to: top, on: clock) { $0.delegate?.scrollViewDidScrollToTop($0) }
        return scrollView
    }
}
