import Foundation

/// What a scroll view tells its delegate, like UIKit's `UIScrollViewDelegate`.
///
/// Every method has a default that does nothing (or answers nil / true), which is what UIKit does
/// for a method the delegate does not implement. There are no touches here, so the dragging and
/// deceleration methods are only called by code that simulates them.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Called whenever the content offset changed, each frame of an animated scroll included.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called whenever the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called when a drag is about to begin.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when a drag ends; the delegate may change where the scroll will come to rest.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after a drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts slowing down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when the content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animation started by `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`
    /// ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when zooming is about to begin.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called when zooming ended, with the final scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top; true by default.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called after a scroll to the top ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called when `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
