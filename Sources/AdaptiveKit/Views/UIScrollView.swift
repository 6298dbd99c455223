import Foundation

/// A view that shows part of a larger content area and scrolls over it, like UIKit's `UIScrollView`.
///
/// The content offset is the origin of `bounds`, so subviews are placed in content coordinates and
/// move on screen as the offset changes. There are no touches: offsets and zoom scales change in
/// code, animated on the window's virtual clock.
@MainActor
open class UIScrollView: UIView {
    var scrollState = ScrollState()

    /// The object told about scrolling, zooming and inset changes.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        makeLayoutGuides()
    }

    /// Decoding from an archive; AdaptiveKit reads Interface Builder files with `InterfaceBuilder` instead.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeLayoutGuides()
    }

    /// The guides exist from the start, so constraints made later never rebuild the engine for them.
    private func makeLayoutGuides() {
        _ = systemGuide(.scrollContent)
        _ = systemGuide(.scrollFrame)
    }

    // MARK: Content

    /// The size of the content; Auto Layout sets it from constraints to the `contentLayoutGuide`.
    open var contentSize: CGSize {
        get { scrollState.contentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                DiagnosticLog.warn("Ignoring contentSize \(newValue) of \(layoutDescription): not a finite size")
                return
            }
            guard newValue != scrollState.contentSize else { return }
            scrollState.contentSize = newValue
            setNeedsLayout()
            updateAdjustedContentInset()
        }
    }

    /// The point of the content shown at the scroll view's top left: the origin of its bounds.
    ///
    /// Setting it stops a running scroll animation; it is not clamped to the content, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            stopScrollAnimation()
            moveContentOffset(to: newValue)
        }
    }

    /// Moves the content to an offset, animated over about a third of a second on the window's clock.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        animateContentOffset(to: contentOffset)
    }

    /// Scrolls the least needed to show a rectangle of the content inside the adjusted insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        func axis(
            _ offset: CGFloat, _ length: CGFloat, _ leading: CGFloat, _ trailing: CGFloat, _ min: CGFloat,
            _ max: CGFloat
        ) -> CGFloat {
            let visibleMin = offset + leading
            let visibleMax = offset + length - trailing
            if min < visibleMin || max - min > visibleMax - visibleMin { return min - leading }
            if max > visibleMax { return max - length + trailing }
            return offset
        }
        let target = CGPoint(
            x: axis(contentOffset.x, bounds.width, inset.left, inset.right, rect.minX, rect.maxX),
            y: axis(contentOffset.y, bounds.height, inset.top, inset.bottom, rect.minY, rect.maxY))
        let clamped = clampedContentOffset(target)
        guard clamped != contentOffset else { return }
        setContentOffset(clamped, animated: animated)
    }

    // MARK: Behaviour flags

    /// Whether the user may scroll; scrolling in code works either way.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether the content bounces vertically even when it is shorter than the bounds; it also counts as
    /// vertically scrollable for inset adjustment.
    open var alwaysBounceVertical = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether the content bounces horizontally even when it is narrower than the bounds; it also counts as
    /// horizontally scrollable for inset adjustment.
    open var alwaysBounceHorizontal = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a drag sticks to the axis it started along.
    open var isDirectionalLockEnabled = false
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// Whether touches reach the content only after a short delay.
    open var delaysContentTouches = true
    /// Whether a drag may cancel touches already sent to the content.
    open var canCancelContentTouches = true
    /// Whether a tap on the status bar scrolls this view to its top.
    open var scrollsToTop = true
    /// Whether zooming past the limits bounces back.
    open var bouncesZoom = true

    /// Whether a finger is on the content (during a simulated drag).
    open var isTracking: Bool { scrollState.isDragging }
    /// Whether the content is being dragged (during a simulated drag).
    open var isDragging: Bool { scrollState.isDragging }
    /// Whether the content is coming to rest after a drag.
    open var isDecelerating: Bool { scrollState.isDecelerating }
    /// Whether a pinch is zooming; always false here (no touches).
    open var isZooming: Bool { false }
    /// Whether the zoom is bouncing back into its limits; always false here (no touches).
    open var isZoomBouncing: Bool { false }

    /// Shows the scroll indicators briefly; nothing is drawn here.
    open func flashScrollIndicators() {}

    // MARK: Layout guides

    /// The guide of the content area: constraints to it define `contentSize`.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }

    /// The guide of the scroll view's own frame, which does not move with the content.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    // MARK: Geometry

    /// The visible rectangle of the content: its origin is the content offset.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue.minX.isFinite, newValue.minY.isFinite, newValue.width.isFinite, newValue.height.isFinite
            else {
                DiagnosticLog.raise(
                    "CALayer bounds contains NaN: [\(newValue.minX) \(newValue.minY); "
                        + "\(newValue.width) \(newValue.height)]",
                    name: "CALayerInvalidGeometry")
                return
            }
            let old = super.bounds
            super.bounds = newValue
            if old.size != newValue.size { scrollViewSizeDidChange() }
            if super.bounds.origin != old.origin { contentOffsetDidChange() }
        }
    }

    /// The scroll view's rectangle in its superview; a new size clamps the content offset.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { scrollViewSizeDidChange() }
        }
    }

    /// Lays out subviews, then takes the content size from Auto Layout when constraints define it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if sizesContentFromLayoutGuide, let engine = layoutEngineForReading,
            let frame = engine.frame(of: contentLayoutGuide, relativeTo: self)
        {
            // The solved size is on the pixel grid: a size set in code that no constraint moved stays as set.
            let pixel = 1 / max(traitCollection.displayScale, 1)
            if abs(frame.width - contentSize.width) >= pixel || abs(frame.height - contentSize.height) >= pixel {
                contentSize = frame.size
            }
        }
        updateAdjustedContentInset()
    }

    /// Whether Auto Layout on `contentLayoutGuide` sets `contentSize`; collection views size their content
    /// from their layout object instead.
    var sizesContentFromLayoutGuide: Bool { true }

    /// Called when `adjustedContentInset` changed; tells the delegate. Overrides must call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Follows the new safe area into `adjustedContentInset`.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Sets the offset without stopping an animation (the animation's own frames use this).
    func moveContentOffset(to offset: CGPoint) {
        var rect = bounds
        rect.origin = offset
        bounds = rect
    }

    /// Scrolling lays the content out again (tables and collections place their cells there) and tells the delegate.
    private func contentOffsetDidChange() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// After a resize (a rotation) the insets follow the new safe area and the offset is clamped to the
    /// new valid range, which keeps a view resting at its top at its top.
    private func scrollViewSizeDidChange() {
        updateAdjustedContentInset()
        let clamped = clampedContentOffset(contentOffset)
        if clamped != contentOffset { moveContentOffset(to: clamped) }
    }

    /// `; contentOffset: {0, -103}; contentSize: {393, 2000}; adjustedContentInset: {103, 0, 34, 0}`, as UIKit's
    /// description ends.
    var scrollDescription: String {
        func pair(_ a: CGFloat, _ b: CGFloat) -> String {
            "{\(a.formattedForDescription), \(b.formattedForDescription)}"
        }
        return "; contentOffset: \(pair(contentOffset.x, contentOffset.y)); "
            + "contentSize: \(pair(contentSize.width, contentSize.height)); "
            + "adjustedContentInset: \(adjustedContentInset)"
    }

    /// The nearest offset that does not scroll past the content and its adjusted insets.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        // `0 - x`, not `-x`: an unadjusted edge rests at 0, not at -0.
        let minX = 0 - inset.left
        let minY = 0 - inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }
}

/// A scroll view's stored state, kept together so the class body lists only UIKit's API.
struct ScrollState {
    var contentSize = CGSize.zero
    var contentInset = UIEdgeInsets.zero
    var adjustedContentInset = UIEdgeInsets.zero
    var adjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
    var minimumZoomScale: CGFloat = 1
    var maximumZoomScale: CGFloat = 1
    var zoomScale: CGFloat = 1
    /// The zoomed view and its size at scale 1.
    weak var zoomedView: UIView?
    var unzoomedSize = CGSize.zero
    /// Bumped by every new animation, so the frames of a stopped one do nothing.
    var animationGeneration = 0
    var isAnimating = false
    var isDragging = false
    var isDecelerating = false
    var decelerationRate = UIScrollView.DecelerationRate.normal
    var verticalIndicatorInsets = UIEdgeInsets.zero
    var horizontalIndicatorInsets = UIEdgeInsets.zero
    var adjustsIndicatorInsets = true
    var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    /// How far the keyboard covers a table controller's table from below (UIKit insets it by that much).
    var keyboardOverlap: CGFloat = 0
}
