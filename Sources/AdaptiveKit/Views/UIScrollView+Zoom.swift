import Foundation

extension UIScrollView {
    /// The smallest zoom scale; 1 by default. Values that are not positive and finite are ignored.
    public var minimumZoomScale: CGFloat {
        get { scrollState.minimumZoomScale }
        set {
            guard isValidZoomScale(newValue, named: "minimumZoomScale") else { return }
            scrollState.minimumZoomScale = newValue
        }
    }

    /// The largest zoom scale; 1 by default. Zooming needs it above `minimumZoomScale`.
    public var maximumZoomScale: CGFloat {
        get { scrollState.maximumZoomScale }
        set {
            guard isValidZoomScale(newValue, named: "maximumZoomScale") else { return }
            scrollState.maximumZoomScale = newValue
        }
    }

    /// The current zoom scale; setting it zooms at once, clamped to the minimum and maximum.
    public var zoomScale: CGFloat {
        get { scrollState.zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms the delegate's `viewForZooming(in:)` to a scale clamped to the minimum and maximum.
    ///
    /// Without a view for zooming nothing happens, as in UIKit. The view keeps the point at the centre of
    /// the bounds in place (as far as the content allows).
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard isValidZoomScale(scale, named: "zoomScale"), let view = delegate?.viewForZooming(in: self) else { return }
        let target = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        let start = zoomScale
        guard target != start else { return }
        guard animated else {
            stopScrollAnimation()
            applyZoomScale(target, to: view)
            return
        }
        runScrollAnimation { [weak self] progress in
            self?.applyZoomScale(start + (target - start) * progress, to: view)
        } completion: { [weak self] in
            guard let self else { return }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        }
    }

    /// Zooms so that a rectangle of the unzoomed content fills the bounds, then scrolls to it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
            rect.minX.isFinite, rect.minY.isFinite
        else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: false)
        let scale = zoomScale
        let scaled = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        let centered = CGPoint(x: scaled.midX - bounds.width / 2, y: scaled.midY - bounds.height / 2)
        setContentOffset(clampedContentOffset(centered), animated: animated)
    }

    /// Resizes the zoomed view (AdaptiveKit has no view transforms, see Deviations.md), makes its size the
    /// content size, keeps the bounds' centre on the same content point, and tells the delegate.
    private func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        let old = zoomScale
        if scrollState.zoomedView !== view || scrollState.unzoomedSize == .zero {
            scrollState.zoomedView = view
            scrollState.unzoomedSize = CGSize(width: view.bounds.width / old, height: view.bounds.height / old)
        }
        let size = CGSize(
            width: scrollState.unzoomedSize.width * scale, height: scrollState.unzoomedSize.height * scale)
        let center = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        scrollState.zoomScale = scale
        view.frame = CGRect(origin: view.frame.origin, size: size)
        contentSize = size
        let ratio = scale / old
        let offset = CGPoint(x: center.x * ratio - bounds.width / 2, y: center.y * ratio - bounds.height / 2)
        moveContentOffset(to: clampedContentOffset(offset))
        delegate?.scrollViewDidZoom(self)
    }

    /// Zoom scales must be positive and finite; UIKit does not check, and a bad one breaks its geometry.
    private func isValidZoomScale(_ scale: CGFloat, named name: String) -> Bool {
        guard scale.isFinite, scale > 0 else {
            DiagnosticLog.warn("Ignoring \(name) \(scale) of \(layoutDescription): a zoom scale must be positive")
            return false
        }
        return true
    }
}
